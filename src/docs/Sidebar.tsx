import React, { useEffect, useRef } from 'react';
import { Link, useLocaliseRoute } from '../ui/LocaleLink';
import { MethodBadge } from '../apiReference/MethodBadge';
import { isExternalUrl, withoutTrailingSlash } from '../lib/url';
import { SmartLink } from '../ui/SmartLink';
import { SidebarCategory } from './SidebarCategory';
import type { SidebarItem } from './types';
import * as styles from './Sidebar.module.css';

export interface SidebarProps {
  readonly items: readonly SidebarItem[];
  readonly currentPath: string;
  readonly label?: string;
}

function samePath(a: string, b: string): boolean {
  return withoutTrailingSlash(decodeURI(a)) === withoutTrailingSlash(decodeURI(b));
}

function Items({ items, currentPath }: { readonly items: readonly SidebarItem[]; readonly currentPath: string }): JSX.Element {
  // On a page under /<locale>, the links go to that locale's pages (LocaleLink), so compare those.
  const localise = useLocaliseRoute();
  return (
    <>
      {items.map((item) => {
        if (item.type === 'link') {
          const active = samePath(localise(item.href), currentPath);
          return (
            <li key={`${item.href}-${item.label}`}>
              {isExternalUrl(item.href) ? (
                <SmartLink href={item.href} className={styles.link}>
                  {item.label}
                </SmartLink>
              ) : (
                <Link to={item.href} className={`${styles.link} ${active ? styles.active : ''}`} aria-current={active ? 'page' : undefined}>
                  {item.method && <MethodBadge method={item.method} />}
                  <span>{item.label}</span>
                </Link>
              )}
            </li>
          );
        }
        const active = item.href !== undefined && samePath(localise(item.href), currentPath);
        return (
          <SidebarCategory
            key={`category-${item.label}`}
            label={item.label}
            link={
              item.href ? (
                <Link to={item.href} className={`${styles.categoryLink} ${active ? styles.active : ''}`} aria-current={active ? 'page' : undefined}>
                  {item.label}
                </Link>
              ) : undefined
            }
          >
            <Items items={item.items} currentPath={currentPath} />
          </SidebarCategory>
        );
      })}
    </>
  );
}

/** The docs/API sidebar: always shown on desktop, never hidden; the current page is highlighted and scrolled into view. */
export function Sidebar({ items, currentPath, label = 'Docs sidebar' }: SidebarProps): JSX.Element {
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const active = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && navRef.current) {
      const nav = navRef.current;
      const top = active.offsetTop - nav.clientHeight / 2;
      if (active.offsetTop < nav.scrollTop || active.offsetTop > nav.scrollTop + nav.clientHeight - 40) nav.scrollTop = Math.max(0, top);
    }
  }, [currentPath]);
  return (
    <nav ref={navRef} className={styles.sidebar} aria-label={label}>
      <ul className={styles.root}>
        <Items items={items} currentPath={currentPath} />
      </ul>
    </nav>
  );
}
