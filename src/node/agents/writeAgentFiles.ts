/**
 * onPostBuild: the files coding agents read (issue 44; docs/decisions/0031-docs-for-agents.md):
 * - each built page's Markdown twin at its route + `.md` (and at `{route}/index.md` for a page that
 *   is also a folder of pages), starting with a one-line pointer to llms.txt and the HTML page;
 * - `/llms.txt`: the site's index for agents (llmstxt.org): the guide, each API by tag (an API too
 *   large to list links its own `/docs/api/{id}/llms.txt`), the blog;
 * - `/llms-full.txt`: the guide in one file; `/docs/api/{id}/llms-full.txt`: every page of an API in
 *   one file (unless its `agents.fullText` setting is false).
 * The build prints each file's size and the largest twin. The twins are not pages: not in the sitemap.
 *
 * A kept build (issue 45) reuses each twin none of whose inputs changed (src/node/agents/twinCache.ts,
 * in `.cache/fms-agent-twins/`), and a file whose bytes are already those in `public/` is not written
 * again: a deploy that compares files sees only the twins that changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import type { ResolvedSiteSettings } from '../../config/settingsContract';
import { LLMS_FULL_TXT_PATH, LLMS_TXT_PATH, folderTwinPath, hasMarkdownTwin, markdownTwinPath } from '../../lib/markdownTwin';
import { builtHtmlFiles, routeOfHtmlFile, sitePrefix } from '../deploy/writeDeployFiles';
import type { AgentFiles } from '../deploy/headers';
import { API_NODE_TYPES } from '../api/sourceApiNodes';
import type { ApiSpecFields } from '../api/model';
import { apiOverviewRoute, apiSchemaRoute } from '../api/routes';
import { llmsTxt, type LlmsEntry, type LlmsGroup, type LlmsSection } from './llmsTxt';
import { pageTwins, type PageTwin } from './pageTwins';
import { removeEarlierAgentFiles } from './staleAgentFiles';
import { siteLinker, type SiteLinker } from './siteLinks';
import { twinStore } from './twinCache';
import { siteCodeVersion } from '../buildCache';

/** A twin longer than this is hard for an agent to read whole (afdocs' page-size threshold): the build says which. */
export const TWIN_CHAR_BUDGET = 50_000;
/** The root llms.txt stays under this; an API whose operations would pass it is linked by its own llms.txt instead. */
export const LLMS_TXT_CHAR_BUDGET = 50_000;
/** An API with more operations than this is never listed operation by operation at the root. */
export const MAX_OPERATIONS_AT_ROOT = 300;

const kb = (chars: number): string => `${(chars / 1000).toFixed(1)} k characters`;

/** Where the twins of the last build are kept, and the version of the code that made them (none: nothing kept). */
export interface AgentFilesCache {
  readonly dir: string;
  readonly codeVersion: string | undefined;
}

