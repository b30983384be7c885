import React from 'react';
import type { NavbarItemSettings } from '../../../config/settingsContract';
import { navbarItemComponents } from './registry';
import type { NavbarItemComponentProps } from './types';

/** Names an item for developer-facing messages: `navbar.items[3] (type 'dropdown', label 'APIs')`. */
export function describeNavbarItem(item: NavbarItemSettings, index: number): string {
  const labelPart = 'label' in item && item.label ? `, label '${item.label}'` : '';
  return `navbar.items[${index}] (type '${item.type}'${labelPart})`;
}

interface BoundaryProps {
  readonly name: string;
  readonly children: React.ReactNode;
}

/**
 * A navbar item that throws while rendering is left out instead of taking the page down; the
 * console names the item so the developer can fix its settings or component.
 */
export class NavbarItemErrorBoundary extends React.Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error(`A navbar item failed to render and was left out: ${this.props.name}. ${error.message}`, error);
  }

  override render(): React.ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export interface NavbarItemProps {
  readonly item: NavbarItemSettings;
  readonly index: number;
  readonly mobile?: boolean;
}

export function NavbarItem({ item, index, mobile = false }: NavbarItemProps): JSX.Element {
  const name = describeNavbarItem(item, index);
  const Component = navbarItemComponents[item.type] as React.ComponentType<NavbarItemComponentProps<typeof item.type>> | undefined;
  return (
    <NavbarItemErrorBoundary name={name}>
      {Component ? <Component item={item as never} mobile={mobile} /> : <UnsupportedItem name={name} />}
    </NavbarItemErrorBoundary>
  );
}

function UnsupportedItem({ name }: { readonly name: string }): never {
  throw new Error(`Unknown navbar item type for ${name}: no component is registered for it in src/shell/navbar/items/registry.ts.`);
}
