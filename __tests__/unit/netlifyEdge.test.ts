/** @jest-environment node */
/**
 * The Netlify edge function of issue 44 (netlify/edge-functions/markdown-twin.ts): an agent that asks a
 * page for Markdown gets the twin the build wrote, as scripts/serve.ts answers it; a browser's request,
 * a file's, a page without a twin and any method but GET and HEAD go on to the static site untouched.
 * Netlify runs it in Deno; here `fetch` stands in for the deploy's own files.
 */
import markdownTwin, { config } from '../../netlify/edge-functions/markdown-twin';

const TWINS: Record<string, string> = { '/docs/intro.md': '# Introduction\n', '/index.md': '# Home\n' };
const fetched: string[] = [];

beforeEach(() => {
  fetched.length = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    fetched.push(url.href);
    const body = TWINS[url.pathname];
    return body === undefined ? new Response('not found', { status: 404 }) : new Response(body, { status: 200 });
  });
});
afterEach(() => jest.restoreAllMocks());

const ask = (path: string, accept: string, method = 'GET'): Promise<Response | undefined> =>
  markdownTwin(new Request(`https://docs.example.com${path}`, { method, headers: { Accept: accept } }));

test('Accept: text/markdown on a page gets its twin, as Markdown, varying on Accept, fetched from the same deploy', async () => {
  const answer = await ask('/docs/intro/', 'text/markdown');
  expect(answer?.status).toBe(200);
  expect(answer?.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  expect(answer?.headers.get('vary')).toBe('Accept');
  expect(await answer?.text()).toBe('# Introduction\n');
  expect(fetched).toEqual(['https://docs.example.com/docs/intro.md']);
  expect(await (await ask('/', 'text/markdown, text/html;q=0.5'))?.text()).toBe('# Home\n');
});

test("a browser's Accept, a file, a page without a twin and a POST go on untouched", async () => {
  expect(await ask('/docs/intro', 'text/html,application/xhtml+xml,*/*;q=0.8')).toBeUndefined();
  expect(await ask('/llms.txt', 'text/markdown')).toBeUndefined();
  expect(await ask('/docs/nowhere', 'text/markdown')).toBeUndefined();
  expect(await ask('/docs/intro', 'text/markdown', 'POST')).toBeUndefined();
  expect(fetched).toEqual(['https://docs.example.com/docs/nowhere.md']);
});

test('HEAD gets the headers without a body; the function runs only for requests that name Markdown', async () => {
  const answer = await ask('/docs/intro', 'text/markdown', 'HEAD');
  expect([answer?.status, answer?.headers.get('content-type'), await answer?.text()]).toEqual([200, 'text/markdown; charset=utf-8', '']);
  const header = new RegExp(config.header.accept);
  expect(['text/markdown', 'text/x-markdown;q=1'].every((accept) => header.test(accept))).toBe(true);
  expect(header.test('text/html,*/*;q=0.8')).toBe(false);
});
