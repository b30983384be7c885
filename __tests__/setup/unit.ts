import '@testing-library/jest-dom';
import { siteSettings } from '../../src/config/settings';
import { validateSettings } from '../../src/node/config/validate';

// What gatsby-node injects with DefinePlugin in the real build (src/config/resolved.ts).
(globalThis as Record<string, unknown>).__SITE_SETTINGS__ = validateSettings(siteSettings);
