/**
 * Markdown in API descriptions (issue 16, point 4), on site-shell's markdown-api.json: GitHub alerts
 * look like the guide's admonitions in light and dark, GFM and the allowed HTML render, the
 * disallowed HTML is gone, images from another origin are links and the page requests nothing off
 * its origin; axe and html-validate pass on the API's pages.
 * Needs the fixture build: `bash scripts/build-fixture-site.sh site-shell` (npm test does it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import type { Page } from 'playwright';
import { DESKTOP, PHONE, browserSuite, expectHealthyPage, fixtureSite, withPage, type VisitContext } from '../support/browser';

const OPERATION = '/docs/api/markdown-api/get-checklist';
const API_INDEX = '/docs/api/markdown-api';
/** The APIs' overview page: every API's own description. */
const API_OVERVIEW = '/docs/api/openapi-document-on-azure-functions';
const API_PAGES = [API_OVERVIEW, API_INDEX, OPERATION];
const ALERTS = [
  { title: 'Note', accent: '#6b7280', titleColor: '--fms-color-text-muted' },
  { title: 'Tip', accent: '--fms-color-success' },
  { title: 'Important', accent: '--fms-color-info' },
  { title: 'Warning', accent: '--fms-color-warning' },
  { title: 'Caution', accent: '--fms-color-danger' },
] as const;

browserSuite();
const fixture = fixtureSite('site-shell', '');

/** The fixture's operation page, hydrated, in a fresh context with the same-origin and console guards. */
function withOperation<T>(
  options: { theme: 'light' | 'dark'; viewport?: { width: number; height: number } },
  fn: (visitContext: VisitContext) => Promise<T>,
): Promise<T> {
  return withPage(
    { site: fixture, route: OPERATION, viewport: options.viewport ?? DESKTOP, theme: options.theme, colorScheme: options.theme, allowNotFound: true },
    fn,
  );
}

/**
 * The operation's own description: the element holding its first alert (descriptions carry no
 * attribute of their own, and module class names are hashes in production).
 */
function operationDescription(page: Page) {
  return page.locator('article .md-alert').first().locator('xpath=..');
}

/** A colour as the browser computes it (rgb()), from a literal or a custom property of the page. */
function resolvedColour(page: Page, colour: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value.startsWith('--') ? `var(${value})` : value;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, colour);
}

describe.each(['light', 'dark'] as const)('the operation page in %s mode', (theme) => {
  test('GitHub alerts are shown as the guide admonitions: accent border, surface, uppercase title', async () => {
    await withOperation({ theme }, async (visitContext) => {
      const { page } = visitContext;
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      // The operation's own description; parameters and schemas have alerts too.
      const alerts = operationDescription(page).locator(':scope > .md-alert');
      expect(await alerts.count()).toBe(ALERTS.length);
      expect(await page.locator('article .md-alert').count()).toBeGreaterThan(ALERTS.length);
      const surface = await resolvedColour(page, '--fms-color-surface-2');
      for (const [index, expected] of ALERTS.entries()) {
        const alert = alerts.nth(index);
        expect(await alert.getAttribute('role')).toBe('note');
        const look = await alert.evaluate((element) => {
          const box = getComputedStyle(element);
          const title = getComputedStyle(element.querySelector('.md-alert-title') as Element);
          return {
            borderLeftWidth: box.borderLeftWidth,
            borderLeftStyle: box.borderLeftStyle,
            borderLeftColor: box.borderLeftColor,
            background: box.backgroundColor,
            titleText: element.querySelector('.md-alert-title')?.textContent,
            titleTransform: title.textTransform,
            titleWeight: title.fontWeight,
            titleColor: title.color,
          };
        });
        expect(look).toEqual({
          borderLeftWidth: '5px',
          borderLeftStyle: 'solid',
          borderLeftColor: await resolvedColour(page, expected.accent),
          background: surface,
          titleText: expected.title,
          titleTransform: 'uppercase',
          titleWeight: '600',
          titleColor: await resolvedColour(page, 'titleColor' in expected ? expected.titleColor : expected.accent),
        });
      }
      // axe checks the colour contrast of every alert title and body (WCAG AA); nothing is requested off the origin.
      await expectHealthyPage(visitContext, { allowNotFound: true });
    });
  });
});

