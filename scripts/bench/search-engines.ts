/**
 * npm run bench:search:engines — the engines of gatsby-plugin-local-search compared with the site's
 * reading of its index (decision 0019, search engine and ranking). On the documents the last build
 * indexed (.cache/search-documents.json, written by src/node/search/plugin.ts) it builds each
 * candidate's index and runs the same queries through it and through the site's ranking rules
 * (src/search/ranking.ts), in Node:
 * - FlexSearch 0.6 as gatsby-plugin-local-search builds it, searched by FlexSearch itself (the site
 *   before issue 26);
 * - the same (forward) export, read by src/search/fullText.ts with typo tolerance over its terms;
 * - the export with whole words only (`tokenize: 'strict'`, the site now), read by fullText.ts, which
 *   finds a prefix's words in their sorted list;
 * - Lunr 2.3.9, gatsby-plugin-local-search's other engine, with its fuzzy edit distance and trailing
 *   wildcard.
 * Decision 0019 also measured FlexSearch 0.8 and MiniSearch 7.2; they left with their dev dependencies
 * (decision 0033) once the choice was made, and its figures for them stand as measured.
 * Every fuzzy engine gets the same limits (src/search/fuzzy.ts: none under 4 letters, 1 edit from 4,
 * 2 from 8). Printed per engine: typo set and API set hits (search-queries/*.json), the index's size
 * (serialised, raw and gzip), the engine's code (esbuild-minified, gzip), the index's load time and
 * the median and p95 of a query (the 100 bench queries and both sets; engine + ranking, no DOM).
 * Then, for scale, the chosen engine on the site plus `npm run bench`'s synthetic API of 1,200
 * operations (documents made from it directly, not through a build): the download and the time from
 * the index's text to the first results.
 * Times are Node's on this machine: compare them with each other, not with the browser bench.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { buildSync } from 'esbuild';
import { searchPluginOptions, DOCUMENTS_FILE } from '../../src/node/search/plugin';
import { apiDocument } from '../../src/node/search/records';
import { ENGINE_OPTIONS } from '../../src/search/engine';
import { allowedEdits } from '../../src/search/fuzzy';
import { indexTerms, parseQuery } from '../../src/search/query';
import { rankResults, type FullTextMatches } from '../../src/search/ranking';
import { createSearchIndex, type LoadedIndex } from '../../src/search/searchIndex';
import type { IndexedDocument, SearchRecord, StoredRecord } from '../../src/search/types';
import { isHit, loadSet, percentile, queriesFrom } from './search-sets';
import { syntheticOpenApi } from './synthetic-openapi';

const root = path.resolve(__dirname, '../..');
/** The site's options before the index held whole words only (decision 0019): an entry per prefix. */
const FORWARD_OPTIONS = { ...ENGINE_OPTIONS, tokenize: 'forward' } as const;
const documentsFile = path.join(root, DOCUMENTS_FILE);
if (!fs.existsSync(documentsFile)) {
  console.error(`${path.relative(root, documentsFile)} is missing: run \`npm run build\` first (src/node/search/plugin.ts writes it).`);
  process.exit(1);
}
const documents = JSON.parse(fs.readFileSync(documentsFile, 'utf8')) as IndexedDocument[];

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS plugin without types
const localSearch = require('gatsby-plugin-local-search/gatsby-node') as { createPages(api: unknown, options: unknown): Promise<void> };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS without types, typed here
const flexSearch06 = require('flexsearch') as { create(options: unknown): FlexSearch06 };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const lunr = require('lunr') as Lunr;

interface FlexSearch06 {
  import(data: string): void;
  search(query: string, options: { limit: number; suggest: boolean }): (string | number)[];
}
interface LunrIndex {
  query(
    build: (q: { term(term: string, options: Record<string, unknown>): void }) => void,
  ): { ref: string; matchData: { metadata: Record<string, unknown> } }[];
}
interface Lunr {
  Index: { load(data: unknown): LunrIndex };
  Query: { wildcard: { TRAILING: number }; presence: { OPTIONAL: number } };
}

/** Search documents for `npm run bench`'s synthetic API of `count` operations, as apiDocument makes them. */
function syntheticDocuments(count: number, firstId: number): IndexedDocument[] {
  const doc = syntheticOpenApi(count);
  return Object.entries(doc.paths)
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => {
        const operation = op as { operationId: string; summary: string; description: string; tags: string[]; parameters?: { name: string; in: string }[] };
        const slug = operation.operationId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
        const parameters: Record<string, { name: string }[]> = {};
        for (const p of operation.parameters ?? []) (parameters[p.in] ??= []).push({ name: p.name });
        return apiDocument(
          {
            title: operation.summary,
            route: `/docs/api/bench-api/${slug}`,
            method: method.toUpperCase(),
            path,
            slug,
            tag: operation.tags[0],
            // A JSON value, as the page data holds it (decision 0025), not a string of it.
            data: {
              operationId: operation.operationId,
              fullUrl: `https://bench.example.com/api${path}`,
              descriptionHtml: `<p>${operation.description}</p>`,
              parameters,
            },
          },
          'Bench API',
        );
      }),
    )
    .map((source, i) => ({ ...source, id: firstId + i }));
}

