/**
 * A code fence's meta string: `title="Get an asset" {1,3-4}` → { title, highlightedLines: [1,3,4] }.
 */
export interface CodeMeta {
  readonly title?: string;
  readonly highlightedLines: readonly number[];
}

export function parseCodeMeta(meta: string | undefined): CodeMeta {
  if (!meta) return { highlightedLines: [] };
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  const lines = new Set<number>();
  for (const part of ranges?.[1].split(',') ?? []) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!Number.isInteger(from)) continue;
    for (let line = from; line <= (Number.isInteger(to) ? to : from); line += 1) lines.add(line);
  }
  return { title: title ? (title[1] ?? title[2] ?? title[3]) : undefined, highlightedLines: [...lines].sort((a, b) => a - b) };
}

export function languageOf(className: string | undefined): string | undefined {
  return /language-([\w-]+)/.exec(className ?? '')?.[1];
}
