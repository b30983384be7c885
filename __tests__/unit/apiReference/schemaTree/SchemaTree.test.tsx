import * as React from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SchemaTree } from '../../../../src/apiReference/schemaTree/SchemaTree';
import { BrowserRoot } from '../../../../src/lib/hydrated';
import type { SchemaNode } from '../../../../src/openapi/pageData';

// The Node build: jsdom has no TextEncoder, which the browser build of react-dom/server needs.
const { renderToString } = require('react-dom/server.node') as typeof ReactDomServer;

const tree: SchemaNode = {
  typeLabel: 'object',
  refName: 'WorkOrder',
  children: [
    { name: 'code', role: 'property', typeLabel: 'string', required: true, constraints: { pattern: '^WO-\\d+$' } },
    {
      name: 'asset',
      role: 'property',
      typeLabel: 'object',
      refName: 'Asset',
      nullable: true,
      descriptionHtml: '<p>The asset concerned.</p>',
      children: [
        {
          name: 'location',
          role: 'property',
          typeLabel: 'object',
          refName: 'Location',
          children: [{ name: 'floor', role: 'property', typeLabel: 'integer<int32>', enum: [1, 2] }],
        },
        { name: 'parent', role: 'property', typeLabel: 'object', refName: 'Asset', circular: true },
      ],
    },
  ],
};

describe('SchemaTree', () => {
  it('renders nested nodes with their types and flags', () => {
    render(<SchemaTree node={tree} anchor="request-body" />);
    expect(screen.getByText('code')).toBeInTheDocument();
    expect(screen.getByText('asset')).toBeInTheDocument();
    expect(screen.getByText('location')).toBeInTheDocument();
    expect(screen.getByText('floor')).toBeInTheDocument();
    expect(screen.getByText('integer<int32>')).toBeInTheDocument();
    expect(screen.getByText('required')).toBeInTheDocument();
    expect(screen.getByText('nullable')).toBeInTheDocument();
    expect(screen.getByText(/circular reference to Asset/)).toBeInTheDocument();
    expect(screen.getByText('The asset concerned.')).toBeInTheDocument();
    expect(screen.getByText('pattern ^WO-\\d+$')).toBeInTheDocument();
  });

  it('shows the top-level properties and folds every nested object, all in the HTML', () => {
    const { container } = render(<SchemaTree node={tree} anchor="request-body" />);
    const [assetBranch, locationBranch] = Array.from(container.querySelectorAll('details'));
    expect(assetBranch).not.toHaveAttribute('open');
    expect(locationBranch).not.toHaveAttribute('open');
    expect(screen.getByText('asset')).toBeVisible();
    expect(screen.getByText('location')).not.toBeVisible();
    expect(screen.getByText('floor')).not.toBeVisible();
  });

  it('says what each fold opens', () => {
    const { container } = render(<SchemaTree node={tree} anchor="request-body" />);
    const summaries = Array.from(container.querySelectorAll('summary')).map((summary) => summary.textContent);
    expect(summaries).toEqual(['asset: 2 properties', 'location: 1 property']);
  });

  it('gives every property a stable anchor made of its path', () => {
    const { container } = render(<SchemaTree node={tree} anchor="request-body" />);
    const ids = Array.from(container.querySelectorAll('li[id]')).map((item) => item.id);
    expect(ids).toEqual([
      'request-body.code',
      'request-body.asset',
      'request-body.asset.location',
      'request-body.asset.location.floor',
      'request-body.asset.parent',
    ]);
    expect(screen.getByRole('link', { name: 'Direct link to floor' })).toHaveAttribute('href', '#request-body.asset.location.floor');
  });

  it('expands and collapses every fold with one button', () => {
    const { container } = render(<SchemaTree node={tree} anchor="response-200" />);
    const button = screen.getByRole('button', { name: 'Expand all' });
    fireEvent.click(button);
    expect(Array.from(container.querySelectorAll('details')).every((details) => details.open)).toBe(true);
    expect(screen.getByText('floor')).toBeVisible();
    expect(button).toHaveTextContent('Collapse all');
    fireEvent.click(button);
    expect(Array.from(container.querySelectorAll('details')).some((details) => details.open)).toBe(false);
    expect(screen.getByText('asset')).toBeVisible();
  });

  it('has no expand-all button when nothing folds', () => {
    render(<SchemaTree node={{ typeLabel: 'object', children: [{ name: 'a', role: 'property', typeLabel: 'string' }] }} anchor="x" />);
    expect(screen.queryByRole('button', { name: 'Expand all' })).toBeNull();
  });

  it('expands and collapses a node from its summary', () => {
    const { container } = render(<SchemaTree node={tree} anchor="request-body" />);
    (container.querySelectorAll('details')[0] as HTMLDetailsElement).open = true;
    const locationBranch = container.querySelectorAll('details')[1] as HTMLDetailsElement;
    const toggle = locationBranch.querySelector('summary') as HTMLElement;
    expect(toggle).toHaveTextContent('location: 1 property');
    fireEvent.click(toggle);
    expect(locationBranch.open).toBe(true);
    expect(screen.getByText('floor')).toBeVisible();
    fireEvent.click(toggle);
    expect(locationBranch.open).toBe(false);
    expect(screen.getByText('floor')).not.toBeVisible();
  });

  it('honours another expand depth', () => {
    const { container } = render(<SchemaTree node={tree} anchor="request-body" expandDepth={2} />);
    expect(container.querySelector('details')).toHaveAttribute('open');
  });

  it('shows oneOf choices with the discriminator', () => {
    const node: SchemaNode = {
      typeLabel: 'oneOf',
      refName: 'Location',
      variants: {
        kind: 'oneOf',
        discriminator: { propertyName: 'kind', mapping: { building: 'Building', room: 'Room' } },
        options: [
          { title: 'Building', node: { typeLabel: 'object', refName: 'Building', children: [{ name: 'floors', role: 'property', typeLabel: 'integer' }] } },
          { title: 'Room', node: { typeLabel: 'object', refName: 'Room', children: [{ name: 'area', role: 'property', typeLabel: 'number' }] } },
        ],
      },
    };
    render(<SchemaTree node={node} anchor="request-body" />);
    expect(screen.getByText(/^One of/)).toBeInTheDocument();
    expect(screen.getByText(/Chosen by the property kind/)).toBeInTheDocument();
    const building = screen.getByText('Building').closest('summary') as HTMLElement;
    expect(within(building).getByText('kind = building')).toBeInTheDocument();
    expect(screen.getByText('floors')).not.toBeVisible();
    expect(building.closest('li')).toHaveAttribute('id', 'request-body.option-1');
    expect(screen.getByText('floors').closest('li')).toHaveAttribute('id', 'request-body.option-1.floors');
  });
});

