/**
 * Serves the built site (public/) the way the deploy target does (see netlify.toml and
 * static/_redirects): gzip for text (streamed, see send()), long-lived caching for hashed assets,
 * `.html` and `/index.html` stripped by a 301, the 404 page with status 404, the security headers of
 * `_headers.json` on every response. It stays on its site: a redirect's Location is always a path of
 * this origin, a file (or symlink) whose real path leaves the served folder is not found, and only
 * GET and HEAD are answered (405 otherwise). For agents (decision 0031): a page asked for with
 * `Accept: text/markdown` is answered with its Markdown twin (`Vary: Accept` on pages), and a page's
 * response names its twin and llms.txt in a `Link` header, as the generated `_headers` does.
 * Kept small and hand-written: serve-handler and sirv were considered, but neither serves the
 * per-locale 404 pages, the fallback below a base URL and on-the-fly gzip that this must mirror.
 * Usage: npx tsx scripts/serve.ts [--port 9000] [--host 127.0.0.1] [--dir public] [--prefix /base]
 * Prints "listening on http://HOST:PORT" once ready. Used by the browser tests and the benchmarks.
 */
import fs from 'node:fs';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline, Transform } from 'node:stream';
import zlib from 'node:zlib';
import { LLMS_TXT_PATH, MARKDOWN_CONTENT_TYPE, markdownTwinPath, twinForPageRequest } from '../src/lib/markdownTwin';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const host = arg('host', '127.0.0.1');
const port = Number(arg('port', '9000'));
const root = path.resolve(arg('dir', 'public'));
if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
  console.error(`scripts/serve.ts: --dir ${root} is not a folder (build the site first, or name its folder with --dir)`);
  process.exit(1);
}
/** The served folder with its symlinks resolved: every file served must really lie inside it. */
const realRoot = fs.realpathSync(root);
// A site built with a base URL (pathPrefix) is served below it; paths without it are still served,
// as a host that deployed the site at its root would, so the wrong-base-URL banner can be seen.
const prefix = sameOriginPath(arg('prefix', '')).replace(/\/$/, '');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': MARKDOWN_CONTENT_TYPE,
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/;
/**
 * Level 9, as before streaming (whose output is byte for byte gzipSync's at the same level):
 * scripts/first-load.ts and the benchmarks count gzip bytes at level 9 "as scripts/serve.ts sends
 * them". zlib's default 6 is up to 3x faster, but its output is larger on this project's files (JSON
 * +1.6 to +4.0 %, source and prose +0.1 %); streamed, the slower level costs the thread pool, not the
 * other requests.
 */
const GZIP_LEVEL = 9;

