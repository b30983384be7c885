import * as React from 'react';
import * as styles from './MethodBadge.module.css';

export interface MethodBadgeProps {
  /** Any case; shown in upper case. */
  readonly method: string;
  readonly className?: string;
}

/** The HTTP method as a coloured label; the colour only repeats what the text already says. */
export function MethodBadge({ method, className }: MethodBadgeProps): React.ReactElement {
  const upper = method.toUpperCase();
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} data-method={upper.toLowerCase()}>
      {upper}
    </span>
  );
}
