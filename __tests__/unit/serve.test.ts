/**
 * @jest-environment node
 *
 * scripts/serve.ts stays on its site (issues 18 and 23): served from <tmp>/public, no encoded or
 * plain '..' reaches <tmp>/public-old (a sibling with the same prefix) or <tmp>; no redirect's
 * Location leaves the origin, however the leading slashes are written; a symlink whose real path
 * leaves the folder is not found; only GET and HEAD are answered; Accept-Encoding is read with its
 * q-values; the security headers of _headers.json come on every response. The rest of its
 * behaviour (pages, .html redirects, the 404 page) is unchanged. Bodies are streamed (issue 42): a
 * large file being gzipped does not hold up a small page, and a response cut off is never whole.
 * For agents (issue 44): a page asked for with Accept: text/markdown first is its Markdown twin,
 * a page names its twin and llms.txt in a Link header, and twins are served as text/markdown.
 */
import fs from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { startStaticServer, type StaticServer } from '../../scripts/static-server';

// Each test starts the server (a Node process with tsx's loader): on two shared cores under the side
// lane's builds (scripts/test-all.sh) a start can take longer than jest's default 5 s.
jest.setTimeout(30_000);
import { removeTree, tempFolder, writeTree } from '../support/tempFolder';

const SECURITY_HEADERS = { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "default-src 'self'" };

let dir: string;
let server: StaticServer;

beforeAll(async () => {
  dir = writeTree(
    {
      'public/index.html': '<p>home</p>',
      'public/docs/index.html': '<p>docs</p>',
      'public/docs.md': '# Docs twin',
      'public/docs/intro/index.html': '<p>intro</p>',
      'public/llms.txt': '# Site',
      'public/404.html': '<p>not found page</p>',
      'public/_headers.json': JSON.stringify(SECURITY_HEADERS),
      'public/xx/page/index.html': '<p>xx page</p>',
      'public-old/secret.txt': 'SECRET-SIBLING',
      'public-old/page.html': 'SECRET-SIBLING-PAGE',
      'secret.txt': 'SECRET-PARENT',
      'secret.html': 'SECRET-PARENT-HTML',
      '404/index.html': 'SECRET-PARENT-404',
    },
    tempFolder('serve-test-'),
  );
  // Symlinks out of the served folder: a file, a page, a folder, and a locale's not-found folder.
  fs.symlinkSync(path.join(dir, 'secret.txt'), path.join(dir, 'public/leak.txt'));
  fs.symlinkSync('../secret.html', path.join(dir, 'public/leak.html'));
  fs.symlinkSync(path.join(dir, 'public-old'), path.join(dir, 'public/old'));
  fs.symlinkSync(path.join(dir, '404'), path.join(dir, 'public/xx/404'));
  // A symlink that stays inside is served.
  fs.symlinkSync('docs/index.html', path.join(dir, 'public/alias.html'));
  server = await startStaticServer(path.join(dir, 'public'));
});

afterAll(async () => {
  await server?.stop();
  removeTree(dir);
});

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  readonly text: string;
  readonly location?: string;
  /** Whether the whole body came (false when the server cut the response off). */
  readonly complete: boolean;
}

interface RequestOptions {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  /** The server asked; the one of the folder above by default. */
  readonly server?: StaticServer;
  /** Called with the response before its body is read (it may pause it). */
  readonly onResponse?: (res: http.IncomingMessage) => void;
}

/** A raw request: the path is sent as written, not normalised by a URL parser; nothing is decompressed. */
function request(rawPath: string, options: RequestOptions = {}): Promise<Answer> {
  const { hostname, port } = new URL((options.server ?? server).url);
  return new Promise((resolve, reject) => {
    // agent: false, a connection of its own: Node 20's global agent keeps sockets alive, and reusing one the
    // server is closing after its keep-alive timeout ends in 'socket hang up' on a busy machine (seen in CI).
    const req = http.request({ hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A response cut off ends in an error ('aborted'), then 'close': the answer says it is incomplete.
      res.on('error', () => undefined);
      res.on('close', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          text: body.toString('utf8'),
          location: res.headers.location,
          complete: res.complete,
        });
      });
      options.onResponse?.(res);
    });
    req.on('error', reject);
    req.end();
  });
}

const get = (rawPath: string): Promise<Answer> => request(rawPath);

test.each([
  '/..%2fpublic-old/secret.txt',
  '/../public-old/secret.txt',
  '/%2e%2e/public-old/secret.txt',
  '/%2E%2E%2Fpublic-old%2Fsecret.txt',
  '/docs/..%2f..%2fpublic-old/secret.txt',
  '/..%2fsecret.txt',
  '/../secret.txt',
  '/..%2f404/',
  '/..%2fpublic-old/',
  '/%00/../secret.txt',
  '/%2f..%2fsecret.txt',
  '/%5c..%5csecret.txt',
])('%s answers 404 with the site’s not-found page', async (rawPath) => {
  const response = await get(rawPath);
  expect(response.status).toBe(404);
  expect(response.text).toBe('<p>not found page</p>');
});

