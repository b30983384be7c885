/**
 * Ranking of search results (pure, unit-tested). Rules, strongest first:
 * 1. the query names an operation exactly: its method and path (`PUT /assets/{assetId}/status`), its
 *    operationId or its slug (`recreateQrForAsset`, `recreate-qr-for-asset`);
 * 2. the query is (part of) an operation's path, with or without the server's base path
 *    (`/api/assets/{id}`), compared with path parameters normalised (`/assets/{id}` matches
 *    `/assets/{assetId}`); a path pasted with literal ids (`/assets/3f2a…/status`) matches its
 *    template, below a template whose segments are the same words; the whole path before a start of
 *    it, before a part of it;
 * 3. a query shaped like an identifier (one word, camelCase or with '-' or '_') is part of the
 *    operationId or slug (`recreateQr`, `qr-for-asset`); a plain word ('asset') is not, so the
 *    guide page 'Assets' is not pushed below every operation whose id holds it;
 * 4. the title is the query, then every query word starts a word of the title (guide page, post,
 *    operation summary), then of the section heading;
 * 5. every query word is in the body text (full-text index);
 * 6. typo-tolerant matches, only for words the index does not hold as typed (fullText.ts): titles,
 *    then sections, then body text matched with corrected words; so a correct query keeps its results
 *    and a corrected one always comes after every exact one;
 * 7. some, not all, of the query's words in the body text.
 * Within a rank: guide pages before their sections, then Guide, API, Schemas, Blog (a post is news: on
 * a tie the reference comes first), then the full-text order, then shorter titles.
 */
import type { SearchKind, SearchRecord } from './types';
import type { BodyHit } from './fullText';
import { parseQuery, type ParsedQuery } from './query';
import { translate } from '../strings';

export const RANK = {
  exactOperation: 1050,
  exactId: 1000,
  path: 800,
  partialId: 600,
  title: 400,
  section: 300,
  body: 100,
  fuzzyTitle: 80,
  fuzzySection: 60,
  fuzzyBody: 40,
  someWords: 20,
} as const;

/** What the full-text index made of the query: its hits and, per word it corrected, the terms used. */
export interface FullTextMatches {
  readonly hits: ReadonlyMap<string, BodyHit>;
  /** How many words the query was looked up with. */
  readonly words: number;
  /** Query word → the index terms used in its place (only words the index does not hold). */
  readonly corrections: ReadonlyMap<string, readonly string[]>;
}

const NO_MATCHES: FullTextMatches = { hits: new Map(), words: 0, corrections: new Map() };

const norm = (s: string): string => s.toLowerCase().trim();
const normPath = (s: string): string =>
  norm(s)
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\/+$/, '');
const compact = (s: string): string => norm(s).replace(/[^a-z0-9]/g, '');

export function queryWords(query: string): string[] {
  return norm(query)
    .split(/[^\p{L}\p{N}{}/_-]+/u)
    .filter((w) => w.length > 0);
}

const wordsOf = (s: string): string[] =>
  norm(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);

/** Every query word starts a word of the text ('ord' finds 'Work orders', 'rders' does not). */
const startsWords = (textWords: readonly string[], words: readonly string[]): boolean =>
  words.length > 0 && words.every((w) => textWords.some((t) => t.startsWith(w)));

/** As startsWords, each query word standing for itself or any of the terms it was corrected to. */
const startsWordsCorrected = (textWords: readonly string[], alternatives: readonly (readonly string[])[]): boolean =>
  alternatives.length > 0 && alternatives.every((alts) => alts.some((alt) => textWords.some((t) => t.startsWith(alt))));

/** What the rules read of a record, normalised once per record (not once per record and query). */
interface RecordKeys {
  readonly operationId?: string;
  readonly compactOperationId?: string;
  readonly slug?: string;
  readonly title: string;
  readonly titleWords: readonly string[];
  readonly sectionWords?: readonly string[];
}

const recordKeys = new WeakMap<SearchRecord, RecordKeys>();

function keysOf(record: SearchRecord): RecordKeys {
  let keys = recordKeys.get(record);
  if (!keys) {
    keys = {
      ...(record.operationId ? { operationId: norm(record.operationId), compactOperationId: compact(record.operationId) } : {}),
      ...(record.slug ? { slug: norm(record.slug) } : {}),
      title: norm(record.title),
      titleWords: wordsOf(record.title),
      ...(record.section ? { sectionWords: wordsOf(record.section) } : {}),
    };
    recordKeys.set(record, keys);
  }
  return keys;
}

