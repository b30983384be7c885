import React, { useCallback, useEffect, useRef, useState } from 'react';
import { SearchDialog } from './SearchDialog';
import * as styles from './Search.module.css';
import { translate } from '../strings';
import { SearchIcon } from './SearchIcon';

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)));
}

/**
 * The navbar search button; Ctrl+K / Cmd+K or '/' open the search dialog from anywhere. Its
 * accessible name is its visible label, "Search" (WCAG 2.5.3 Label in Name); the shortcut is in
 * aria-keyshortcuts, and the "Ctrl K" hint is hidden from assistive technology.
 */
export function SearchButton(): JSX.Element {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      if (shortcut || (event.key === '/' && !isTyping(event.target) && !event.ctrlKey && !event.metaKey)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
      >
        <SearchIcon size={16} />
        <span className={styles.buttonLabel}>{translate('search.button')}</span>
        <kbd className={styles.kbd} aria-hidden="true">
          {translate('search.shortcutHint')}
        </kbd>
      </button>
      {open && <SearchDialog onClose={close} />}
    </>
  );
}
