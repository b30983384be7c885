import React from 'react';
import { isActivePath } from '../../../lib/url';
import { useActiveMatchPathname } from '../../../ui/LocaleLink';
import { SmartLink } from '../../../ui/SmartLink';
import type { NavbarItemComponentProps } from './types';
import * as styles from './NavbarItems.module.css';

/** A link item ('default' type): `to` for a route of this site, `href` for an external page. */
export function DefaultNavbarItem({ item, mobile }: NavbarItemComponentProps<'default'>): JSX.Element {
  const pathname = useActiveMatchPathname();
  const active = item.to !== undefined && isActivePath(pathname, item);
  return (
    <SmartLink
      href={item.to ?? item.href ?? '/'}
      className={[mobile ? styles.menuLink : styles.link, active ? styles.active : '', item.className ?? ''].join(' ').trim()}
      aria-current={active ? 'page' : undefined}
      aria-label={item['aria-label']}
    >
      {item.label}
    </SmartLink>
  );
}
