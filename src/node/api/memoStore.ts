/**
 * Keeps the API documents' work between runs (decision 0027): what this process's memos hold — the
 * rendered Markdown texts, the operation pages kept by API, the example checks and the version
 * comparisons by prose-free key — is written to one file under node_modules/.cache/, and read back by the next
 * `gatsby develop` or `gatsby build` of the same code. A warm start then loads each document and finds
 * every piece of its work already done; a document edited while no server ran redoes only what
 * its edit touched.
 *
 * The file is valid only for the code that wrote it: it holds `version`, a hash of the compiled
 * gatsby-node bundle (all of the site's Node code) and of package-lock.json (the libraries it
 * calls). A file of another version, or one that does not read, is ignored and replaced. Every
 * memo's keys are the full inputs of what it kept, so a restored entry is used only for the same
 * input; nothing is trusted by file name or date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { types } from 'node:util';
import v8 from 'node:v8';
import { keptOperationPages, restoreKeptOperations } from '../../openapi/operationMemo';
import { renderedMarkdown, restoreRenderedMarkdown, type Rendered } from '../../openapi/markdown';
import { checkedDocuments } from '../checks/apiDocumentExamples';
import { comparisons } from './apiHistory';
import { buildCacheDir, codeVersion, siteCodeVersion } from '../buildCache';

export { codeVersion, siteCodeVersion };

interface Stored {
  readonly version: string;
  readonly markdown: ReadonlyMap<string, Rendered>;
  readonly operations: ReadonlyMap<string, unknown>;
  readonly examples: ReturnType<typeof checkedDocuments.kept>;
  readonly comparisons: ReturnType<typeof comparisons.kept>;
}

/**
 * Where the memos are kept: under node_modules/.cache/ (src/node/buildCache.ts), so a clean build
 * (no .cache/) of the same code and documents finds them too (decision 0024, fifth step).
 */
export const memoFile = (root: string = process.cwd()): string => path.join(buildCacheDir('fms-api', root), 'memos.bin');

/** Reads the memos of an earlier run of the same `version` into this process; false when there were none to read. */
export function restoreMemos(file: string, version: string): boolean {
  let stored: Stored;
  try {
    stored = v8.deserialize(fs.readFileSync(file)) as Stored;
  } catch {
    return false;
  }
  if (stored?.version !== version) return false;
  // A file of this version but not of this shape (written by hand, say) is ignored as a whole.
  if (![stored.markdown, stored.operations].every((memo) => types.isMap(memo)) || ![stored.examples, stored.comparisons].every(Array.isArray)) return false;
  restoreRenderedMarkdown(stored.markdown);
  restoreKeptOperations(stored.operations);
  checkedDocuments.restore(stored.examples);
  comparisons.restore(stored.comparisons);
  return true;
}

/** Writes this process's memos for the next run of the same `version` (through a temporary file, so a reader never sees half of it). */
export function saveMemos(file: string, version: string): void {
  const stored: Stored = {
    version,
    markdown: renderedMarkdown(),
    operations: keptOperationPages(),
    examples: checkedDocuments.kept(),
    comparisons: comparisons.kept(),
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}`;
  fs.writeFileSync(temporary, v8.serialize(stored));
  fs.renameSync(temporary, file);
}