/** What the rules read of a query, worked out once for all the records. */
interface QueryKeys {
  readonly parsed: ParsedQuery;
  readonly path: QueryPath | null;
  readonly q: string;
  readonly compact: string;
  readonly looksLikeId: boolean;
  readonly words: readonly string[];
  /** Per full-text word, itself and the terms it was corrected to (only when some word was corrected). */
  readonly corrected: readonly (readonly string[])[] | null;
}

const looksLikeId = (query: string): boolean => {
  const q = query.trim();
  return q.length >= 3 && !/\s/.test(q) && (/[-_]/.test(q) || /\p{Ll}\p{Lu}/u.test(q));
};

const segments = (path: string): string[] => normPath(path).split('/').filter(Boolean);

/**
 * The query's path segments against a template's, from `start`: 2 when every segment is the same
 * (a parameter for a parameter), 1 when some literal ids stand for parameters, 0 when they differ.
 * The last query segment may be unfinished (a prefix, as the reader types).
 */
function segmentsMatch(template: readonly string[], query: readonly string[], start: number): 0 | 1 | 2 {
  let score: 0 | 1 | 2 = 2;
  for (let i = 0; i < query.length; i += 1) {
    const t = template[start + i];
    const q = query[i];
    if (t === undefined) return 0;
    if (t === q || (i === query.length - 1 && q !== '{}' && t.startsWith(q))) continue;
    if (t === '{}' && q.length > 0) score = 1;
    else return 0;
  }
  return score;
}

/** A record's path and its path with the server's base path, normalised and cut into segments, once. */
const recordPaths = new WeakMap<SearchRecord, { readonly paths: readonly string[]; readonly segments: readonly (readonly string[])[] }>();

function pathsOf(record: SearchRecord & { readonly path: string }): { readonly paths: readonly string[]; readonly segments: readonly (readonly string[])[] } {
  let found = recordPaths.get(record);
  if (!found) {
    const variants = [record.path, ...(record.basePath ? [`${record.basePath}${record.path}`] : [])];
    found = { paths: variants.map(normPath), segments: variants.map(segments) };
    recordPaths.set(record, found);
  }
  return found;
}

/** The query's path, normalised and cut into segments once for all the records. */
interface QueryPath {
  readonly normalised: string;
  readonly segments: readonly string[];
  readonly method?: string;
}

function pathScore(record: SearchRecord, query: QueryPath | null): number {
  if (!record.path || !query) return 0;
  const { paths, segments: variants } = pathsOf(record as SearchRecord & { path: string });
  const sameMethod = query.method !== undefined && record.method?.toUpperCase() === query.method;
  if (paths.includes(query.normalised)) return sameMethod ? RANK.exactOperation : RANK.path + 50;
  // Segment by segment: a pasted path with literal ids (`/assets/3f2a…/status`) matches its template.
  const wanted = query.segments;
  let best = 0;
  for (const path of variants) {
    if (wanted.length === 0) break;
    if (path.length === wanted.length) {
      const whole = segmentsMatch(path, wanted, 0);
      if (whole === 2) best = Math.max(best, sameMethod ? RANK.exactOperation : RANK.path + 50);
      if (whole === 1) best = Math.max(best, sameMethod ? RANK.exactOperation - 10 : RANK.path + 40);
    }
    for (let start = 0; start + wanted.length <= path.length; start += 1) {
      const part = segmentsMatch(path, wanted, start);
      if (part) best = Math.max(best, RANK.path + (start === 0 ? 25 : 0) - (part === 1 ? 5 : 0) + (sameMethod ? 5 : 0));
    }
  }
  if (best) return best;
  // The query as a string: a part of a segment (`/assets/{id}/qr` in `/assets/{assetId}/qr-code/recreate`).
  if (paths.some((p) => p.startsWith(query.normalised))) return RANK.path + 25 + (sameMethod ? 5 : 0);
  return paths.some((p) => p.includes(query.normalised)) ? RANK.path + (sameMethod ? 5 : 0) : 0;
}

