/**
 * The build-time content checks (SPEC §2 "Link checking at build time"), wired from gatsby-node.ts and src/node/postBuild.ts:
 * - createPages: `trackCreatedPages` records every page the site creates (duplicate routes);
 * - onCreateNode: `checkMdxSyntax` — an MDX file that does not compile (always fatal);
 * - onPostBootstrap: `checkContentSources` — duplicate routes, Markdown links and images; before any
 *   page is rendered, so a 'throw' stops the build early;
 * - onPostBuild: `checkBuiltPages` — links and anchors in the generated HTML, then the summary line.
 * Each check's severity comes from settings.linkChecks (docs/decisions/0006-build-checks.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BuildArgs, CreateNodeArgs, Node, ParentSpanPluginArgs } from 'gatsby';
import { ATOM_PATH, RSS_PATH } from '../../blog/paths';
import type { ResolvedSiteSettings } from '../../config/settingsContract';
import type { MdxNode } from '../content/nodes';
import { normalisePath, withoutTrailingSlash } from '../../lib/url';
import { listFiles } from './files';
import { checkBuiltSite, type KeptScan } from './htmlLinks';
import { checkMarkdownSources, type MdxSource, type PublishedSite } from './markdownLinks';
import { findMdxSyntaxErrors, type MdxCompile } from './mdxSyntax';
import { addCounts, countFindings, reportFindings, summaryIsWarning, summaryLine } from './report';
import { duplicateRouteFindings, pageSourceFile, trackedPages, type CreatedPage } from './routes';
import { emptyCounts, type CheckCounts, type CheckKind, type Finding } from './types';
import { checkCodeExamples } from './guideAndBlogExamples';
import { formatExampleProblem, loadedExampleApis, type ExampleApi } from './apiDocumentExamples';
import { buildCacheDir, keptResults, lastBuildResults, siteCodeVersion, type KeptResults } from '../buildCache';

export { trackCreatedPages } from './routes';

interface SitePageNode extends Node {
  readonly path: string;
  readonly component: string;
}

const SOURCE_KINDS: readonly CheckKind[] = ['duplicateRoutes', 'brokenMarkdownLinks', 'brokenMarkdownImages', 'invalidExamples'];

/** Counts of the source checks, added to the summary printed after the HTML check. */
let sourceCounts: CheckCounts = emptyCounts();
/** Invalid examples of the API documents, found when they were loaded (sourceNodes). */
let documentCounts: CheckCounts = emptyCounts();

/**
 * sourceNodes: the examples of the API documents that do not validate against their schemas, each
 * with file and JSON pointer, at the severity of linkChecks.onInvalidExamples.
 */
export function checkDocumentExampleFindings(apis: readonly ExampleApi[], settings: ResolvedSiteSettings, reporter: ParentSpanPluginArgs['reporter']): void {
  const findings: Finding[] = apis.flatMap((api) =>
    api.problems
      .filter((problem) => !problem.checker)
      .map((problem) => ({ kind: 'invalidExamples' as const, message: formatExampleProblem(api.file, problem), count: 1 })),
  );
  // What the checker could not check is its own limit: said as a warning whatever the severity, never counted.
  for (const api of apis) for (const problem of api.problems.filter((p) => p.checker)) reporter.warn(formatExampleProblem(api.file, problem));
  documentCounts = countFindings(findings);
  reportFindings(
    findings,
    settings.linkChecks,
    reporter,
    `Example check: ${findings.length} invalid examples in the API documents (checked when they were loaded).`,
  );
}

function sitePages(getNodesByType: ParentSpanPluginArgs['getNodesByType']): CreatedPage[] {
  return (getNodesByType('SitePage') as SitePageNode[]).map(({ path: pagePath, component }) => ({ path: pagePath, component }));
}

/** An MDX source and the page it is rendered on (null when it is no page, e.g. a file outside the known sources). */
type SourceFile = Omit<MdxSource, 'route'> & { readonly route: string | null };

