import React, { useEffect, useState } from 'react';
import type { TocEntry } from './types';
import * as styles from './TableOfContents.module.css';
import { translate } from '../strings';

/**
 * The id of the last heading above the top fifth of the viewport: the section being read. The
 * headings are in the page's order, so the first one below that line ends the search: the headings
 * further down are not measured. Measuring one inside a part the browser has not laid out yet
 * (`content-visibility: auto`, the operation page's responses: decision 0038) would lay it out.
 */
function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (ids.length === 0) return undefined;
    const update = (): void => {
      const limit = window.innerHeight / 5 + 60;
      let current: string | null = null;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (!el) continue;
        if (el.getBoundingClientRect().top > limit) break;
        current = id;
      }
      setActive(current ?? ids[0]);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids]);
  return active;
}

function TocList({ entries, active }: { readonly entries: readonly TocEntry[]; readonly active: string | null }): JSX.Element {
  const minLevel = Math.min(...entries.map((e) => e.level));
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id} style={{ paddingLeft: `${(entry.level - minLevel) * 0.875}rem` }}>
          <a href={`#${entry.id}`} className={entry.id === active ? styles.active : styles.link} aria-current={entry.id === active ? 'location' : undefined}>
            {entry.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

export interface TableOfContentsProps {
  readonly entries: readonly TocEntry[];
}

/** Desktop: a sticky column beside the content, highlighting the section in view. */
export function TableOfContents({ entries }: TableOfContentsProps): JSX.Element | null {
  const active = useActiveHeading(entries.map((e) => e.id));
  if (entries.length === 0) return null;
  return (
    <nav className={styles.toc} aria-label={translate('docs.toc.title')}>
      <p className={styles.title}>{translate('docs.toc.title')}</p>
      <TocList entries={entries} active={active} />
    </nav>
  );
}

/** Narrow screens: the same list folded into a toggle above the content. */
export function TableOfContentsMobile({ entries }: TableOfContentsProps): JSX.Element | null {
  if (entries.length === 0) return null;
  return (
    <details className={styles.mobile}>
      <summary className={styles.summary}>{translate('docs.toc.title')}</summary>
      <nav aria-label={translate('docs.toc.collapsible')}>
        <TocList entries={entries} active={null} />
      </nav>
    </details>
  );
}
