/**
 * Titles and one-line labels from an operation's summary or a description: an operation's title
 * (its page's h1, its sidebar label…), a response's label, a schema page's "Used by" title.
 */

const SUMMARY_MAX_CHARS = 120;

/**
 * An operation's title (its page's h1 and `<title>`, its label in the sidebar, the index, search and
 * "Used by"): its summary when that is a title, one line of at most `SUMMARY_MAX_CHARS` characters.
 * A longer summary is a paragraph (GitHub's webhooks have summaries of 0.3–1.5 KB, each repeated in
 * the sidebar of every neighbouring page): the title is then the operationId ('check-run/completed':
 * the first sentences of such summaries are shared by every action of an event), else the summary's
 * first line cut to `SUMMARY_MAX_CHARS`, else `fallback` ('METHOD path'). The whole summary stays on
 * the operation's page (`summaryHtml`) and in its search record (decision 0025).
 */
export function operationTitle(summary: string | undefined, operationId: string | undefined, fallback: string): string {
  if (summary !== undefined && summary.length <= SUMMARY_MAX_CHARS && !/[\r\n]/.test(summary)) return summary;
  return operationId ?? plainSummary(summary).summary ?? fallback;
}

/**
 * A description's first line as plain text for a one-line label (Markdown emphasis, code and link
 * syntax removed), and whether that line is all there is to it.
 */
export function plainSummary(description: unknown): { summary?: string; complete: boolean } {
  if (typeof description !== 'string' || !description.trim()) return { complete: true };
  const lines = description.trim().split(/\r?\n/);
  const first = (lines[0] ?? '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_~]|<[^>]*>/g, '')
    .replace(/^#+\s*/, '')
    .trim();
  if (!first) return { complete: false };
  const cut = first.length > SUMMARY_MAX_CHARS ? `${first.slice(0, SUMMARY_MAX_CHARS - 1).trimEnd()}…` : first;
  const complete = lines.length === 1 && cut === first && first === lines[0]?.trim();
  return { summary: cut, complete };
}
