/**
 * The agent files of pages that are gone, removed from a kept `public/` (issue 45; decision 0036).
 * Each build lists the Markdown twins and llms files it wrote in `.cache/fms-agent-twins/files.json`;
 * the next build removes those of the earlier list it did not write again (a page deleted or moved,
 * an API's llms-full.txt turned off). Only names the earlier build wrote, of an agent file's shape and
 * inside `public/`, are ever removed: nothing else in `public/` is touched.
 */
import fs from 'node:fs';
import path from 'node:path';

/** An agent file's name, relative to public/: a twin (`….md`) or an llms file (`…llms.txt`, `…llms-full.txt`). */
const AGENT_FILE = /^(?!\/)(?!.*(^|\/)\.\.(\/|$))[^\0]*(\.md|(^|\/)llms(-full)?\.txt)$/;

/** The files of `earlier` (the last build's list) that `current` (this build's) lacks and that have an agent file's shape: sorted. */
export function earlierAgentFiles(earlier: readonly unknown[], current: readonly string[]): string[] {
  const now = new Set(current.map((file) => file.replace(/^\/+/, '')));
  return earlier
    .filter((file): file is string => typeof file === 'string')
    .map((file) => file.replace(/^\/+/, ''))
    .filter((file) => AGENT_FILE.test(file) && !now.has(file))
    .sort();
}

/**
 * Removes from `publicDir` the agent files the last build listed in `listFile` and this one did not
 * write (`current`, paths relative to public/), then lists `current` there. Returns the files removed.
 * A missing or unreadable list removes nothing (a cold build, or a cache from before this list).
 */
export function removeEarlierAgentFiles(publicDir: string, listFile: string, current: readonly string[]): string[] {
  let earlier: unknown[] = [];
  try {
    const stored: unknown = JSON.parse(fs.readFileSync(listFile, 'utf8'));
    if (Array.isArray(stored)) earlier = stored;
  } catch {
    // No list yet.
  }
  const gone = earlierAgentFiles(earlier, current);
  for (const file of gone) fs.rmSync(path.join(publicDir, file), { force: true });
  fs.mkdirSync(path.dirname(listFile), { recursive: true });
  fs.writeFileSync(listFile, `${JSON.stringify([...current].sort(), null, 1)}\n`);
  return gone;
}
