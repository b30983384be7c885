import React from 'react';

/** The cross of the shell's close buttons (announcement bar, mobile sidebar); decorative, the button has the label. */
export function CloseIcon({ size, strokeWidth }: { readonly size: number; readonly strokeWidth: number }): JSX.Element {
  return (
    <svg viewBox="0 0 15 15" width={size} height={size} aria-hidden="true">
      <g stroke="currentColor" strokeWidth={strokeWidth}>
        <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
      </g>
    </svg>
  );
}