describe('bytes per node (decision 0025)', () => {
  it('writes each fact label as one text node with its space (no server-side separators)', () => {
    const { container } = render(
      <SchemaTree
        node={{ typeLabel: 'object', children: [{ name: 'kind', role: 'property', typeLabel: 'string', enum: ['a', 'b'], default: 'a', example: 'b' }] }}
        anchor="request-body"
      />,
    );
    const labels = [...container.querySelectorAll('[id="request-body.kind"] p span')].map((group) =>
      [...group.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent),
    );
    // The values are apart by a space of their own (read and copied, not shown: the group is a flex container).
    expect(labels).toEqual([['Allowed values: ', ' '], ['Default: '], ['Example: ']]);
  });
});

describe('hydrated (decision 0026: the rows and lists hydrate as one element each)', () => {
  it('keeps the server HTML without a mismatch, and Expand all opens and closes every fold of it', async () => {
    const container = document.createElement('div');
    const html = renderToString(<SchemaTree node={tree} anchor="request-body" />);
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    try {
      await act(async () => {
        hydrateRoot(
          container,
          <BrowserRoot.Provider value>
            <SchemaTree node={tree} anchor="request-body" />
          </BrowserRoot.Provider>,
          { onRecoverableError: (error) => recoverable.push(error) },
        );
      });
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(container.innerHTML).toBe(html);
    const folds = [...container.querySelectorAll('details')];
    expect(folds).toHaveLength(2);
    fireEvent.click(within(container).getByRole('button', { name: 'Expand all' }));
    expect(folds.every((fold) => fold.open)).toBe(true);
    fireEvent.click(within(container).getByRole('button', { name: 'Collapse all' }));
    expect(folds.some((fold) => fold.open)).toBe(false);
    container.remove();
  });
});
