/**
 * @jest-environment node
 *
 * scripts/serve.ts stays in its folder (issue 18): served from <tmp>/public, no encoded or plain
 * '..' reaches <tmp>/public-old (a sibling with the same prefix) or <tmp>, and the rest of its
 * behaviour (pages, .html redirects, the 404 page) is unchanged.
 */
import http from 'node:http';
import path from 'node:path';
import { startStaticServer, type StaticServer } from '../../scripts/static-server';
import { removeTree, tempFolder, writeTree } from '../support/tempFolder';

let dir: string;
let server: StaticServer;

beforeAll(async () => {
  dir = writeTree(
    {
      'public/index.html': '<p>home</p>',
      'public/docs/index.html': '<p>docs</p>',
      'public/404.html': '<p>not found page</p>',
      'public-old/secret.txt': 'SECRET-SIBLING',
      'secret.txt': 'SECRET-PARENT',
      '404/index.html': 'SECRET-PARENT-404',
    },
    tempFolder('serve-test-'),
  );
  server = await startStaticServer(path.join(dir, 'public'));
});

afterAll(async () => {
  await server?.stop();
  removeTree(dir);
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
