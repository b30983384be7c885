/**
 * Where a built site's bytes go (issue 27: "show where the bytes go"), shared by `npm run bench:pages`
 * and `npm run bench`: the published total by file type (HTML, page data, JavaScript, CSS, the rest),
 * each page's HTML and page data by its kind (the template that made it, read from its page data:
 * `api-operation-page`, `api-schema-page`, `doc-page`…), per kind the pages, their bytes and the
 * largest, and the largest pages of the site; then, for the kinds with the most HTML, where their
 * median page's bytes go (its HTML by part: head, navbar, sidebar, article, table of contents, footer,
 * scripts, the rest of the shell; its page data by field), and the largest files that are not pages
 * (a document's download, search index and store, full examples).
 */
import fs from 'node:fs';
import path from 'node:path';
import { translate } from '../src/strings';

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

/** Where one page's bytes go: its HTML by part and its page data by field, largest first. */
export interface PageParts {
  readonly page: PageBytes;
  readonly html: readonly (readonly [part: string, bytes: number])[];
  readonly pageData: readonly (readonly [field: string, bytes: number])[];
}

export interface SiteBytes {
  readonly total: number;
  /** `agents`: the Markdown twins and llms files for coding agents (decision 0031), counted apart from the pages' bytes. */
  readonly byType: Readonly<Record<'html' | 'pageData' | 'js' | 'css' | 'agents' | 'other', number>>;
  /** Every page (an `index.html`), largest HTML first. */
  readonly pages: readonly PageBytes[];
  /** Per page kind, most HTML first. */
  readonly kinds: readonly KindBytes[];
  /** The median page (by HTML) of each of the `partsOfKinds` kinds with the most HTML, by part. */
  readonly medianPages: readonly PageParts[];
  /** The largest files that are not a page's HTML or page data, largest first. */
  readonly largestFiles: readonly { readonly file: string; readonly bytes: number }[];
}

/** The element starting at `start` (`<tag…`), to its matching end tag. */
function elementAt(html: string, tag: string, start: number): string {
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  return html.slice(start);
}

/**
 * A page's HTML by part, in bytes, largest first: the head (meta, links and its inline scripts), the
 * navbar (with the mobile menu), the sidebar (any other `<nav>`: its label is the sidebar's own), the
 * article, the table of contents, the footer, the body's scripts, and the rest of the shell
 * (announcement, breadcrumbs, pager, wrappers).
 */
export function htmlParts(html: string): [part: string, bytes: number][] {
  const bytes = (text: string): number => Buffer.byteLength(text);
  const headEnd = html.indexOf('</head>');
  const body = headEnd < 0 ? html : html.slice(headEnd);
  const element = (tag: string): string => {
    const start = body.search(new RegExp(`<${tag}\\b`));
    return start < 0 ? '' : elementAt(body, tag, start);
  };
  const partOfNav: Record<string, string> = {
    Main: 'navbar',
    [translate('docs.toc.title')]: 'table of contents',
    [translate('docs.toc.collapsible')]: 'table of contents',
    [translate('docs.breadcrumbs.label')]: 'rest of the shell',
    [translate('docs.pager.label')]: 'rest of the shell',
  };
  const sizes = new Map<string, number>([
    ['head', headEnd < 0 ? 0 : bytes(html.slice(0, headEnd + '</head>'.length))],
    ['navbar', 0],
    ['sidebar', 0],
    ['article', bytes(element('article'))],
    ['table of contents', 0],
    ['footer', bytes(element('footer'))],
    ['scripts', (body.match(/<script\b[\s\S]*?<\/script>/g) ?? []).reduce((sum, script) => sum + bytes(script), 0)],
  ]);
  // Each outermost <nav>, by its label.
  const navs = /<nav\b[^>]*>/g;
  for (let match = navs.exec(body); match; match = navs.exec(body)) {
    const nav = elementAt(body, 'nav', match.index);
    const label = /aria-label="([^"]*)"/.exec(match[0])?.[1] ?? '';
    const part = partOfNav[label] ?? 'sidebar';
    if (part !== 'rest of the shell') sizes.set(part, (sizes.get(part) ?? 0) + bytes(nav));
    navs.lastIndex = match.index + nav.length;
  }
  const rest = bytes(html) - [...sizes.values()].reduce((sum, size) => sum + size, 0);
  return [...sizes.entries(), ['rest of the shell', rest] as [string, number]].sort((a, b) => b[1] - a[1]);
}

/**
 * A page-data.json by field, in bytes (as JSON), largest first: the page context's fields
 * (`context.breadcrumbs`…) and the query's (`apiOperation.data`); a field that is one JSON value
 * (an operation's or schema's `data`) by its own fields (`apiOperation.data.responses`).
 */
