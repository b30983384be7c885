import React from 'react';
import type { NavbarItemComponentProps } from './types';
import * as styles from './NavbarItems.module.css';

/** Raw HTML from the site settings (trusted: written by the site's maintainers). */
export function HtmlNavbarItem({ item, mobile }: NavbarItemComponentProps<'html'>): JSX.Element {
  return (
    <div
      className={[mobile ? styles.menuHtml : styles.html, item.className ?? ''].join(' ').trim()}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}