function queryKeys(query: string | ParsedQuery, matches: FullTextMatches): QueryKeys {
  const parsed = typeof query === 'string' ? parseQuery(query) : query;
  const q = norm(parsed.raw);
  return {
    parsed,
    path:
      parsed.path === undefined
        ? null
        : { normalised: normPath(parsed.path), segments: segments(parsed.path), ...(parsed.method ? { method: parsed.method } : {}) },
    q,
    compact: compact(q),
    looksLikeId: looksLikeId(parsed.raw),
    words: wordsOf(q),
    corrected: matches.corrections.size > 0 ? parsed.words.map((w) => [w.text, ...(matches.corrections.get(w.text) ?? [])]) : null,
  };
}

function score(record: SearchRecord, query: QueryKeys, matches: FullTextMatches): number {
  const { q } = query;
  if (!q) return 0;
  const keys = keysOf(record);
  if (keys.operationId !== undefined && (keys.operationId === q || keys.compactOperationId === query.compact)) return RANK.exactId;
  if (keys.slug !== undefined && keys.slug === q) return RANK.exactId;
  const path = pathScore(record, query.path);
  if (path) return path;
  if (
    query.looksLikeId &&
    ((keys.compactOperationId !== undefined && keys.compactOperationId.includes(query.compact)) || (keys.slug !== undefined && keys.slug.includes(q)))
  ) {
    return RANK.partialId;
  }
  if (keys.title === q) return RANK.title + (record.section ? 50 : 100);
  if (startsWords(keys.titleWords, query.words)) return RANK.title + (record.section ? 0 : 50);
  if (keys.sectionWords && startsWords(keys.sectionWords, query.words)) return RANK.section;
  const hit = matches.hits.get(record.id);
  const all = hit !== undefined && hit.matched >= matches.words;
  if (all && hit.edits === 0) return RANK.body;
  if (query.corrected) {
    if (startsWordsCorrected(keys.titleWords, query.corrected)) return RANK.fuzzyTitle + (record.section ? 0 : 10);
    if (keys.sectionWords && startsWordsCorrected(keys.sectionWords, query.corrected)) return RANK.fuzzySection;
  }
  if (all) return RANK.fuzzyBody;
  return hit ? RANK.someWords : 0;
}

/** The rank of one record for the query (0: not a result). */
export function scoreRecord(record: SearchRecord, query: string | ParsedQuery, matches: FullTextMatches = NO_MATCHES): number {
  return score(record, queryKeys(query, matches), matches);
}

/**
 * Orders candidates: every record is checked against the id, path and title rules (so exact
 * identifiers always come first), and against the full-text matches, which carry the typo tolerance.
 */
export function rankResults(records: readonly SearchRecord[], query: string | ParsedQuery, matches: FullTextMatches = NO_MATCHES, limit = 50): SearchRecord[] {
  const keys = queryKeys(query, matches);
  if (!keys.q) return [];
  const bodyOrder = new Map<string, number>();
  let position = 0;
  for (const id of matches.hits.keys()) bodyOrder.set(id, position++);
  // Each candidate's sort keys worked out once, not in every comparison.
  const scored: { record: SearchRecord; score: number; section: number; kind: number; body: number }[] = [];
  for (const record of records) {
    const value = score(record, keys, matches);
    if (value > 0) {
      scored.push({ record, score: value, section: record.section ? 1 : 0, kind: KIND_ORDER.indexOf(record.kind), body: bodyOrder.get(record.id) ?? 1e9 });
    }
  }
  return scored
    .sort((a, b) => b.score - a.score || a.section - b.section || a.kind - b.kind || a.body - b.body || a.record.title.length - b.record.title.length)
    .slice(0, limit)
    .map((entry) => entry.record);
}

/**
 * The words to mark, prepared once for a list of words (every text of a result list is marked with the
 * same list): lower-case, each once, longest first, and as a pattern for the texts the fast path below
 * does not take.
 */
interface Marks {
  readonly words: readonly string[];
  readonly ascii: boolean;
  readonly pattern: RegExp | null;
}

let lastMarks: { readonly given: readonly string[]; readonly key: string; readonly marks: Marks } | null = null;

/** Printable ASCII, tabs and line breaks (the words the fast path takes). */
const ASCII = /^[\t\n\r\u0020-\u007e]*$/;
/**
 * The texts the fast path takes: ASCII, and the typographic marks prose and excerpts hold (no-break
 * space, « », dashes, quotes, bullet, the excerpt's '…'), none a letter or digit or a case of one.
 */
