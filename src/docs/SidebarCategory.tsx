import React, { useEffect, useId, useRef, useState } from 'react';
import { collapseDurationMs } from './collapse';
import * as styles from './Sidebar.module.css';
import { translate } from '../strings';
import { Icon } from '../ui/Icon';

export interface SidebarCategoryProps {
  readonly label: React.ReactNode;
  readonly link?: React.ReactNode;
  readonly children: React.ReactNode;
  /**
   * Starts collapsed, and its entries are rendered the first time it opens: a long list the reader
   * rarely needs (an API's schemas) then costs no HTML on every page.
   */
  readonly initiallyCollapsed?: boolean;
}

/**
 * A category: expanded to start with (never auto-collapsed) unless `initiallyCollapsed`; the reader
 * can collapse and expand it. The height animates over collapseDurationMs(content height), 1 ms
 * under prefers-reduced-motion.
 */
export function SidebarCategory({ label, link, children, initiallyCollapsed = false }: SidebarCategoryProps): JSX.Element {
  const [expanded, setExpanded] = useState(!initiallyCollapsed);
  // Once opened, the entries stay rendered (collapsing animates them away, as for any category).
  const [opened, setOpened] = useState(!initiallyCollapsed);
  if (expanded && !opened) setOpened(true);
  const listRef = useRef<HTMLUListElement>(null);
  const firstRender = useRef(true);
  const listId = useId();

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const height = list.scrollHeight;
    const duration = collapseDurationMs(height, reduced);
    list.style.overflow = 'hidden';
    list.style.transition = `height ${duration}ms ease-in-out`;
    list.dataset.collapseDuration = String(duration);
    if (expanded) {
      list.hidden = false;
      list.style.height = '0px';
      requestAnimationFrame(() => {
        list.style.height = `${height}px`;
      });
    } else {
      list.style.height = `${height}px`;
      requestAnimationFrame(() => {
        list.style.height = '0px';
      });
    }
    const done = window.setTimeout(() => {
      list.style.height = '';
      list.style.overflow = '';
      list.hidden = !expanded;
    }, duration + 20);
    return () => window.clearTimeout(done);
  }, [expanded]);

  return (
    <li className={styles.category}>
      <div className={styles.categoryRow}>
        {link ?? <span className={styles.categoryLabel}>{label}</span>}
        <button
          type="button"
          className={styles.collapseButton}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={translate(expanded ? 'docs.sidebar.collapseCategory' : 'docs.sidebar.expandCategory', { label: typeof label === 'string' ? label : '' })}
          onClick={() => setExpanded((value) => !value)}
        >
          <Icon name="caret" size={12} className={expanded ? styles.caretOpen : styles.caret} />
        </button>
      </div>
      <ul id={listId} ref={listRef} className={styles.list} hidden={initiallyCollapsed && !opened ? true : undefined}>
        {opened && children}
      </ul>
    </li>
  );
}