export function writeAgentFiles(
  { getNode, getNodesByType, reporter }: Pick<BuildArgs, 'getNode' | 'getNodesByType' | 'reporter'>,
  settings: ResolvedSiteSettings,
  publicDir = 'public',
  // The site's folder is public/'s (a test's small site keeps its own cache, or none without a compiled gatsby-node).
  { dir: cacheDir, codeVersion }: AgentFilesCache = {
    dir: path.join(path.dirname(publicDir), '.cache', 'fms-agent-twins'),
    codeVersion: siteCodeVersion(path.dirname(publicDir)),
  },
): AgentFiles {
  if (!settings.agents.markdownTwins) return { twins: [], llmsFiles: [] };
  const prefix = sitePrefix(settings);
  const fileOfRoute = new Map(builtHtmlFiles(publicDir).map((file) => [routeOfHtmlFile(publicDir, file), file]));
  const routes = [...fileOfRoute.keys()].filter(hasMarkdownTwin).sort();
  const origin = settings.url.replace(/\/$/, '');
  const linker = siteLinker(new Set(routes), prefix, origin);
  // What every twin is made from besides its own page: the settings (all of them), the linker's routes, prefix and origin.
  const cache = twinStore<PageTwin>(cacheDir, codeVersion, JSON.stringify([settings, routes, prefix, origin]));
  const twins = pageTwins(
    { getNode, getNodesByType },
    routes,
    linker,
    (route) => fileOfRoute.get(route) ?? '',
    (message) => reporter.warn(message),
    apiOverviewRoute(settings.api.overviewSlug),
    cache,
  );
  cache.save();

  // A file is written only when its bytes change, so a kept public/ keeps the twins' dates as they were.
  let unchanged = 0;
  const write = (file: string, text: string): void => {
    const target = path.join(publicDir, file);
    const bytes = Buffer.from(text);
    try {
      if (fs.readFileSync(target).equals(bytes)) {
        unchanged += 1;
        return;
      }
    } catch {
      // Not there yet.
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes);
  };
  const folders = new Set(
    routes.flatMap((route) =>
      route
        .split('/')
        .slice(1, -1)
        .map((_, index, parts) => `/${parts.slice(0, index + 1).join('/')}`),
    ),
  );
  const written: { route: string; twin: string; folderTwin?: string }[] = [];
  let largest = { route: '', chars: 0 };
  const over: string[] = [];
  for (const twin of twins) {
    const text = `${pointerLine(twin.route, linker, settings.agents.llmsTxt)}\n\n${twin.markdown.trimEnd()}\n`;
    const file = markdownTwinPath(twin.route);
    write(file, text);
    const folderTwin = twin.route !== '/' && folders.has(twin.route) ? folderTwinPath(twin.route) : undefined;
    if (folderTwin) write(folderTwin, text);
    written.push({ route: twin.route, twin: file, ...(folderTwin ? { folderTwin } : {}) });
    if (text.length > largest.chars) largest = { route: twin.route, chars: text.length };
    if (text.length > TWIN_CHAR_BUDGET) over.push(`${file} (${kb(text.length)})`);
  }
  reporter.info(
    `Markdown twins: ${written.length} pages (${cache.reused} kept from the last build, ${cache.made} made); the largest is ${markdownTwinPath(largest.route)} (${kb(largest.chars)}).`,
  );
  if (over.length > 0) {
    reporter.warn(`${over.length} Markdown twin(s) longer than ${kb(TWIN_CHAR_BUDGET)}, more than an agent reads at once: ${over.join(', ')}`);
  }

  const llmsFiles = settings.agents.llmsTxt ? writeLlmsFiles(twins, settings, getNodesByType, linker, write) : [];
  if (llmsFiles.length > 0) reporter.info(`Files for agents: ${llmsFiles.map((file) => `${file.path} (${kb(file.chars)})`).join(', ')}.`);
  reporter.info(
    `Files for agents written: ${written.length + written.filter((twin) => twin.folderTwin).length + llmsFiles.length - unchanged}; ${unchanged} already as built.`,
  );
  // The last build's files of pages that are gone leave a kept public/ (src/node/agents/staleAgentFiles.ts); as the
  // twins, only with a known code version (a test's small site keeps no cache).
  if (codeVersion !== undefined) {
    const files = [...written.flatMap((twin) => (twin.folderTwin ? [twin.twin, twin.folderTwin] : [twin.twin])), ...llmsFiles.map((file) => file.path)];
    const gone = removeEarlierAgentFiles(publicDir, path.join(cacheDir, 'files.json'), files);
    if (gone.length > 0) reporter.info(`Removed ${gone.length} agent file(s) of pages no longer built: ${gone.join(', ')}`);
  }
  return { twins: written, llmsFiles: llmsFiles.map((file) => file.path) };
}

/** The twin's first line: where the index for agents is, and the page this is the Markdown of. */
function pointerLine(route: string, linker: SiteLinker, llms: boolean): string {
  const html = linker.htmlOf(route);
  return llms
    ? `> For the complete documentation index, see [llms.txt](${linker.htmlOf(LLMS_TXT_PATH)}). This page as HTML: <${html}>.`
    : `> The Markdown version of the page <${html}>.`;
}

