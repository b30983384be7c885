import * as React from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import { fireEvent, render } from '@testing-library/react';
import { StaticHtml } from '../../../../src/apiReference/shared/StaticHtml';
import { HtmlContent } from '../../../../src/apiReference/shared/HtmlContent';
import { BrowserRoot } from '../../../../src/lib/hydrated';

// Descriptions' class, as the build names it (jest maps CSS modules to a proxy without it).
jest.mock('../../../../src/apiReference/shared/HtmlContent.module.css', () => ({ html: 'description' }));

// The Node build: jsdom has no TextEncoder, which the browser build of react-dom/server needs.
const { renderToString } = require('react-dom/server.node') as typeof ReactDomServer;

let rowRenders = 0;
function Row({ name }: { readonly name: string }): React.ReactElement {
  rowRenders += 1;
  return (
    <li id={`row-${name}`}>
      <a href={`#row-${name}`}>#</a> <a href={`/docs/schemas/${name}`}>{name}</a>
      <details>
        <summary>more</summary>
        <StaticHtml as="ul" className="nested">
          <li>inner</li>
        </StaticHtml>
      </details>
    </li>
  );
}

function Page({ label, names = ['asset', 'location'] }: { readonly label: string; readonly names?: readonly string[] }): React.ReactElement {
  return (
    <main>
      <h1>{label}</h1>
      <StaticHtml as="ul" className="rows" data-rows="">
        {names.map((name) => (
          <Row key={name} name={name} />
        ))}
        <li>
          <HtmlContent html='<p><a href="/docs/guide">a guide</a></p>' />
        </li>
      </StaticHtml>
    </main>
  );
}

/** Server HTML of `server`, then `client` hydrated over it; the console's errors and React's recoverable ones. */
async function hydrate(
  server: React.ReactElement,
  client: React.ReactElement,
): Promise<{ container: HTMLElement; root: Root; serverHtml: string; errors: unknown[] }> {
  const container = document.createElement('div');
  const serverHtml = renderToString(server);
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  rowRenders = 0;
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, <BrowserRoot.Provider value>{client}</BrowserRoot.Provider>, { onRecoverableError: (error) => errors.push(error) });
    });
  } finally {
    consoleError.mockRestore();
  }
  return { container, root: root as Root, serverHtml, errors };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('StaticHtml (decision 0026)', () => {
  test('the server renders everything inside it, nested parts as their plain elements', () => {
    const html = renderToString(<Page label="Schema" />);
    expect(html).toContain('<ul class="rows" data-rows="">');
    expect(html).toContain('<a href="/docs/schemas/asset">asset</a>');
    expect(html).toContain('<ul class="nested"><li>inner</li></ul>');
  });

  test('hydrates as its own element: the HTML inside is kept as the server made it, and nothing in it renders', async () => {
    const { container, serverHtml, errors } = await hydrate(<Page label="Schema" />, <Page label="Schema" />);
    expect(errors).toEqual([]);
    expect(rowRenders).toBe(0);
    expect(container.innerHTML).toBe(serverHtml);
  });

  test('renders again without touching the HTML it keeps', async () => {
    const { container, root, serverHtml } = await hydrate(<Page label="Schema" />, <Page label="Schema" />);
    const details = container.querySelector('details') as HTMLDetailsElement;
    details.open = true;
    await act(async () =>
      root.render(
        <BrowserRoot.Provider value>
          <Page label="Schema, again" names={['other']} />
        </BrowserRoot.Provider>,
      ),
    );
    expect(container.querySelector('h1')?.textContent).toBe('Schema, again');
    details.open = false;
    expect(container.innerHTML).toBe(serverHtml.replace('<h1>Schema</h1>', '<h1>Schema, again</h1>'));
    details.open = true;
    expect(container.querySelector('details')).toBe(details);
    expect(details.open).toBe(true);
    expect(rowRenders).toBe(0);
  });

  test('a part mounted later (a client-side navigation) renders its contents', () => {
    rowRenders = 0;
    const { container } = render(<Page label="Schema" />);
    expect(rowRenders).toBe(2);
    expect(container.querySelector('a[href="/docs/schemas/location"]')).not.toBeNull();
    expect(container.querySelector('ul.nested')?.textContent).toBe('inner');
  });

  test('when React gives up hydrating (a mismatch elsewhere) and renders anew, the contents are rendered, not lost', async () => {
    const { container, errors } = await hydrate(<Page label="Server" />, <Page label="Client" />);
    expect(errors.length).toBeGreaterThan(0);
    expect(container.querySelector('h1')?.textContent).toBe('Client');
    expect(rowRenders).toBe(2);
    expect(container.querySelector('a[href="/docs/schemas/asset"]')).not.toBeNull();
  });

  describe('links in the kept HTML', () => {
    const app = window as unknown as { ___navigate?: jest.Mock; ___loader?: { hovering: jest.Mock } };
    beforeEach(() => {
      app.___navigate = jest.fn();
      app.___loader = { hovering: jest.fn() };
    });
    afterEach(() => {
      delete app.___navigate;
      delete app.___loader;
    });

    test('a link to another page navigates within the app, as Gatsby’s Link does, and loads the page on hover', async () => {
      const { container } = await hydrate(<Page label="Schema" />, <Page label="Schema" />);
      const link = container.querySelector('a[href="/docs/schemas/asset"]') as HTMLAnchorElement;
      fireEvent.mouseOver(link);
      expect(app.___loader?.hovering).toHaveBeenCalledWith('/docs/schemas/asset');
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(app.___navigate).toHaveBeenCalledWith('/docs/schemas/asset', {});
    });

    test('a click with a modifier key, a link to a place in the page and a link in a description are the browser’s', async () => {
      const { container } = await hydrate(<Page label="Schema" />, <Page label="Schema" />);
      const clicks = [
        { link: container.querySelector('a[href="/docs/schemas/asset"]'), init: { ctrlKey: true } },
        { link: container.querySelector('a[href="#row-asset"]'), init: {} },
        { link: container.querySelector('a[href="/docs/guide"]'), init: {} },
      ];
      for (const { link, init } of clicks) {
        expect(link).not.toBeNull();
        const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
        link?.dispatchEvent(click);
        expect(click.defaultPrevented).toBe(false);
      }
      fireEvent.mouseOver(container.querySelector('a[href="/docs/guide"]') as Element);
      expect(app.___navigate).not.toHaveBeenCalled();
      expect(app.___loader?.hovering).not.toHaveBeenCalled();
    });
  });
});
