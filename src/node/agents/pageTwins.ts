/**
 * The Markdown twin of each built page (decision 0031), made from the page's source, never from its
 * HTML where a source exists:
 * - a guide doc, blog post or stand-alone MDX page: its MDX file (src/node/agents/mdxTwin.ts);
 * - an API operation, schema, tag, index or changelog page: the API's normalised data in the nodes
 *   (src/node/agents/apiTwins.ts); the API overview and a guide category index: their page context;
 * - any other page (home, blog lists and tags, search, React pages): its `<main>` element, whose
 *   content is what the page's own code rendered (no navigation, no sidebar).
 * Which kind a page is comes from its SitePage node: its component and its context.
 *
 * With a cache (src/node/agents/twinCache.ts), a page's twin is reused when the digest of all its
 * inputs is the one of a kept twin: `planOf` names each kind's inputs next to the code that reads them.
 */
import fs from 'node:fs';
import type { BuildArgs, Node } from 'gatsby';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Root } from 'mdast';
import { mdxTwin } from './mdxTwin';
import { htmlToMarkdown, serialiseMarkdown } from './htmlMarkdown';
import { apiIndexTwin, changelogTwin, operationTwin, overviewTwin, schemaTwin, tagTwin, type ApiTwinContext } from './apiTwins';
import type { ApiOperationFields, ApiSchemaFields, ApiSpecFields } from '../api/model';
import type { OperationPageData, SchemaPageData } from '../../openapi/pageData';
import { unpackExamples, type Packed } from '../../openapi/packedExamples';
import { unpackSamples, type PackedSamples } from '../../openapi/packedSamples';
import { API_NODE_TYPES } from '../api/sourceApiNodes';
import { apiOperationRoute } from '../api/routes';
import { apiSchemaRoute } from '../api/routes';
import { tagPageRoute } from '../../apiReference/routes/tagPages';
import type { TagPageData } from '../../apiReference/routes/tagPages';
import type { ChangelogVersionData } from '../../apiReference/changelog/changelogData';
import type { DocCategoryPageContext } from '../../docs/pageContext';
import type { SiteLinker } from './siteLinks';
import { digestOf, type TwinCache } from './twinCache';
import { flattenSidebar } from '../docs/sidebar';
import type { SidebarItem } from '../../docs/types';

export type TwinKind =
  'doc' | 'blog' | 'page' | 'api-overview' | 'api-index' | 'api-operation' | 'api-schema' | 'api-tag' | 'api-changelog' | 'category' | 'other';

export interface PageTwin {
  readonly route: string;
  readonly kind: TwinKind;
  readonly title: string;
  readonly description?: string;
  /** The twin's body, without the pointer line the writer puts first. */
  readonly markdown: string;
  readonly apiId?: string;
  /** For a guide doc: its docs version ('current'…) and locale (absent: the default's). */
  readonly version?: string;
  readonly locale?: string;
  /** For a guide doc or category page: its place in its sidebar, for llms.txt's order. */
  readonly order?: number;
}

interface SitePageNode extends Node {
  readonly path: string;
  readonly component: string;
  readonly context?: Record<string, unknown>;
}

interface MdxNode extends Node {
  readonly frontmatter: { readonly title: string; readonly description?: string | null; readonly date?: string | Date | null; readonly draft?: boolean | null };
  readonly fields: {
    readonly kind: string;
    readonly route: string;
    readonly sourceFile: string;
    readonly version?: string;
    readonly locale?: string;
    readonly readingTime?: number;
    readonly authors?: readonly string[];
  };
  readonly internal: Node['internal'] & { readonly contentFilePath?: string };
}

type Lookup = Pick<BuildArgs, 'getNode' | 'getNodesByType'>;

const TEMPLATE = /\/src\/templates\/([A-Za-z]+)\.tsx(?:\?|$)/;

/** The page's template name ('DocPage', 'ApiOperationPage'), or null for a page of src/pages or a plugin's. */
function templateOf(component: string): string | null {
  return TEMPLATE.exec(component.split('\\').join('/'))?.[1] ?? null;
}

export class TwinError extends Error {}

/** What a twin is made from (its digest is the cache's key) and how it is made. */
interface TwinPlan {
  readonly inputs: readonly unknown[];
  make(warn: (message: string) => void): Omit<PageTwin, 'order'>;
}

/** A node's content as a cache input: every field but `internal` (its counter and owner are the store's, not the content's). */
const nodeContent = (node: Node | object): unknown => ({ ...node, internal: undefined });

