/**
 * The page kinds the quality gates visit (issue 10), picked from a built site so that new or renamed
 * routes (blog posts, API operations) are found without editing a list. Shared by the browser tests
 * (__tests__/e2e/quality.test.ts, budgets.test.ts) and scripts/bench-pages.ts.
 *
 * A kind whose route is not in the build (the search page before it exists) is returned in `missing`,
 * so callers can say so instead of failing.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface PageKind {
  readonly id: string;
  readonly label: string;
  readonly route: string;
  readonly status: number;
  /** First-load gzip JavaScript budget in bytes, or null when the kind has none. */
  readonly budget: number | null;
}
export type MissingPageKind = Pick<PageKind, 'id' | 'label' | 'route'>;

const KB = 1024;
/**
 * First-load gzip JavaScript budgets: home and guide pages 120 KB (issue 10); operation pages 110 KB
 * (issue 14: the two-pane page, its tabs and folds must not pull a UI library in; it was 98 KB before),
 * 112 KB since issue 43, which allows today's budget + 5 KB for the reader's credentials, examples and
 * variants: the credentials' store, the folded Authentication line and their labels measured 110.3 KB
 * (their fields and the slot filler are chunks fetched on use, outside the first load). 113 KB since
 * issue 44 (still within issue 43's 115): the Copy page button, the note for agents and the twin's link
 * that every page has, and the words of the API rows spaced apart, measured 112.1 KB. 114 KB with issue
 * 43's request choices (the security alternative, body and parameter selects, the shared choice, the
 * schema branch that follows the example; the edits' writer is a chunk fetched on the first choice),
 * measured 113.5 KB: issue 43's 5 KB are spent but 1 KB.
 */
/*
 * Guide pages with a diagram in the first screen 110 KB (issue 17: the diagrams are drawn at build
 * time, so no mermaid; it was about 330 KB once the diagram came into view).
 */
export const BUDGETS = { guide: 120 * KB, operation: 114 * KB, diagramFirst: 110 * KB };

function isPage(publicDir: string, route: string): boolean {
  return fs.existsSync(path.join(publicDir, route, 'index.html'));
}

/** Sub-folders of a route that are pages, sorted. */
function childRoutes(publicDir: string, route: string, exclude: readonly string[] = []): string[] {
  const dir = path.join(publicDir, route);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !exclude.includes(entry.name))
    .map((entry) => `${route}/${entry.name}`)
    .filter((child) => isPage(publicDir, child))
    .sort();
}

/** The page under `route` with the largest page data: the heaviest page of its kind. */
function heaviestChild(publicDir: string, route: string, exclude: readonly string[] = []): string | undefined {
  const sizeOf = (child: string): number => {
    const file = path.join(publicDir, 'page-data', child, 'page-data.json');
    return fs.existsSync(file) ? fs.statSync(file).size : 0;
  };
  return childRoutes(publicDir, route, exclude).sort((a, b) => sizeOf(b) - sizeOf(a) || a.localeCompare(b))[0];
}

/** An API's heaviest operation page (its changelog and schema pages are other kinds). */
function heaviestOperation(publicDir: string, apiRoute: string): string | undefined {
  return heaviestChild(publicDir, apiRoute, ['changelog', 'schemas']);
}

/** The page kinds of the site built in `publicDir`, and those it lacks. */
export function pageKinds(publicDir: string): { kinds: PageKind[]; missing: MissingPageKind[] } {
  const candidates: Omit<PageKind, 'status'>[] = [
    { id: 'home', label: 'home', route: '/', budget: BUDGETS.guide },
    { id: 'docs-root', label: 'docs root', route: '/docs', budget: BUDGETS.guide },
    {
      id: 'concept',
      label: 'concept page',
      route: isPage(publicDir, '/docs/intro/asset') ? '/docs/intro/asset' : (childRoutes(publicDir, '/docs/intro')[0] ?? '/docs/intro/asset'),
      budget: BUDGETS.guide,
    },
    { id: 'diagram-intro', label: 'guide intro (diagram first)', route: '/docs/intro', budget: BUDGETS.diagramFirst },
    { id: 'architecture', label: 'architecture page', route: '/docs/Architerute/High Level', budget: BUDGETS.guide },
    { id: 'category', label: 'category page', route: childRoutes(publicDir, '/docs/category')[0] ?? '/docs/category/basics', budget: BUDGETS.guide },
    { id: 'api-overview', label: 'API overview', route: '/docs/api/openapi-document-on-azure-functions', budget: null },
    { id: 'api-index', label: 'API index', route: '/docs/api/portal-api', budget: null },
    {
      id: 'operation',
      label: 'operation page',
      route: heaviestOperation(publicDir, '/docs/api/portal-api') ?? '/docs/api/portal-api/<operation>',
      budget: BUDGETS.operation,
    },
    {
      id: 'operation-ac',
      label: 'operation page (AC)',
      route: heaviestOperation(publicDir, '/docs/api/ac-api') ?? '/docs/api/ac-api/<operation>',
      budget: BUDGETS.operation,
    },
    {
      id: 'schema',
      label: 'schema page',
      route: heaviestChild(publicDir, '/docs/api/portal-api/schemas') ?? '/docs/api/portal-api/schemas/<schema>',
      budget: BUDGETS.operation,
    },
    { id: 'blog-list', label: 'blog list', route: '/blog', budget: null },
    { id: 'blog-post', label: 'blog post', route: childRoutes(publicDir, '/blog', ['page', 'tags', 'archive'])[0] ?? '/blog/<post>', budget: null },
    { id: 'blog-tag', label: 'tag page', route: childRoutes(publicDir, '/blog/tags')[0] ?? '/blog/tags/<tag>', budget: null },
    { id: 'search', label: 'search page', route: '/search', budget: null },
    { id: 'markdown-page', label: 'sample page (markdown)', route: '/markdown-page', budget: null },
    { id: 'my-markdown-page', label: 'sample page (my markdown)', route: '/my-markdown-page', budget: null },
    { id: 'my-react-page', label: 'sample page (React)', route: '/my-react-page', budget: null },
  ];
  const kinds: PageKind[] = [];
  const missing: MissingPageKind[] = [];
  for (const candidate of candidates) {
    if (isPage(publicDir, candidate.route)) kinds.push({ ...candidate, status: 200 });
    else missing.push({ id: candidate.id, label: candidate.label, route: candidate.route });
  }
  if (fs.existsSync(path.join(publicDir, '404.html'))) {
    kinds.push({ id: 'not-found', label: 'not-found page', route: '/this/page/does-not-exist', status: 404, budget: null });
  } else {
    missing.push({ id: 'not-found', label: 'not-found page', route: '/404.html' });
  }
  return { kinds, missing };
}
