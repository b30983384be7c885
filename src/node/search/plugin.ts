/** gatsby-plugin-local-search's options (gatsby-config.ts): the data-layer query, normalizer and index shape. */
import fs from 'node:fs';
import path from 'node:path';
import { ENGINE_OPTIONS, INDEXED_FIELD } from '../../search/engine';
import type { IndexedDocument, StoredRecord } from '../../search/types';
import {
  apiDocument,
  blogDocument,
  changelogDocuments,
  guideDocuments,
  schemaDocument,
  type ApiSource,
  type ChangelogSource,
  type SchemaSource,
} from './records';

// Guide pages, posts, operations and schemas sorted by route: unsorted, they come in the order their
// nodes were created, which follows the timing of each onCreateNode, and in a kept (incremental) build
// an edited document's or page's nodes come after the others: two builds of the same sources would
// write the index in a different order (and under a different file name, its hash; decision 0036).
export const SEARCH_QUERY = `
  {
    docs: allMdx(filter: { fields: { kind: { eq: "doc" } } }, sort: { fields: { route: ASC } }) {
      nodes {
        body
        tableOfContents(maxDepth: 6)
        fields { route version }
        frontmatter { title }
      }
    }
    posts: allMdx(filter: { fields: { kind: { eq: "blog" }, draft: { ne: true } } }, sort: { fields: { route: ASC } }) {
      nodes {
        body
        fields { route }
        frontmatter { title description }
      }
    }
    operations: allApiOperation(sort: { route: ASC }) {
      nodes { apiId title route method path slug tag deprecated data }
    }
    apis: allApiSpec {
      nodes { apiId label }
    }
    schemas: allApiSchema(sort: { route: ASC }) {
      nodes { apiId name route deprecated data }
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
  readonly operations: { readonly nodes: readonly (ApiSource & { apiId: string })[] };
  readonly apis?: { readonly nodes: readonly { apiId: string; label: string }[] };
  readonly schemas?: { readonly nodes: readonly (SchemaSource & { apiId: string })[] };
  readonly changelogs?: { readonly nodes: readonly ChangelogSource[] };
}

/** Every searchable document: the latest docs version's pages and sections, published posts, operations. */
export function searchDocuments(data: unknown, lastVersion: string): IndexedDocument[] {
  const { docs, posts, operations, apis, schemas, changelogs } = data as SearchQueryData;
  const apiNames = new Map((apis?.nodes ?? []).map((api) => [api.apiId, api.label]));
  return [
    ...docs.nodes
      .filter((n) => n.fields.version === lastVersion)
      .flatMap((n) => guideDocuments({ title: n.frontmatter.title, route: n.fields.route, body: n.body, tableOfContents: n.tableOfContents })),
    ...posts.nodes.map((n) => blogDocument({ title: n.frontmatter.title, route: n.fields.route, body: n.body, description: n.frontmatter.description })),
    ...operations.nodes.map((op) => apiDocument(op, apiNames.get(op.apiId))),
    ...(schemas?.nodes ?? []).map((schema) => schemaDocument({ ...schema, apiName: apiNames.get(schema.apiId) })),
    ...(changelogs?.nodes ?? []).flatMap(changelogDocuments),
  ].map((source, id) => ({ ...source, id }));
}

/** What the store keeps of a document: what the result list shows and the ranking rules read. */
const STORED_FIELDS: readonly (keyof StoredRecord)[] = [
  'kind',
  'title',
  'section',
  'url',
  'method',
  'path',
  'basePath',
  'operationId',
  'apiName',
  'slug',
  'deprecated',
  'excerpt',
];

/**
 * Where the build leaves the documents it indexed, text included, for `npm run bench:search`'s engine
 * comparison (scripts/bench/search-engines.ts). In Gatsby's cache folder: never deployed.
 */
export const DOCUMENTS_FILE = path.join('.cache', 'search-documents.json');

/**
 * The plugin's options. One indexed field (the text holds title, section, identifiers and prose) and
 * the store without the text: both are written to public/static and fetched on the first search.
 * `documentsFile` (relative to the site, null for none) receives the documents as well.
 */
export function searchPluginOptions(lastVersion: string, documentsFile: string | null = DOCUMENTS_FILE) {
  return {
    name: 'site',
    engine: 'flexsearch',
    engineOptions: ENGINE_OPTIONS,
    query: SEARCH_QUERY,
    ref: 'id',
    index: [INDEXED_FIELD],
    store: STORED_FIELDS,
    normalizer: ({ data }: { data: unknown }) => {
      const documents = searchDocuments(data, lastVersion);
      if (documentsFile) {
        fs.mkdirSync(path.dirname(path.resolve(documentsFile)), { recursive: true });
        fs.writeFileSync(path.resolve(documentsFile), JSON.stringify(documents));
      }
      return documents;
    },
  };
}
