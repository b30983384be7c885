/**
 * GitHub's REST API description as the search of a site would index it, without building that site
 * (a build of it takes minutes and gigabytes): the description is loaded and normalised the way the
 * build sources it (loadApi, apiNodeContents), its operations and schemas become search documents
 * through the site's own `searchDocuments`, next to the shipped site's guide and blog documents of the
 * last build (.cache/search-documents.json), and gatsby-plugin-local-search makes the index and store
 * with the site's options, as in a build. Used by `npm run bench:search -- --github`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadApi } from '../../src/node/api/loadApis';
import { apiNodeContents } from '../../src/node/api/model';
import { documentPolicy } from '../../src/node/api/documentPolicy';
import { API_ROUTE_BASE } from '../../src/node/api/routes';
import { DOCUMENTS_FILE, searchDocuments, searchPluginOptions } from '../../src/node/search/plugin';
import type { IndexedDocument, StoredRecord } from '../../src/search/types';
import { githubDescription } from './githubDescription';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS plugin without types
const localSearch = require('gatsby-plugin-local-search/gatsby-node') as { createPages(api: unknown, options: unknown): Promise<void> };

const root = path.resolve(__dirname, '../..');

export interface BuiltSearch {
  /** The exported index, as the plugin writes it to public/static/*.index.txt. */
  readonly index: string;
  readonly store: Readonly<Record<string, StoredRecord>>;
  readonly operations: number;
  readonly schemas: number;
  readonly documents: number;
}

/** The index and store gatsby-plugin-local-search makes of `documents` with the site's options. */
export async function pluginSearch(documents: readonly IndexedDocument[]): Promise<{ index: string; store: Record<string, StoredRecord> }> {
  const nodes: { index: string; store: Record<string, StoredRecord> }[] = [];
  await localSearch.createPages(
    {
      graphql: async () => ({ data: {} }),
      reporter: { warn: (m: string) => console.warn(m), error: (m: string) => console.error(m) },
      createNodeId: (name: string) => name,
      createContentDigest: () => 'digest',
      actions: { createNode: (node: { index: string; store: Record<string, StoredRecord> }) => nodes.push(node) },
    },
    { ...searchPluginOptions('', null), normalizer: () => documents },
  );
  return { index: nodes[0].index, store: JSON.parse(JSON.stringify(nodes[0].store)) as Record<string, StoredRecord> };
}

/** The search of the shipped site's guide and blog with GitHub's API in place of the shipped APIs (as `npm run bench -- github` builds it). */
export async function githubSearch(): Promise<BuiltSearch> {
  const github = githubDescription();
  if ('missing' in github) throw new Error(github.missing);
  const documentsFile = path.join(root, DOCUMENTS_FILE);
  if (!fs.existsSync(documentsFile)) throw new Error(`${DOCUMENTS_FILE} is missing: build the site first (src/node/search/plugin.ts writes it).`);
  // The guide and blog of the last build; its API reference (operations, schemas, changelogs) is replaced.
  const site = (JSON.parse(fs.readFileSync(documentsFile, 'utf8')) as IndexedDocument[]).filter(
    (d) => (d.kind === 'guide' || d.kind === 'blog') && !d.url.startsWith(`${API_ROUTE_BASE}/`),
  );
  const spec = { id: 'bench-api', label: 'Bench API', file: github.file };
  const loaded = await loadApi(spec, path.dirname(github.file), documentPolicy({ documentsRoot: path.dirname(github.file) }, path.dirname(github.file)));
  const contents = apiNodeContents(spec, loaded.api, 0, loaded.history);
  const api = searchDocuments(
    {
      docs: { nodes: [] },
      posts: { nodes: [] },
      operations: { nodes: contents.operations },
      apis: { nodes: [{ apiId: contents.spec.apiId, label: contents.spec.label }] },
      schemas: { nodes: contents.schemas },
      changelogs: { nodes: [] },
    },
    '',
  );
  const documents = [...site, ...api].map((document, id) => ({ ...document, id }));
  const { index, store } = await pluginSearch(documents);
  return { index, store, operations: contents.operations.length, schemas: contents.schemas.length, documents: documents.length };
}
