import React from 'react';
import * as styles from '../ui/admonition.module.css';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

const DEFAULT_TITLES: Record<AdmonitionType, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

export interface AdmonitionProps {
  readonly type?: AdmonitionType;
  readonly title?: string;
  readonly children: React.ReactNode;
}

/** A callout: note, tip, info, warning or danger. */
export function Admonition({ type = 'note', title, children }: AdmonitionProps): JSX.Element {
  const kind = (ADMONITION_TYPES as readonly string[]).includes(type) ? type : 'note';
  return (
    <aside className={`${styles.admonition} ${styles[kind]}`} aria-label={title ?? DEFAULT_TITLES[kind]}>
      <p className={styles.title}>{title ?? DEFAULT_TITLES[kind]}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