describe('GFM and the allowed HTML', () => {
  test('tables keep their column alignment and scroll in a focusable region', async () => {
    await withOperation({ theme: 'light' }, async (visitContext) => {
      const { page } = visitContext;
      const description = () => operationDescription(page);
      const table = description().locator('.table-scroll[tabindex="0"][role="group"] table').first();
      expect(await table.locator('th').allTextContents()).toEqual(['Step', 'Who', 'Minutes']);
      const aligns = await table.locator('th').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).textAlign));
      expect(aligns).toEqual(['left', 'center', 'right']);
      expect(await table.locator('s').textContent()).toBe('fuse');
    });
  });

  test('task lists are disabled checkboxes named by their text', async () => {
    await withOperation({ theme: 'light' }, async (visitContext) => {
      const { page } = visitContext;
      const description = () => operationDescription(page);
      const done = page.getByRole('checkbox', { name: 'Isolate power' });
      expect(await done.isChecked()).toBe(true);
      expect(await done.isDisabled()).toBe(true);
      const open = page.getByRole('checkbox', { name: 'Replace the breaker' });
      expect(await open.isChecked()).toBe(false);
      expect(await open.isDisabled()).toBe(true);
      expect(await description().locator('input').count()).toBe(3);
    });
  });

  test('autolinks, line breaks, keys, disclosures and HTML tables render', async () => {
    await withOperation({ theme: 'light' }, async (visitContext) => {
      const { page } = visitContext;
      const description = () => operationDescription(page);
      expect(await description().locator('a[href="https://status.example.com"][target="_blank"][rel="noopener noreferrer"]').count()).toBe(1);
      expect(await description().locator('a[href="http://www.example.org"]').count()).toBe(1);
      expect(await description().locator('br').count()).toBeGreaterThan(0);
      expect(await description().locator('kbd').allTextContents()).toEqual(['Ctrl', 'K']);
      const disclosures = description().locator('details');
      expect(await disclosures.locator('summary').allTextContents()).toEqual(['Item states', 'Details']);
      await disclosures.first().locator('summary').click();
      expect(await disclosures.first().getAttribute('open')).not.toBeNull();
      expect(await description().locator('table caption').textContent()).toBe('Limits');
      expect(await description().locator('a[href="mailto:ops@example.com"]').count()).toBe(1);
      // The rest of the allow-list: formatting, HTML lists (an ordered one keeps its start), a rule, preformatted code.
      for (const [tag, text] of [
        ['b', 'Bold'],
        ['strong', 'strong'],
        ['i', 'italic'],
        ['em', 'emphasis'],
        ['s', 'struck'],
        ['u', 'underlined'],
        ['q', 'quoted'],
        ['samp', 'output'],
        ['var', 'n'],
      ])
        expect(await description().locator(tag, { hasText: text }).count()).toBeGreaterThan(0);
      expect(await description().locator('ul > li', { hasText: 'An HTML bullet' }).count()).toBe(1);
      expect(await description().locator('ol[start="3"] > li').allTextContents()).toEqual(['Third step', 'Fourth step']);
      expect(await description().locator('hr').count()).toBeGreaterThan(0);
      expect(await description().locator('pre > code', { hasText: 'PUT /work-orders/WO-1/checklist/2' }).count()).toBe(1);
    });
  });

  test('same-origin and data: images load; images from another origin are links with their alt text, never requested', async () => {
    await withOperation({ theme: 'light' }, async (visitContext) => {
      const { page } = visitContext;
      const description = () => operationDescription(page);
      const logo = description().locator('img[alt="FMS logo"]');
      await logo.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => (document.querySelector('img[alt="FMS logo"]') as HTMLImageElement | null)?.complete === true);
      expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await description().locator('img[alt="dot"][src^="data:image/png"]').count()).toBe(1);
      const origin = new URL(fixture.url('/')).origin;
      const sources = await page
        .locator('img')
        .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src));
      expect(sources.filter((src) => !src.startsWith(origin) && !src.startsWith('data:'))).toEqual([]);
      expect(await description().getByRole('link', { name: 'Wiring diagram' }).getAttribute('href')).toBe('https://cdn.example.com/wiring.png');
      expect(await description().getByRole('link', { name: 'Panel photo' }).getAttribute('href')).toBe('//img.example.com/panel.png');
      expect(await description().getByRole('link', { name: 'https://img.example.com/no-alt.png' }).count()).toBe(1);
      // A backslash URL is another origin to the browser too; a <picture>'s same-origin image stays an image.
      expect(await description().getByRole('link', { name: 'Backslash trick' }).count()).toBe(1);
      expect(await description().locator('img[alt="Picture logo"][src="/img/logo.svg"]').count()).toBe(1);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(visitContext.foreignRequests).toEqual([]);
    });
  });

  test('the disallowed HTML is gone and its code never ran', async () => {
    await withOperation({ theme: 'light' }, async (visitContext) => {
      const { page } = visitContext;
      const description = () => operationDescription(page);
      // Everything the fixture puts in 'Removed' is in the operation's description; the page's own UI has buttons and icons.
      const found = await description().evaluate((container) =>
        [...container.querySelectorAll('*')].flatMap((element) => {
          const tag = element.tagName.toLowerCase();
          const bad = ['script', 'style', 'iframe', 'object', 'embed', 'form', 'button', 'select', 'textarea', 'svg', 'math', 'source'].includes(tag)
            ? [tag]
            : [];
          const attributes = [...element.attributes]
            .filter(
              (attribute) =>
                /^on/i.test(attribute.name) ||
                attribute.name === 'style' ||
                (tag === 'a' && attribute.name === 'href' && /^\s*(javascript|data):/i.test(attribute.value)),
            )
            .map((attribute) => `${tag}[${attribute.name}]`);
          return [...bad, ...attributes];
        }),
      );
      expect(await description().locator('text=bold without handlers').count()).toBe(1);
      expect(
        await page
          .locator('article')
          .evaluate(
            (article) => article.querySelectorAll('script, style, iframe, object, embed, form, [style], a[href^="javascript:" i], a[href^="data:" i]').length,
          ),
      ).toBe(0);
      expect(found).toEqual([]);
      const bold = page.getByText('bold without handlers');
      await bold.hover();
      await bold.click();
      expect(await page.evaluate(() => (window as { __markdownPwned?: string }).__markdownPwned)).toBeUndefined();
      expect(await page.getByText('styled paragraph').evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(255, 0, 0)');
      // The checkbox written as HTML is gone; its text stays.
      expect(await page.getByText('a checkbox written as HTML').locator('input').count()).toBe(0);
    });
  });
});

