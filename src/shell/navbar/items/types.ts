import type { NavbarItemSettings } from '../../../config/settingsContract';

export type NavbarItemOf<T extends NavbarItemSettings['type']> = Extract<NavbarItemSettings, { type: T }>;

export interface NavbarItemComponentProps<T extends NavbarItemSettings['type']> {
  readonly item: NavbarItemOf<T>;
  /** Rendered inside the mobile sidebar (a vertical menu) rather than the desktop bar. */
  readonly mobile: boolean;
}
