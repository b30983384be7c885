/**
 * What an API document may make the build read, and how much work it may ask for
 * (docs/decisions/0023-threat-model.md). An API document often comes from another team's
 * repository, and the build often runs with deploy tokens in its environment, so a document is
 * untrusted input:
 *
 * - **Its files stay inside one folder.** The root file and every file its `$ref`s reach are resolved
 *   with symlinks followed (`realpath`) and must lie inside `api.documentsRoot` (the project root
 *   unless the settings name another folder). `file:` URLs and absolute paths are refused outright (a
 *   document that names a place on one machine is not portable anyway); a relative path that leaves
 *   the folder, directly or through a symlink, is refused with the referring file, the JSON pointer
 *   of the `$ref` and the target as written, never its contents. What cannot be a document (a
 *   directory, a device, a FIFO, anything under /proc, /sys or /dev) is refused too.
 * - **Its size is bounded.** Each file (`maxFileBytes`), the whole document once parsed, YAML aliases
 *   expanded (`maxDocumentBytes`, measured as the JSON it would print, stopping as soon as it is
 *   over), and the number of `$ref`s in all its files (`maxReferences`). Each limit is named with its
 *   value and its setting in the error. The defaults take GitHub's 13 MB description (10,460 `$ref`s)
 *   with room to spare.
 * - **Its nesting is bounded.** No file, and not the bundled document, may nest objects and arrays more
 *   than `MAX_DOCUMENT_DEPTH` levels deep (a fixed limit of the site, not a setting): the parsers,
 *   `structuredClone`, `JSON.stringify`, the YAML printer of the download and the validators are
 *   recursive, and a schema nested 20,000 deep or an example nested 100,000 deep ended in a bare
 *   `RangeError: Maximum call stack size exceeded` naming no document. The check is a loop with its
 *   own stack, made right after parsing, and names the file and the place where the limit is passed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApiDocumentError } from '../../openapi/errors';
import { isObject } from '../../openapi/json';
import { pathOf, walkJson } from './walkJson';
import { isInside } from '../pathInside';
import { DEFAULT_DOCUMENT_LIMITS } from '../../config/settingsContract';

export interface DocumentLimits {
  /** Bytes of one file of a document (its root file or a file a `$ref` reaches). */
  readonly maxFileBytes: number;
  /** Bytes of the whole document once parsed (YAML aliases expanded), as the JSON it would print. */
  readonly maxDocumentBytes: number;
  /** `$ref`s in all the files of a document. */
  readonly maxReferences: number;
}

export { DEFAULT_DOCUMENT_LIMITS };

export interface DocumentPolicy {
  /** Real path (symlinks followed) of the folder every file of a document must lie in. */
  readonly root: string;
  /** The root as an absolute path, symlinks kept: a path spelled through a linked project folder is checked against it first. */
  readonly lexicalRoot: string;
  /** The root as the settings name it, for messages ('.' is the project root). */
  readonly rootSetting: string;
  readonly limits: DocumentLimits;
}

/**
 * Levels of objects and arrays a document may nest (`{"a": {"b": [1]}}` is 3). Real descriptions
 * stay far below (a response schema nested 50 properties deep is about 110 levels in its file); the
 * recursive code after loading needs the margin (on Node's default stack the YAML printer of the
 * download stops at about 680 levels, `structuredClone` at about 1,900, `JSON.stringify` at 4,000). Fixed, not a setting: raising it would only trade this error for a crash.
 */
export const MAX_DOCUMENT_DEPTH = 256;

/** Setting paths, for messages. */
export const DOCUMENTS_ROOT_SETTING = 'api.documentsRoot';
export const limitSetting = (name: keyof DocumentLimits): string => `api.limits.${name}`;

/** The policy of the settings' `api` section; `projectRoot` is where relative settings start. */
export function documentPolicy(
  api: { readonly documentsRoot?: string; readonly limits?: Partial<DocumentLimits> } = {},
  projectRoot: string = process.cwd(),
): DocumentPolicy {
  const rootSetting = api.documentsRoot ?? '.';
  const resolved = path.resolve(projectRoot, rootSetting);
  let root = resolved;
  try {
    root = fs.realpathSync(resolved);
  } catch {
    // Settings validation reports a missing folder; until then nothing can lie inside it.
  }
  return { root, lexicalRoot: resolved, rootSetting, limits: { ...DEFAULT_DOCUMENT_LIMITS, ...api.limits } };
}

/** Linux pseudo file systems: their "files" are the machine's state, never a document. */
const PSEUDO_FILE_SYSTEMS = ['/proc', '/sys', '/dev'];

function describeRoot(policy: DocumentPolicy): string {
  return policy.rootSetting === '.' ? `the site's folder (${policy.root})` : `${DOCUMENTS_ROOT_SETTING} "${policy.rootSetting}" (${policy.root})`;
}

export interface RefSite {
  /** The referring file, as shown to the reader. */
  readonly file: string;
  /** JSON pointer of the `$ref` in that file. */
  readonly pointer: string;
  /** The `$ref` as written. */
  readonly ref: string;
}

