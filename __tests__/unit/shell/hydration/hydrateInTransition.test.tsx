/**
 * Issue 10 (Total Blocking Time): the page hydrates in slices, so the browser runs other tasks
 * between them; the result is the same hydrated page. Asserted by order of events, not durations.
 */
import * as React from 'react';
import { act } from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { hydrateInTransition } from '../../../../src/shell/hydration/hydrateInTransition';

// The Node build: jsdom has no TextEncoder, which the browser build of react-dom/server needs.
const { renderToString } = require('react-dom/server.node') as typeof ReactDomServer;

/** Called once, by the first component hydration renders (set by the test, not during server rendering). */
let onHydrationStarted: (() => void) | null = null;

/** A component that keeps the main thread busy for `ms` while it renders, like a heavy subtree. */
function Busy({ ms, index }: { readonly ms: number; readonly index: number }): JSX.Element {
  if (onHydrationStarted) {
    onHydrationStarted();
    onHydrationStarted = null;
  }
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy
  }
  return <li>item {index}</li>;
}

function Page({ onHydrated }: { readonly onHydrated: () => void }): JSX.Element {
  const [clicks, setClicks] = React.useState(0);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        clicked {clicks}
      </button>
      {/* Called when the page is committed, in the same task as the end of hydration (not on the server). */}
      <ul ref={(list) => list && onHydrated()}>
        {Array.from({ length: 60 }, (_, index) => (
          <Busy key={index} ms={3} index={index} />
        ))}
      </ul>
    </div>
  );
}

function serverRender(onHydrated: () => void): HTMLElement {
  const container = document.createElement('div');
  container.id = '___gatsby';
  container.innerHTML = renderToString(<Page onHydrated={onHydrated} />);
  document.body.appendChild(container);
  return container;
}

/** act() waits for React's work; hydration must not run inside it (act() flushes it all at once). */
function actEnvironment(on: boolean): void {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
}

beforeEach(() => actEnvironment(false));
afterEach(() => {
  document.body.innerHTML = '';
});

test('hydration yields to other tasks before it finishes, and the hydrated page works', async () => {
  const events: string[] = [];
  let hydrated!: () => void;
  const done = new Promise<void>((resolve) => {
    hydrated = () => {
      if (!events.includes('hydrated')) events.push('hydrated');
      resolve();
    };
  });
  const container = serverRender(() => hydrated());
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    // A task queued once hydration has started: it runs between two slices, before the end. Hydrated
    // in one task (React's default priority), the page would be committed before it.
    onHydrationStarted = () => setTimeout(() => events.push('other task'), 0);
    hydrateInTransition(<Page onHydrated={() => hydrated()} />, container);
    await done;
    expect(events).toEqual(['other task', 'hydrated']);
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
  const button = container.querySelector('button') as HTMLButtonElement;
  actEnvironment(true);
  await act(async () => {
    button.click();
  });
  expect(button.textContent).toBe('clicked 1');
  expect(container.querySelectorAll('li')).toHaveLength(60);
});

test('a page without server-rendered content is rendered, not hydrated', async () => {
  actEnvironment(true);
  const container = document.createElement('div');
  container.id = '___gatsby';
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await act(async () => {
      hydrateInTransition(<Page onHydrated={() => undefined} />, container);
    });
    expect(container.querySelectorAll('li')).toHaveLength(60);
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
});

test('says what is wrong when Gatsby gives no element', () => {
  expect(() => hydrateInTransition(<p />, null)).toThrow('no #___gatsby element');
});