function writeLlmsFiles(
  twins: readonly PageTwin[],
  settings: ResolvedSiteSettings,
  getNodesByType: BuildArgs['getNodesByType'],
  linker: SiteLinker,
  write: (file: string, text: string) => void,
): { path: string; chars: number }[] {
  const specs = (getNodesByType(API_NODE_TYPES.spec) as unknown as ApiSpecFields[]).slice().sort((a, b) => a.position - b.position);
  const byRoute = new Map(twins.map((twin) => [twin.route, twin]));
  // The first twin of each address (one search of all twins per page was quadratic).
  const byTwinHref = new Map<string, PageTwin>();
  for (const twin of twins) {
    const href = linker.twinOf(twin.route);
    if (!byTwinHref.has(href)) byTwinHref.set(href, twin);
  }
  const entry = (twin: PageTwin | undefined, title?: string, described = true): LlmsEntry[] =>
    twin ? [{ title: title ?? twin.title, href: linker.twinOf(twin.route), ...(described && twin.description ? { description: twin.description } : {}) }] : [];
  const lastVersion = settings.docs.lastVersion;
  const guide = twins.filter((twin) => twin.kind === 'doc' && !twin.locale && (twin.version ?? lastVersion) === lastVersion);
  const categories = twins.filter((twin) => twin.kind === 'category' && !/^\/[a-z]{2}(-[A-Za-z]+)?\//.test(twin.route));
  const blog = twins.filter((twin) => twin.kind === 'blog' && !/^\/[a-z]{2}(-[A-Za-z]+)?\//.test(twin.route));
  const files: { path: string; chars: number }[] = [];
  const writeFile = (file: string, text: string): void => {
    write(file, text);
    files.push({ path: file, chars: text.length });
  };

  // An API's pages by tag; at the root without each page's sentence (its title says what it is), so both APIs fit.
  const apiGroups = (spec: ApiSpecFields, described = true): LlmsGroup[] => [
    {
      entries: [
        ...entry(byRoute.get(spec.route), `${spec.label} overview`),
        ...entry(spec.changelogRoute ? byRoute.get(spec.changelogRoute) : undefined, `${spec.label} changelog`),
      ],
    },
    ...spec.tags.map((tag) => ({
      name: tag.label,
      entries: tag.operations.flatMap((operation) =>
        entry(
          byRoute.get(operation.route),
          `${operation.method} ${operation.path}: ${operation.title}${operation.deprecated ? ' (deprecated)' : ''}`,
          described,
        ),
      ),
    })),
    ...(spec.schemas.length > 0
      ? [{ name: 'Schemas', entries: spec.schemas.flatMap((schema) => entry(byRoute.get(apiSchemaRoute(spec.apiId, schema.slug)), schema.name, described)) }]
      : []),
  ];
  // Each API's own llms.txt and, unless turned off, its pages in one file.
  for (const spec of specs) {
    const base = spec.route;
    writeFile(
      `${base}/llms.txt`,
      llmsTxt({
        title: spec.title,
        summary: `${spec.label} ${spec.version}: ${spec.metaDescription}`,
        sections: [{ name: spec.label, groups: apiGroups(spec) }],
      }),
    );
    if (spec.apiId && settingsOf(settings, spec.apiId)?.agents.fullText !== false) {
      const pages = apiGroups(spec).flatMap((group) => group.entries.map((item) => item.href));
      const texts = pages.map((href) => byTwinHref.get(href)?.markdown ?? '').filter(Boolean);
      writeFile(`${base}/llms-full.txt`, `${texts.map((text) => text.trimEnd()).join('\n\n---\n\n')}\n`);
    }
  }

  const summary =
    `${settings.description} ` +
    (specs.length > 0 ? `APIs: ${specs.map((spec) => `${spec.label} (${spec.title} ${spec.version}, ${spec.operationCount} operations)`).join('; ')}.` : '');
  const details = [
    'Every page of this site has a Markdown version at its URL with .md appended; a request for a page with Accept: text/markdown gets it too.',
    `The whole guide in one file: ${linker.htmlOf(LLMS_FULL_TXT_PATH)}; each API in one file: its llms-full.txt, linked in its section.`,
  ];
  const apiSection = (spec: ApiSpecFields, listed: boolean): LlmsSection => ({
    name: spec.label,
    intro: `${spec.title} ${spec.version}. OpenAPI document: ${linker.htmlOf(spec.file)}.`,
    groups: listed
      ? apiGroups(spec, false)
      : [
          {
            entries: [
              {
                title: `${spec.label}: every operation, by tag`,
                href: linker.htmlOf(`${spec.route}/llms.txt`),
                description: `${spec.operationCount} operations`,
              },
              ...entry(byRoute.get(spec.route), `${spec.label} overview`),
            ],
          },
        ],
  });
  const fullEntries = specs
    .filter((spec) => settingsOf(settings, spec.apiId)?.agents.fullText !== false)
    .map((spec) => ({ title: `${spec.label} in one file`, href: linker.htmlOf(`${spec.route}/llms-full.txt`) }));
  const rootFile = (listed: ReadonlySet<string>): string =>
    llmsTxt({
      title: settings.title,
      summary,
      details,
      sections: [
        { name: 'Guide', groups: [{ entries: [...guide, ...categories].sort(guideOrder).flatMap((twin) => entry(twin)) }] },
        ...specs.map((spec) => apiSection(spec, listed.has(spec.apiId))),
        { name: 'Blog', groups: [{ entries: blog.flatMap((twin) => entry(twin)) }] },
        { name: 'Optional', groups: [{ entries: [{ title: 'The guide in one file', href: linker.htmlOf(LLMS_FULL_TXT_PATH) }, ...fullEntries] }] },
      ],
    });
  // Every API listed by tag when that fits; else the largest APIs link their own llms.txt, one by one.
  const listed = new Set(specs.filter((spec) => spec.operationCount <= MAX_OPERATIONS_AT_ROOT).map((spec) => spec.apiId));
  let root = rootFile(listed);
  for (const spec of [...specs].sort((a, b) => b.operationCount - a.operationCount)) {
    if (root.length <= LLMS_TXT_CHAR_BUDGET) break;
    listed.delete(spec.apiId);
    root = rootFile(listed);
  }
  writeFile(LLMS_TXT_PATH, root);
  writeFile(LLMS_FULL_TXT_PATH, `${guide.map((twin) => twin.markdown.trimEnd()).join('\n\n---\n\n')}\n`);
  return files;
}

function settingsOf(settings: ResolvedSiteSettings, apiId: string): ResolvedSiteSettings['api']['specs'][number] | undefined {
  return settings.api.specs.find((spec) => spec.id === apiId);
}

/** Guide pages in their sidebar's order; pages outside it after, by route. */
function guideOrder(a: PageTwin, b: PageTwin): number {
  const order = (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER);
  return order !== 0 ? order : a.route < b.route ? -1 : a.route > b.route ? 1 : 0;
}
