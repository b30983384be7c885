/**
 * npm run favicons — draws the site's favicon (static/favicon.svg) as the PNG files the pages link
 * (static/favicon-32.png, static/favicon-192.png; src/shell/Seo.tsx). Decision 0026, eleventh pass: a
 * page linking an SVG favicon makes the browser build an SVG document for it on the page's main thread
 * while the page loads; a PNG is decoded off it. `__tests__/unit/ui/favicons.test.ts` fails when the
 * PNGs are not the drawing of the current SVG: run this after changing it.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const FAVICON_SIZES = [32, 192] as const;

/** The PNG of static/favicon.svg at `size` × `size` pixels (sharp, deterministic for one version). */
export async function faviconPng(svg: Buffer, size: number): Promise<Buffer> {
  return sharp(svg, { density: Math.max(72, Math.ceil((72 * size) / 16)) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '..');
  const svg = fs.readFileSync(path.join(root, 'static/favicon.svg'));
  for (const size of FAVICON_SIZES) {
    const file = path.join(root, `static/favicon-${size}.png`);
    fs.writeFileSync(file, await faviconPng(svg, size));
    console.log(`${path.relative(root, file)}: ${fs.statSync(file).size} bytes`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
