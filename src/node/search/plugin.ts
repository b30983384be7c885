/** gatsby-plugin-local-search's options (gatsby-config.ts): the data-layer query, normalizer and index shape. */
import { ENGINE_OPTIONS, INDEXED_FIELD } from '../../search/engine';
import type { IndexedDocument, StoredRecord } from '../../search/types';
import { apiDocument, blogDocument, changelogDocuments, guideDocuments, type ApiSource, type ChangelogSource } from './records';

export const SEARCH_QUERY = `
  {
    docs: allMdx(filter: { fields: { kind: { eq: "doc" } } }) {
      nodes {
        body
        tableOfContents(maxDepth: 6)
        fields { route version }
        frontmatter { title }
      }
    }
    posts: allMdx(filter: { fields: { kind: { eq: "blog" }, draft: { ne: true } } }) {
      nodes {
        body
        fields { route }
        frontmatter { title description }
      }
    }
    operations: allApiOperation {
      nodes { title route method path slug tag data }
    }
    changelogs: allApiSpec(sort: { position: ASC }) {
      nodes { label changelogRoute changelog }
    }
  }
`;

interface SearchQueryData {
  readonly docs: {
    readonly nodes: readonly {
      body: string;
      tableOfContents: { items?: [] } | null;
      fields: { route: string; version: string | null };
      frontmatter: { title: string };
    }[];
  };
  readonly posts: { readonly nodes: readonly { body: string; fields: { route: string }; frontmatter: { title: string; description: string | null } }[] };
  readonly operations: { readonly nodes: readonly ApiSource[] };
  readonly changelogs?: { readonly nodes: readonly ChangelogSource[] };
}

/** Every searchable document: the latest docs version's pages and sections, published posts, operations. */
export function searchDocuments(data: unknown, lastVersion: string): IndexedDocument[] {
  const { docs, posts, operations, changelogs } = data as SearchQueryData;
  return [
    ...docs.nodes
      .filter((n) => n.fields.version === lastVersion)
      .flatMap((n) => guideDocuments({ title: n.frontmatter.title, route: n.fields.route, body: n.body, tableOfContents: n.tableOfContents })),
    ...posts.nodes.map((n) => blogDocument({ title: n.frontmatter.title, route: n.fields.route, body: n.body, description: n.frontmatter.description })),
    ...operations.nodes.map(apiDocument),
    ...(changelogs?.nodes ?? []).flatMap(changelogDocuments),
  ].map((source, id) => ({ ...source, id }));
}

/** What the store keeps of a document: what the result list shows and the ranking rules read. */
const STORED_FIELDS: readonly (keyof StoredRecord)[] = ['kind', 'title', 'section', 'url', 'method', 'path', 'basePath', 'operationId', 'slug', 'excerpt'];

/**
 * The plugin's options. One indexed field (the text holds title, section, identifiers and prose) and
 * the store without the text: both are written to public/static and fetched on the first search.
 */
export function searchPluginOptions(lastVersion: string) {
  return {
    name: 'site',
    engine: 'flexsearch',
    engineOptions: ENGINE_OPTIONS,
    query: SEARCH_QUERY,
    ref: 'id',
    index: [INDEXED_FIELD],
    store: STORED_FIELDS,
    normalizer: ({ data }: { data: unknown }) => searchDocuments(data, lastVersion),
  };
}
