import React from 'react';
import * as styles from './NavbarItems.module.css';

/**
 * The navbar's search slot: where the site search mounts. Its place in the bar (left or right) is
 * a setting; the search box itself belongs to src/search/.
 */
export function SearchNavbarItem(): JSX.Element {
  return <div className={styles.searchSlot} data-navbar-search-slot="" />;
}
