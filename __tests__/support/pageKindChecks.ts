/**
 * The per-page-kind quality gate (issue 10), shared by the desktop and phone files so the two run in
 * parallel: on the served production build (its generated security headers applied by
 * scripts/serve.ts), each page kind × the given variants is axe clean, requests nothing outside the
 * origin, logs no console error (a CSP violation is one) and raises no CSP violation event.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pageKinds } from '../../scripts/page-kinds';
import { axeViolations, drawAllDiagrams, visit, withPage, type Variant } from './browser';

const publicDir = process.env.E2E_PUBLIC_DIR ?? path.resolve(__dirname, '../../public');
const NOT_FOUND_RESOURCE = /^Failed to load resource: the server responded with a status of 404/;
const securityHeaders = (): Record<string, string> => JSON.parse(fs.readFileSync(path.join(publicDir, '_headers.json'), 'utf8')) as Record<string, string>;

/** Records CSP violations in the page, in addition to the console error Chromium logs for each. */
const CSP_LISTENER = `window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + (e.blockedURI || 'inline') + ' ' + (e.sourceFile || '') + ':' + e.lineNumber));`;

/** Registers the checks of every page kind the build has (a kind not built yet is skipped by name). */
export function checkEveryPageKind(variants: readonly Variant[]): void {
  const { kinds, missing } = pageKinds(publicDir);
  for (const kind of missing) {
    test.skip(`${kind.label} (${kind.route}) is not in this build yet: its checks are skipped`, () => undefined);
  }
  describe.each(variants)('every page kind, $name', (variant) => {
    test.each(kinds)('$label ($route): axe clean, same-origin only, no console errors under the CSP', async ({ route, status }) => {
      await withPage(
        { viewport: variant.viewport, theme: variant.colorScheme, colorScheme: variant.colorScheme, initScript: CSP_LISTENER, allowNotFound: status === 404 },
        async (visitContext) => {
          const { page } = visitContext;
          const response = page.waitForResponse((r) => r.request().isNavigationRequest());
          expect(await visit(page, encodeURI(route))).toBe(status);
          expect((await response).headers()['content-security-policy']).toBe(securityHeaders()['Content-Security-Policy']);
          await page.waitForLoadState('networkidle');
          expect(await page.getAttribute('html', 'data-theme')).toBe(variant.colorScheme);
          // Drawn at build time (issue 17): every diagram is in the HTML, none is left to the browser.
          expect((await drawAllDiagrams(page)).filter((state) => state !== 'static')).toEqual([]);
          expect(await axeViolations(page)).toEqual([]);
          expect(visitContext.foreignRequests).toEqual([]);
          expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
          const errors = status === 404 ? visitContext.consoleErrors.filter((e) => !NOT_FOUND_RESOURCE.test(e)) : visitContext.consoleErrors;
          expect(errors).toEqual([]);
        },
      );
    });
  });
}
