/**
 * A document split over several local files → one value, as if it had been written as one file.
 *
 * First every file reachable through `$ref`s is read and parsed here (JSON or YAML, see
 * `src/openapi/parse.ts`), so that each problem is reported with the file it is in and the JSON
 * pointer of the `$ref` there: a syntax error (line and column), a reference to an http(s) URL (never
 * fetched: the build makes no network calls), to a file that does not exist, or to a place that
 * does not exist in an existing file, to a file outside the folder documents may be read from, or over
 * a size limit (`documentPolicy.ts`). Only then does @apidevtools/swagger-parser's `bundle()` inline
 * the external files, reading exactly the files already checked (remote resolution is switched off),
 * and rewriting every external `$ref` to a local one; circular references across files stay `$ref`s.
 */
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { ApiDocumentError } from '../../openapi/errors';
import { isObject, resolvePointer, toPointer } from '../../openapi/json';
import { parseDocumentText, type DocumentFormat } from '../../openapi/parse';
import { pathOf, walkJson } from './walkJson';
import { checkDocumentDepth, confinedFile, documentPolicy, formatBytes, jsonSizeUpTo, limitSetting, type DocumentPolicy } from './documentPolicy';

export interface BundledDocument {
  /** The document with every external `$ref` inlined; local `$ref`s are kept. */
  readonly document: Record<string, unknown>;
  /** The root file's format, which the published copy keeps. */
  readonly format: DocumentFormat;
  /** Absolute paths of every file the document is made of, the root first. */
  readonly files: readonly string[];
}

interface ExternalRef {
  /** JSON pointer of the `$ref` inside its file. */
  readonly pointer: string;
  readonly ref: string;
}

/** 'static/Portal-v1.json' for a file under the working directory, else the path as given. */
export function displayPath(filePath: string): string {
  const relative = path.relative(process.cwd(), filePath);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : filePath;
}

function readText(filePath: string, from?: { file: string; pointer: string; ref: string }): string {
  try {
    return readFileSync(filePath, 'utf8');
  } catch (error) {
    const code = isObject(error) && typeof error.code === 'string' ? error.code : String(error);
    if (from) {
      const reason =
        code === 'ENOENT'
          ? `$ref "${from.ref}" points to a file that does not exist: ${displayPath(filePath)}`
          : `$ref "${from.ref}" points to ${displayPath(filePath)}, which cannot be read (${code})`;
      throw new ApiDocumentError({ file: from.file, pointer: from.pointer, reason, ...(code === 'ENOENT' ? { missingFile: filePath } : {}) });
    }
    throw new ApiDocumentError({ file: displayPath(filePath), pointer: '#', reason: `the file cannot be read (${code})` });
  }
}

/**
 * Every `$ref` of a parsed file, with its JSON pointer in that file, in document order. A loop with its
 * own stack (a file nested 100,000 deep overflowed the recursive walk); files are refused over
 * `MAX_DOCUMENT_DEPTH` before this runs, but the walk does not rely on it.
 */
function allRefs(value: unknown): ExternalRef[] {
  const found: ExternalRef[] = [];
  walkJson(value, (entry) => {
    const { node } = entry;
    if (isObject(node) && typeof node.$ref === 'string') found.push({ pointer: toPointer([...pathOf(entry), '$ref']), ref: node.$ref });
    return undefined;
  });
  return found;
}

/** Every `$ref` of a parsed file that names another resource (anything before '#'). */
export function externalRefs(value: unknown): ExternalRef[] {
  return allRefs(value).filter(({ ref }) => !ref.startsWith('#'));
}

/** The local file a `$ref` names, as a path (not yet checked against the policy), or an error for a URL or an absolute path. */
function targetFile(ref: string, fromFile: string, where: { file: string; pointer: string }): string {
  const [location = ''] = ref.split('#');
  // `//host/x` is a network-path reference: another server, like http(s), never a local file.
  if (/^https?:/i.test(location) || /^[\\/]{2}/.test(location)) {
    throw new ApiDocumentError({
      ...where,
      reason: `$ref "${ref}" points to a remote document (${location}), which the build never fetches. Copy it next to the document and refer to it by a relative path`,
    });
  }
  if (/^file:/i.test(location)) {
    throw new ApiDocumentError({ ...where, reason: `$ref "${ref}" is a file: URL; only relative paths to files inside the site are read` });
  }
  if (/^[a-z][a-z\d+.-]+:/i.test(location)) {
    throw new ApiDocumentError({ ...where, reason: `$ref "${ref}" uses the URL scheme of ${location}; only relative paths to local files are read` });
  }
  let decoded = location;
  try {
    decoded = decodeURI(location);
  } catch {
    // A '%' that is not an escape is part of the file name.
  }
  // '/etc/passwd', and on Windows 'C:\\x' or '\\x': absolute paths name one machine's files.
  if (path.isAbsolute(decoded) || /^[a-z]:/i.test(decoded) || decoded.startsWith('\\')) {
    throw new ApiDocumentError({ ...where, reason: `$ref "${ref}" is an absolute path; only relative paths to files inside the site are read` });
  }
  return path.resolve(path.dirname(fromFile), decoded);
}

/**
 * Reads the root file and every file it references, each confined by `policy`; throws the first
 * problem found. `values` is keyed by each file's real path.
 */