/**
 * The real path of a document file that may be read: inside the policy's root, a regular file, not
 * over `maxFileBytes`. `lexical` is the path the reference names (already absolute). A file that does
 * not exist is returned as its lexical path (the reader reports it as missing; development watches
 * for it) once the lexical path is known to be inside the root.
 */
export function confinedFile(
  lexical: string,
  policy: DocumentPolicy,
  site: RefSite | undefined,
  shown: string,
): { readonly path: string; readonly exists: boolean } {
  const refuse = (reason: string): never => {
    if (site) throw new ApiDocumentError({ file: site.file, pointer: site.pointer, reason: `$ref "${site.ref}" ${reason}` });
    throw new ApiDocumentError({ file: shown, pointer: '#', reason: `the document ${reason}` });
  };
  const outside = `lies outside ${describeRoot(policy)}, which is the only folder an API document may read from; copy the file inside it (or name another folder in ${DOCUMENTS_ROOT_SETTING} in src/config/settings.ts)`;
  // First as spelled, without touching the file system: '../../../../proc/self/environ' is refused unread.
  if (!isInside(policy.lexicalRoot, lexical) && !isInside(policy.root, lexical)) refuse(outside);
  let real: string;
  try {
    real = fs.realpathSync(lexical);
  } catch (error) {
    if (isObject(error) && error.code === 'ENOENT') return { path: lexical, exists: false };
    return refuse(`cannot be read (${isObject(error) && typeof error.code === 'string' ? error.code : String(error)})`);
  }
  if (!isInside(policy.root, real)) refuse(`${outside.replace(/^lies/, 'is a symbolic link (or lies in a linked folder) whose target lies')}`);
  if (PSEUDO_FILE_SYSTEMS.some((folder) => isInside(folder, real))) refuse(`names ${real}, a file of the machine's state, not a document`);
  const stat = fs.statSync(real);
  if (!stat.isFile())
    refuse(`names ${stat.isDirectory() ? 'a folder' : 'something that is not a regular file (a device, socket or pipe)'}, not a document file`);
  if (stat.size > policy.limits.maxFileBytes) {
    refuse(
      `names a file of ${formatBytes(stat.size)}, over the limit of ${formatBytes(policy.limits.maxFileBytes)} per file (${limitSetting('maxFileBytes')})`,
    );
  }
  return { path: real, exists: true };
}

export function formatBytes(bytes: number): string {
  if (bytes >= 2 ** 20) return `${(bytes / 2 ** 20).toFixed(1).replace(/\.0$/, '')} MiB (${bytes} bytes)`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KiB (${bytes} bytes)`;
  return `${bytes} bytes`;
}

/**
 * The size of `value` as the JSON it would print (close enough: strings count their length plus
 * quotes, numbers their digits), stopping as soon as it passes `limit`: a YAML alias of a 4 MB string
 * used a thousand times is refused after a few steps, not after building 4 GB of text.
 */
export function jsonSizeUpTo(value: unknown, limit: number): number {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && size <= limit) {
    const node = stack.pop();
    if (typeof node === 'string') size += node.length + 2;
    else if (Array.isArray(node)) {
      size += 2 + node.length;
      for (let index = node.length - 1; index >= 0; index -= 1) stack.push(node[index]);
    } else if (isObject(node)) {
      for (const [key, child] of Object.entries(node)) {
        size += key.length + 4;
        stack.push(child);
      }
      size += 2;
    } else size += String(node).length;
  }
  return size;
}

/**
 * The path (keys and indexes from the root) to the first value nested more than `limit` levels deep,
 * or undefined. A loop with its own stack: the value may be nested 100,000 deep.
 */
export function placeTooDeep(value: unknown, limit: number = MAX_DOCUMENT_DEPTH): (string | number)[] | undefined {
  let found: (string | number)[] | undefined;
  walkJson(value, (entry) => {
    if (entry.depth <= limit) return undefined;
    found = pathOf(entry);
    return 'stop';
  });
  return found;
}

/** A pointer for a message: the first segments of a long one, then how many levels more. */
function shortPointer(path: readonly (string | number)[], shown = 12): string {
  const escape = (segment: string | number): string => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
  const head = path
    .slice(0, shown)
    .map((segment) => `/${escape(segment)}`)
    .join('');
  return path.length > shown ? `#${head}/… (${path.length - shown} levels more)` : `#${head}`;
}

/** Refuses a value nested more than `MAX_DOCUMENT_DEPTH` levels deep, naming `file` (as shown) and the place. */
export function checkDocumentDepth(value: unknown, file: string, what = 'the file'): void {
  const path = placeTooDeep(value);
  if (!path) return;
  throw new ApiDocumentError({
    file,
    pointer: shortPointer(path),
    reason: `${what} nests objects and arrays more than ${MAX_DOCUMENT_DEPTH} levels deep here, the limit of the site (MAX_DOCUMENT_DEPTH in src/node/api/documentPolicy.ts); no API description needs that many, and the build's parsers and printers cannot go deeper without failing`,
  });
}
