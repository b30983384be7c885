/**
 * @jest-environment node
 *
 * scripts/serve.mjs stays in its folder (issue 18): served from <tmp>/public, no encoded or plain
 * '..' reaches <tmp>/public-old (a sibling with the same prefix) or <tmp>, and the rest of its
 * behaviour (pages, .html redirects, the 404 page) is unchanged.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../e2e/support/server';

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  const site = path.join(dir, 'public');
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(site, 'index.html'), '<p>home</p>');
  fs.writeFileSync(path.join(site, 'docs', 'index.html'), '<p>docs</p>');
  fs.writeFileSync(path.join(site, '404.html'), '<p>not found page</p>');
  fs.mkdirSync(path.join(dir, 'public-old'));
  fs.writeFileSync(path.join(dir, 'public-old', 'secret.txt'), 'SECRET-SIBLING');
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'SECRET-PARENT');
  fs.mkdirSync(path.join(dir, '404'));
  fs.writeFileSync(path.join(dir, '404', 'index.html'), 'SECRET-PARENT-404');
  server = await startServer(site);
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A raw GET: the path is sent as written, not normalised by a URL parser. */
function get(rawPath: string): Promise<{ status: number; body: string; location?: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

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
])('%s answers 404 with the site’s not-found page', async (rawPath) => {
  const response = await get(rawPath);
  expect(response.status).toBe(404);
  expect(response.body).not.toMatch(/SECRET/);
});

test('pages, redirects and the not-found page work as before', async () => {
  expect(await get('/')).toMatchObject({ status: 200, body: '<p>home</p>' });
  expect(await get('/docs')).toMatchObject({ status: 200, body: '<p>docs</p>' });
  expect(await get('/docs/index.html')).toMatchObject({ status: 301, location: '/docs' });
  expect(await get('/nowhere')).toMatchObject({ status: 404, body: '<p>not found page</p>' });
});
