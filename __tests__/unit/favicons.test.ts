/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { FAVICON_SIZES, faviconPng } from '../../scripts/favicons';

const ROOT = path.resolve(__dirname, '../..');

describe('the favicon the pages link', () => {
  test.each(FAVICON_SIZES)('static/favicon-%i.png is the drawing of static/favicon.svg (regenerate: npm run favicons)', async (size) => {
    const drawn = await faviconPng(fs.readFileSync(path.join(ROOT, 'static/favicon.svg')), size);
    expect(fs.readFileSync(path.join(ROOT, `static/favicon-${size}.png`)).equals(drawn)).toBe(true);
  });

  test('the pages link the PNGs, not the SVG (an SVG favicon is a document built on the main thread while a page loads)', () => {
    const seo = fs.readFileSync(path.join(ROOT, 'src/shell/Seo.tsx'), 'utf8');
    for (const size of FAVICON_SIZES) expect(seo).toContain(`href={withPrefix('/favicon-${size}.png')} type="image/png" sizes="${size}x${size}"`);
    expect(seo).not.toMatch(/rel="icon"[^>]*favicon\.svg/);
  });
});
