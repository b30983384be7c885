/** @jest-environment node */
import * as React from 'react';
import { useStaticQuery } from 'gatsby';
import { renderToString } from 'react-dom/server';
import { ApiLayout } from '../../../src/apiReference/shared/ApiLayout';
import { OperationPage } from '../../../src/apiReference/operationPage/OperationPage';
import { normaliseApi } from '../../../src/openapi/normalise';
import { readFixture } from '../../support/fixtures';
import { ShellLocationProvider } from '../../../src/lib/location';
import { CopyButton } from '../../../src/ui/CopyButton';

const document = readFixture('openapi-3.0.json');
const api = normaliseApi(document, { id: 'portal-api', file: '/Portal-v1.json' });
const html = (slug: string): string => {
  const operation = api.operations.find((op) => op.slug === slug);
  if (!operation) throw new Error(slug);
  return renderToString(<OperationPage operation={operation} />);
};

describe('server-rendered operation pages (what readers without JavaScript get)', () => {
  it('contain the whole schema tree, nested objects folded', () => {
    const markup = html('create-work-order');
    expect(markup).toContain('>asset<');
    expect(markup).toContain('>categoryId<');
    expect(markup).toMatch(/<details><summary[^>]*><span[^>]*>asset: <\/span>8 properties/);
    expect(markup).not.toMatch(/<details[^>]*open=""[^>]*><summary[^>]*><span[^>]*>asset: /);
  });

  it('show the first code sample in the one panel; the languages are named (tabs once the page runs), their code rendered when chosen', () => {
    const markup = html('create-asset');
    // Tabs cannot switch without JavaScript: the names only, the shown one current (decision 0025, session 14).
    expect(markup).not.toMatch(/role="tab(list|panel)?"[^>]*(aria-controls|id)="code-samples-/);
    // The document's own sample says so (issue 42).
    expect(markup.match(/<span aria-current="true">PHP \(Guzzle\)(<!-- -->)? <span>from the API document<\/span><\/span><span>curl<\/span>/g)).toHaveLength(1);
    expect(markup).toContain('<span>Kotlin</span><span>PowerShell</span></div><div data-sample-id="x-php-guzzle">');
    expect(markup.match(/data-sample-id="/g)).toHaveLength(1);
    expect(markup.match(/<pre[^>]*><code class="language-/g)).toHaveLength(1);
    // The document's own x-codeSamples come first; the generated ones are rendered when chosen.
    expect(markup).toContain('data-sample-id="x-php-guzzle"><div>');
    expect(markup).toContain('$client-&gt;post(');
    expect(markup).not.toContain('curl --request POST');
  });

  it('show a summary that is a paragraph in full under the short title (decision 0025)', () => {
    const operation = api.operations.find((op) => op.slug === 'list-assets');
    if (!operation) throw new Error('list-assets');
    const markup = renderToString(
      <OperationPage
        operation={{
          ...operation,
          title: 'assets/list',
          summary: 'Lists assets. See [the guide](/docs/intro).',
          summaryHtml: '<p>Lists assets. See <a href="/docs/intro">the guide</a>.</p>',
        }}
      />,
    );
    expect(markup).toMatch(/<h1[^>]*>assets\/list<\/h1>/);
    expect(markup).toContain('Lists assets. See <a href="/docs/intro">the guide</a>.');
    expect(html('list-assets')).not.toContain('Lists assets. See');
  });

  it('never contain a live script from a description', () => {
    expect(html('list-assets')).not.toMatch(/<script/i);
  });

  it('leave out copy buttons, which cannot work without JavaScript (not even hidden: decision 0025, the page shell)', () => {
    expect(renderToString(<CopyButton text="x" />)).toBe('');
    expect(html('list-assets')).not.toContain('Copy code to clipboard');
  });
});

describe('the API layout, server-rendered', () => {
  it("holds the whole apiSidebar from the shared static query, the current operation marked, though the page's context has no sidebar", () => {
    (useStaticQuery as jest.Mock).mockReturnValue({
      allApiSpec: {
        nodes: [
          {
            label: 'Portal API',
            route: '/docs/api/portal-api',
            tags: api.tags.map((tag) => ({
              name: tag.name,
              slug: tag.slug,
              operations: tag.operationSlugs.map((slug) => {
                const operation = api.operations.find((op) => op.slug === slug);
                return { title: operation?.title ?? slug, method: operation?.method ?? 'GET', route: `/docs/api/portal-api/${slug}` };
              }),
            })),
          },
        ],
      },
    });
    const context = { sidebarId: 'apiSidebar', breadcrumbs: [], previous: null, next: null, overviewRoute: '/docs/api/overview' };
    const markup = renderToString(
      <ShellLocationProvider pathname="/docs/api/portal-api/list-assets">
        <ApiLayout context={context} toc={[]}>
          <h1>List assets</h1>
        </ApiLayout>
      </ShellLocationProvider>,
    );
    const nav = /<nav[^>]*aria-label="API reference"[\s\S]*?<\/nav>/.exec(markup)?.[0] ?? '';
    for (const operation of api.operations) expect(nav).toContain(`href="/docs/api/portal-api/${operation.slug}"`);
    expect(nav).toContain('href="/docs/api/overview"');
    expect(nav.match(/aria-current="page"/g)).toHaveLength(1);
    expect(/<a[^>]*aria-current="page"[^>]*>/.exec(nav)?.[0]).toContain('href="/docs/api/portal-api/list-assets"');
  });
});
