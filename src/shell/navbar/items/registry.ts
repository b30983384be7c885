import type { ComponentType } from 'react';
import type { NavbarItemSettings } from '../../../config/settingsContract';
import { DefaultNavbarItem } from './DefaultNavbarItem';
import { DocNavbarItem } from './DocNavbarItem';
import { DocSidebarNavbarItem } from './DocSidebarNavbarItem';
import { DocsVersionDropdownNavbarItem } from './DocsVersionDropdownNavbarItem';
import { DocsVersionNavbarItem } from './DocsVersionNavbarItem';
import { LocaleDropdownNavbarItem } from './LocaleDropdownNavbarItem';
import { DropdownNavbarItem } from './DropdownNavbarItem';
import { HtmlNavbarItem } from './HtmlNavbarItem';
import { SearchNavbarItem } from './SearchNavbarItem';
import type { NavbarItemComponentProps } from './types';

type Registry = {
  readonly [T in NavbarItemSettings['type']]: ComponentType<NavbarItemComponentProps<T>>;
};

/** One component per navbar item type: all nine of SPEC §2. */
export const navbarItemComponents: Registry = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  search: SearchNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersion: DocsVersionNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
};
