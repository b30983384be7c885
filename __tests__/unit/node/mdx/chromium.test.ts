/**
 * @jest-environment node
 *
 * Where the build-time diagrams' browser is found (issue 17): FMS_CHROMIUM_PATH, which must exist,
 * else the usual paths in order, else Playwright's own Chromium; the reason when there is none.
 */
import path from 'node:path';
import { findChromium, USUAL_CHROMIUM_PATHS } from '../../../../src/node/mdx/chromium';

test("FMS_CHROMIUM_PATH first (it must exist), then the usual paths, then Playwright's own browser; otherwise the reason", () => {
  const absent = path.join('/nonexistent', 'no-browser-here');
  expect(findChromium({ FMS_CHROMIUM_PATH: absent })).toEqual({ missing: `FMS_CHROMIUM_PATH is "${absent}", and no file is there` });
  expect(findChromium({ FMS_CHROMIUM_PATH: '/opt/chrome' }, (file) => file === '/opt/chrome' || file === '/usr/bin/chromium')).toEqual({
    executablePath: '/opt/chrome',
  });
  const none = findChromium(
    {},
    () => false,
    () => undefined,
  );
  expect('missing' in none && none.missing).toMatch(/^no Chromium or Chrome was found \(FMS_CHROMIUM_PATH is not set; looked at \/usr\/bin\/chromium/);
  expect(findChromium({}, (file) => file === '/usr/bin/chromium-browser')).toEqual({ executablePath: '/usr/bin/chromium-browser' });
  expect(findChromium({}, (file) => USUAL_CHROMIUM_PATHS.includes(file))).toEqual({ executablePath: USUAL_CHROMIUM_PATHS[0] });
  expect(
    findChromium(
      {},
      (file) => file === '/home/me/.cache/ms-playwright/chromium',
      () => '/home/me/.cache/ms-playwright/chromium',
    ),
  ).toEqual({ executablePath: '/home/me/.cache/ms-playwright/chromium' });
});
