/**
 * The validated site settings as the browser and the server renderer see them.
 * src/node/webpack/config.ts injects them at compile time (webpack DefinePlugin), so no validation code ships to readers.
 */
import type { ResolvedSiteSettings } from './settingsContract';

declare const __SITE_SETTINGS__: ResolvedSiteSettings;

export const settings: ResolvedSiteSettings = __SITE_SETTINGS__;