test('pages, redirects and the not-found page work as before', async () => {
  expect(await get('/')).toMatchObject({ status: 200, text: '<p>home</p>' });
  expect(await get('/docs')).toMatchObject({ status: 200, text: '<p>docs</p>' });
  expect(await get('/docs/index.html')).toMatchObject({ status: 301, location: '/docs' });
  expect(await get('/docs/')).toMatchObject({ status: 301, location: '/docs' });
  expect(await get('/index.html?a=1')).toMatchObject({ status: 301, location: '/?a=1' });
  expect(await get('/nowhere')).toMatchObject({ status: 404, text: '<p>not found page</p>' });
});

describe('redirects stay on the origin', () => {
  test.each([
    ['/%2fevil.example/x.html', '/evil.example/x'],
    ['/%2Fevil.example/x.html', '/evil.example/x'],
    ['/%5cevil.example/x.html', '/evil.example/x'],
    ['/%5Cevil.example/x.html', '/evil.example/x'],
    ['/%2f%5cevil.example/x.html', '/evil.example/x'],
    ['/%5c%5cevil.example/x.html', '/evil.example/x'],
    ['/%2f%2f%2fevil.example/x/index.html', '/evil.example/x'],
    ['//evil.example/x.html', '/evil.example/x'],
    ['///evil.example/x.html', '/evil.example/x'],
    ['/\\evil.example/x.html', '/evil.example/x'],
    ['/\\\\evil.example/x.html', '/evil.example/x'],
    ['//%2fevil.example/', '/evil.example'],
    ['/%2fevil.example/', '/evil.example'],
    ['/%2f/index.html', '/'],
    ['/%09/evil.example/x.html', '/%09/evil.example/x'],
    ['/%252fevil.example/x.html', '/%252fevil.example/x'],
    ['/a%23b%3Fc.html', '/a%23b%3Fc'],
  ])('%s → 301 %s', async (rawPath, expected) => {
    const response = await get(rawPath);
    expect(response.status).toBe(301);
    expect(response.location).toBe(expected);
    // Exactly one '/' then neither '/' nor '\', or just '/': never a network-path reference.
    expect(response.location).toMatch(/^\/(?![/\\])/);
    expect(new URL(response.location ?? '', server.url).origin).toBe(server.url);
  });
});

describe('symlinks whose real path leaves the folder', () => {
  test.each(['/leak.txt', '/leak', '/old/secret.txt', '/old/page'])('%s answers 404 with the site’s not-found page', async (rawPath) => {
    const response = await get(rawPath);
    expect(response.status).toBe(404);
    expect(response.text).toBe('<p>not found page</p>');
  });

  test('a locale whose not-found folder links out gets the site’s not-found page', async () => {
    expect(await get('/xx/page')).toMatchObject({ status: 200, text: '<p>xx page</p>' });
    expect(await get('/xx/nowhere')).toMatchObject({ status: 404, text: '<p>not found page</p>' });
  });

  test('a symlink that stays inside the folder is served', async () => {
    expect(await get('/alias')).toMatchObject({ status: 200, text: '<p>docs</p>' });
  });
});

describe('only GET and HEAD', () => {
  test.each([
    ['POST', '/'],
    ['PUT', '/docs'],
    ['DELETE', '/docs'],
    ['PATCH', '/index.html'],
    ['OPTIONS', '/nowhere'],
  ])('%s %s answers 405 with Allow', async (method, rawPath) => {
    const response = await request(rawPath, { method });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.text).not.toMatch(/<p>/);
  });

  test('HEAD answers as GET, without a body', async () => {
    const response = await request('/docs', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toHaveLength(0);
  });
});

describe('Accept-Encoding with its q-values', () => {
  test.each([
    ['gzip', true],
    ['GZIP', true],
    ['gzip;q=0.5', true],
    ['gzip; q=0.001', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['x-gzip', true],
    ['*', true],
    ['*;q=0, gzip', true],
    ['deflate, Gzip ; Q = 1', true],
    ['gzip;q=0', false],
    ['gzip;q=0.000', false],
    ['deflate, gzip ; Q = 0', false],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['identity', false],
    ['IDENTITY, deflate', false],
    ['identity;q=1, gzip;q=0.5', false],
    ['gzip;q=abc', false],
    ['gzip;q=2', false],
    ['', false],
  ])('%j → gzipped: %s', async (acceptEncoding, gzipped) => {
    const response = await request('/docs', { headers: { 'Accept-Encoding': acceptEncoding } });
    expect(response.status).toBe(200);
    // /docs has a Markdown twin: its answer varies on Accept too.
    expect(response.headers.vary).toBe('Accept-Encoding, Accept');
    if (gzipped) {
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(response.body).toString('utf8')).toBe('<p>docs</p>');
    } else {
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.text).toBe('<p>docs</p>');
    }
  });

  test('no Accept-Encoding → not gzipped', async () => {
    const response = await request('/docs');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe('<p>docs</p>');
  });
});

