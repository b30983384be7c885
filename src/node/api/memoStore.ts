/**
 * Keeps the API documents' work between runs (decision 0027): what this process's memos hold — the
 * rendered Markdown texts, the operation pages kept by API, the example checks and the version
 * comparisons by prose-free key — is written to one file under .cache/, and read back by the next
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
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { keptOperationPages, restoreKeptOperations } from '../../openapi/normalise';
import { renderedMarkdown, restoreRenderedMarkdown, type Rendered } from '../../openapi/markdown';
import { checkedDocuments } from '../checks/apiDocumentExamples';
import { comparisons } from './apiHistory';

interface Stored {
  readonly version: string;
  readonly markdown: ReadonlyMap<string, Rendered>;
  readonly operations: ReadonlyMap<string, unknown>;
  readonly examples: ReturnType<typeof checkedDocuments.kept>;
  readonly comparisons: ReturnType<typeof comparisons.kept>;
}

/** The code's version: a hash of the given files' bytes (a missing file counts as empty); undefined when none exists. */
export function codeVersion(files: readonly string[]): string | undefined {
  const hash = createHash('sha256');
  let found = false;
  for (const file of files) {
    hash.update(`${path.basename(file)}\0`);
    try {
      hash.update(fs.readFileSync(file));
      found = true;
    } catch {
      hash.update('missing');
    }
    hash.update('\0');
  }
  return found ? hash.digest('hex') : undefined;
}

/** The version of the site's Node code as Gatsby runs it: its compiled gatsby-node bundle and package-lock.json. */
export function siteCodeVersion(root: string = process.cwd()): string | undefined {
  const bundle = path.join(root, '.cache', 'compiled', 'gatsby-node.js');
  return fs.existsSync(bundle) ? codeVersion([bundle, path.join(root, 'package-lock.json')]) : undefined;
}

/** Where the memos are kept, under the site's .cache/. */
export const memoFile = (root: string = process.cwd()): string => path.join(root, '.cache', 'fms-api', 'memos.bin');

/** Reads the memos of an earlier run of the same `version` into this process; false when there were none to read. */
export function restoreMemos(file: string, version: string): boolean {
  let stored: Stored;
  try {
    stored = v8.deserialize(fs.readFileSync(file)) as Stored;
  } catch {
    return false;
  }
  if (stored?.version !== version) return false;
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
