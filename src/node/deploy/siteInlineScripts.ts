import { transformSync } from 'esbuild';
import { BASE_URL_BANNER_ID, bootstrapHtmlAttributes, scriptJson, showBannerIfWrongBaseUrl, type HeadScriptConfig } from '../../lib/headScript';

// A global name esbuild keeps as it is, standing for the call's arguments while the function is
// minified; the arguments are put in afterwards, so the minifier never re-prints them (it would turn
// scriptJson's `\u003c` back into `<`).
const ARGUMENTS = '__FMS_INLINE_SCRIPT_ARGUMENTS__';

/**
 * `(fn)(args)` as the text of an inline script: the function minified by esbuild (whitespace,
 * syntax, its local names; ES5 out, as it is written), the arguments as `scriptJson`. Every page
 * carries these scripts, so each byte counts about 420 times on the shipped site (decision 0025).
 */
export function minifiedCall(fn: (...args: never[]) => void, args: readonly unknown[]): string {
  const { code } = transformSync(`(${fn.toString()})(${ARGUMENTS});`, { minify: true, target: 'es5', charset: 'ascii', loader: 'js' });
  const parts = code.trim().split(`(${ARGUMENTS})`);
  if (parts.length !== 2) throw new Error(`minifiedCall: the minified ${fn.name || 'function'} does not hold one call with its arguments: ${code}`);
  return `${parts[0]}(${args.map(scriptJson).join(',')})${parts[1]}`;
}

/** The head script: the colour mode and the announcement bar, before first paint (src/lib/headScript.ts). */
export function headScriptSource(config: HeadScriptConfig): string {
  return minifiedCall(bootstrapHtmlAttributes, [config]);
}

export function baseUrlCheckSource(baseUrl: string): string {
  return minifiedCall(showBannerIfWrongBaseUrl, [baseUrl, BASE_URL_BANNER_ID]);
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
