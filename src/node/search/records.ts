/**
 * The documents of the search index, built from the data layer (called by gatsby-plugin-local-search's
 * normalizer): one per guide page and per h2/h3 section of it (so a hit can open `page#section`),
 * one per blog post, one per API operation and one per API schema page.
 */
import type { SearchSource } from '../../search/types';
import { proseOf } from '../blog/mdxText';
import type { ChangelogVersionData } from '../../apiReference/changelog/changelogData';

const EXCERPT_LENGTH = 160;

/**
 * The prose of a body as one line of words: without lines of rules only (a table's `| --- | :-: |`,
 * a thematic break) and without the space that removed inline-code marks leave before punctuation.
 */
const proseLine = (body: string): string =>
  proseOf(body.replace(/^[ \t|:-]*-[ \t|:-]*$/gm, ''))
    .replace(/\s+/g, ' ')
    .replace(/\s([.,;:!?])/g, '$1')
    .trim();

/** The words to index: the record's title and section are part of them (the index has one field). */
const indexText = (...parts: readonly (string | null | undefined)[]): string => parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();

function excerptOf(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= EXCERPT_LENGTH ? clean : `${clean.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…`;
}

interface TocItem {
  readonly url?: string;
  readonly title?: string;
  readonly items?: readonly TocItem[];
}

