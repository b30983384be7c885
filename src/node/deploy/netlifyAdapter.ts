/**
 * The Gatsby adapter for a build on Netlify (issue 45): gatsby-adapter-netlify, pinned in package.json
 * and configured in gatsby-config.ts, so Gatsby's zero-configuration deployment never installs it at
 * build time (node_modules/gatsby/dist/utils/adapter/init.js runs `npm install` into .cache/adapters
 * when NETLIFY is set and no adapter is configured, and fetches its adapters manifest from GitHub first).
 *
 * What it is used for:
 * - `cache`: restores `.cache/` and `public/` from Netlify's build cache before the build and stores
 *   them after it (@netlify/cache-utils; gatsby/dist/utils/adapter/manager.js restoreCache/storeCache).
 *   This is what makes a deploy preview after a one-page edit an incremental build.
 * - `adapt`: the adapter appends its own section (`# gatsby-adapter-netlify start` … `end`) to the
 *   `public/_headers` and `public/_redirects` that onPostBuild wrote (src/node/deploy/writeDeployFiles.ts;
 *   Gatsby calls adapt after onPostBuild, gatsby/dist/commands/build.js), and moves each page's
 *   `route/index.html` to `route.html` so Netlify serves `/route` without adding a slash
 *   (trailingSlash 'never'; gatsby-adapter-netlify/dist/pretty-urls.js).
 *
 * The site's files decide headers and redirects (decision 0007); Gatsby's default header rules
 * (gatsby/dist/utils/adapter/constants.js, manager.js getDefaultHeaderRoutes) would contradict them:
 * `Referrer-Policy: same-origin` on `/*` beside ours, `Cache-Control: must-revalidate` on `/*`, which
 * Netlify merges into the immutable rules of the hashed assets, and the same immutable rule a second
 * time for each asset. So the adapter is handed only the header rules and redirects ours do not
 * already decide (none, for this site), and the build stops if the adapter changed what ours wrote.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { HeaderRoutes, IAdapter, RoutesManifest } from 'gatsby';
import createNetlifyAdapter from 'gatsby-adapter-netlify';

/** The markers of the adapter's section in `_headers` and `_redirects` (gatsby-adapter-netlify/dist/route-handler.js). */
export const ADAPTER_MARKER_START = '# gatsby-adapter-netlify start';
export const ADAPTER_MARKER_END = '# gatsby-adapter-netlify end';

/**
 * Headers the site does not send on purpose, whoever adds them: `X-XSS-Protection` (Gatsby's default
 * `1; mode=block`) switches on an auditor that browsers have removed and that could itself be abused;
 * the CSP is the protection.
 */
export const HEADERS_NOT_SENT = new Set(['x-xss-protection']);

/** A build runs on Netlify (or under `netlify build` / `netlify dev`): the variables Gatsby's own adapter manifest tests (gatsby/adapters.js). */
export function onNetlify(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.NETLIFY || env.NETLIFY_LOCAL);
}

/**
 * The adapter of a build anywhere but Netlify: static files, nothing to adapt or cache (what Gatsby's
 * no-op adapter manager does). Named in gatsby-config so that Gatsby does not look for one itself:
 * without a configured adapter every `gatsby build` downloads the adapters manifest, a JavaScript file,
 * from the gatsby repository's master branch (then unpkg) and `require`s it
 * (gatsby/dist/utils/get-latest-gatsby-files.js `getLatestAdapters`): code from outside the site, not
 * pinned, run by the build (threat model, 0023), and up to 2 × 5 s of waiting where the network hangs.
 */
export const STATIC_FILES_ADAPTER: IAdapter = {
  name: 'fms-static-files',
  // Nothing to adapt: the deploy files are ours (src/node/deploy/); Gatsby's manifests are never computed (their getters are not read).
  adapt: () => undefined,
};

/** The adapter gatsby-config names: Netlify's on Netlify, else the static files one. */
export function siteAdapter(env: NodeJS.ProcessEnv = process.env): IAdapter {
  return onNetlify(env) ? netlifyAdapter() : STATIC_FILES_ADAPTER;
}

/** `_headers` as path → (lower-case header name → value), comments and the adapter's section left out. */
export function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of withoutAdapterSection(text).split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = rules.get(line.trim()) ?? new Map<string, string>();
      rules.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(':');
    if (current && colon > 0) current.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return rules;
}

/** The from-paths of `_redirects` (the first field of each rule), the adapter's section left out. */
export function redirectSources(text: string): Set<string> {
  return new Set(
    withoutAdapterSection(text)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.split(/\s+/)[0] ?? ''),
  );
}

/** The file without the adapter's marked section (from its start marker to its end marker, both included). */
export function withoutAdapterSection(text: string): string {
  const start = text.indexOf(ADAPTER_MARKER_START);
  if (start < 0) return text;
  const end = text.indexOf(ADAPTER_MARKER_END, start);
  const after = end < 0 ? '' : text.slice(end + ADAPTER_MARKER_END.length).replace(/^\n/, '');
  return text.slice(0, start) + after;
}

