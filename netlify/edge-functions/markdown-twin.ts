/**
 * Netlify edge function (Deno): a page asked for with `Accept: text/markdown` first (a coding agent;
 * browsers never ask for it) is answered with the page's Markdown twin, as scripts/serve.ts does
 * (decision 0031). It runs only for requests whose Accept header names Markdown (`config.header`), so
 * a reader's page view never reaches it. The twin is fetched from the site's own deploy by the edge,
 * never by a reader's browser; a page without a twin (or a path that is no page) goes on as usual.
 * The path logic is src/lib/markdownTwin.ts, the one the build and the reference server read.
 */
import { MARKDOWN_CONTENT_TYPE, twinForPageRequest } from '../../src/lib/markdownTwin.ts';

export default async function markdownTwin(request: Request): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const url = new URL(request.url);
  const twin = twinForPageRequest(url.pathname, request.headers.get('accept'));
  if (!twin) return undefined;
  const answer = await fetch(new URL(twin, url.origin), { method: request.method, headers: { Accept: MARKDOWN_CONTENT_TYPE } });
  if (!answer.ok) return undefined;
  return new Response(request.method === 'HEAD' ? null : answer.body, {
    status: 200,
    headers: {
      'Content-Type': MARKDOWN_CONTENT_TYPE,
      Vary: 'Accept',
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** Every path, but only requests that name Markdown in Accept; the site's files and twins never. */
export const config = {
  path: '/*',
  excludedPath: ['/*.md', '/*.txt', '/*.js', '/*.css', '/*.json', '/*.xml', '/static/*', '/page-data/*'],
  header: { accept: 'text/(x-)?markdown' },
};
