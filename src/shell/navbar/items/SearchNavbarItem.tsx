import React from 'react';
import { SearchButton } from '../../../search/SearchButton';
import * as styles from './NavbarItems.module.css';

/** The navbar's search slot: the search button (Ctrl+K, Cmd+K or '/' open it from anywhere). */
export function SearchNavbarItem(): JSX.Element {
  return (
    <div className={styles.searchSlot} data-navbar-search-slot="">
      <SearchButton />
    </div>
  );
}
