import React, { useEffect, useId, useRef, useState } from 'react';
import { isActivePath } from '../../../lib/url';
import { useActiveMatchPathname } from '../../../ui/LocaleLink';
import { SmartLink } from '../../../ui/SmartLink';
import type { NavbarItemComponentProps } from './types';
import * as styles from './NavbarItems.module.css';

/**
 * A dropdown of links, as a disclosure: a button with aria-expanded controls the list. It opens on
 * click (or Enter/Space), and closes on Escape (focus back on the button), an outside click or focus
 * leaving it. It does not open on hover: a hover-open followed by a click would close it again.
 */
export interface DropdownNavbarItemProps extends NavbarItemComponentProps<'dropdown'> {
  /** Called when an entry is chosen (the version dropdown remembers the choice). */
  readonly onChoose?: (index: number) => void;
}

export function DropdownNavbarItem({ item, mobile, onChoose }: DropdownNavbarItemProps): JSX.Element {
  const pathname = useActiveMatchPathname();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const active = isActivePath(pathname, item) || item.items.some((child) => child.to !== undefined && isActivePath(pathname, child));

  useEffect(() => {
    if (!open || mobile) return undefined;
    const onPointer = (event: PointerEvent): void => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, mobile]);

  const onKeyDown = (event: React.KeyboardEvent): void => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: React.FocusEvent): void => {
    if (!mobile && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // The container only catches the keys and focus changes of the button and links inside it.
    <div ref={rootRef} role="presentation" className={mobile ? styles.menuDropdown : styles.dropdown} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={[mobile ? styles.menuLink : styles.link, styles.dropdownButton, active ? styles.active : ''].join(' ')}
        // The active state for tests and user styles: class names are short hashes in production builds.
        data-active={active ? '' : undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {item.label}
        <svg className={styles.caret} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={listId} className={mobile ? styles.menuDropdownList : styles.dropdownList} hidden={!open}>
        {item.items.map((child, index) => {
          const childActive = child.to !== undefined && isActivePath(pathname, child);
          return (
            <li key={child.label}>
              <SmartLink
                href={child.to ?? child.href ?? '/'}
                className={[styles.dropdownLink, childActive ? styles.active : ''].join(' ')}
                aria-current={childActive ? 'page' : undefined}
                onClick={() => {
                  onChoose?.(index);
                  setOpen(false);
                }}
              >
                {child.label}
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