/** The page's headings (h2–h6) in document order, with their ids, from gatsby-plugin-mdx's TOC. */
function flattenToc(items: readonly TocItem[] | undefined, level = 2): { id: string; title: string; level: number }[] {
  return (items ?? []).flatMap((item) => [
    ...(item.url && item.title ? [{ id: item.url.replace(/^#/, ''), title: item.title, level }] : []),
    ...flattenToc(item.items, level + 1),
  ]);
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{2,6})[ \t]+(.+?)[ \t#]*$/;

/** Splits a Markdown body at its h2–h6 heading lines (not inside code fences). */
export function splitAtHeadings(body: string): { level: number; heading: string; content: string }[] {
  const parts: { level: number; heading: string; lines: string[] }[] = [{ level: 1, heading: '', lines: [] }];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) fence = fence === null ? fenceMatch[1][0] : line.trim().startsWith(fence) ? null : fence;
    const heading = fence === null ? HEADING.exec(line) : null;
    if (heading) parts.push({ level: heading[1].length, heading: heading[2], lines: [] });
    else parts[parts.length - 1].lines.push(line);
  }
  return parts.map((p) => ({ level: p.level, heading: p.heading, content: p.lines.join('\n') }));
}

export interface GuideSource {
  readonly title: string;
  readonly route: string;
  readonly body: string;
  readonly tableOfContents: { readonly items?: readonly TocItem[] } | null;
}

export function guideDocuments(doc: GuideSource, sectionLevels = [2, 3]): SearchSource[] {
  const parts = splitAtHeadings(doc.body);
  const headings = flattenToc(doc.tableOfContents?.items);
  const intro = proseLine(parts[0].content);
  // The rest of the text is indexed once, in the section records below, to keep the index small.
  const page: SearchSource = { kind: 'guide', title: doc.title, url: doc.route, excerpt: excerptOf(intro), text: indexText(doc.title, intro) };
  // The k-th heading line of the body is the k-th heading of the TOC (same order, same count).
  const sections = parts.slice(1).flatMap((part, index): SearchSource[] => {
    const heading = headings[index];
    if (!heading || !sectionLevels.includes(part.level)) return [];
    const text = proseLine(part.content);
    return [
      {
        kind: 'guide',
        title: doc.title,
        section: heading.title,
        url: `${doc.route}#${heading.id}`,
        excerpt: excerptOf(text),
        text: indexText(doc.title, heading.title, text),
      },
    ];
  });
  return [page, ...sections];
}

export interface BlogSource {
  readonly title: string;
  readonly route: string;
  readonly body: string;
  readonly description: string | null;
}

export function blogDocument(post: BlogSource): SearchSource {
  const prose = proseLine(post.body);
  return {
    kind: 'blog',
    title: post.title,
    url: post.route,
    excerpt: excerptOf(post.description ?? prose),
    text: indexText(post.title, post.description, prose),
  };
}

export interface ApiSource {
  readonly title: string;
  readonly route: string;
  readonly method: string;
  readonly path: string;
  readonly slug: string;
  readonly tag: string;
  readonly deprecated?: boolean | null;
  /** The operation page data (a GraphQL JSON value): operationId, summary, description, parameters. */
  readonly data: object | null;
}

const stripHtml = (html: string | undefined): string =>
  (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s([.,;:!?])/g, '$1')
    .trim();

/** The path of the server URL the operation page shows before the path ('/api' for https://host/api/assets). */
function basePathOf(fullUrl: string | undefined, path: string): string {
  if (!fullUrl?.endsWith(path)) return '';
  return fullUrl
    .slice(0, fullUrl.length - path.length)
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
    .replace(/\/+$/, '');
}

/** `apiName`: the label of the API the operation belongs to ('Portal API'), shown with the result. */
export function apiDocument(op: ApiSource, apiName?: string): SearchSource {
  const data = (op.data ?? {}) as {
    fullUrl?: string;
    operationId?: string;
    summary?: string;
    descriptionHtml?: string;
    parameters?: Record<string, readonly { name: string }[]>;
  };
  const parameterNames = Object.values(data.parameters ?? {}).flatMap((list) => list.map((p) => p.name));
  const description = stripHtml(data.descriptionHtml);
  const basePath = basePathOf(data.fullUrl, op.path);
  return {
    kind: 'api',
    title: op.title,
    url: op.route,
    method: op.method,
    path: op.path,
    ...(basePath ? { basePath } : {}),
    operationId: data.operationId,
    ...(apiName ? { apiName } : {}),
    slug: op.slug,
    ...(op.deprecated ? { deprecated: true as const } : {}),
    excerpt: excerptOf(description || op.title),
    text: indexText(
      op.title,
      data.summary !== op.title ? data.summary : undefined,
      data.operationId,
      op.slug,
      op.method,
      op.path,
      op.tag,
      description,
      parameterNames.join(' '),
    ),
  };
}

export interface SchemaSource {
  /** The schema's name, as its page titles it ('WorkOrder'). */
  readonly name: string;
  readonly route: string;
  readonly deprecated?: boolean | null;
  /** The schema page data (a GraphQL JSON value): its description and property names. */
  readonly data: unknown;
  /** The label of the API the schema belongs to. */
  readonly apiName?: string;
}

/** A schema page, found by its name (also in words: 'AssetCategory' → 'asset category'), description and property names; listed under Schemas. */
export function schemaDocument(schema: SchemaSource): SearchSource {
  const data = (schema.data ?? {}) as { title?: string; descriptionHtml?: string; tree?: { children?: readonly { name?: string }[] } };
  const description = stripHtml(data.descriptionHtml);
  const words = schema.name.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/[^\p{L}\p{N}]+/gu, ' ');
  const properties = (data.tree?.children ?? []).flatMap((child) => (child.name ? [child.name] : []));
  return {
    kind: 'schema',
    title: schema.name,
    url: schema.route,
    ...(schema.apiName ? { apiName: schema.apiName } : {}),
    ...(schema.deprecated ? { deprecated: true as const } : {}),
    excerpt: excerptOf(description || data.title || schema.name),
    text: indexText(schema.name, words, data.title, description, properties.join(' ')),
  };
}

export interface ChangelogSource {
  readonly label: string;
  readonly changelogRoute: string | null;
  /** `JSON.stringify(ChangelogVersionData[])` (src/node/api/changelog.ts). */
  readonly changelog: string;
}

/**
 * One record per version of an API's changelog (decision 0021), at the version's entry: its
 * operations and change sentences are the text, so "zoneId required" finds the version that made
 * it required. A guide-kind record, titled by the changelog page and sectioned by the version.
 */
export function changelogDocuments(spec: ChangelogSource): SearchSource[] {
  if (!spec.changelogRoute) return [];
  const versions = JSON.parse(spec.changelog) as ChangelogVersionData[];
  const plain = (text: string): string => text.replace(/`/g, '');
  return versions.map((version) => {
    const sentences = version.groups.flatMap((group) => group.changes.map((change) => `${group.title}: ${plain(change.text)}`));
    const title = `${spec.label} changelog`;
    const section = `Version ${version.version}`;
    return {
      kind: 'guide',
      title,
      section,
      url: `${spec.changelogRoute}#${version.anchor}`,
      excerpt: excerptOf(sentences.join(' ')),
      text: indexText(title, section, sentences.join(' ')),
    };
  });
}