export function pageDataParts(text: string): [field: string, bytes: number][] {
  const size = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '');
  const parts: [string, number][] = [];
  const { result } = JSON.parse(text) as { result?: { data?: Record<string, unknown> | null; pageContext?: Record<string, unknown> } };
  for (const [key, value] of Object.entries(result?.pageContext ?? {})) parts.push([`context.${key}`, size(value)]);
  for (const [root, value] of Object.entries(result?.data ?? {})) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      parts.push([root, size(value)]);
      continue;
    }
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      if (key === 'data' && field && typeof field === 'object' && !Array.isArray(field))
        for (const [inner, innerValue] of Object.entries(field as Record<string, unknown>)) parts.push([`${root}.data.${inner}`, size(innerValue)]);
      else parts.push([`${root}.${key}`, size(field)]);
    }
  }
  return parts.sort((a, b) => b[1] - a[1]);
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

/** The files for coding agents: every page's Markdown twin and the llms files (src/node/agents/). */
const AGENT_FILE = /(^|\/)([^/]+\.md|llms(-full)?\.txt)$/;

const dataFileOf = (publicDir: string, route: string): string => path.join(publicDir, 'page-data', route === '/' ? 'index' : route, 'page-data.json');

/** `partsOfKinds`: how many page kinds (most HTML first) get their median page broken down. */
export function siteBytes(publicDir: string, partsOfKinds = 3): SiteBytes {
  const byType = { html: 0, pageData: 0, js: 0, css: 0, agents: 0, other: 0 };
  let total = 0;
  const pages: PageBytes[] = [];
  const files: { file: string; bytes: number }[] = [];
  walk(publicDir, (file, size) => {
    total += size;
    const relative = path.relative(publicDir, file).split(path.sep).join('/');
    if (relative.endsWith('.html')) byType.html += size;
    else if (relative.startsWith('page-data/')) byType.pageData += size;
    else if (relative.endsWith('.js')) byType.js += size;
    else if (relative.endsWith('.css')) byType.css += size;
    else if (AGENT_FILE.test(relative)) byType.agents += size;
    else byType.other += size;
    if (!relative.endsWith('.html') && !relative.endsWith('/page-data.json')) files.push({ file: relative, bytes: size });
    if (relative === 'index.html' || relative.endsWith('/index.html')) {
      const route = `/${relative.slice(0, -'index.html'.length)}`.replace(/(.)\/$/, '$1');
      const dataFile = dataFileOf(publicDir, route);
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
  const sortedKinds = [...kinds.values()].sort((a, b) => b.html - a.html);
  const medianPages = sortedKinds.slice(0, partsOfKinds).map((kind): PageParts => {
    const ofKind = pages.filter((page) => page.kind === kind.kind);
    const page = ofKind[Math.floor(ofKind.length / 2)] ?? kind.largest;
    const htmlFile = path.join(publicDir, page.route === '/' ? '' : page.route, 'index.html');
    const dataFile = dataFileOf(publicDir, page.route);
    return {
      page,
      html: htmlParts(fs.readFileSync(htmlFile, 'utf8')),
      pageData: fs.existsSync(dataFile) ? pageDataParts(fs.readFileSync(dataFile, 'utf8')) : [],
    };
  });
  const largestFiles = files.sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file)).slice(0, 8);
  return { total, byType, pages, kinds: sortedKinds, medianPages, largestFiles };
}

const KB = 1024;
const MiB = 1024 * 1024;
const size = (bytes: number): string => (bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MiB` : `${(bytes / KB).toFixed(1)} KB`);

/** The figures as lines: the total by type, a table by kind, and the `largest` largest pages. */
export function formatSiteBytes(site: SiteBytes, largest = 10): string[] {
  const { byType } = site;
  const lines = [
    `Published: ${size(site.total)} in all — HTML ${size(byType.html)}, page data ${size(byType.pageData)}, JavaScript ${size(byType.js)}, ` +
      `CSS ${size(byType.css)}, for agents ${size(byType.agents)}, other ${size(byType.other)}; ${site.pages.length} pages, ` +
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
  const listed = (parts: readonly (readonly [string, number])[], count: number): string =>
    parts
      .slice(0, count)
      .map(([part, bytes]) => `${part} ${size(bytes)}`)
      .join(', ');
  for (const { page, html, pageData } of site.medianPages) {
    lines.push('', `Median ${page.kind} (${page.route}): HTML ${size(page.html)} — ${listed(html, html.length)}`);
    if (pageData.length > 0) lines.push(`  page data ${size(page.pageData)} — ${listed(pageData, 6)}`);
  }
  if (site.largestFiles.length > 0) lines.push('', `Largest other files: ${site.largestFiles.map(({ file, bytes }) => `${file} ${size(bytes)}`).join(', ')}`);
  return lines;
}
