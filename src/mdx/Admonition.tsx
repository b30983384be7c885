import React from 'react';
import { translate } from '../strings';
import * as styles from '../ui/admonition.module.css';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/** Each kind's title when the writer gives none: the same strings as the API descriptions' alerts (src/openapi/markdown.ts). */
const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: translate('admonition.note'),
  tip: translate('admonition.tip'),
  info: translate('admonition.info'),
  warning: translate('admonition.warning'),
  danger: translate('admonition.danger'),
};

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
