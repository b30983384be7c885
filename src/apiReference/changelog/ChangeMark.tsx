import React from 'react';
import { Link } from '../../ui/LocaleLink';
import { translate } from '../../strings';
import type { ChangeMarkData } from './changelogData';
import * as styles from './ChangeMark.module.css';

/** "New in 1.1" / "Changed in 1.1" on an operation page, linking to that version's entry of the changelog (decision 0021). */
export function ChangeMark({ mark }: { readonly mark: ChangeMarkData }): React.ReactElement {
  const text = translate(mark.kind === 'new' ? 'changelog.mark.new' : 'changelog.mark.changed', { version: mark.version });
  return (
    <p className={styles.mark} data-change-mark={mark.kind}>
      <Link to={mark.href}>{text}</Link>
    </p>
  );
}