/** The index and store gatsby-plugin-local-search makes of the documents, with the site's options and the given engine. */
async function pluginIndex(
  engine: 'flexsearch' | 'lunr',
  docs: readonly IndexedDocument[] = documents,
  engineOptions: object = ENGINE_OPTIONS,
): Promise<{ index: string; store: Record<string, StoredRecord> }> {
  const nodes: { index: string; store: Record<string, StoredRecord> }[] = [];
  await localSearch.createPages(
    {
      graphql: async () => ({ data: {} }),
      reporter: { warn: (m: string) => console.warn(m), error: (m: string) => console.error(m) },
      createNodeId: (name: string) => name,
      createContentDigest: () => 'digest',
      actions: { createNode: (node: { index: string; store: Record<string, StoredRecord> }) => nodes.push(node) },
    },
    { ...searchPluginOptions('', null), engine, engineOptions, normalizer: () => docs },
  );
  return { index: nodes[0].index, store: JSON.parse(JSON.stringify(nodes[0].store)) as Record<string, StoredRecord> };
}

const gzip = (text: string): number => zlib.gzipSync(text, { level: 9 }).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The engine's code as a reader would download it: bundled and minified by esbuild, gzip. */
function codeGzip(contents: string): number {
  const out = buildSync({ stdin: { contents, resolveDir: root, loader: 'ts' }, bundle: true, minify: true, write: false, format: 'esm', platform: 'browser' });
  return gzip(out.outputFiles[0].text);
}

interface Candidate {
  readonly name: string;
  readonly indexText: string;
  readonly code: number;
  readonly loadMs: number;
  /** Result URLs, best first, as the site would list them. */
  readonly search: (query: string) => string[];
}

/**
 * Engine hits, best first, through the site's ranking. An engine that says which terms of the index
 * matched (Lunr) has them used as the corrections of the query words it does not hold, so the title
 * rules see corrected words as they do for fullText.ts; FlexSearch 0.6 does not say.
 */
function ranked(records: readonly SearchRecord[], query: string, ids: readonly (string | number)[], matchedTerms: readonly string[] = []): string[] {
  const parsed = parseQuery(query);
  const corrections = new Map<string, string[]>();
  for (const word of parsed.words) {
    const others = [...new Set(matchedTerms)].filter((t) => t !== word.text && !t.startsWith(word.text) && !word.text.startsWith(t));
    if (others.length > 0 && !matchedTerms.some((t) => t.startsWith(word.text))) corrections.set(word.text, others);
  }
  const matches: FullTextMatches = {
    hits: new Map(ids.map((id, level) => [String(id), { id: String(id), matched: parsed.words.length, edits: 0, level }])),
    words: parsed.words.length,
    corrections,
  };
  return rankResults(records, parsed, matches, 50).map((r) => r.url);
}

function timed<T>(make: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = make();
  return { value, ms: performance.now() - start };
}

/** The site's index made with no pause between its stages (the browser yields to the page between them): the work alone, timed. */
async function timedSiteIndex(index: string, store: Parameters<typeof createSearchIndex>[1]): Promise<{ value: LoadedIndex; ms: number }> {
  const start = performance.now();
  const value = await createSearchIndex(index, store, () => Promise.resolve());
  return { value, ms: performance.now() - start };
}