/** Security headers, the same as netlify.toml's. */
function securityHeaders(): Record<string, string> {
  const file = path.join(root, '_headers.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}
const extraHeaders = securityHeaders();

/**
 * A decoded path that cannot leave the origin when used as a Location: leading slashes and
 * backslashes collapsed to one '/' (browsers read '//host' and '/\\host' as another site).
 */
function sameOriginPath(decoded: string): string {
  return decoded.replace(/^[/\\]*/, '/');
}

/** Encodes a decoded path for a Location header; '?' and '#' stay part of the path. */
function encodePath(decoded: string): string {
  return encodeURI(decoded).replace(/\?/g, '%3F').replace(/#/g, '%23');
}

/**
 * Whether the client accepts gzip, read with the q-values of Accept-Encoding (RFC 9110 §12.5.3):
 * `gzip` (or `x-gzip`) with q > 0, or else `*` with q > 0; never when identity is explicitly
 * preferred (a higher q). Codings and parameters are case-insensitive; an entry whose q is not a
 * number from 0 to 1 is ignored. No header or an empty one means no gzip.
 */
function acceptsGzip(header: string | undefined): boolean {
  const q = new Map<string, number>();
  for (const entry of (header ?? '').split(',')) {
    const [coding, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!coding) continue;
    let weight = 1;
    for (const param of params) {
      const match = /^q\s*=\s*(.*)$/.exec(param);
      if (match) weight = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(match[1]) ? Number(match[1]) : NaN;
    }
    if (Number.isNaN(weight)) continue;
    const name = coding === 'x-gzip' ? 'gzip' : coding;
    q.set(name, Math.max(q.get(name) ?? 0, weight));
  }
  const gzip = q.get('gzip') ?? q.get('*') ?? 0;
  const identity = q.get('identity');
  return gzip > 0 && (identity === undefined || gzip >= identity);
}

/**
 * The file a decoded URL path names inside the served folder, or null when it would leave it. The
 * folder is compared with a trailing separator: served from /srv/public, '/..%2fpublic-old/x' is
 * /srv/public-old/x, which starts with '/srv/public' but is not inside it.
 */
function inside(relative: string): string | null {
  const file = path.resolve(root, `.${path.sep}${relative}`);
  return file === root || file.startsWith(root.endsWith(path.sep) ? root : `${root}${path.sep}`) ? file : null;
}

/** Whether `file` is a regular file whose real path (symlinks followed) lies inside the served folder. */
function servable(file: string): boolean {
  try {
    if (!fs.statSync(file).isFile()) return false;
    const real = fs.realpathSync(file);
    return real.startsWith(realRoot.endsWith(path.sep) ? realRoot : `${realRoot}${path.sep}`);
  } catch {
    return false;
  }
}

function resolveFile(pathname: string): string | null {
  if (pathname.includes('\0')) return null;
  const candidates = pathname.endsWith('/') ? [path.join(pathname, 'index.html')] : [pathname, path.join(pathname, 'index.html'), `${pathname}.html`];
  for (const candidate of candidates) {
    const file = inside(candidate);
    if (!file) return null;
    if (servable(file)) return file;
  }
  return null;
}

/**
 * Sends a file with `status`. The body is streamed from the file, never read whole: gzipped on the way
 * (zlib's stream, whose work runs on libuv's thread pool) when the type is compressible and the client
 * accepts gzip, so a large file never holds up the other requests on the event loop.
 * - Content-Length: the file's size (from the opened file, which is read up to that size) when sent
 *   as is; a gzipped body's length is only known once compressed, so it goes chunked, without one.
 * - HEAD: the same headers as GET, without reading or compressing the file; so a gzipped answer has
 *   no Content-Length there either (RFC 9110 §9.3.2 lets HEAD leave out what only the body would tell).
 * - An error once the headers are sent (a read error, the client gone) destroys the response, whose
 *   client sees a cut-off body, never a complete-looking one; the server goes on.
 */
function send(req: IncomingMessage, res: ServerResponse, status: number, file: string, headers: OutgoingHttpHeaders = {}): void {
  sendFile(req, res, status, file, headers).catch((error: unknown) => {
    if (!res.headersSent) return sendPlain(req, res, 500, 'Internal server error');
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  });
}

async function sendFile(req: IncomingMessage, res: ServerResponse, status: number, file: string, headers: OutgoingHttpHeaders): Promise<void> {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  // Only content-hashed files are immutable. page-data (static query results in page-data/sq too:
  // named by the query's hash, not the result's) must be revalidated, as Gatsby's caching guide says.
  const hashed = /\/static\//.test(file) || /-[0-9a-f]{16,}\.(js|css)$/.test(file);
  const cache = hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
  const gzip = COMPRESSIBLE.test(type) && acceptsGzip(req.headers['accept-encoding']);
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch {
    // Gone (or unreadable) since resolveFile found it: not found, without trying the 404 page again.
    return sendPlain(req, res, 404, 'Not found');
  }
  let size: number;
  try {
    size = (await handle.stat()).size;
  } catch (error) {
    await handle.close();
    throw error;
  }
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': cache,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : { 'Content-Length': size }),
    Vary: 'Accept-Encoding',
    ...extraHeaders,
    ...headers,
  });
  if (req.method === 'HEAD' || size === 0) {
    await handle.close();
    // An empty file gzipped is gzip's 20-byte empty member, made at once.
    res.end(req.method !== 'HEAD' && gzip ? zlib.gzipSync(Buffer.alloc(0), { level: GZIP_LEVEL }) : undefined);
    return;
  }
  // Up to the size announced (a file growing meanwhile does not overrun Content-Length); the handle is
  // closed when the stream ends or is destroyed. A file cut short meanwhile fails in `whole`, so its
  // response is destroyed instead of ending short (a client would wait for the missing bytes, or
  // take a shorter gzip stream for the file).
  const source = handle.createReadStream({ start: 0, end: size - 1 });
  let read = 0;
  const whole = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      read += chunk.length;
      callback(null, chunk);
    },
    flush(callback) {
      callback(read === size ? null : new Error(`changed while it was sent (${read} of ${size} bytes read)`));
    },
  });
  const done = (error: NodeJS.ErrnoException | null): void => {
    // pipeline has destroyed every stream, the response included; a client that went away is no news.
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error(`scripts/serve.ts: ${file}: ${error.message}`);
  };
  if (gzip) pipeline(source, whole, zlib.createGzip({ level: GZIP_LEVEL }), res, done);
  else pipeline(source, whole, res, done);
}

