/**
 * The query sets of `npm run bench:search` and its engine comparison (search-engines.ts):
 * - two files a reader extends (scripts/bench/search-queries/): typos.json, misspelt queries and the
 *   page each should find in the first three results; api.json, API-shaped queries (operationIds,
 *   method + path, paths with literal ids, slugs, parameter names) and the operation each should find,
 *   first when `first` is true;
 * - 100 queries drawn from the built store (`queriesFrom`), for the timings.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { StoredRecord } from '../../src/search/types';

export interface ExpectedQuery {
  readonly query: string;
  /** The page (or pages, any of them) the query should find; a section of a page counts as the page. */
  readonly expect: string | readonly string[];
  /** The expected page must be the first result, not only in the first three. */
  readonly first?: boolean;
}

export interface QuerySet {
  readonly file: string;
  /** The share of queries that must hit for the bench to pass (0–1). */
  readonly goal: number;
  readonly queries: readonly ExpectedQuery[];
}

export const SETS_DIR = path.join(__dirname, 'search-queries');

/** Reads and checks a set; a malformed entry is named by file and JSON pointer. */
export function loadSet(name: 'typos' | 'api'): QuerySet {
  const file = path.join(SETS_DIR, `${name}.json`);
  const fail = (pointer: string, message: string): never => {
    throw new Error(`${path.relative(process.cwd(), file)}#${pointer}: ${message}`);
  };
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { goal?: unknown; queries?: unknown };
  if (typeof data.goal !== 'number' || data.goal < 0 || data.goal > 1) fail('/goal', 'must be a number from 0 to 1');
  if (!Array.isArray(data.queries) || data.queries.length === 0) fail('/queries', 'must be a non-empty array');
  const queries = (data.queries as unknown[]).map((entry, i): ExpectedQuery => {
    const e = entry as Partial<ExpectedQuery>;
    if (typeof e.query !== 'string' || !e.query.trim()) fail(`/queries/${i}/query`, 'must be a non-empty string');
    const expected = typeof e.expect === 'string' ? [e.expect] : e.expect;
    if (!Array.isArray(expected) || expected.length === 0 || !expected.every((u) => typeof u === 'string' && u.startsWith('/'))) {
      fail(`/queries/${i}/expect`, 'must be a site path starting with "/", or a non-empty array of them');
    }
    if (e.first !== undefined && typeof e.first !== 'boolean') fail(`/queries/${i}/first`, 'must be true or false');
    return { query: e.query as string, expect: expected as string[], ...(e.first ? { first: true } : {}) };
  });
  return { file, goal: data.goal as number, queries };
}

const expectedUrls = (q: ExpectedQuery): readonly string[] => (typeof q.expect === 'string' ? [q.expect] : q.expect);

/** The page of a result URL: '/docs/intro/asset#fields' → '/docs/intro/asset'. */
const pageOf = (url: string): string => url.replace(/#.*$/, '');

/** Where the expected page is among the result URLs (1-based), or 0 when it is not in the first `top`. */
export function hitPosition(urls: readonly string[], q: ExpectedQuery, top = 3): number {
  const wanted = expectedUrls(q);
  const index = urls.slice(0, top).findIndex((url) => wanted.some((w) => url === w || (!w.includes('#') && pageOf(url) === w)));
  return index + 1;
}

/** A hit: in the first three, or first when the entry says so. */
export const isHit = (urls: readonly string[], q: ExpectedQuery): boolean => {
  const position = hitPosition(urls, q);
  return position > 0 && (!q.first || position === 1);
};

/** Spread picks: `count` items evenly over the list, so the sample covers it and is the same every run. */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]);
}

/** A typo a reader makes: two neighbouring letters swapped in the middle of the word. */
const swapLetters = (word: string): string => {
  const i = Math.floor(word.length / 2) - 1;
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
};

export const QUERY_COUNT = 100;

/**
 * 100 distinct queries from what the index holds: words of guide titles, operationIds, paths (with
 * `{id}` and with the server's base path), kebab-case slugs, prefixes, phrases, typos and words that
 * match nothing.
 */
export function queriesFrom(store: Readonly<Record<string, StoredRecord>>): { group: string; query: string }[] {
  const records = Object.values(store);
  const guides = records.filter((r) => r.kind !== 'api');
  const operations = records.filter((r) => r.kind === 'api');
  const unique = (list: string[]): string[] => [...new Set(list)];
  const titleWords = unique(guides.flatMap((r) => `${r.title} ${r.section ?? ''}`.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length >= 4));
  const withIdParams = (p: string): string => p.replace(/\{[^}]*\}/g, '{id}');
  const groups = {
    'guide title words': spread(titleWords, 18),
    operationIds: spread(operations.map((r) => r.operationId ?? '').filter(Boolean), 14),
    paths: [
      ...spread(
        operations.filter((r) => r.path?.includes('{')),
        5,
      ).map((r) => withIdParams(r.path ?? '')),
      ...spread(
        operations.filter((r) => r.basePath),
        5,
      ).map((r) => withIdParams(`${r.basePath}${r.path ?? ''}`)),
      ...spread(
        operations.filter((r) => (r.path ?? '').split('/').length > 3),
        4,
      ).map((r) => (r.path ?? '').split('/').slice(-2).join('/')),
    ],
    'kebab slugs': spread(operations.map((r) => r.slug ?? '').filter(Boolean), 14),
    prefixes: [
      ...spread(titleWords, 8).map((w) => w.slice(0, 3)),
      ...spread(
        operations.map((r) => r.operationId ?? ''),
        6,
      ).map((id) => id.slice(0, 6)),
    ],
    phrases: spread(
      guides.filter((r) => r.section),
      12,
    ).map((r) => (r.section ?? '').toLowerCase()),
    'typos and no result': [
      ...spread(
        titleWords.filter((w) => w.length >= 6),
        6,
      ).map(swapLetters),
      'zzzxqv',
      'kubernetes helm chart',
      'qwertyuiop',
      '/nothing/{here}',
    ],
  };
  const seen = new Set<string>();
  const queries: { group: string; query: string }[] = [];
  for (const [group, list] of Object.entries(groups)) {
    for (const query of list) {
      const key = query.trim();
      if (key && !seen.has(key)) {
        seen.add(key);
        queries.push({ group, query });
      }
    }
  }
  // Top up (or trim) to exactly 100 with more title words, when the site is small.
  for (const word of titleWords) {
    if (queries.length >= QUERY_COUNT) break;
    if (!seen.has(word)) {
      seen.add(word);
      queries.push({ group: 'guide title words', query: word });
    }
  }
  return queries.slice(0, QUERY_COUNT);
}

export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
