import type { ComponentType } from 'react';
import type { NavbarItemSettings } from '../../../config/schema';
import { DefaultNavbarItem } from './DefaultNavbarItem';
import { DropdownNavbarItem } from './DropdownNavbarItem';
import { HtmlNavbarItem } from './HtmlNavbarItem';
import { SearchNavbarItem } from './SearchNavbarItem';
import type { NavbarItemComponentProps } from './types';

type Registry = {
  readonly [T in NavbarItemSettings['type']]?: ComponentType<NavbarItemComponentProps<T>>;
};

/** One component per navbar item type. */
export const navbarItemComponents: Registry = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  search: SearchNavbarItem,
};
