/**
 * The validated site settings as the browser and the server renderer see them.
 * gatsby-node.ts injects them at compile time (webpack DefinePlugin), so no validation code ships to readers.
 */
import type { ResolvedSiteSettings } from './settingsContract';

/** A logo's drawing written into the page as an `<svg>` (src/node/config/inlineLogos.ts, decision 0026). */
export interface InlineSvg {
  readonly viewBox: string;
  /** The markup inside the file's `<svg>`: shapes and groups with presentation attributes only. */
  readonly inner: string;
}

declare const __SITE_SETTINGS__: ResolvedSiteSettings;
declare const __SITE_INLINE_LOGOS__: Readonly<Record<string, InlineSvg>>;

export const settings: ResolvedSiteSettings = __SITE_SETTINGS__;
/** The logos drawn inline, by their `src` in the settings; a logo not listed is an `<img>`. */
export const inlineLogos: Readonly<Record<string, InlineSvg>> = __SITE_INLINE_LOGOS__;
