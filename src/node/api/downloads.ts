/**
 * The published copy of each API document (its download link, '/' + the file's name): the
 * document bundled into one file, so a split document downloads as one that works on its own.
 *
 * Sourcing writes each copy to `.cache/fms-api-downloads/`; `gatsby build` copies them into public/
 * in onPostBuild (Gatsby copies static/ into public/ late in the build, which would otherwise put the
 * unbundled root file there), and `gatsby develop` serves them from there through
 * `developMiddleware`, ahead of static/, so the download follows each edit of the document.
 * The whole texts of the examples cut on their pages (src/openapi/largeExamples.ts) are published the
 * same way, each at its page's route (`/docs/api/{api}/{operation}/{name}.json`, or `.txt` when not JSON).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { stringify } from 'yaml';
import type { DocumentFormat } from '../../openapi/parse';

export const API_DOWNLOADS_DIR = path.join('.cache', 'fms-api-downloads');

/**
 * The published text of a document: a bundled one in the root file's format; a one-file YAML document
 * byte for byte; JSON compact (decision 0014: a one-file JSON document loses only its whitespace, so
 * `JSON.parse` of the copy gives the same value, its numbers and strings spelled as the team wrote them;
 * GitHub's description, pretty-printed, is 12.4 MiB as written and 6.6 MiB compact).
 */
export function publishedDocumentText(bundled: Record<string, unknown>, format: DocumentFormat, files: readonly string[]): string {
  if (files.length === 1 && files[0]) {
    const text = fs.readFileSync(files[0], 'utf8');
    return format === 'json' ? compactJson(text) : text;
  }
  // aliasDuplicateObjects: false, or a schema used twice would become a YAML alias other tools may refuse.
  return format === 'yaml' ? stringify(bundled, { aliasDuplicateObjects: false, lineWidth: 0 }) : JSON.stringify(bundled);
}

/** A JSON string (escapes included) or a run of JSON's whitespace between tokens. */
const STRING_OR_WHITESPACE = /("[^"\\]*(?:\\.[^"\\]*)*")|[ \t\n\r]+/g;

/**
 * Valid JSON text without its insignificant whitespace (and a leading byte-order mark, which
 * `JSON.parse` refuses): every token, strings and numbers alike, stays as written.
 */
export function compactJson(text: string): string {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return source.replace(STRING_OR_WHITESPACE, (_match, string: string | undefined) => string ?? '');
}

/** Before a full sourcing: a copy left by an earlier build with other settings must not be published. */
export function clearApiDownloads(root: string): void {
  fs.rmSync(path.join(root, API_DOWNLOADS_DIR), { recursive: true, force: true });
}

export function writeApiDownload(root: string, publicPath: string, text: string): void {
  const target = path.join(root, API_DOWNLOADS_DIR, path.basename(publicPath));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
}

/** The whole text of a cut example, published at `href` (root-relative, `/docs/api/…/{name}.json` or `.txt`). */
export function writeFullExample(root: string, href: string, text: string): void {
  const target = path.join(root, API_DOWNLOADS_DIR, ...href.split('/').filter(Boolean));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
}

/** Copies every published document and full example into `public/` (after Gatsby's copy of static/). */
export function publishApiDownloads(root: string, publicDir: string = path.join(root, 'public')): string[] {
  const dir = path.join(root, API_DOWNLOADS_DIR);
  if (!fs.existsSync(dir)) return [];
  const names = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(dir, name)).isFile());
  for (const name of names) {
    fs.mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true });
    fs.copyFileSync(path.join(dir, name), path.join(publicDir, name));
  }
  return names;
}

/**
 * Every JSON file Gatsby copied from static/ (the shipped documents, a document no API of these
 * settings names, any other JSON a team keeps there), published compact as the documents' downloads
 * are (decision 0014): the same value, without the whitespace between tokens. A file that is not valid
 * JSON stays as written. Returns the files rewritten, relative to public/.
 */
export function compactStaticJson(root: string, publicDir: string = path.join(root, 'public')): string[] {
  const staticDir = path.join(root, 'static');
  if (!fs.existsSync(staticDir)) return [];
  const names = (fs.readdirSync(staticDir, { recursive: true }) as string[]).filter((name) => name.toLowerCase().endsWith('.json'));
  const rewritten: string[] = [];
  for (const name of names) {
    const target = path.join(publicDir, name);
    if (!fs.statSync(target, { throwIfNoEntry: false })?.isFile()) continue;
    const text = fs.readFileSync(target, 'utf8');
    try {
      JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    } catch {
      continue;
    }
    const compact = compactJson(text);
    if (compact === text) continue;
    fs.writeFileSync(target, compact);
    rewritten.push(name);
  }
  return rewritten;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
};

/** Express-style middleware for `gatsby develop`: '/Name.yaml' answers with the latest bundled copy. */
export function apiDownloadMiddleware(root: string): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    let name: string;
    try {
      name = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\//, '');
    } catch {
      next(); // Not an escape sequence: not one of ours.
      return;
    }
    const file = path.join(root, API_DOWNLOADS_DIR, name);
    // Only a file in the folder, by plain names: '.', '..', empty and backslashed segments fall through to Gatsby.
    const segments = name.split('/');
    const plain = segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !segment.includes('\\'));
    if (req.method !== 'GET' || !plain || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      next();
      return;
    }
    res.setHeader('Content-Type', CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(fs.readFileSync(file));
  };
}