test('at 390 px the alerts and the table fit the page width', async () => {
  await withOperation({ theme: 'light', viewport: PHONE }, async (visitContext) => {
    const { page } = visitContext;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectHealthyPage(visitContext, { allowNotFound: true });
  });
});

test.each([
  { route: API_INDEX, alert: 'Note', link: undefined },
  { route: API_OVERVIEW, alert: 'Tip', link: { name: 'Overview diagram', href: 'https://cdn.example.com/overview.png' } },
])("the API's pages: $route has its alert, axe clean, nothing requested off the origin", async ({ route, alert, link }) => {
  await withPage({ site: fixture, route, allowNotFound: true }, async (visitContext) => {
    const { page } = visitContext;
    expect(await page.locator('article .md-alert .md-alert-title').allTextContents()).toContain(alert);
    if (link) expect(await page.getByRole('link', { name: link.name }).getAttribute('href')).toBe(link.href);
    await expectHealthyPage(visitContext, { allowNotFound: true });
  });
});

test("the API's pages pass html-validate (.htmlvalidate.json)", async () => {
  const root = path.resolve(__dirname, '../..');
  const { $schema, ...committed } = JSON.parse(fs.readFileSync(path.join(root, '.htmlvalidate.json'), 'utf8')) as ConfigData & { $schema?: string };
  expect($schema).toBeDefined();
  const htmlvalidate = new HtmlValidate(new StaticConfigLoader(committed));
  const messages: string[] = [];
  for (const route of API_PAGES) {
    const file = path.join(root, '.fixture-builds/site-shell', route, 'index.html');
    const report = await htmlvalidate.validateString(fs.readFileSync(file, 'utf8'), file);
    for (const result of report.results)
      for (const message of result.messages) messages.push(`${route}:${message.line}:${message.column} ${message.ruleId} ${message.message}`);
  }
  expect(messages).toEqual([]);
});
