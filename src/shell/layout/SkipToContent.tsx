import React from 'react';
import { translate } from '../../strings';
import * as styles from './Layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page; moves focus (not only the scroll position) to <main>. */
export function SkipToContent(): JSX.Element {
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>): void => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {translate('skipToContent')}
    </a>
  );
}
