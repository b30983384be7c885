import '@testing-library/jest-dom';
import path from 'node:path';
import { siteSettings } from '../../src/config/settings';
import { validateSettings } from '../../src/node/config/validate';
import { settingsLogos, siteSvgSprite } from '../../src/node/svgSprite';

// What src/node/webpack/config.ts injects with DefinePlugin in the real build (src/config/resolved.ts).
(globalThis as Record<string, unknown>).__SITE_SETTINGS__ = validateSettings(siteSettings);
// Defined by src/node/webpack/config.ts for the bundles: the unit tests cover the in-browser fallback too.
(globalThis as Record<string, unknown>).__MERMAID_IN_BROWSER__ = true;
// The logos src/node/webpack/config.ts writes into the pages' sprite (src/node/svgSprite.ts), from the shipped settings.
(globalThis as Record<string, unknown>).__SITE_INLINE_LOGOS__ = siteSvgSprite(
  settingsLogos(validateSettings(siteSettings)),
  path.resolve(__dirname, '../../static'),
).logoIds;
