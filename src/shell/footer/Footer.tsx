import React from 'react';
import { settings } from '../../config/resolved';
import type { FooterColumnSettings, FooterLinkSettings } from '../../config/settingsContract';
import { translate } from '../../strings';
import { LogoImage } from '../../ui/LogoImage';
import { SmartLink } from '../../ui/SmartLink';
import * as styles from './Footer.module.css';

function isColumns(links: readonly (FooterColumnSettings | FooterLinkSettings)[]): links is readonly FooterColumnSettings[] {
  return links.length > 0 && 'items' in links[0];
}

function FooterLink({ link }: { readonly link: FooterLinkSettings }): JSX.Element {
  return (
    <SmartLink href={link.to ?? link.href ?? '/'} className={styles.link}>
      {link.label}
    </SmartLink>
  );
}

export interface FooterProps {
  readonly footer?: typeof settings.footer;
}

/**
 * The footer: columns of links (the shipped style), or, when `links` is a flat list, the simple style:
 * one row of links separated by dots, with the optional logo.
 */
export function Footer({ footer = settings.footer }: FooterProps): JSX.Element {
  const { links, logo, copyright, style } = footer;
  return (
    <footer className={[styles.footer, style === 'dark' ? styles.dark : styles.light].join(' ')} aria-label={translate('footer.ariaLabel')}>
      <div className={styles.inner}>
        {isColumns(links) ? (
          <div className={styles.columns}>
            {links.map((column) => (
              <div key={column.title} className={styles.column}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul className={styles.list}>
                  {column.items.map((link) => (
                    <li key={link.label}>
                      <FooterLink link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : (
          <ul className={styles.simple} data-footer-style="simple">
            {links.map((link) => (
              <li key={link.label}>
                <FooterLink link={link} />
              </li>
            ))}
          </ul>
        )}
        {logo && (
          <div className={styles.logo}>
            <SmartLink href={logo.href ?? '/'}>
              <LogoImage src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
            </SmartLink>
          </div>
        )}
        <p className={styles.copyright}>{copyright}</p>
      </div>
    </footer>
  );
}
