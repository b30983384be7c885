/**
 * Where the Chromium for build-time diagrams is (mermaidRenderer.ts): `FMS_CHROMIUM_PATH` when set,
 * else Debian's and other usual paths, else a browser Playwright installed itself
 * (`npx playwright install chromium`). Nothing here downloads a browser.
 */
import fs from 'node:fs';

/** The environment variable naming the browser executable. */
export const CHROMIUM_PATH_VARIABLE = 'FMS_CHROMIUM_PATH';

/** Where a system browser usually is, tried in order when FMS_CHROMIUM_PATH is not set. */
export const USUAL_CHROMIUM_PATHS: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export type FindResult = { readonly executablePath: string } | { readonly missing: string };

/**
 * The browser to use: FMS_CHROMIUM_PATH when set (it must exist), else the first usual path that
 * exists, else Playwright's own Chromium when it was installed.
 */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = fs.existsSync,
  playwrightChromium: () => string | undefined = playwrightsOwnChromium,
): FindResult {
  const configured = env[CHROMIUM_PATH_VARIABLE]?.trim();
  if (configured) {
    return exists(configured) ? { executablePath: configured } : { missing: `${CHROMIUM_PATH_VARIABLE} is "${configured}", and no file is there` };
  }
  const usual = USUAL_CHROMIUM_PATHS.find((candidate) => exists(candidate));
  if (usual) return { executablePath: usual };
  const own = playwrightChromium();
  if (own && exists(own)) return { executablePath: own };
  return {
    missing: `no Chromium or Chrome was found (${CHROMIUM_PATH_VARIABLE} is not set; looked at ${USUAL_CHROMIUM_PATHS.join(', ')} and for a browser installed by Playwright)`,
  };
}

// Node's own require, as in mermaidRenderer.ts (jest hands out its own `module`).
const nodeRequire = process.getBuiltinModule('node:module').createRequire(__filename);

function playwrightsOwnChromium(): string | undefined {
  try {
    const { chromium } = nodeRequire('playwright') as typeof import('playwright');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
