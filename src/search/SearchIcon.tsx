import React from 'react';
import { Icon } from '../ui/Icon';

/** The magnifying glass of the search button and the dialog's input (decorative). */
export function SearchIcon({ size, className }: { readonly size: number; readonly className?: string }): JSX.Element {
  return <Icon name="search" size={size} className={className} />;
}