async function main(): Promise<void> {
  const flex = await pluginIndex('flexsearch');
  // The index before issue 26's second part: every prefix of every word an entry of its own.
  const forward = await pluginIndex('flexsearch', documents, FORWARD_OPTIONS);
  const records: SearchRecord[] = Object.entries(flex.store).map(([id, record]) => ({ ...record, id }));
  const candidates: Candidate[] = [];

  {
    const { value: engine, ms } = timed(() => {
      const e = flexSearch06.create(FORWARD_OPTIONS);
      e.import(forward.index);
      return e;
    });
    candidates.push({
      name: 'FlexSearch 0.6, its own search (before)',
      indexText: forward.index,
      code: codeGzip(`export { default } from 'flexsearch/dist/flexsearch.min.js';`),
      loadMs: ms,
      search: (q) => ranked(records, q, engine.search(q, { limit: 200, suggest: true })),
    });
  }
  {
    const { value: site, ms } = await timedSiteIndex(forward.index, forward.store);
    candidates.push({
      name: 'FlexSearch 0.6 forward export + fullText.ts',
      indexText: forward.index,
      code: codeGzip(`export { createSearchIndex } from './src/search/searchIndex';`),
      loadMs: ms,
      search: (q) => site.search(q, 50).results.map((r) => r.url),
    });
  }
  {
    const { value: site, ms } = await timedSiteIndex(flex.index, flex.store);
    candidates.push({
      name: 'FlexSearch 0.6 strict export + fullText.ts (now)',
      indexText: flex.index,
      code: codeGzip(`export { createSearchIndex } from './src/search/searchIndex';`),
      loadMs: ms,
      search: (q) => site.search(q, 50).results.map((r) => r.url),
    });
  }
  {
    const built = await pluginIndex('lunr');
    const { value: index, ms } = timed(() => lunr.Index.load(JSON.parse(built.index)));
    candidates.push({
      name: 'Lunr 2.3.9 (plugin engine), fuzzy + wildcard',
      indexText: built.index,
      code: codeGzip(`export { default } from 'lunr';`),
      loadMs: ms,
      search: (q) => {
        const terms = indexTerms(q);
        const hits = index.query((query) => {
          for (const term of terms) {
            query.term(term, { usePipeline: true });
            query.term(term, { wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false, boost: 0.5 });
            const edits = allowedEdits(term);
            if (edits > 0) query.term(term, { editDistance: edits, usePipeline: false, boost: 0.2 });
          }
        });
        return ranked(
          records,
          q,
          hits.map((h) => h.ref),
          hits.flatMap((h) => Object.keys(h.matchData.metadata)),
        );
      },
    });
  }
  const typos = loadSet('typos');
  const api = loadSet('api');
  const bench = queriesFrom(flex.store).map((q) => q.query);
  const storeGzip = gzip(JSON.stringify(flex.store));
  console.log(`${documents.length} documents (${path.relative(root, documentsFile)}); the store, the same for all: ${kb(storeGzip)} gzip.`);
  console.log(
    `Typo set: ${typos.queries.length} queries, API set: ${api.queries.length}; timings over those and ${bench.length} bench queries (engine + ranking, Node).\n`,
  );
  const header = ['engine', 'typo top-3', 'API set', 'index raw', 'index gzip', 'code gzip', 'load', 'median', 'p95'];
  const rows: string[][] = [];
  const misses: string[] = [];
  for (const c of candidates) {
    // One warm-up pass, then the measured one.
    for (const q of bench) c.search(q);
    const times: number[] = [];
    const run = (q: string): string[] => {
      const { value, ms } = timed(() => c.search(q));
      times.push(ms);
      return value;
    };
    const typoHits = typos.queries.filter((q) => isHit(run(q.query), q));
    const apiHits = api.queries.filter((q) => isHit(run(q.query), q));
    for (const q of bench) run(q);
    misses.push(
      `${c.name}: typo misses ${
        typos.queries
          .filter((q) => !typoHits.includes(q))
          .map((q) => JSON.stringify(q.query))
          .join(', ') || 'none'
      }`,
    );
    const sorted = times.sort((a, b) => a - b);
    rows.push([
      c.name,
      `${typoHits.length}/${typos.queries.length}`,
      `${apiHits.length}/${api.queries.length}`,
      kb(Buffer.byteLength(c.indexText)),
      kb(gzip(c.indexText)),
      kb(c.code),
      `${c.loadMs.toFixed(0)} ms`,
      `${percentile(sorted, 50).toFixed(2)} ms`,
      `${percentile(sorted, 95).toFixed(2)} ms`,
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]): string => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
  console.log(`\n${misses.join('\n')}`);

  const scaled = [...documents, ...syntheticDocuments(1200, documents.length)];
  const big = await pluginIndex('flexsearch', scaled);
  const bigIndex = await timedSiteIndex(big.index, big.store);
  const first = timed(() => bigIndex.value.search('listResource7', 30));
  const typo = timed(() => bigIndex.value.search('resorce', 30));
  console.log(
    `\nThe site plus a synthetic API of 1,200 operations (${scaled.length} documents), chosen engine: index ${kb(gzip(big.index))} gzip + store ${kb(gzip(JSON.stringify(big.store)))} gzip;` +
      ` text → index ready ${bigIndex.ms.toFixed(0)} ms (JSON parse, store, term trie), first query ${first.ms.toFixed(1)} ms (${first.value.results[0]?.url ?? 'no result'}),` +
      ` a typo ${typo.ms.toFixed(1)} ms (${typo.value.results.length} results, did you mean ${typo.value.suggestion ?? '—'}).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
