/**
 * Quality gates (issue 10) at 390 px, light and dark: every page kind axe clean, same-origin only, no
 * console errors under the CSP (__tests__/support/pageKindChecks.ts; desktop in quality.test.ts, a
 * separate file so the two run in parallel).
 */
import { PHONE, VARIANTS, browserSuite } from '../support/browser';
import { checkEveryPageKind } from '../support/pageKindChecks';

browserSuite();

checkEveryPageKind(VARIANTS.filter((variant) => variant.viewport === PHONE));
