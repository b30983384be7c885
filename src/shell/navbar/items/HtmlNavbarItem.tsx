import React from 'react';
import { useSiteHtml } from '../../../ui/siteHtml';
import type { NavbarItemComponentProps } from './types';
import * as styles from './NavbarItems.module.css';

/** Raw HTML from the site settings (trusted: written by the site's maintainers). */
export function HtmlNavbarItem({ item, mobile }: NavbarItemComponentProps<'html'>): JSX.Element {
  const html = useSiteHtml(item.value);
  return <div className={[mobile ? styles.menuHtml : styles.html, item.className ?? ''].join(' ').trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
