import React from 'react';
import { Icon } from '../ui/Icon';

/** The cross of the shell's close buttons (announcement bar, mobile sidebar); decorative, the button has the label. */
export function CloseIcon({ size, strokeWidth }: { readonly size: number; readonly strokeWidth: number }): JSX.Element {
  return <Icon name="close" size={size} strokeWidth={strokeWidth} />;
}
