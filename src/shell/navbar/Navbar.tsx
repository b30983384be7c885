import React, { useState } from 'react';
import { settings } from '../../config/resolved';
import { translate } from '../../strings';
import { Icon } from '../../ui/Icon';
import { ColorModeToggle } from '../colorMode/ColorModeToggle';
import { useHideableNavbar } from '../hooks/useHideableNavbar';
import { MobileSidebar } from './mobileSidebar/MobileSidebar';
import { NavbarBrand } from './NavbarBrand';
import { NavbarItem } from './items/NavbarItem';
import * as styles from './Navbar.module.css';

/** The fixed top bar: brand, left and right item groups, colour-mode switch, and on mobile a hamburger. */
export function Navbar(): JSX.Element {
  const [mobileOpen, setMobileOpen] = useState(false);
  const visible = useHideableNavbar(settings.navbar.hideOnScroll) || mobileOpen;
  const items = settings.navbar.items.map((item, index) => ({ item, index }));
  const left = items.filter(({ item }) => item.position === 'left');
  const right = items.filter(({ item }) => item.position !== 'left');
  return (
    <nav className={`${styles.navbar} ${visible ? '' : styles.hidden}`} aria-label={translate('navbar.ariaLabel')} data-hidden={!visible || undefined}>
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.hamburger}
          aria-label={translate('navbar.openMenu')}
          aria-expanded={mobileOpen}
          aria-haspopup="dialog"
          onClick={() => setMobileOpen(true)}
        >
          <Icon name="menu" size={28} />
        </button>
        <NavbarBrand />
        <div className={styles.left} data-navbar-group="left">
          {left.map(({ item, index }) => (
            <NavbarItem key={index} item={item} index={index} />
          ))}
        </div>
        <div className={styles.right} data-navbar-group="right">
          {right.map(({ item, index }) => (
            <div key={index} className={item.type === 'search' ? styles.keepOnMobile : styles.desktopOnly}>
              <NavbarItem item={item} index={index} />
            </div>
          ))}
          <ColorModeToggle />
        </div>
      </div>
      <MobileSidebar open={mobileOpen} onClose={() => setMobileOpen(false)} />
    </nav>
  );
}
