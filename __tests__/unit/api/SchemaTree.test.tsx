import * as React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SchemaTree } from '../../../src/apiReference/SchemaTree/SchemaTree';
import type { SchemaNode } from '../../../src/openapi/types';

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
    render(<SchemaTree node={tree} />);
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

  it('renders the first two levels open and deeper ones collapsed, all in the HTML', () => {
    const { container } = render(<SchemaTree node={tree} />);
    const [assetBranch, locationBranch] = Array.from(container.querySelectorAll('details'));
    expect(assetBranch).toHaveAttribute('open');
    expect(locationBranch).not.toHaveAttribute('open');
    expect(screen.getByText('location')).toBeVisible();
    expect(screen.getByText('floor')).not.toBeVisible();
  });

  it('expands and collapses a node from its summary', () => {
    const { container } = render(<SchemaTree node={tree} />);
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
    const { container } = render(<SchemaTree node={tree} expandDepth={1} />);
    expect(container.querySelector('details')).not.toHaveAttribute('open');
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
    render(<SchemaTree node={node} />);
    expect(screen.getByText(/^One of/)).toBeInTheDocument();
    expect(screen.getByText(/Chosen by the property kind/)).toBeInTheDocument();
    const building = screen.getByText('Building').closest('summary') as HTMLElement;
    expect(within(building).getByText('kind = building')).toBeInTheDocument();
    expect(screen.getByText('floors')).toBeVisible();
  });
});
