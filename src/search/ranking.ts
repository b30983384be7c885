/**
 * Ranking of search results (pure, unit-tested). Rules, strongest first:
 * 1. an exact operationId or slug match (`recreateQrForAsset`, `recreate-qr-for-asset`);
 * 2. the query is (part of) an operation's path, with or without the server's base path
 *    (`/api/assets/{id}`), compared with path parameters normalised (`/assets/{id}` matches
 *    `/assets/{assetId}`); the whole path before a start of it, before a part of it;
 * 3. a query shaped like an identifier (one word, camelCase or with '-' or '_') is part of the
 *    operationId or slug (`recreateQr`, `qr-for-asset`); a plain word ('asset') is not, so the
 *    guide page 'Assets' is not pushed below every operation whose id holds it;
 * 4. the title is the query, then every query word starts a word of the title (guide page, post,
 *    operation summary), then of the section heading;
 * 5. body text matches from the full-text index.
 * Within a rank: guide pages before their sections, then the index's order, then shorter titles.
 */
import type { SearchRecord } from './types';
import { translate } from '../strings';

export const RANK = { exactId: 1000, path: 800, partialId: 600, title: 400, section: 300, body: 100 } as const;

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

/** Every word of the query starts a word of the text ('ord' finds 'Work orders', 'rders' does not). */
function startsWords(text: string, query: string): boolean {
  const words = wordsOf(query);
  const textWords = wordsOf(text);
  return words.length > 0 && words.every((w) => textWords.some((t) => t.startsWith(w)));
}

const looksLikeId = (query: string): boolean => {
  const q = query.trim();
  return q.length >= 3 && !/\s/.test(q) && (/[-_]/.test(q) || /\p{Ll}\p{Lu}/u.test(q));
};

function pathScore(record: SearchRecord, q: string): number {
  if (!record.path || !q.includes('/')) return 0;
  const query = normPath(q);
  const paths = [record.path, ...(record.basePath ? [`${record.basePath}${record.path}`] : [])].map(normPath);
  if (paths.includes(query)) return RANK.path + 50;
  if (paths.some((p) => p.startsWith(query))) return RANK.path + 25;
  return paths.some((p) => p.includes(query)) ? RANK.path : 0;
}

export function scoreRecord(record: SearchRecord, query: string, inBody: boolean): number {
  const q = norm(query);
  if (!q) return 0;
  if (record.operationId && (norm(record.operationId) === q || compact(record.operationId) === compact(q))) return RANK.exactId;
  if (record.slug && norm(record.slug) === q) return RANK.exactId;
  const path = pathScore(record, q);
  if (path) return path;
  if (looksLikeId(query) && ((record.operationId && compact(record.operationId).includes(compact(q))) || (record.slug && norm(record.slug).includes(q)))) {
    return RANK.partialId;
  }
  if (norm(record.title) === q) return RANK.title + (record.section ? 50 : 100);
  if (startsWords(record.title, q)) return RANK.title + (record.section ? 0 : 50);
  if (record.section && startsWords(record.section, q)) return RANK.section;
  return inBody ? RANK.body : 0;
}

/**
 * Orders candidates: `bodyHits` are the ids the full-text index found (in its order); every record is
 * also checked against the id, path and title rules so that exact identifiers always come first.
 */
export function rankResults(records: readonly SearchRecord[], query: string, bodyHits: readonly string[], limit = 50): SearchRecord[] {
  const bodyOrder = new Map(bodyHits.map((id, index) => [id, index]));
  return records
    .map((record) => ({ record, score: scoreRecord(record, query, bodyOrder.has(record.id)) }))
    .filter((entry) => entry.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(Boolean(a.record.section)) - Number(Boolean(b.record.section)) ||
        (bodyOrder.get(a.record.id) ?? 1e9) - (bodyOrder.get(b.record.id) ?? 1e9) ||
        a.record.title.length - b.record.title.length,
    )
    .slice(0, limit)
    .map((entry) => entry.record);
}

/**
 * Splits text into parts, marking the query words where they start a word (as the index and the title
 * rules match them: 'code' marks 'Codes', not the middle of 'encodes'), for <mark> highlighting.
 */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const words = queryWords(query).filter((w) => w.length > 1);
  if (words.length === 0) return [{ text, match: false }];
  const alternatives = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const parts: { text: string; match: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(`(^|[^\\p{L}\\p{N}])(${alternatives})`, 'giu'))) {
    const start = (match.index ?? 0) + match[1].length;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: match[2], match: true });
    last = start + match[2].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

export const KIND_ORDER = ['guide', 'api', 'schema', 'blog'] as const;
export const KIND_LABELS: Record<SearchRecord['kind'], string> = {
  guide: translate('search.kind.guide'),
  api: translate('search.kind.api'),
  schema: translate('search.kind.schema'),
  blog: translate('search.kind.blog'),
};

/**
 * Results grouped by kind (Guide, API, Blog), keeping the rank order within each group; the group
 * holding the best result comes first, so an exact operation match is the first thing shown.
 */
export function groupByKind(results: readonly SearchRecord[]): { kind: SearchRecord['kind']; label: string; items: SearchRecord[] }[] {
  return KIND_ORDER.map((kind) => ({ kind, label: KIND_LABELS[kind], items: results.filter((r) => r.kind === kind) }))
    .filter((g) => g.items.length > 0)
    .sort((a, b) => results.indexOf(a.items[0]) - results.indexOf(b.items[0]));
}
