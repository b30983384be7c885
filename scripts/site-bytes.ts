/**
 * Where a built site's bytes go (issue 27: "show where the bytes go"), shared by `npm run bench:pages`
 * and `npm run bench`: the published total by file type (HTML, page data, JavaScript, CSS, the rest),
 * each page's HTML and page data by its kind (the template that made it, read from its page data:
 * `api-operation-page`, `api-schema-page`, `doc-page`…), per kind the pages, their bytes and the
 * largest, and the largest pages of the site.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface PageBytes {
  readonly route: string;
  readonly kind: string;
  readonly html: number;
  readonly pageData: number;
}

export interface KindBytes {
  readonly kind: string;
  readonly pages: number;
  readonly html: number;
  readonly pageData: number;
  readonly largest: PageBytes;
}

export interface SiteBytes {
  readonly total: number;
  readonly byType: Readonly<Record<'html' | 'pageData' | 'js' | 'css' | 'other', number>>;
  /** Every page (an `index.html`), largest HTML first. */
  readonly pages: readonly PageBytes[];
  /** Per page kind, most HTML first. */
  readonly kinds: readonly KindBytes[];
}

function walk(dir: string, visit: (file: string, size: number) => void): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, visit);
    else if (entry.isFile()) visit(full, fs.statSync(full).size);
  }
}

/** The template a page was made with, from its page data: 'component---src-templates-api-operation-page-tsx…' → 'api-operation-page'. */
export function pageKindOf(componentChunkName: string | undefined): string {
  if (!componentChunkName) return 'other';
  const match = /^component---src-(?:templates|pages)-(.+?)-(?:tsx|jsx|ts|js|mdx|md)(?:-|$)/.exec(componentChunkName);
  return match?.[1] ?? componentChunkName.replace(/^component---/, '');
}

function readKind(file: string): string {
  try {
    // The chunk name is the first key: the first bytes are enough.
    const fd = fs.openSync(file, 'r');
    const head = Buffer.alloc(400);
    const read = fs.readSync(fd, head, 0, head.length, 0);
    fs.closeSync(fd);
    return pageKindOf(/"componentChunkName":"([^"]+)"/.exec(head.subarray(0, read).toString('utf8'))?.[1]);
  } catch {
    return 'other';
  }
}

export function siteBytes(publicDir: string): SiteBytes {
  const byType = { html: 0, pageData: 0, js: 0, css: 0, other: 0 };
  let total = 0;
  const pages: PageBytes[] = [];
  walk(publicDir, (file, size) => {
    total += size;
    const relative = path.relative(publicDir, file).split(path.sep).join('/');
    if (relative.endsWith('.html')) byType.html += size;
    else if (relative.startsWith('page-data/')) byType.pageData += size;
    else if (relative.endsWith('.js')) byType.js += size;
    else if (relative.endsWith('.css')) byType.css += size;
    else byType.other += size;
    if (relative === 'index.html' || relative.endsWith('/index.html')) {
      const route = `/${relative.slice(0, -'index.html'.length)}`.replace(/(.)\/$/, '$1');
      const dataFile = path.join(publicDir, 'page-data', route === '/' ? 'index' : route, 'page-data.json');
      const hasData = fs.existsSync(dataFile);
      pages.push({ route, kind: hasData ? readKind(dataFile) : 'other', html: size, pageData: hasData ? fs.statSync(dataFile).size : 0 });
    }
  });
  pages.sort((a, b) => b.html - a.html || a.route.localeCompare(b.route));
  const kinds = new Map<string, { kind: string; pages: number; html: number; pageData: number; largest: PageBytes }>();
  for (const page of pages) {
    const entry = kinds.get(page.kind);
    if (!entry) kinds.set(page.kind, { kind: page.kind, pages: 1, html: page.html, pageData: page.pageData, largest: page });
    else {
      entry.pages += 1;
      entry.html += page.html;
      entry.pageData += page.pageData;
    }
  }
  return { total, byType, pages, kinds: [...kinds.values()].sort((a, b) => b.html - a.html) };
}

const KB = 1024;
const MiB = 1024 * 1024;
const size = (bytes: number): string => (bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MiB` : `${(bytes / KB).toFixed(1)} KB`);

/** The figures as lines: the total by type, a table by kind, and the `largest` largest pages. */
export function formatSiteBytes(site: SiteBytes, largest = 10): string[] {
  const { byType } = site;
  const lines = [
    `Published: ${size(site.total)} in all — HTML ${size(byType.html)}, page data ${size(byType.pageData)}, JavaScript ${size(byType.js)}, ` +
      `CSS ${size(byType.css)}, other ${size(byType.other)}; ${site.pages.length} pages, ` +
      `${site.pages.filter((page) => page.html > 100 * KB).length} over 100 KB of HTML, ${site.pages.filter((page) => page.html > 300 * KB).length} over 300 KB`,
  ];
  const header = ['page kind', 'pages', 'HTML', 'page data', 'HTML/page', 'largest page', 'its HTML'];
  const rows = site.kinds.map((kind) => [
    kind.kind,
    String(kind.pages),
    size(kind.html),
    size(kind.pageData),
    size(kind.html / kind.pages),
    kind.largest.route.length > 60 ? `${kind.largest.route.slice(0, 59)}…` : kind.largest.route,
    size(kind.largest.html),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]): string =>
    cells.map((cell, i) => (i === 0 || i === 5 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  lines.push('', line(header), ...rows.map(line));
  lines.push('', `Largest pages (HTML, page data):`);
  for (const page of site.pages.slice(0, largest))
    lines.push(`  ${size(page.html).padStart(9)}  ${size(page.pageData).padStart(9)}  ${page.kind.padEnd(20)} ${page.route}`);
  return lines;
}
