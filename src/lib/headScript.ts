/**
 * The tiny script every page loads at the top of <head> (a file of its own, `<script src>`: decision
 * 0029). It runs before first paint and sets, on <html>:
 * - data-theme (light|dark) and data-theme-choice (light|dark|system), so CSS custom properties
 *   switch the theme with no flash of the wrong one;
 * - data-announcement-bar-initially-dismissed, so a dismissed bar is hidden by CSS before it paints
 *   and nothing below it jumps.
 * It repeats the rules of colorModeState.ts in plain ES5 because it must not depend on the bundle;
 * __tests__/unit/lib/headScript.test.ts checks that both agree. src/node/deploy/siteInlineScripts.ts
 * minifies these functions into the text every page carries.
 */
export interface HeadScriptConfig {
  readonly defaultMode: 'light' | 'dark';
  readonly disableSwitch: boolean;
  readonly respectPrefersColorScheme: boolean;
  readonly themeKey: string;
  readonly announcementId: string | null;
  readonly announcementIdKey: string;
  readonly announcementDismissKey: string;
}

/* eslint-disable no-var */
export function bootstrapHtmlAttributes(config: HeadScriptConfig): void {
  var root = document.documentElement;
  function read(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  }
  var stored = read(config.themeKey);
  var allowed = stored === 'light' || stored === 'dark' || (stored === 'system' && config.respectPrefersColorScheme);
  var choice = !config.disableSwitch && allowed ? (stored as string) : config.respectPrefersColorScheme ? 'system' : config.defaultMode;
  var prefersDark = false;
  try {
    prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch (e) {
    prefersDark = false;
  }
  root.setAttribute('data-theme', choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice);
  root.setAttribute('data-theme-choice', choice);
  if (config.announcementId !== null && read(config.announcementIdKey) === config.announcementId && read(config.announcementDismissKey) === 'true') {
    root.setAttribute('data-announcement-bar-initially-dismissed', 'true');
  }
}

/**
 * JSON for the inside of an inline `<script>`: `<` is written `\u003c`, so a value such as an
 * announcement id containing `</script>` cannot end the script (or open a comment), and U+2028/2029
 * are escaped for older JavaScript parsers. JSON.parse and JavaScript read the same value back.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const BASE_URL_BANNER_ID = 'fms-base-url-issue-banner';

/** Shows the wrong-base-URL banner when the page is not below the configured base URL. */
export function showBannerIfWrongBaseUrl(baseUrl: string, bannerId: string): void {
  if (window.location.pathname.indexOf(baseUrl) !== 0) {
    var banner = document.getElementById(bannerId);
    if (banner) banner.hidden = false;
  }
}
