import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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

/**
 * The head script's file at the top of the published folder (decision 0029): `fms-head-` and 20 hex
 * digits of its text's SHA-256, so it is cached for good (headers.ts, HASHED_ASSET) and a change of
 * settings gets a new name.
 */
export const HEAD_SCRIPT_FILE = /^fms-head-[0-9a-f]{20}\.js$/;
export function headScriptFileName(text: string): string {
  return `fms-head-${crypto.createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 20)}.js`;
}

/**
 * Writes the head script's file into `publicDir` and removes the ones earlier builds wrote there for
 * other settings (a build does not empty the folder). Returns the file's path.
 */
export function writeHeadScriptFile(publicDir: string, own: { readonly headScript: string; readonly headScriptFile: string }): string {
  fs.mkdirSync(publicDir, { recursive: true });
  for (const name of fs.readdirSync(publicDir)) {
    if (HEAD_SCRIPT_FILE.test(name) && name !== own.headScriptFile) fs.rmSync(path.join(publicDir, name), { force: true });
  }
  const file = path.join(publicDir, own.headScriptFile);
  fs.writeFileSync(file, `${own.headScript}\n`);
  return file;
}

export function baseUrlCheckSource(baseUrl: string): string {
  return minifiedCall(showBannerIfWrongBaseUrl, [baseUrl, BASE_URL_BANNER_ID]);
}

/**
 * The site's own scripts for given settings, the same on every page: the head script's text and the
 * name of the file that holds it (every page loads it with `<script src>` in its head: decision 0029),
 * and the base URL check's text, inline.
 */
export function siteInlineScripts(
  settings: {
    readonly baseUrl: string;
    readonly colorMode: { readonly defaultMode: 'light' | 'dark'; readonly disableSwitch: boolean; readonly respectPrefersColorScheme: boolean };
    readonly announcementBar?: { readonly id: string } | null;
  },
  keys: { readonly theme: string; readonly announcementId: string; readonly announcementDismiss: string },
): { readonly headScript: string; readonly headScriptFile: string; readonly baseUrlCheck: string | null } {
  const headScript = headScriptSource({
    defaultMode: settings.colorMode.defaultMode,
    disableSwitch: settings.colorMode.disableSwitch,
    respectPrefersColorScheme: settings.colorMode.respectPrefersColorScheme,
    themeKey: keys.theme,
    announcementId: settings.announcementBar?.id ?? null,
    announcementIdKey: keys.announcementId,
    announcementDismissKey: keys.announcementDismiss,
  });
  return {
    headScript,
    headScriptFile: headScriptFileName(headScript),
    // Only relevant for a base URL other than '/'.
    baseUrlCheck: settings.baseUrl !== '/' ? baseUrlCheckSource(settings.baseUrl) : null,
  };
}
