import React from 'react';
import { settings } from '../../config/resolved';
import { translate } from '../../strings';
import { LogoImage } from '../../ui/LogoImage';
import { SmartLink } from '../../ui/SmartLink';
import * as styles from './Navbar.module.css';

/** Logo and title, linking to the logo's href or to the site root. */
export function NavbarBrand(): JSX.Element {
  const { logo, title } = settings.navbar;
  const href = logo?.href ?? '/';
  const newTab = logo?.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <SmartLink href={href} className={styles.brand} aria-label={translate('navbar.homeLink', { title: settings.title })} {...newTab}>
      {/* The page's own symbols when the build could write the logos into the sprite (LogoImage); as
          `<img>`s, with a dark variant, lazy: the colour mode's hidden logo (display: none) is then never
          fetched. The browser builds an SVG image's document on the main thread when its file arrives,
          a task of 50–90 ms at 4× CPU slowdown per file while the page loads (decision 0026). */}
      {logo && (
        <>
          <LogoImage
            className={logo.srcDark ? styles.logoLight : styles.logo}
            src={logo.src}
            alt=""
            width={logo.width}
            height={logo.height}
            lazy={Boolean(logo.srcDark)}
          />
          {logo.srcDark && <LogoImage className={styles.logoDark} src={logo.srcDark} alt="" width={logo.width} height={logo.height} lazy />}
        </>
      )}
      <span className={styles.title}>{title}</span>
    </SmartLink>
  );
}