export function collectDocumentFiles(
  rootPath: string,
  policy: DocumentPolicy = documentPolicy(),
): { readonly values: Map<string, unknown>; readonly format: DocumentFormat } {
  const shownRoot = displayPath(path.resolve(rootPath));
  const confinedRoot = confinedFile(path.resolve(rootPath), policy, undefined, shownRoot);
  const root = confinedRoot.path;
  const rootParsed = parseDocumentText(readText(root), displayPath(root));
  checkDocumentDepth(rootParsed.value, displayPath(root));
  const values = new Map<string, unknown>([[root, rootParsed.value]]);
  const { maxDocumentBytes, maxReferences } = policy.limits;
  let documentBytes = jsonSizeUpTo(rootParsed.value, maxDocumentBytes);
  let references = 0;
  const checkDocumentSize = (file: string): void => {
    if (documentBytes <= maxDocumentBytes) return;
    throw new ApiDocumentError({
      file: displayPath(file),
      pointer: '#',
      reason: `the document is over the limit of ${formatBytes(maxDocumentBytes)} once parsed, YAML aliases expanded and its files put together (${limitSetting('maxDocumentBytes')})`,
    });
  };
  checkDocumentSize(root);
  const queue = [root];
  while (queue.length > 0) {
    const file = queue.shift() ?? root;
    const refs = allRefs(values.get(file));
    references += refs.length;
    if (references > maxReferences) {
      throw new ApiDocumentError({
        file: displayPath(file),
        pointer: '#',
        reason: `the document has more than ${maxReferences} $refs in its files, the limit (${limitSetting('maxReferences')})`,
      });
    }
    for (const { pointer, ref } of refs) {
      const where = { file: displayPath(file), pointer };
      if (ref.startsWith('#')) {
        // The root's own references are checked by the validator, on the bundled document; a referenced
        // file's are only meaningful here, before bundling moves them.
        if (file !== root && resolvePointer(values.get(file), ref) === undefined) {
          throw new ApiDocumentError({ ...where, reason: `$ref "${ref}" points to nothing: ${displayPath(file)} has no ${ref}` });
        }
        continue;
      }
      const lexical = targetFile(ref, file, where);
      const confined = confinedFile(lexical, policy, { ...where, ref }, displayPath(lexical));
      const target = confined.path;
      if (!values.has(target)) {
        if (!confined.exists) {
          throw new ApiDocumentError({ ...where, reason: `$ref "${ref}" points to a file that does not exist: ${displayPath(target)}`, missingFile: target });
        }
        const text = readText(target, { ...where, ref });
        const value = parseDocumentText(text, displayPath(target)).value;
        checkDocumentDepth(value, displayPath(target));
        documentBytes += jsonSizeUpTo(value, maxDocumentBytes);
        checkDocumentSize(target);
        values.set(target, value);
        queue.push(target);
      }
      const fragment = ref.includes('#') ? ref.slice(ref.indexOf('#')) : '#';
      if (resolvePointer(values.get(target), fragment) === undefined) {
        throw new ApiDocumentError({ ...where, reason: `$ref "${ref}" points to nothing: ${displayPath(target)} has no ${fragment}` });
      }
    }
  }
  return { values, format: rootParsed.format };
}

/**
 * Bundles the document at `rootPath`. `prepare` may change a copy of the root's value before
 * swagger-parser sees it (it refuses OpenAPI versions it does not know; the caller restores them).
 */
export async function bundleApiDocument(
  rootPath: string,
  prepare: (root: Record<string, unknown>) => Record<string, unknown> = (root) => root,
  policy: DocumentPolicy = documentPolicy(),
): Promise<BundledDocument> {
  const { values, format } = collectDocumentFiles(rootPath, policy);
  const [root = path.resolve(rootPath)] = values.keys();
  const rootValue = values.get(root);
  if (!isObject(rootValue)) throw new ApiDocumentError({ file: displayPath(root), pointer: '#', reason: 'the document must be an object (a mapping in YAML)' });
  const files = [...values.keys()];
  // Called for one file too: the caller checks the root's version there.
  const prepared = prepare(structuredClone(rootValue));
  if (files.length === 1) return { document: rootValue, format, files };

  // swagger-parser names files by the paths the `$ref`s spell; `values` by their real paths.
  const realPath = (file: string): string => {
    try {
      return realpathSync(file);
    } catch {
      return file;
    }
  };
  const parsed = (url: string): unknown => {
    const file = realPath(/^file:/i.test(url) ? fileURLToPath(url) : path.resolve(url));
    if (!values.has(file)) throw new Error(`${displayPath(file)} was not checked before bundling`);
    return structuredClone(values.get(file));
  };
  try {
    const bundled = await SwaggerParser.bundle(
      root,
      prepared as never,
      {
        resolve: {
          external: true,
          http: false,
          file: { order: 1, canRead: true, read: (file: { url: string }) => JSON.stringify(parsed(file.url)) },
        },
        parse: { json: { order: 1, canParse: true }, yaml: false, text: false, binary: false },
      } as unknown as SwaggerParser.Options,
    );
    const document = bundled as unknown as Record<string, unknown>;
    // Each file was within the limit; inlined into one another, they may not be.
    checkDocumentDepth(document, displayPath(root), 'the document, its files put together,');
    // The published copy keeps the version as written, whatever `prepare` showed swagger-parser.
    if ('openapi' in rootValue) document.openapi = rootValue.openapi;
    return { document, format, files };
  } catch (error) {
    if (error instanceof ApiDocumentError) throw error;
    throw new ApiDocumentError({
      file: displayPath(root),
      pointer: '#',
      reason: `the files of the document cannot be bundled into one (${error instanceof Error ? error.message : String(error)})`,
    });
  }
}
