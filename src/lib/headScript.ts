/**
 * The tiny script inlined at the top of <head>. It runs before first paint and sets, on <html>:
 * - data-theme (light|dark) and data-theme-choice (light|dark|system), so CSS custom properties
 *   switch the theme with no flash of the wrong one;
 * - data-announcement-bar-initially-dismissed, so a dismissed bar is hidden by CSS before it paints
 *   and nothing below it jumps.
 * It repeats the rules of colorModeState.ts in plain ES5 because it must not depend on the bundle;
 * __tests__/unit/lib/headScript.test.ts checks that both agree.
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

const DROPS_SPACE = new Set([...'{}()[];,=:?']);

/**
 * A function's source without the indentation and line breaks the compiler gave it: the script is in
 * every page's HTML (1.3 KB pretty-printed, 0.9 KB compact: 0.2 MB over the shipped site, decision
 * 0025). Whitespace around `{}()[];,=:?` goes, other runs become one space, a line break stays one
 * where it may end a statement. Strings are kept as they are; a source with a `/` outside strings (a
 * comment, a regular expression, a division) is returned unchanged, since telling them apart takes a
 * parser.
 */
export function compactSource(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '"' || c === "'" || c === '`') {
      let end = i + 1;
      while (end < source.length && source[end] !== c) end += source[end] === '\\' ? 2 : 1;
      out += source.slice(i, end + 1);
      i = end + 1;
    } else if (c === '/') return source;
    else if (/\s/.test(c)) {
      let end = i;
      while (end < source.length && /\s/.test(source[end])) end += 1;
      const [before, after] = [out[out.length - 1] ?? '', source[end] ?? ''];
      const newline = source.slice(i, end).includes('\n');
      if (!(DROPS_SPACE.has(before) || DROPS_SPACE.has(after) || before === '' || after === '')) {
        out += newline && !'+-*.'.includes(before) && !'+-*.'.includes(after) ? '\n' : ' ';
      }
      i = end;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** The script's source: the function above, compact, called with this site's settings. */
export function headScriptSource(config: HeadScriptConfig): string {
  return `(${compactSource(bootstrapHtmlAttributes.toString())})(${scriptJson(config)});`;
}

export const BASE_URL_BANNER_ID = 'fms-base-url-issue-banner';

/** Shows the wrong-base-URL banner when the page is not below the configured base URL. */
export function showBannerIfWrongBaseUrl(baseUrl: string, bannerId: string): void {
  if (window.location.pathname.indexOf(baseUrl) !== 0) {
    var banner = document.getElementById(bannerId);
    if (banner) banner.hidden = false;
  }
}

export function baseUrlCheckSource(baseUrl: string): string {
  return `(${showBannerIfWrongBaseUrl.toString()})(${scriptJson(baseUrl)}, ${scriptJson(BASE_URL_BANNER_ID)});`;
}

/** The site's own inline scripts for given settings: one text each, the same on every page. */
export function siteInlineScripts(
  settings: {
    readonly baseUrl: string;
    readonly colorMode: { readonly defaultMode: 'light' | 'dark'; readonly disableSwitch: boolean; readonly respectPrefersColorScheme: boolean };
    readonly announcementBar?: { readonly id: string } | null;
  },
  keys: { readonly theme: string; readonly announcementId: string; readonly announcementDismiss: string },
): { readonly headScript: string; readonly baseUrlCheck: string | null } {
  return {
    headScript: headScriptSource({
      defaultMode: settings.colorMode.defaultMode,
      disableSwitch: settings.colorMode.disableSwitch,
      respectPrefersColorScheme: settings.colorMode.respectPrefersColorScheme,
      themeKey: keys.theme,
      announcementId: settings.announcementBar?.id ?? null,
      announcementIdKey: keys.announcementId,
      announcementDismissKey: keys.announcementDismiss,
    }),
    // Only relevant for a base URL other than '/'.
    baseUrlCheck: settings.baseUrl !== '/' ? baseUrlCheckSource(settings.baseUrl) : null,
  };
}