/**
 * Every page's twin. `htmlFileOf(route)` names the built file a page without a source is read from.
 * `cache`: the kept twins; its key must cover `linker` (routes, prefix, origin) and the twin code.
 */
export function pageTwins(
  lookup: Lookup,
  routes: readonly string[],
  linker: SiteLinker,
  htmlFileOf: (route: string) => string,
  warn: (message: string) => void,
  overviewRoute: string,
  cache?: TwinCache<PageTwin>,
): PageTwin[] {
  const pages = new Map(
    (lookup.getNodesByType('SitePage') as SitePageNode[]).map((page) => [page.path.length > 1 ? page.path.replace(/\/+$/, '') : page.path, page]),
  );
  const specs = new Map((lookup.getNodesByType(API_NODE_TYPES.spec) as unknown as (Node & ApiSpecFields)[]).map((spec) => [spec.apiId, spec]));
  const authors = new Map(lookup.getNodesByType('Author').map((author) => [String(author.jsonId), String(author.name)]));
  const contexts = new Map<string, ApiTwinContext>();
  // An API page's links come from these fields of its document only (with `routes`, `linker` and
  // `overviewRoute`): they are the operation and schema twins' cache inputs besides the page's own node.
  const contextInputs = (spec: ApiSpecFields) => ({
    apiId: spec.apiId,
    label: spec.label,
    servers: spec.servers,
    schemas: spec.schemas.map((schema) => ({ name: schema.name, slug: schema.slug })),
    route: spec.route,
    changelogRoute: spec.changelogRoute,
  });
  const apiContext = (fullSpec: ApiSpecFields): ApiTwinContext => {
    let context = contexts.get(fullSpec.apiId);
    if (!context) {
      const spec = contextInputs(fullSpec);
      const schemaSlugs = new Map(spec.schemas.map((schema) => [schema.name, schema.slug]));
      const tagPages = new Set(routes);
      context = {
        apiLabel: spec.label,
        servers: spec.servers,
        htmlHref: (route) => linker.htmlOf(route),
        operationHref: (slug) => linker.twinOf(apiOperationRoute(spec.apiId, slug)),
        schemaHref: (name) => {
          const slug = schemaSlugs.get(name);
          return slug === undefined ? undefined : linker.twinOf(apiSchemaRoute(spec.apiId, slug));
        },
        tagHref: (slug) => (tagPages.has(tagPageRoute(spec.route, slug)) ? linker.twinOf(tagPageRoute(spec.route, slug)) : linker.twinOf(spec.route)),
        indexHref: linker.twinOf(spec.route),
        overviewHref: linker.twinOf(overviewRoute),
        ...(spec.changelogRoute ? { changelogHref: linker.twinOf(spec.changelogRoute) } : {}),
        rewriteHref: (href) => linker.twinHref(href),
      };
      contexts.set(fullSpec.apiId, context);
    }
    return context;
  };
  const specOf = (apiId: unknown, route: string): ApiSpecFields => {
    const spec = specs.get(String(apiId));
    if (!spec) throw new TwinError(`The page ${route} belongs to the API "${String(apiId)}", which has no ApiSpec node`);
    return spec;
  };

  const sidebarOrders = new Map<unknown, Map<string, number>>();
  const orderIn = (sidebar: unknown, route: string): { order?: number } => {
    if (!Array.isArray(sidebar)) return {};
    let order = sidebarOrders.get(sidebar);
    if (!order) {
      order = new Map(flattenSidebar(sidebar as SidebarItem[]).map((item, index) => [item.href.replace(/\/+$/, '') || '/', index]));
      sidebarOrders.set(sidebar, order);
    }
    const index = order.get(route);
    return index === undefined ? {} : { order: index };
  };

  // Shared by every twin's key: the cache's own (code, settings, linker), the overview's route.
  const sharedInputs = cache ? [cache.key, overviewRoute] : [];
  let authorInputs: string | undefined;
  const authorsInput = (): string => (authorInputs ??= JSON.stringify([...authors].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));

  return routes.map((route): PageTwin => ({ ...twinOf(route), ...orderIn(pages.get(route)?.context?.sidebar, route) }));

  function twinOf(route: string): Omit<PageTwin, 'order'> {
    const page = pages.get(route);
    try {
      const plan = planOf(route, page);
      if (!cache) return plan.make(warn);
      const digest = digestOf([...sharedInputs, route, page ? { path: page.path, component: page.component, context: page.context } : null, ...plan.inputs]);
      const kept = cache.get(digest);
      if (kept) {
        for (const message of kept.warnings) warn(message);
        return kept.twin;
      }
      const warnings: string[] = [];
      const twin = plan.make((message) => {
        warnings.push(message);
        warn(message);
      });
      cache.set(digest, { twin, warnings });
      return twin;
    } catch (error) {
      if (error instanceof TwinError) throw error;
      throw new TwinError(
        `The Markdown twin of ${route} (${page?.component ?? 'no page node'}) could not be made: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /**
   * The page's twin and its inputs besides the route and its SitePage node (component and context),
   * which every key holds. Each input below is what the `make` beside it reads; a kind that reads a
   * node, a file or a document must list it.
   */
  function planOf(route: string, page: SitePageNode | undefined): TwinPlan {
    const template = page ? templateOf(page.component) : null;
    const context = page?.context ?? {};
    if (page && page.component.includes('?__contentFilePath=')) {
      const node = lookup.getNode(String(context.id)) as MdxNode | undefined;
      if (node?.internal.type === 'Mdx') {
        const file = node.internal.contentFilePath;
        const source = file ? fs.readFileSync(file, 'utf8') : undefined;
        return {
          inputs: ['mdx', nodeContent(node), node.internal.type, file ?? null, source ?? null, authorsInput()],
          make: (warnOf) => mdxPageTwin(route, node, source, linker, authors, warnOf),
        };
      }
    }
    switch (template) {
      case 'ApiOperationPage': {
        const node = lookup.getNode(String(context.id)) as (Node & ApiOperationFields) | undefined;
        if (!node) break;
        const spec = specOf(node.apiId, route);
        return {
          inputs: ['operation', nodeContent(node), contextInputs(spec)],
          make: () => ({
            route,
            kind: 'api-operation',
            apiId: spec.apiId,
            title: node.title,
            description: node.metaDescription,
            // The node holds the page's data packed (sourceApiNodes.ts): unpacked as the page's template does.
            markdown: operationTwin(
              unpackSamples<OperationPageData>(unpackExamples(node.data as unknown as Packed<PackedSamples<OperationPageData>>)),
              apiContext(spec),
            ),
          }),
        };
      }
      case 'ApiSchemaPage': {
        const node = lookup.getNode(String(context.id)) as (Node & ApiSchemaFields) | undefined;
        if (!node) break;
        const spec = specOf(node.apiId, route);
        return {
          inputs: ['schema', nodeContent(node), contextInputs(spec)],
          make: () => ({
            route,
            kind: 'api-schema',
            apiId: spec.apiId,
            title: node.name,
            description: node.metaDescription,
            markdown: schemaTwin(unpackExamples(node.data as unknown as Packed<SchemaPageData>), apiContext(spec)),
          }),
        };
      }
      case 'ApiIndexPage': {
        const spec = specOf(context.apiId, route);
        return {
          inputs: ['index', nodeContent(spec)],
          make: () => ({
            route,
            kind: 'api-index',
            apiId: spec.apiId,
            title: spec.label,
            description: spec.metaDescription,
            markdown: apiIndexTwin(spec, apiContext(spec)),
          }),
        };
      }
      case 'ApiTagPage': {
        const data = context.tag as TagPageData;
        const spec = [...specs.values()].find((candidate) => candidate.route === data.apiRoute);
        const tag = spec?.tags.find((candidate) => candidate.slug === data.slug);
        if (!spec || !tag) throw new TwinError(`The tag page ${route} names a tag "${data.slug}" of ${data.apiRoute} that its API does not have`);
        return {
          inputs: ['tag', nodeContent(spec)],
          make: () => ({ route, kind: 'api-tag', apiId: spec.apiId, title: `${spec.label}: ${tag.label}`, markdown: tagTwin(spec, tag, apiContext(spec)) }),
        };
      }
      case 'ApiChangelogPage': {
        const spec = specOf(context.apiId, route);
        const title = String(context.title);
        return {
          inputs: ['changelog', nodeContent(spec)],
          make: () => ({
            route,
            kind: 'api-changelog',
            apiId: spec.apiId,
            title,
            markdown: changelogTwin(spec, context.versions as ChangelogVersionData[], apiContext(spec)),
          }),
        };
      }
      case 'ApiOverviewPage': {
        const title = String(context.title);
        const sorted = [...specs.values()].sort((a, b) => a.position - b.position);
        return {
          inputs: ['overview', sorted.map(nodeContent)],
          make: () => ({
            route,
            kind: 'api-overview',
            title,
            markdown: overviewTwin(
              title,
              sorted.map((spec) => ({ spec, context: apiContext(spec) })),
            ),
          }),
        };
      }
      case 'DocCategoryPage':
        return { inputs: ['category'], make: () => categoryTwin(route, context as unknown as DocCategoryPageContext, linker) };
      default:
        break;
    }
    const file = htmlFileOf(route);
    const html = fs.readFileSync(file, 'utf8');
    return { inputs: ['html', file, html], make: () => htmlPageTwin(route, file, html, linker) };
  }
}

function mdxPageTwin(
  route: string,
  node: MdxNode,
  source: string | undefined,
  linker: SiteLinker,
  authors: ReadonlyMap<string, string>,
  warn: (message: string) => void,
): PageTwin {
  if (source === undefined) throw new TwinError(`The MDX node of ${route} (${node.fields.sourceFile}) has no content file`);
  const kind = node.fields.kind === 'blog' ? 'blog' : node.fields.kind === 'page' ? 'page' : 'doc';
  const meta: string[] = [];
  if (kind === 'blog') {
    const parts = [
      node.frontmatter.date ? `Published ${isoDay(node.frontmatter.date)}` : '',
      node.fields.readingTime ? `${node.fields.readingTime} min read` : '',
      node.fields.authors?.length ? `By ${node.fields.authors.map((id) => authors.get(id) ?? id).join(', ')}` : '',
    ].filter(Boolean);
    if (parts.length > 0) meta.push(parts.join(' · '));
  }
  const twin = mdxTwin({
    source,
    file: node.fields.sourceFile,
    route,
    title: node.frontmatter.title,
    ...(node.frontmatter.description ? { description: node.frontmatter.description } : {}),
    meta,
    linkHref: (url) => linker.twinHref(url),
  });
  for (const note of twin.notes) warn(`Markdown twin: ${note}`);
  return {
    route,
    kind,
    title: node.frontmatter.title,
    ...(node.frontmatter.description ? { description: node.frontmatter.description } : {}),
    markdown: twin.markdown,
    ...(node.fields.version ? { version: node.fields.version } : {}),
    ...(node.fields.locale ? { locale: node.fields.locale } : {}),
  };
}

/** The node's date as YYYY-MM-DD (frontmatter dates are Date objects once parsed from YAML). */
const isoDay = (date: string | Date): string => (date instanceof Date ? date.toISOString() : String(date)).slice(0, 10);

const textNode = (value: string): { type: 'text'; value: string } => ({ type: 'text', value });

function categoryTwin(route: string, context: DocCategoryPageContext, linker: SiteLinker): PageTwin {
  const root: Root = {
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [textNode(context.title)] },
      ...(context.description ? [{ type: 'paragraph' as const, children: [textNode(context.description)] }] : []),
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: context.entries.map((entry) => ({
          type: 'listItem' as const,
          spread: false,
          children: [
            {
              type: 'paragraph' as const,
              children: [
                { type: 'link' as const, url: linker.twinHref(entry.href), children: [textNode(entry.label)] },
                ...(entry.description ? [textNode(`: ${entry.description}`)] : []),
              ],
            },
          ],
        })),
      },
    ],
  };
  return { route, kind: 'category', title: context.title, description: context.description, markdown: serialiseMarkdown(root) };
}

/** Elements of `<main>` that are controls or decoration, not content. */
const NOT_CONTENT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button', 'input', 'select', 'textarea', 'form', 'nav', 'dialog']);

/** A page without a source: the content of its `<main>`, controls and hidden parts left out. */
function htmlPageTwin(route: string, file: string, html: string, linker: SiteLinker): PageTwin {
  const document = parseDocument(html);
  const main = DomUtils.findOne((element) => element.name === 'main', document.children, true);
  if (!main) throw new TwinError(`The page ${route} (${file}) has no <main> element to make its Markdown twin from`);
  const drop = DomUtils.findAll((element) => NOT_CONTENT.has(element.name) || 'hidden' in element.attribs, main.children);
  for (const element of drop) DomUtils.removeElement(element);
  const heading = DomUtils.findOne((element) => element.name === 'h1', main.children, true);
  const titleElement = DomUtils.findOne((element) => element.name === 'title', document.children, true);
  const title = (heading ? DomUtils.textContent(heading) : titleElement ? DomUtils.textContent(titleElement) : route).trim();
  const body = htmlToMarkdown(DomUtils.getInnerHTML(main), { headingDepthBase: 0, rewriteHref: (href) => linker.twinHref(href) });
  const markdown = heading ? body : `${serialiseMarkdown({ type: 'root', children: [{ type: 'heading', depth: 1, children: [textNode(title)] }] })}\n${body}`;
  return { route, kind: 'other', title, markdown };
}
