/**
 * `gatsby develop` makes one HTML file before it serves anything: the page shell
 * (.cache/develop-html/index.html, the same for every route), rendered by a webpack build of stage
 * 'develop-html'. Its entry (gatsby/cache-dir/develop-static-entry.js) renders only `html.js` and
 * the gatsby-ssr hooks, but it imports `$virtual/async-requires`, the list of every page component,
 * for one export, `getPageChunk`, that the development server calls only for a page with
 * `getServerData` (its 'SSR' mode). So that build compiled every template and every MDX file (with
 * its highlighting and diagrams) for nothing, before the browser bundle compiled them again.
 *
 * Without DEV_SSR (which renders pages in that build, and which this site does not turn on) and
 * without a page component exporting `getServerData` (`hasServerDataPage` asks Gatsby's store), the
 * shell build gets an empty component list instead (decision 0027).
 *
 * For the same reason it gets no page wrapper (decision 0027, step 13): the shell's entry runs only
 * the gatsby-ssr hooks `onRenderBody` and `onPreRenderHTML`, but gatsby-ssr.tsx also re-exports
 * `wrapPageElement` from `PAGE_WRAPPER_MODULE`, which imports the whole page shell (navigation bar,
 * sidebars, search, footer): compiled for nothing, before the browser bundle compiled it again.
 */
import type { WebpackPluginInstance } from 'webpack';

/** The module the shell build imports for the page components, as develop-static-entry names it. */
export const PAGE_COMPONENTS_REQUEST = /^\$virtual\/async-requires$/;

/** What the shell build gets in its place: no components (and no Head exports), as CommonJS. */
export const NO_PAGE_COMPONENTS = `data:application/node;base64,${Buffer.from('exports.components = {};\nexports.head = {};\n').toString('base64')}`;

/** The module gatsby-ssr.tsx re-exports `wrapPageElement` from (a unit test checks that it does). */
export const PAGE_WRAPPER_MODULE = 'src/shell/wrapPageElement';
/**
 * How gatsby-ssr.tsx asks for it. webpack's replacement plugin tests the request, then the resolved
 * file: this matches only the request (no extension), since a `data:` resource put in place of a
 * resolved file would be taken for a path.
 */
export const PAGE_WRAPPER_REQUEST = /(^|[\\/])src[\\/]shell[\\/]wrapPageElement$/;
/** What the shell build gets in its place: no page wrapper, as CommonJS. */
export const NO_PAGE_WRAPPER = `data:application/node;base64,${Buffer.from('exports.wrapPageElement = undefined;\n').toString('base64')}`;

/** A page component as Gatsby's store knows it after extracting the queries: `serverData` when it exports `getServerData`. */
interface ComponentMode {
  readonly serverData?: boolean;
}

/** Whether some page component is rendered per request (it exports `getServerData`); undefined when unknown, which counts as yes. */
export function hasServerDataPage(components: Iterable<ComponentMode> | undefined): boolean {
  if (components === undefined) return true;
  for (const component of components) if (component.serverData === true) return true;
  return false;
}

/**
 * The plugins of the 'develop-html' stage: two that put `NO_PAGE_COMPONENTS` in place of the page
 * components and `NO_PAGE_WRAPPER` in place of the page wrapper, unless DEV_SSR is on or a page component needs to be there (or Gatsby's store does
 * not say). `replacement` makes the plugin (Gatsby's `plugins.normalModuleReplacement`). A page with
 * `getServerData` added while the server runs needs a restart of `gatsby develop`.
 */
export function developShellPlugins(
  replacement: (request: RegExp, resource: string) => WebpackPluginInstance,
  components: Iterable<ComponentMode> | undefined,
  env: NodeJS.ProcessEnv = process.env,
): WebpackPluginInstance[] {
  if (env.GATSBY_EXPERIMENTAL_DEV_SSR || hasServerDataPage(components)) return [];
  return [replacement(PAGE_COMPONENTS_REQUEST, NO_PAGE_COMPONENTS), replacement(PAGE_WRAPPER_REQUEST, NO_PAGE_WRAPPER)];
}
