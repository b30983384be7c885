import React, { useEffect, useRef } from 'react';
import { Link, useLocaliseRoute } from '../ui/LocaleLink';
import { MethodBadge } from '../ui/MethodBadge';
import { isExternalUrl, withoutTrailingSlash } from '../lib/url';
import { SmartLink } from '../ui/SmartLink';
import { SidebarCategory } from './SidebarCategory';
import type { SidebarItem } from './types';
import * as styles from './Sidebar.module.css';
import { DeprecatedMark } from '../ui/DeprecatedMark';
import { translate } from '../strings';

export interface SidebarProps {
  readonly items: readonly SidebarItem[];
  readonly currentPath: string;
  readonly label?: string;
  /**
   * Names the set of entries. When it changes (a large API's bounded sidebar replaced by the whole
   * one, src/apiReference/sidebar/useApiSidebar.ts), the list is built anew rather than updated, and
   * the current entry keeps its place on the screen (`CurrentEntryInPlace`).
   */
  readonly entriesKey?: string;
}

function samePath(a: string, b: string): boolean {
  return withoutTrailingSlash(decodeURI(a)) === withoutTrailingSlash(decodeURI(b));
}

/** Whether a category's entries, at any depth, include the page at `currentPath`. */
function holdsPath(items: readonly SidebarItem[], currentPath: string, localise: (route: string) => string): boolean {
  return items.some((item) =>
    item.type === 'link' ? !isExternalUrl(item.href) && samePath(localise(item.href), currentPath) : holdsPath(item.items, currentPath, localise),
  );
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
                <Link to={item.href} className={active ? `${styles.link} ${styles.active}` : styles.link} aria-current={active ? 'page' : undefined}>
                  {item.method && <MethodBadge method={item.method} />}
                  {/* The label: the link's one span without a class (Sidebar.module.css). */}
                  <span>{item.label}</span>
                  {item.deprecated && <DeprecatedMark word="docs.sidebar.deprecated" />}
                  {item.mark && (
                    <span className={styles.mark}>
                      <span aria-hidden="true">{item.mark.label}</span>
                      <span className="visually-hidden">{` (${item.mark.text})`}</span>
                    </span>
                  )}
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
            initiallyCollapsed={item.collapsed === true && !holdsPath(item.items, currentPath, localise)}
            link={
              item.href ? (
                <Link
                  to={item.href}
                  className={active ? `${styles.categoryLink} ${styles.active}` : styles.categoryLink}
                  aria-current={active ? 'page' : undefined}
                >
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

/**
 * Scrolls the sidebar so its current entry sits in the middle of the part of the sidebar the reader can
 * see: at the top of the page the announcement bar pushes the sticky sidebar's bottom below the window.
 */
function revealCurrentEntry(nav: HTMLElement): void {
  // A sidebar not shown (the desktop column on a phone, the mobile menu's copy while closed) has nothing
  // to scroll; asking for its boxes would lay the page out again right after a large render (decision 0026).
  if (typeof nav.checkVisibility === 'function' && !nav.checkVisibility()) return;
  const entry = nav.querySelector<HTMLElement>('[aria-current="page"]');
  if (!entry) return;
  const navBox = nav.getBoundingClientRect();
  const visibleTop = Math.max(navBox.top, 0);
  const visibleBottom = Math.min(navBox.bottom, window.innerHeight);
  const box = entry.getBoundingClientRect();
  if (box.top >= visibleTop && box.bottom <= visibleBottom) return;
  nav.scrollTop += box.top - (visibleTop + visibleBottom - box.height) / 2;
}

/** Where the current entry is, from the top of the sidebar's box; null when the sidebar is not shown or has none. */
function currentEntryOffset(nav: HTMLElement | null): number | null {
  if (!nav || (typeof nav.checkVisibility === 'function' && !nav.checkVisibility())) return null;
  const entry = nav.querySelector<HTMLElement>('[aria-current="page"]');
  return entry ? entry.getBoundingClientRect().top - nav.getBoundingClientRect().top : null;
}

interface CurrentEntryInPlaceProps {
  readonly navRef: React.RefObject<HTMLElement>;
  readonly entriesKey: string | undefined;
  readonly children: React.ReactNode;
}

/**
 * When the sidebar's entries are replaced (`entriesKey` changes), scrolls the sidebar so that the
 * current entry is where it was, before the browser paints: a class component, for
 * getSnapshotBeforeUpdate, the one moment React offers to read the old list's layout just before the
 * new one replaces it. The old list was removed and the new one is new elements (its `key`), so the
 * entries a reader saw neither move nor count as a layout shift: a large API's whole sidebar, which
 * replaces the bounded one once the page is idle, moved the entries by the length of what it adds
 * above them (a cumulative layout shift of 0.13 on the shipped site's AC pages at 1280 px).
 */
class CurrentEntryInPlace extends React.Component<CurrentEntryInPlaceProps> {
  override getSnapshotBeforeUpdate(previous: CurrentEntryInPlaceProps): number | null {
    return previous.entriesKey === this.props.entriesKey ? null : currentEntryOffset(this.props.navRef.current);
  }

  override componentDidUpdate(_previous: CurrentEntryInPlaceProps, _state: unknown, offset: number | null): void {
    const nav = this.props.navRef.current;
    const now = offset === null ? null : currentEntryOffset(nav);
    if (nav && offset !== null && now !== null) nav.scrollTop += now - offset;
  }

  override render(): React.ReactNode {
    return this.props.children;
  }
}

/** The docs/API sidebar: always shown on desktop, never hidden; the current page is highlighted and scrolled into view. */
export function Sidebar({ items, currentPath, label = translate('docs.sidebar.default'), entriesKey }: SidebarProps): JSX.Element {
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (navRef.current) revealCurrentEntry(navRef.current);
    // `items` too: a large API's sidebar is replaced by the whole one right after hydration.
  }, [currentPath, items]);
  return (
    <nav ref={navRef} className={styles.sidebar} aria-label={label}>
      <CurrentEntryInPlace navRef={navRef} entriesKey={entriesKey}>
        <ul key={entriesKey} className={styles.root}>
          <Items items={items} currentPath={currentPath} />
        </ul>
      </CurrentEntryInPlace>
    </nav>
  );
}
