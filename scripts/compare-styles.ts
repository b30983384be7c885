/**
 * Proof that a markup-only change (classes dropped for selectors by structure, an icon drawn by CSS)
 * changed nothing a reader sees: opens the same pages of two built sites in Chromium (/usr/bin/chromium,
 * playwright) at 390 and 1280 px, light and dark, and compares, element by element in document
 * order, the computed styles that show (colour, font, padding, margin, display, position, opacity,
 * text decoration, border, background, gap, white-space, ::after's content and size) and each
 * element's box on the page. Writes a full-page screenshot of each page and view to the output
 * directory, to look at. Exits 1 when anything differs.
 *
 * An external link's arrow was an inline `<svg>` and is now the label's span, drawn by CSS (decision
 * 0025, session 14's second round): in both builds the link's `svg`s and `span`s are left out of the
 * element list, and the arrow's box (the svg's, the span's) is compared on its own.
 *
 *   npx tsx scripts/compare-styles.ts --base <public dir> --new <public dir> --out <dir> <path>...
 *   e.g. --base /work/tmp/base/public --new public --out /tmp/styles /docs/intro /docs/api/ac-api/authenticate
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { startStaticServer, type StaticServer } from './static-server';

const PROPERTIES = [
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'padding',
  'margin',
  'display',
  'position',
  'opacity',
  'text-decoration-line',
  'border',
  'border-radius',
  'background-color',
  'gap',
  'white-space',
  'flex',
  'vertical-align',
];
const AFTER_PROPERTIES = ['content', 'width', 'height', 'margin', 'background-color', 'display'];
const VIEWS = [
  { width: 390, scheme: 'light' },
  { width: 390, scheme: 'dark' },
  { width: 1280, scheme: 'light' },
  { width: 1280, scheme: 'dark' },
] as const;

interface Snapshot {
  readonly elements: readonly { readonly key: string; readonly tag: string; readonly values: readonly string[] }[];
  readonly arrows: readonly string[];
}

function argument(name: string): string {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? process.argv[index + 1] : undefined;
  if (!value) throw new Error(`compare-styles: missing ${name} <value>`);
  return value;
}

async function snapshot(browser: Browser, url: string, view: (typeof VIEWS)[number], screenshot: string): Promise<Snapshot> {
  const context = await browser.newContext({ viewport: { width: view.width, height: 900 }, colorScheme: view.scheme });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  // After hydration and the idle-time work (the API sidebar's swap), which both builds do alike.
  await page.waitForTimeout(2500);
  await page.screenshot({ path: screenshot, fullPage: true });
  const result = await page.evaluate(
    ({ properties, afterProperties }) => {
      const elements = [...document.body.querySelectorAll('*')]
        .filter(
          // (No named function in here: tsx would wrap it in a helper the page does not have.)
          (element) =>
            element.tagName !== 'SCRIPT' &&
            !(
              element.closest('a[target="_blank"]') !== null &&
              (element.closest('svg') !== null || (element.tagName === 'SPAN' && element.parentElement?.matches('a[target="_blank"]') === true))
            ),
        )
        .map((element) => {
          const style = getComputedStyle(element);
          const after = getComputedStyle(element, '::after');
          const rect = element.getBoundingClientRect();
          const values = [
            ...properties.map((name) => `${name}: ${style.getPropertyValue(name)}`),
            ...afterProperties.map((name) => `::after ${name}: ${after.getPropertyValue(name)}`),
            `box: ${Math.round(rect.x * 10) / 10},${Math.round(rect.y * 10) / 10} ${Math.round(rect.width * 10) / 10}×${Math.round(rect.height * 10) / 10}`,
          ];
          // The key names the element by its id and text, not its tag: a flag may be a span in one build, a b in the other.
          return {
            key: `${element.id ? `#${element.id} ` : ''}"${(element.textContent ?? '').trim().slice(0, 30)}"`,
            tag: element.tagName.toLowerCase(),
            values,
          };
        });
      // The arrow: the old svg, or the new label span (which is the link's last span).
      const arrows = [...document.querySelectorAll('a[target="_blank"]')].map((link) => {
        const arrow = link.querySelector(':scope > svg') ?? link.querySelector(':scope > span:last-child');
        if (!arrow) return `${link.getAttribute('href')}: no arrow`;
        const rect = arrow.getBoundingClientRect();
        const style = getComputedStyle(arrow);
        return `${link.getAttribute('href')}: ${Math.round(rect.x * 10) / 10},${Math.round(rect.y * 10) / 10} ${rect.width}×${rect.height} opacity ${style.opacity} margin-left ${style.marginLeft}`;
      });
      return { elements, arrows };
    },
    { properties: PROPERTIES, afterProperties: AFTER_PROPERTIES },
  );
  await context.close();
  return result;
}

async function main(): Promise<void> {
  const baseDir = argument('--base');
  const newDir = argument('--new');
  const out = argument('--out');
  const paths = process.argv.slice(2).filter((value, index, all) => !value.startsWith('--') && !all[index - 1]?.startsWith('--'));
  if (paths.length === 0) throw new Error('compare-styles: name at least one page path');
  fs.mkdirSync(out, { recursive: true });
  const servers: StaticServer[] = [await startStaticServer(baseDir), await startStaticServer(newDir)];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  let differences = 0;
  try {
    for (const pagePath of paths) {
      for (const view of VIEWS) {
        const name = `${pagePath.replace(/\W+/g, '_')}-${view.width}-${view.scheme}`;
        const [before, after] = [
          await snapshot(browser, `${servers[0].url}${pagePath}`, view, path.join(out, `${name}-base.png`)),
          await snapshot(browser, `${servers[1].url}${pagePath}`, view, path.join(out, `${name}-new.png`)),
        ];
        const found: string[] = [];
        const tags = new Map<string, number>();
        if (before.elements.length !== after.elements.length) found.push(`element count ${before.elements.length} → ${after.elements.length}`);
        const count = Math.min(before.elements.length, after.elements.length);
        for (let i = 0; i < count && found.length < 20; i++) {
          const [a, b] = [before.elements[i], after.elements[i]];
          if (a.key !== b.key) found.push(`#${i}: ${a.key} → ${b.key}`);
          if (a.tag !== b.tag) tags.set(`${a.tag} → ${b.tag}`, (tags.get(`${a.tag} → ${b.tag}`) ?? 0) + 1);
          a.values.forEach((value, j) => {
            if (value !== b.values[j] && found.length < 20) found.push(`#${i} ${a.key}: ${value} → ${b.values[j]}`);
          });
        }
        before.arrows.forEach((arrow, i) => {
          if (arrow !== after.arrows[i]) found.push(`arrow ${arrow} → ${after.arrows[i]}`);
        });
        if (before.arrows.length !== after.arrows.length) found.push(`arrows ${before.arrows.length} → ${after.arrows.length}`);
        differences += found.length;
        console.log(
          `${pagePath} ${view.width}px ${view.scheme}: ${before.elements.length} elements, ${before.arrows.length} arrows, ${found.length === 0 ? 'the same' : `${found.length} differences`}`,
        );
        for (const line of found) console.log(`  ${line}`);
        for (const [change, times] of tags) console.log(`  (elements of another tag, same styles and box: ${change} ×${times})`);
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
  process.exit(differences === 0 ? 0 : 1);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
