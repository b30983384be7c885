import '@testing-library/jest-dom';
import { siteSettings } from '../../src/config/settings';
import { validateSettings } from '../../src/node/config/validate';

// What gatsby-node injects with DefinePlugin in the real build (src/config/resolved.ts).
(globalThis as Record<string, unknown>).__SITE_SETTINGS__ = validateSettings(siteSettings);
// Defined by gatsby-node.ts for the bundles: the unit tests cover the in-browser fallback too.
(globalThis as Record<string, unknown>).__MERMAID_IN_BROWSER__ = true;
