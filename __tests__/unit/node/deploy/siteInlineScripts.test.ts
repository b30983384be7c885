/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {
  baseUrlCheckSource,
  HEAD_SCRIPT_FILE,
  headScriptFileName,
  headScriptSource,
  minifiedCall,
  siteInlineScripts,
  writeHeadScriptFile,
} from '../../../../src/node/deploy/siteInlineScripts';
import { HASHED_ASSET } from '../../../../src/node/deploy/headers';
import { removeTree, tempFolder } from '../../../support/tempFolder';
import { bootstrapHtmlAttributes, showBannerIfWrongBaseUrl, type HeadScriptConfig } from '../../../../src/lib/headScript';

const BASE: HeadScriptConfig = {
  defaultMode: 'light',
  disableSwitch: false,
  respectPrefersColorScheme: true,
  themeKey: 'theme',
  announcementId: 'news-1',
  announcementIdKey: 'announcement.id',
  announcementDismissKey: 'announcement.dismiss',
};

/** Runs an inline script's text in a page-like context and returns the attributes it set on <html>. */
function runInPage(
  source: string,
  stored: Record<string, string>,
  prefersDark: boolean,
  pathname = '/',
): { attributes: Record<string, string>; bannerShown: boolean } {
  const attributes: Record<string, string> = {};
  const banner = { hidden: true };
  const context = {
    document: {
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
      getElementById: (id: string) => (id === 'fms-base-url-issue-banner' ? banner : null),
    },
    window: {
      localStorage: { getItem: (key: string) => stored[key] ?? null },
      matchMedia: (query: string) => ({ matches: query.includes('dark') && prefersDark }),
      location: { pathname },
    },
  };
  vm.runInNewContext(source, context);
  return { attributes, bannerShown: !banner.hidden };
}

test('the minified head script sets what the function as written sets, for stored choices and system preferences', () => {
  const cases: [Record<string, string>, boolean][] = [
    [{}, false],
    [{}, true],
    [{ theme: 'dark' }, false],
    [{ theme: 'system' }, true],
    [{ theme: 'bogus' }, true],
    [{ 'announcement.id': 'news-1', 'announcement.dismiss': 'true' }, false],
    [{ 'announcement.id': 'news-0', 'announcement.dismiss': 'true' }, false],
  ];
  for (const [stored, prefersDark] of cases) {
    const asWritten = runInPage(`(${bootstrapHtmlAttributes.toString()})(${JSON.stringify(BASE)});`, stored, prefersDark);
    expect(runInPage(headScriptSource(BASE), stored, prefersDark)).toEqual(asWritten);
  }
  expect(runInPage(headScriptSource(BASE), { theme: 'dark' }, false).attributes).toEqual({ 'data-theme': 'dark', 'data-theme-choice': 'dark' });
});

test('minified by esbuild: one line, local names shortened, much shorter than the function as written', () => {
  const source = headScriptSource(BASE);
  expect(source).not.toMatch(/\n| {2}/);
  expect(source).not.toContain('prefersDark');
  expect(minifiedCall(bootstrapHtmlAttributes, []).length).toBeLessThan(bootstrapHtmlAttributes.toString().length * 0.7);
  expect(source).toMatch(/["']\(prefers-color-scheme: dark\)["']/);
});

test('the arguments are not re-printed by the minifier: a value cannot end the script, and reads back the same', () => {
  const hostile = { ...BASE, announcementId: '</script><script>alert(1)</script>\u2028' };
  const source = headScriptSource(hostile);
  expect(source).not.toContain('</script');
  expect(source).toContain('\\u003c/script>');
  expect(runInPage(source, { 'announcement.id': hostile.announcementId, 'announcement.dismiss': 'true' }, false).attributes).toHaveProperty(
    'data-announcement-bar-initially-dismissed',
    'true',
  );
});

test('the base URL check shows the banner only outside the base URL; none for the root', () => {
  expect(runInPage(baseUrlCheckSource('/docs-site/'), {}, false, '/elsewhere/').bannerShown).toBe(true);
  expect(runInPage(baseUrlCheckSource('/docs-site/'), {}, false, '/docs-site/intro').bannerShown).toBe(false);
  expect(runInPage(`(${showBannerIfWrongBaseUrl.toString()})("/docs-site/", "fms-base-url-issue-banner")`, {}, false, '/elsewhere/').bannerShown).toBe(true);
  const keys = { theme: 't', announcementId: 'a', announcementDismiss: 'd' };
  const colorMode = { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: false };
  expect(siteInlineScripts({ baseUrl: '/', colorMode }, keys).baseUrlCheck).toBeNull();
  expect(siteInlineScripts({ baseUrl: '/x/', colorMode }, keys).baseUrlCheck).toBe(baseUrlCheckSource('/x/'));
});

test('a function whose call the minifier drops or repeats is an error, not a script without its arguments', () => {
  // A call without effects is dropped whole by the minifier.
  expect(() => minifiedCall(() => undefined, [])).toThrow(/does not hold one call with its arguments/);
  const noop = Object.assign(() => undefined, { toString: () => 'function(){ window.f(__FMS_INLINE_SCRIPT_ARGUMENTS__) }' });
  expect(() => minifiedCall(noop, [1])).toThrow(/does not hold one call with its arguments/);
});

describe('the head script as a file of its own (decision 0029)', () => {
  const keys = { theme: 'theme', announcementId: 'announcement.id', announcementDismiss: 'announcement.dismiss' };
  const colorMode = { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: false };

  test('its name carries a hash of its text: a hashed asset, cached for good, and a new name when the settings change', () => {
    const own = siteInlineScripts({ baseUrl: '/', colorMode }, keys);
    expect(own.headScriptFile).toBe(headScriptFileName(own.headScript));
    expect(own.headScriptFile).toMatch(HEAD_SCRIPT_FILE);
    expect(HASHED_ASSET.test(own.headScriptFile)).toBe(true);
    const dark = siteInlineScripts({ baseUrl: '/', colorMode: { ...colorMode, defaultMode: 'dark' } }, keys);
    const announced = siteInlineScripts({ baseUrl: '/', colorMode, announcementBar: { id: 'v2' } }, keys);
    expect(new Set([own.headScriptFile, dark.headScriptFile, announced.headScriptFile]).size).toBe(3);
  });

  test('written into the published folder with the script as its text; files earlier settings wrote there are removed', () => {
    const dir = tempFolder('fms-head-');
    try {
      const before = siteInlineScripts({ baseUrl: '/', colorMode, announcementBar: { id: 'old' } }, keys);
      writeHeadScriptFile(dir, before);
      fs.writeFileSync(path.join(dir, 'app-0123456789abcdef0123.js'), 'app()');
      const own = siteInlineScripts({ baseUrl: '/', colorMode, announcementBar: { id: 'new' } }, keys);
      const file = writeHeadScriptFile(dir, own);
      expect(file).toBe(path.join(dir, own.headScriptFile));
      expect(fs.readdirSync(dir).sort()).toEqual(['app-0123456789abcdef0123.js', own.headScriptFile].sort());
      const text = fs.readFileSync(file, 'utf8');
      expect(text.trim()).toBe(own.headScript);
      // The file's text does what the inline script did.
      expect(runInPage(text, { theme: 'dark' }, false).attributes).toMatchObject({ 'data-theme': 'dark', 'data-theme-choice': 'dark' });
    } finally {
      removeTree(dir);
    }
  });
});
