/** The operation page's folded view: one response at a time, the samples pane following it, deep links. */
import * as React from 'react';
import { TextEncoder } from 'node:util';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { OperationPage } from '../../../../src/apiReference/operationPage/OperationPage';
import { normaliseApi } from '../../../../src/openapi/normalise';
import type { OpenApiV3Document } from '../../../../src/openapi/document';
import type { OperationPageData } from '../../../../src/openapi/pageData';

const errorResponse = (description: string, code: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { code, message: `${code} happened` } } },
});

const document = {
  openapi: '3.0.3',
  info: { title: 'Things', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/things': {
      post: {
        operationId: 'createThing',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
        responses: {
          '201': {
            description: 'Created.\n\nThe new thing, with its location.',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/Thing' },
                examples: {
                  small: { summary: 'A small thing', value: { name: 'small-one' } },
                  big: { summary: 'A big thing', value: { name: 'big-one' } },
                },
              },
            },
          },
          '400': errorResponse('Invalid request.', 'ValidationFailed'),
          '404': errorResponse('Not found.', 'NotFound'),
          '409': errorResponse('Conflict.', 'Conflict'),
        },
      },
    },
  },
  components: {
    schemas: {
      Error: {
        type: 'object',
        required: ['code'],
        properties: {
          code: { type: 'string' },
          message: { type: 'string' },
          details: { type: 'object', properties: { field: { type: 'string' }, reason: { type: 'string' } } },
        },
      },
      Thing: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          location: {
            type: 'object',
            properties: {
              zoneId: { type: 'string', format: 'uuid' },
              floor: { type: 'object', properties: { level: { type: 'integer' } } },
            },
          },
        },
      },
    },
  },
} as unknown as OpenApiV3Document;

// react-dom/server needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
const renderToString = (element: React.ReactElement): string => (require('react-dom/server') as typeof import('react-dom/server')).renderToString(element);