const FAST_TEXT = /^[\t\n\r\u0020-\u007e\u00a0\u00ab\u00bb\u2010-\u2027]*$/;

function marksFor(given: readonly string[]): Marks {
  if (lastMarks?.given === given) return lastMarks.marks;
  const words = [...new Set(given.map(norm).filter((w) => w.length > 1))].sort((a, b) => b.length - a.length);
  const key = words.join('\n');
  if (lastMarks?.key !== key) {
    const alternatives = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    const marks = { words, ascii: ASCII.test(key), pattern: words.length > 0 ? new RegExp(`(^|[^\\p{L}\\p{N}])(${alternatives})`, 'giu') : null };
    lastMarks = { given, key, marks };
  } else lastMarks = { ...lastMarks, given };
  return lastMarks.marks;
}

/** A letter or digit of ASCII (what `[\p{L}\p{N}]` is in the fast path's texts). */
const isWordCode = (code: number): boolean => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * The pattern's matches in ASCII words' text (FAST_TEXT), without the pattern (a Unicode-aware pattern with one
 * alternative per word, run over every text of the list, was the slowest part of rendering results):
 * at each place, a word at the start of the text, or after a character that is not a letter or digit;
 * the longest word first; the next search starts where the match ended.
 */
function asciiMatches(text: string, words: readonly string[]): { start: number; length: number }[] {
  const lower = text.toLowerCase();
  const found: { start: number; length: number }[] = [];
  let at = 0;
  while (at < lower.length) {
    let start = -1;
    let word: string | undefined;
    if (at === 0) {
      word = words.find((w) => lower.startsWith(w, 0));
      if (word) start = 0;
    }
    if (start < 0 && !isWordCode(lower.charCodeAt(at))) {
      word = words.find((w) => lower.startsWith(w, at + 1));
      if (word) start = at + 1;
    }
    if (start < 0 || !word) {
      at += 1;
      continue;
    }
    found.push({ start, length: word.length });
    at = start + word.length;
  }
  return found;
}

/**
 * Splits text into parts, marking the given words where they start a word (as the index and the title
 * rules match them: 'code' marks 'Codes', not the middle of 'encodes'), for <mark> highlighting.
 * `words` are the query's words and the terms its misspelt words were corrected to.
 */
export function highlightParts(text: string, words: readonly string[]): { text: string; match: boolean }[] {
  const marks = marksFor(words);
  if (!marks.pattern) return [{ text, match: false }];
  const found =
    marks.ascii && FAST_TEXT.test(text)
      ? asciiMatches(text, marks.words)
      : [...text.matchAll(marks.pattern)].map((match) => ({ start: (match.index ?? 0) + match[1].length, length: match[2].length }));
  const parts: { text: string; match: boolean }[] = [];
  let last = 0;
  for (const { start, length } of found) {
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: text.slice(start, start + length), match: true });
    last = start + length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** The words to highlight for a query: its own, and the terms the index used for its misspelt ones. */
export function highlightWords(query: string, corrections: ReadonlyMap<string, readonly string[]> = new Map()): string[] {
  return [...queryWords(query), ...[...corrections.values()].flatMap((terms) => terms.slice(0, 3))];
}

export const KIND_ORDER: readonly SearchKind[] = ['guide', 'api', 'schema', 'blog'];
export const KIND_LABELS: Record<SearchKind, string> = {
  guide: translate('search.kind.guide'),
  api: translate('search.kind.api'),
  schema: translate('search.kind.schema'),
  blog: translate('search.kind.blog'),
};

/**
 * Results grouped by kind (Guide, API, Schemas, Blog), keeping the rank order within each group;
 * the group holding the best result comes first, so an exact operation match is the first thing shown
 * (and the option Enter opens).
 */
export function groupByKind(results: readonly SearchRecord[]): { kind: SearchKind; label: string; items: SearchRecord[] }[] {
  return KIND_ORDER.map((kind) => ({ kind, label: KIND_LABELS[kind], items: results.filter((r) => r.kind === kind) }))
    .filter((g) => g.items.length > 0)
    .sort((a, b) => results.indexOf(a.items[0]) - results.indexOf(b.items[0]));
}