test.each([
  ['a page', 'GET', '/docs', 200],
  ['a redirect', 'GET', '/docs/index.html', 301],
  ['an open-redirect attempt', 'GET', '/%2fevil.example/x.html', 301],
  ['the not-found page', 'GET', '/nowhere', 404],
  ['a symlink out', 'GET', '/leak.txt', 404],
  ['a refused method', 'POST', '/docs', 405],
])('the security headers of _headers.json come on %s', async (_kind, method, rawPath, status) => {
  const response = await request(rawPath, { method });
  expect(response.status).toBe(status);
  expect(response.headers['x-frame-options']).toBe(SECURITY_HEADERS['X-Frame-Options']);
  expect(response.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
});

test('a target that is not a path of this origin neither redirects away nor stops the server', async () => {
  // '//%2fevil.example/' made the old server throw (an invalid host for `new URL(target, base)`) and exit.
  expect(await get('//%2fevil.example/')).toMatchObject({ status: 301, location: '/evil.example' });
  // Absolute-form targets keep only their path; one that cannot be parsed is a 400.
  expect(await get('http://evil.example/docs/index.html')).toMatchObject({ status: 301, location: '/docs' });
  expect(await get('http://%zz/')).toMatchObject({ status: 400 });
  expect(await get('/docs')).toMatchObject({ status: 200, text: '<p>docs</p>' });
});

test('a --dir that is not a folder stops the server with an error', async () => {
  await expect(startStaticServer(path.join(dir, 'no-such-folder'))).rejects.toThrow(/exited with code 1/);
  await expect(startStaticServer(path.join(dir, 'secret.txt'))).rejects.toThrow(/exited with code 1/);
});

/**
 * Text of `bytes` bytes, compressible about as a page is (gzip to ~40 %) and never repeating within
 * gzip's 32 KiB window: numbered lines, each one of 4,096 sentences of pseudo-random words.
 */
function variedText(bytes: number): Buffer {
  let seed = 7;
  const random = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const words = Array.from({ length: 3000 }, (_, i) => ((i * 2654435761) >>> 0).toString(36).slice(0, 3 + (i % 8)));
  const sentences = Array.from({ length: 4096 }, () => Array.from({ length: 6 + random(12) }, () => words[random(words.length)]).join(' '));
  const lines: string[] = [];
  for (let n = 0, size = 0; size < bytes; n++) {
    const line = `${n} ${sentences[random(sentences.length)]}\n`;
    lines.push(line);
    size += line.length;
  }
  return Buffer.from(lines.join('')).subarray(0, bytes);
}

// Issue 42: every response was gzipped at once (zlib.gzipSync at level 9) on the event loop, so a
// small page waited behind each large file being compressed. Bodies are now streamed.
describe('a large file is streamed, gzipped or not', () => {
  const BIG = 12 * 1024 * 1024;
  let bigDir: string;
  let bigServer: StaticServer;
  let big: Buffer;

  beforeAll(async () => {
    big = variedText(BIG);
    bigDir = writeTree({ 'small.html': '<p>small</p>' }, tempFolder('serve-large-'));
    fs.writeFileSync(path.join(bigDir, 'big.txt'), big);
    fs.writeFileSync(path.join(bigDir, 'cut.txt'), big);
    bigServer = await startStaticServer(bigDir);
  });

  afterAll(async () => {
    await bigServer?.stop();
    if (bigDir) removeTree(bigDir);
  });

  const gzip = { 'Accept-Encoding': 'gzip' };

  test('a small GET started after eight gzip requests for a 12 MiB file ends before all of them; each gunzips to the file', async () => {
    const finished: string[] = [];
    const large = Array.from({ length: 8 }, (_, i) =>
      request('/big.txt', { server: bigServer, headers: gzip }).then((answer) => {
        finished.push(`large ${i}`);
        return answer;
      }),
    );
    const small = request('/small', { server: bigServer, headers: gzip }).then((answer) => {
      finished.push('small');
      return answer;
    });
    const [smallAnswer, ...largeAnswers] = await Promise.all([small, ...large]);
    // The order, not a duration: before, the small page came after every large file had been compressed.
    expect(finished[0]).toBe('small');
    expect(smallAnswer.status).toBe(200);
    // Checked one by one (no toMatchObject on a large answer): a failure would print its whole body.
    expect(zlib.gunzipSync(smallAnswer.body).toString('utf8')).toBe('<p>small</p>');
    for (const answer of largeAnswers) {
      expect({ status: answer.status, complete: answer.complete }).toEqual({ status: 200, complete: true });
      expect(answer.headers).toMatchObject({ 'content-encoding': 'gzip', 'transfer-encoding': 'chunked', vary: 'Accept-Encoding' });
      expect(answer.headers['content-length']).toBeUndefined();
      // Buffer.equals, not toEqual: a mismatch of 12 MiB would be printed whole.
      expect(zlib.gunzipSync(answer.body).equals(big)).toBe(true);
    }
    // Eight files of 12 MiB gzipped at level 9 share two cores with the rest: a timeout, not a duration.
  }, 120_000);

  test('without gzip the file is sent as is, with its Content-Length', async () => {
    const answer = await request('/big.txt', { server: bigServer });
    expect({ status: answer.status, complete: answer.complete }).toEqual({ status: 200, complete: true });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(BIG));
    expect(answer.body.equals(big)).toBe(true);
  });

  test('HEAD answers with the headers of GET and no body, without compressing the file for a length', async () => {
    const gzipped = await request('/big.txt', { server: bigServer, method: 'HEAD', headers: gzip });
    expect(gzipped).toMatchObject({ status: 200, complete: true });
    expect(gzipped.headers).toMatchObject({ 'content-type': 'text/plain; charset=utf-8', 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    expect(gzipped.headers['content-length']).toBeUndefined();
    expect(gzipped.body).toHaveLength(0);
    const plain = await request('/big.txt', { server: bigServer, method: 'HEAD' });
    expect(plain.headers['content-length']).toBe(String(BIG));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toHaveLength(0);
  });

  test('a client that goes away mid-body, or a file cut short while sent, ends that response only', async () => {
    const gone = await request('/big.txt', { server: bigServer, headers: gzip, onResponse: (res) => res.once('data', () => res.destroy()) });
    expect(gone.complete).toBe(false);
    // The response is paused as soon as its headers come; the file is then cut to 1 KiB (the server has
    // read at most what the socket took), and the rest of the body is never sent as if it were whole.
    const cut = await request('/cut.txt', {
      server: bigServer,
      onResponse: (res) => {
        res.pause();
        fs.truncateSync(path.join(bigDir, 'cut.txt'), 1024);
        setImmediate(() => res.resume());
      },
    });
    expect(cut.headers['content-length']).toBe(String(BIG));
    expect(cut.complete).toBe(false);
    expect(cut.body.length).toBeLessThan(BIG);
    expect(await request('/small', { server: bigServer })).toMatchObject({ status: 200, text: '<p>small</p>', complete: true });
  });
});

describe('Markdown twins for agents (issue 44)', () => {
  test('a page asked for with Accept: text/markdown is answered with its twin, as text/markdown, varying on Accept', async () => {
    for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9', 'text/html;q=0.5, text/markdown']) {
      const answer = await request('/docs', { headers: { Accept: accept } });
      expect([answer.status, answer.headers['content-type'], answer.text]).toEqual([200, 'text/markdown; charset=utf-8', '# Docs twin']);
      expect(answer.headers.vary).toMatch(/\bAccept\b/);
    }
  });

  test("a browser's Accept, or Markdown ranked below HTML, gets the page; the page's Link header names its twin and llms.txt", async () => {
    for (const accept of ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'text/html, text/markdown;q=0.5', '*/*']) {
      const answer = await request('/docs', { headers: { Accept: accept } });
      expect([answer.status, answer.text]).toEqual([200, '<p>docs</p>']);
      expect(answer.headers.link).toBe('</docs.md>; rel="alternate"; type="text/markdown", </llms.txt>; rel="index"; type="text/plain"');
      expect(answer.headers.vary).toMatch(/\bAccept\b/);
    }
  });

  test('a page without a twin is the page, without a Link; a file is never negotiated; the twin itself is text/markdown', async () => {
    const intro = await request('/docs/intro', { headers: { Accept: 'text/markdown' } });
    expect([intro.status, intro.text, intro.headers.link]).toEqual([200, '<p>intro</p>', undefined]);
    const file = await request('/llms.txt', { headers: { Accept: 'text/markdown' } });
    expect([file.status, file.headers['content-type'], file.text]).toEqual([200, 'text/plain; charset=utf-8', '# Site']);
    const twin = await get('/docs.md');
    expect([twin.status, twin.headers['content-type']]).toEqual([200, 'text/markdown; charset=utf-8']);
    const missing = await request('/nowhere', { headers: { Accept: 'text/markdown' } });
    expect(missing.status).toBe(404);
  });
});