function mdxSources(nodes: readonly MdxNode[], root: string): SourceFile[] {
  return nodes
    .filter((node) => node.internal.contentFilePath)
    .map((node) => {
      const absolutePath = node.internal.contentFilePath as string;
      const route = node.fields?.route ? `${node.fields.locale ? `/${node.fields.locale}` : ''}${node.fields.route}` : null;
      return { absolutePath, file: pageSourceFile(absolutePath, root), route, text: fs.readFileSync(absolutePath, 'utf8') };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Pages created by any plugin, the files of static/ and the feeds. */
function publishedSite(pages: readonly CreatedPage[], root: string): PublishedSite {
  const routes = new Set(pages.map((page) => normalisePath(page.path)));
  const files = new Set([...listFiles(path.join(root, 'static')).map((file) => `/${file}`), RSS_PATH, ATOM_PATH]);
  return { hasPage: (route) => routes.has(route), hasFile: (urlPath) => files.has(urlPath) };
}

const mdxSyntaxStores = new Map<string, KeptResults<true>>();
/** The texts that parsed, kept for the site's code version (one store per site root and process). */
function siteMdxSyntaxStore(root: string): KeptResults<true> {
  let store = mdxSyntaxStores.get(root);
  if (!store) {
    store = keptResults<true>(path.join(buildCacheDir('fms-mdx', root), 'syntax.json'), () => siteCodeVersion(root));
    mdxSyntaxStores.set(root, store);
  }
  return store;
}

/**
 * onCreateNode: an MDX file that does not compile stops the build with file, line and column. Run
 * when the node is created because gatsby-plugin-local-search's createPages already compiles every
 * MDX body (for its table of contents), and gatsby-plugin-mdx's own message has no line.
 */
export async function checkMdxSyntax(
  { node, reporter }: Pick<CreateNodeArgs, 'node' | 'reporter'>,
  { root = process.cwd(), compile }: { readonly root?: string; readonly compile?: MdxCompile } = {},
): Promise<void> {
  const contentFilePath = (node as MdxNode).internal.contentFilePath;
  if (node.internal.type !== 'Mdx' || !contentFilePath) return;
  const file = { file: pageSourceFile(contentFilePath, root), text: fs.readFileSync(contentFilePath, 'utf8') };
  // The site's own parse is kept between builds (node_modules/.cache/fms-mdx/, src/node/buildCache.ts).
  const [message] = await findMdxSyntaxErrors([file], compile, compile ? undefined : siteMdxSyntaxStore(root));
  if (message) reporter.panicOnBuild(message);
}

export async function checkContentSources(
  { getNodesByType, reporter }: ParentSpanPluginArgs,
  settings: ResolvedSiteSettings,
  root: string = process.cwd(),
  apis: readonly ExampleApi[] = loadedExampleApis(),
): Promise<void> {
  const sources = mdxSources(getNodesByType('Mdx') as MdxNode[], root);
  const pages = sitePages(getNodesByType);
  const site = publishedSite(pages, root);
  // Only sources of pages that exist: a draft post is not published, so neither are its links.
  const published = sources.filter((source): source is MdxSource => source.route !== null && site.hasPage(normalisePath(source.route)));
  const findings = [...duplicateRouteFindings(trackedPages(), pages, root), ...checkMarkdownSources(published, site), ...checkCodeExamples(published, apis)];
  sourceCounts = countFindings(findings, documentCounts);
  reportFindings(findings, settings.linkChecks, reporter, `${summaryLine(sourceCounts, SOURCE_KINDS)} (checked before rendering the pages).`);
}

export function checkBuiltPages(
  { getNodesByType, reporter, pathPrefix }: BuildArgs,
  settings: ResolvedSiteSettings,
  publicDir = 'public',
  // Each page's links and ids of the last build, by its bytes' digest (issue 45): a kept build parses only the pages that changed.
  // (The site's folder is public/'s: a test's small site keeps its own, or none without a compiled gatsby-node.)
  scansFile = path.join(path.dirname(publicDir), '.cache', 'fms-link-check', 'scans.json'),
  codeVersion: string | undefined = siteCodeVersion(path.dirname(publicDir)),
): void {
  const sourceByRoute = new Map(sitePages(getNodesByType).map((page) => [withoutTrailingSlash(page.path), pageSourceFile(page.component)]));
  const scans = lastBuildResults<KeptScan>(scansFile, codeVersion);
  const findings = checkBuiltSite({ publicDir, pathPrefix, siteUrl: settings.url, sourceOf: (route) => sourceByRoute.get(route), scans });
  scans.save();
  const counts = addCounts(sourceCounts, countFindings(findings));
  const summary = summaryLine(counts);
  reportFindings(findings, settings.linkChecks, reporter, summary);
  if (summaryIsWarning(counts, settings.linkChecks)) reporter.warn(summary);
  else reporter.info(summary);
}
