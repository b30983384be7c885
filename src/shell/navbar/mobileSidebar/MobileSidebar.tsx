import React, { useEffect, useRef, useState } from 'react';
import { settings } from '../../../config/resolved';
import { CloseIcon } from '../../CloseIcon';
import { ColorModeToggle } from '../../colorMode/ColorModeToggle';
import { DESKTOP_MEDIA_QUERY } from '../../../lib/breakpoints';
import { useFocusTrap } from '../../../lib/hooks/useFocusTrap';
import { useLockBodyScroll } from '../../../lib/hooks/useLockBodyScroll';
import { useShellPathname } from '../../../lib/location';
import { NavbarBrand } from '../NavbarBrand';
import { NavbarItem } from '../items/NavbarItem';
import { useSecondaryMenuContent } from '../../../lib/secondaryMenu';
import * as styles from './MobileSidebar.module.css';
import { translate } from '../../../strings';

export interface MobileSidebarProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The sliding sidebar for widths ≤ MOBILE_MAX_WIDTH. It closes on Escape, on the backdrop, when a
 * link is chosen (the route changes), on back navigation and when the viewport becomes desktop width.
 * While open, focus stays inside and the page behind does not scroll.
 */
export function MobileSidebar({ open, onClose }: MobileSidebarProps): JSX.Element {
  const panelRef = useRef<HTMLDivElement>(null);
  const pathname = useShellPathname();
  // The page's sidebar is rendered the first time the menu opens, not with every page: it is a second
  // copy of the page's sidebar (a thousand links on a large API's pages), hidden until then, and
  // rendering it right after hydration was one long task on a phone (decision 0026).
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // Until then the panel is empty: neither the page's sidebar nor the main menu in its place (which would
  // put a second language switcher and navbar links in the page, hidden), nor its header (a second brand
  // and colour-mode toggle). The menu opens only with JavaScript, so a reader without it loses nothing,
  // and every page's HTML is about 1.5 KB lighter (4.0 MiB of GitHub's 2,553 pages; decision 0025).
  const secondary = useSecondaryMenuContent();
  const [showPrimary, setShowPrimary] = useState(false);
  useFocusTrap(panelRef, open);

  // Each opening starts on the page's own sidebar when it has one.
  useEffect(() => {
    if (open) setShowPrimary(false);
  }, [open]);
  useLockBodyScroll(open);

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    onCloseRef.current();
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const close = (): void => onCloseRef.current();
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') close();
    };
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const onMedia = (event: MediaQueryListEvent): void => {
      if (event.matches) close();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('popstate', close);
    desktop.addEventListener('change', onMedia);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('popstate', close);
      desktop.removeEventListener('change', onMedia);
    };
  }, [open]);

  return (
    <div className={styles.root} data-open={open}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal={open ? true : undefined}
        aria-label={translate('mobileSidebar.label')}
        tabIndex={-1}
      >
        {opened && (
          <>
            <div className={styles.header}>
              <NavbarBrand />
              <ColorModeToggle />
              <button type="button" className={styles.close} onClick={onClose} aria-label={translate('mobileSidebar.close')}>
                <CloseIcon size={16} strokeWidth={2} />
              </button>
            </div>
            {secondary && !showPrimary ? (
              <div className={styles.secondary}>
                <button type="button" className={styles.back} onClick={() => setShowPrimary(true)}>
                  {translate('mobileSidebar.back')}
                </button>
                {secondary}
              </div>
            ) : (
              <ul className={styles.menu}>
                {settings.navbar.items.map((item, index) =>
                  item.type === 'search' ? null : (
                    <li key={index}>
                      <NavbarItem item={item} index={index} mobile />
                    </li>
                  ),
                )}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