/**
 * Whether two `_headers` paths can match the same request: Netlify applies every matching rule and
 * joins the values of a header set by two of them. A path ending in `/*` matches everything below it.
 */
export function overlaps(a: string, b: string): boolean {
  const covers = (pattern: string, other: string): boolean => pattern === other || (pattern.endsWith('/*') && other.startsWith(pattern.slice(0, -1)));
  return covers(a, b) || covers(b, a);
}

/**
 * Gatsby's header rules minus every header that one of ours already sets on an overlapping path
 * (a duplicate or a contradiction: ours decide) and the headers the site does not send; rules left
 * with no header go. Gatsby matches header names case-insensitively; so does this.
 */
export function headerRoutesBesideOurs(routes: HeaderRoutes, ours: Map<string, Map<string, string>>): HeaderRoutes {
  const oursSet = (routePath: string, name: string): boolean => [...ours].some(([ourPath, headers]) => headers.has(name) && overlaps(ourPath, routePath));
  return routes
    .map((route) => ({
      ...route,
      headers: route.headers.filter(({ key }) => !HEADERS_NOT_SENT.has(key.toLowerCase()) && !oursSet(route.path, key.toLowerCase())),
    }))
    .filter((route) => route.headers.length > 0);
}

/** Gatsby's routes minus the redirects whose from-path our `_redirects` already has (ours come first and win, so theirs would be dead or contradict). */
export function routesBesideOurRedirects(routes: RoutesManifest, ourSources: Set<string>): RoutesManifest {
  return routes.filter((route) => route.type !== 'redirect' || !ourSources.has(route.path));
}

/** A section the adapter wrote with nothing in it goes: the file is then exactly what onPostBuild wrote. */
export function withoutEmptyAdapterSection(text: string): string {
  return text.replace(new RegExp(`\\n*${ADAPTER_MARKER_START}\\n+${ADAPTER_MARKER_END}\\n?`), '\n');
}

/** What the adapter changed in the part of a file that was ours, or undefined when it kept it. */
export function changedOurPart(before: string, after: string, file: string): string | undefined {
  return withoutAdapterSection(after).trimEnd() === withoutAdapterSection(before).trimEnd()
    ? undefined
    : `gatsby-adapter-netlify changed the site's own rules in public/${file} (only its marked section may differ)`;
}

/**
 * gatsby-adapter-netlify with its `adapt` given only what the site's `_headers` and `_redirects` do
 * not decide, and checked afterwards. `publicDir` is Gatsby's, relative to the site (the adapter
 * itself writes `public/_headers` and `public/_redirects`).
 */
export function netlifyAdapter(publicDir = path.join(process.cwd(), 'public')): IAdapter {
  // No image or file CDN (the site has no remote images); the datastore goes with no function (the site has none).
  const adapter = createNetlifyAdapter({ imageCDN: false, excludeDatastoreFromEngineFunction: false });
  return {
    ...adapter,
    async adapt(context) {
      const read = (file: string): string => (fs.existsSync(path.join(publicDir, file)) ? fs.readFileSync(path.join(publicDir, file), 'utf8') : '');
      const before = { headers: read('_headers'), redirects: read('_redirects') };
      const headerRoutes = headerRoutesBesideOurs(context.headerRoutes, parseHeadersFile(before.headers));
      const routesManifest = routesBesideOurRedirects(context.routesManifest, redirectSources(before.redirects));
      const droppedHeaders =
        context.headerRoutes.reduce((sum, route) => sum + route.headers.length, 0) - headerRoutes.reduce((sum, route) => sum + route.headers.length, 0);
      const droppedRedirects = context.routesManifest.length - routesManifest.length;
      // The context's fields are getters that compute the manifests on first use; read here once.
      await adapter.adapt({
        reporter: context.reporter,
        routesManifest,
        functionsManifest: context.functionsManifest,
        headerRoutes,
        pathPrefix: context.pathPrefix,
        trailingSlash: context.trailingSlash,
        remoteFileAllowedUrls: context.remoteFileAllowedUrls,
      });
      const problems: string[] = [];
      for (const [file, earlier] of [
        ['_headers', before.headers],
        ['_redirects', before.redirects],
      ] as const) {
        const written = read(file);
        const tidy = withoutEmptyAdapterSection(written);
        if (tidy !== written) fs.writeFileSync(path.join(publicDir, file), tidy);
        const problem = changedOurPart(earlier, tidy, file);
        if (problem) problems.push(problem);
      }
      if (problems.length > 0) throw new Error(problems.join('\n'));
      context.reporter.info(
        `Netlify adapter: ${headerRoutes.length} header rules and ${routesManifest.length} routes handed on; ` +
          `${droppedHeaders} of Gatsby's headers left to the site's _headers, ${droppedRedirects} redirects to its _redirects`,
      );
    },
  };
}