/** A response without a file (redirect, 405, 400, bare 404), with the security headers pages get. */
function sendPlain(req: IncomingMessage, res: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...extraHeaders, ...headers });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * The request's URL. An origin-form target is parsed as a path of this server even when it starts
 * with '//' or '/\\' (which `new URL(target, base)` would read as another host); an absolute-form
 * target keeps only its path and query. Null when it cannot be parsed.
 */
function requestUrl(target: string): URL | null {
  try {
    return new URL(target.startsWith('/') ? `http://localhost${target}` : target);
  } catch {
    return null;
  }
}

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendPlain(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  const url = requestUrl(req.url ?? '/');
  if (!url) return sendPlain(req, res, 400, 'Bad request');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = url.pathname;
  }
  if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) pathname = pathname.slice(prefix.length) || '/';
  if (pathname.includes('\0') || !inside(pathname)) return sendNotFound(req, res, null);
  // URL normalisation (SPEC §2): a trailing /index.html or .html is removed before matching.
  const normalised = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  const stripped = normalised.length > 1 && normalised.endsWith('/') ? normalised.slice(0, -1) : normalised;
  if (stripped !== pathname && pathname !== '/404.html') {
    return sendPlain(req, res, 301, 'Moved permanently', { Location: encodePath(`${prefix}${sameOriginPath(stripped)}`) + url.search });
  }
  // Content negotiation: an agent asking for Markdown first gets the page's twin, when it has one.
  const twin = twinForPageRequest(pathname, req.headers.accept);
  const twinFile = twin ? inside(twin) : null;
  if (twinFile && servable(twinFile)) return send(req, res, 200, twinFile, { Vary: 'Accept-Encoding, Accept' });
  const file = resolveFile(pathname);
  if (file) return send(req, res, 200, file, file.endsWith('.html') ? pageHeaders(pathname) : {});
  // As the generated _redirects rules do: under /<locale>/, that locale's not-found page if it was built.
  const locale = /^\/([^/\\.][^/\\]*)\//.exec(pathname)?.[1];
  return sendNotFound(req, res, locale ?? null);
});

/** A page's own headers: `Vary: Accept` (its URL also answers Markdown), and `Link` to its twin and llms.txt when they were built. */
function pageHeaders(pathname: string): OutgoingHttpHeaders {
  const twin = markdownTwinPath(pathname);
  const twinFile = inside(twin);
  if (!twinFile || !servable(twinFile)) return {};
  const links = [`<${encodePath(`${prefix}${twin}`)}>; rel="alternate"; type="text/markdown"`];
  const llms = inside(LLMS_TXT_PATH);
  if (llms && servable(llms)) links.push(`<${prefix}${LLMS_TXT_PATH}>; rel="index"; type="text/plain"`);
  return { Vary: 'Accept-Encoding, Accept', Link: links.join(', ') };
}

/** The not-found page with status 404: under /<locale>/, that locale's if it was built. */
function sendNotFound(req: IncomingMessage, res: ServerResponse, locale: string | null): void {
  const localeNotFound = locale ? inside(path.join(locale, '404', 'index.html')) : null;
  if (localeNotFound && servable(localeNotFound)) return send(req, res, 404, localeNotFound);
  const notFound = path.join(root, '404.html');
  if (servable(notFound)) return send(req, res, 404, notFound);
  sendPlain(req, res, 404, 'Not found');
}

server.listen(port, host, () => {
  const address = server.address();
  console.log(`listening on http://${host}:${typeof address === 'object' && address ? address.port : port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
