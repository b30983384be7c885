import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import { OperationPage } from '../../../../src/apiReference/operationPage/OperationPage';
import { MethodBadge } from '../../../../src/ui/MethodBadge';
import { operationToc } from '../../../../src/apiReference/shared/operationToc';
import { normaliseApi } from '../../../../src/openapi/normalise';
import { readFixture } from '../../../support/fixtures';
import type { OperationPageData } from '../../../../src/openapi/pageData';

const document = readFixture('openapi-3.0.json');
const api = normaliseApi(document, { id: 'portal-api', file: '/Portal-v1.json' });
const operation = (slug: string): OperationPageData => {
  const found = api.operations.find((op) => op.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};

describe('OperationPage', () => {
  it('shows the method and the full path', () => {
    const { container } = render(<OperationPage operation={operation('list-assets')} />);
    expect(screen.getByText('GET')).toBeInTheDocument();
    expect(container.querySelector('code')).toHaveTextContent('https://demo.fms.example.com/api/assets');
    expect(screen.getByText(/bearerAuth/)).toBeInTheDocument();
  });

  it('groups parameters by location, each with its anchor', () => {
    const { container } = render(<OperationPage operation={operation('list-assets')} />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings.slice(0, 3)).toEqual(['Query parameters', 'Header parameters', 'Cookie parameters']);
    expect(container.querySelector('#parameter-query-page')).toHaveTextContent('page');
    expect(container.querySelector('#parameter-header-X-Tenant-Id')).toHaveTextContent('required');
    expect(within(container.querySelector('#parameter-query-status') as HTMLElement).getByText('"retired"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Direct link to page' })).toHaveAttribute('href', '#parameter-query-page');
  });

  it("shows a parameter's (and a response header's) named examples, all in the HTML, by summary else name ($refs followed), none of them as its single example", () => {
    const named = normaliseApi(
      {
        openapi: '3.0.3',
        info: { title: 'Named', version: '1' },
        paths: {
          '/assets': {
            get: {
              parameters: [
                {
                  name: 'status',
                  in: 'query',
                  schema: { type: 'string', example: 'ignored' },
                  examples: { active: { summary: 'In service', value: 'active' }, retired: { $ref: '#/components/examples/Retired' } },
                },
                { name: 'filter', in: 'query', content: { 'application/json': { schema: { type: 'object' }, examples: { byZone: { value: { zone: 7 } } } } } },
              ],
              responses: {
                204: { description: 'None', headers: { 'X-Rate': { schema: { type: 'integer' }, examples: { low: { summary: 'Quiet hours', value: 1 } } } } },
              },
            },
          },
        },
        components: { examples: { Retired: { summary: 'Out of service', value: 'retired' } } },
      },
      { id: 'named', file: '/named.json' },
    );
    const page = named.operations[0] as OperationPageData;
    expect(page.parameters.query.map((parameter) => parameter.examples)).toEqual([
      [
        { name: 'active', summary: 'In service', value: '"active"' },
        { name: 'retired', summary: 'Out of service', value: '"retired"' },
      ],
      [{ name: 'byZone', value: '{"zone":7}' }],
    ]);
    const { container } = render(<OperationPage operation={page} />);
    const status = container.querySelector('#parameter-query-status');
    expect(status).toHaveTextContent('Examples: In service "active"; Out of service "retired"');
    expect([...(status?.querySelectorAll('[data-example]') ?? [])].map((element) => element.getAttribute('data-example'))).toEqual(['active', 'retired']);
    expect(status).not.toHaveTextContent('ignored');
    expect(container.querySelector('#parameter-query-filter')).toHaveTextContent('Examples: byZone {"zone":7}');
    // A response header's named examples, the same way.
    expect(page.responses[0]?.headers[0]?.examples).toEqual([{ name: 'low', summary: 'Quiet hours', value: '1' }]);
    expect(container.querySelector('#response-204-header-X-Rate')).toHaveTextContent('Examples: Quiet hours 1');
  });

  it('lists responses by status with anchors', () => {
    const { container } = render(<OperationPage operation={operation('list-assets')} />);
    expect(container.querySelector('#response-200')).toHaveTextContent('200');
    expect(container.querySelector('#response-400')).toHaveTextContent('400');
    expect(container.querySelector('#response-200 > summary')).toHaveTextContent('200 The assets.');
    expect(container.querySelector('#response-200')).toHaveTextContent('X-Total-Count');
  });

  it('leaves out a <script> written in a description', () => {
    const { container } = render(<OperationPage operation={operation('list-assets')} />);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('Returns assets.')).toBeInTheDocument();
    expect(container.textContent).not.toContain('alert(');
  });

  it('shows the deprecation notice and no authorization', () => {
    render(<OperationPage operation={operation('delete-assets-asset-id')} />);
    expect(screen.getByRole('note')).toHaveTextContent('Deprecated');
    expect(screen.getByText(/Authorization/).parentElement).toHaveTextContent('Authorization: None');
  });

  it('shows the request body, request samples and a webhook label', () => {
    render(<OperationPage operation={operation('create-asset')} />);
    expect(screen.getByRole('heading', { level: 2, name: /Request body/ })).toBeInTheDocument();
    const samples = screen.getByRole('tablist', { name: 'Request sample languages' });
    expect(
      within(samples)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([
      'PHP (Guzzle) from the API document',
      'curl',
      'HTTP',
      'JavaScript',
      'Node.js',
      'Python',
      'Go',
      'Java',
      'C#',
      'PHP',
      'Ruby',
      'Kotlin',
      'PowerShell',
    ]);
    render(<OperationPage operation={operation('on-asset-created')} />);
    expect(screen.getByText('Webhook')).toBeInTheDocument();
  });

  it('exposes its headings for the table of contents', () => {
    const toc = operationToc(operation('list-assets'));
    expect(toc.map((e) => `${e.level} ${e.id}`)).toEqual([
      '2 parameters',
      '3 parameters-query',
      '3 parameters-header',
      '3 parameters-cookie',
      '2 request-samples',
      '2 responses',
      '3 response-200',
      '3 response-400',
    ]);
    const { container } = render(<OperationPage operation={operation('list-assets')} />);
    for (const entry of toc) expect(container.querySelector(`[id="${entry.id}"]`)).not.toBeNull();
  });
});

describe('MethodBadge', () => {
  it('shows the method in upper case and tags it for its colour', () => {
    render(<MethodBadge method="delete" />);
    expect(screen.getByText('DELETE')).toHaveAttribute('data-method', 'delete');
  });
});