const operation = normaliseApi(document, { id: 'things', file: '/things.json' }).operations[0] as OperationPageData;
const pane = (): HTMLElement => screen.getByRole('region', { name: 'Request and response samples' });

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('responses, one at a time', () => {
  it('opens the first 2xx and shows its example in the samples pane', () => {
    const { container } = render(<OperationPage operation={operation} />);
    const open = Array.from(container.querySelectorAll('details[data-status]')).filter((d) => (d as HTMLDetailsElement).open);
    expect(open.map((d) => d.getAttribute('data-status'))).toEqual(['201']);
    expect(within(pane()).getByRole('heading', { name: 'Response example 201' })).toBeInTheDocument();
    expect(within(pane()).getByText(/"small-one"/)).toBeInTheDocument();
  });

  it('labels each response with its status and the first line of its description', () => {
    const { container } = render(<OperationPage operation={operation} />);
    expect(container.querySelector('#response-201 > summary')).toHaveTextContent('201 Created.');
    expect(container.querySelector('#response-201')).toHaveTextContent('The new thing, with its location.');
    // A one-line description is the label and is not repeated below it.
    expect(container.querySelector('#response-404')?.textContent?.match(/Not found\./g)).toHaveLength(1);
  });

  it('choosing 404 opens it, closes 201 and switches the example in the pane', async () => {
    const { container } = render(<OperationPage operation={operation} />);
    fireEvent.click(container.querySelector('#response-404 > summary') as HTMLElement);
    await waitFor(() => expect(within(pane()).getByRole('heading', { name: 'Response example 404' })).toBeInTheDocument());
    expect((container.querySelector('#response-404') as HTMLDetailsElement).open).toBe(true);
    expect((container.querySelector('#response-201') as HTMLDetailsElement).open).toBe(false);
    expect(within(pane()).getByText(/NotFound happened/)).toBeInTheDocument();
  });

  it("chooses a response's named examples by their summary", () => {
    render(<OperationPage operation={operation} />);
    const select = within(pane()).getByRole('combobox', { name: 'Example:' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['A small thing', 'A big thing']);
    fireEvent.change(select, { target: { value: '1' } });
    expect(within(pane()).getByText(/"big-one"/)).toBeVisible();
    expect(within(pane()).getByText(/"small-one"/)).not.toBeVisible();
  });
});

describe("the pane's response example", () => {
  it('is printed once in the server HTML, in its response; the pane links to it', () => {
    const markup = renderToString(<OperationPage operation={operation} />);
    expect(markup.match(/small-one/g)).toHaveLength(1);
    expect(markup.match(/big-one/g)).toHaveLength(1);
    const start = markup.indexOf('data-response-example=');
    const pane = markup.slice(start, markup.indexOf('</section>', start));
    expect(pane).toContain('data-response-example="201"');
    expect(pane).toMatch(/<a href="#response-201">Its example is in response 201\.<\/a>/);
    expect(pane).not.toContain('<pre');
  });
});

describe('a schema shared by several responses', () => {
  it('is printed once in the server HTML, the others pointing at it', () => {
    const markup = renderToString(<OperationPage operation={operation} />);
    expect(markup.match(/data-schema-tree="response-/g)).toHaveLength(2); // 201's Thing and 400's Error
    expect(markup).toContain('data-schema-tree="response-400"');
    expect(markup.match(/href="#response-400">Same schema as response 400</g)).toHaveLength(2); // 404 and 409
  });

  it('is rendered in full in the open response once the page runs', async () => {
    const { container } = render(<OperationPage operation={operation} />);
    fireEvent.click(container.querySelector('#response-409 > summary') as HTMLElement);
    await waitFor(() => expect(container.querySelector('#response-409 [data-schema-tree="response-409"]')).not.toBeNull());
    expect(container.querySelector('[id="response-409.code"]')).toHaveTextContent('code');
  });
});

describe('deep links', () => {
  it('#response-404 selects that response', async () => {
    window.history.replaceState(null, '', '/#response-404');
    const { container } = render(<OperationPage operation={operation} />);
    await waitFor(() => expect((container.querySelector('#response-404') as HTMLDetailsElement).open).toBe(true));
    expect(within(pane()).getByRole('heading', { name: 'Response example 404' })).toBeInTheDocument();
  });

  it('a nested property opens its response and every fold around it, then scrolls to it', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    const { container } = render(<OperationPage operation={operation} />);
    act(() => {
      window.history.replaceState(null, '', '/#response-201.location.floor.level');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const target = container.querySelector('[id="response-201.location.floor.level"]') as HTMLElement;
    await waitFor(() => expect(scrolled).toContain('response-201.location.floor.level'));
    expect(target).toBeVisible();
    const ancestors: HTMLDetailsElement[] = [];
    for (let node = target.parentElement; node; node = node.parentElement) if (node instanceof HTMLDetailsElement) ancestors.push(node);
    expect(ancestors.length).toBe(3); // floor's fold, location's fold, the 201 response
    expect(ancestors.every((details) => details.open)).toBe(true);
  });

  it('a property of a response whose shared schema is not in the HTML is rendered, then revealed', async () => {
    window.history.replaceState(null, '', '/#response-404.details.reason');
    const { container } = render(<OperationPage operation={operation} />);
    await waitFor(() => expect(container.querySelector('[id="response-404.details.reason"]')).toBeVisible());
  });
});

describe('print', () => {
  it('opens every response and every fold while printing, and gives the reader their view back afterwards', () => {
    const { container } = render(<OperationPage operation={operation} />);
    const all = () => Array.from(container.querySelectorAll('details'));
    const before = all().map((details) => details.open);
    expect(before.filter(Boolean).length).toBeLessThan(before.length);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(all().every((details) => details.open)).toBe(true);
    expect(container.querySelectorAll('details[name]')).toHaveLength(0);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(all().map((details) => details.open)).toEqual(before);
    expect(container.querySelectorAll('details[name="responses"]')).toHaveLength(4);
  });
});
