import * as React from 'react';
import { translate } from '../../strings';
import * as styles from './DirectLink.module.css';

export interface DirectLinkProps {
  /** Element id to link to, without '#'. */
  readonly anchor: string;
  /** What the link points at, for its accessible name: 'Direct link to {name}'. */
  readonly name: string;
}

/** The '#' link next to a parameter or response, for deep links to it. */
export function DirectLink({ anchor, name }: DirectLinkProps): React.ReactElement {
  return (
    <a className={styles.link} href={`#${anchor}`} aria-label={translate('api.directLink', { name })}>
      #
    </a>
  );
}
