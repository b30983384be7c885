/**
 * Duplicate routes. Gatsby lets a second createPage for a path silently replace the first, so the
 * site's createPages records every page it creates (`trackCreatedPages` wraps `actions.createPage`),
 * and once every plugin has created its pages the record is compared with the SitePage nodes: a
 * path created twice by the site, or a page of the site replaced by another plugin's page (a file in
 * src/pages with the same path), is a duplicate route.
 */
import path from 'node:path';
import type { Actions } from 'gatsby';
import { withoutTrailingSlash } from '../../lib/url';
import type { Finding } from './types';

export interface CreatedPage {
  readonly path: string;
  /** Template path, with `?__contentFilePath=…` for an MDX page. */
  readonly component: string;
}

let created: CreatedPage[] = [];

/** The pages created through the last tracked createPages run, in order. */
export function trackedPages(): readonly CreatedPage[] {
  return created;
}

/** Returns the same hook arguments with `actions.createPage` recording each page; starts a new record. */
export function trackCreatedPages<T extends { readonly actions: Actions }>(args: T): T {
  created = [];
  const createPage = args.actions.createPage;
  // Same arity as the call: Gatsby's bound action creators fill in the plugin from the argument count.
  const tracked = ((...callArgs: Parameters<Actions['createPage']>) => {
    const [page] = callArgs;
    created.push({ path: page.path, component: page.component });
    createPage(...callArgs);
  }) as Actions['createPage'];
  return { ...args, actions: { ...args.actions, createPage: tracked } };
}

/** The file a page is built from: the MDX file of an MDX page, else its template or page component. */
export function pageSourceFile(component: string, root: string = process.cwd()): string {
  const content = /[?&]__contentFilePath=([^&]+)/.exec(component)?.[1];
  const file = content ?? component.replace(/\?.*$/, '');
  const relative = path.relative(root, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : file;
}

/**
 * `sitePages` are the SitePage nodes (every plugin's pages, the last creation of each path). A path
 * counts once however many times it was created; trailing slashes do not make a different route.
 */
export function duplicateRouteFindings(tracked: readonly CreatedPage[], sitePages: readonly CreatedPage[], root: string = process.cwd()): Finding[] {
  const key = (page: CreatedPage): string => `${withoutTrailingSlash(page.path)}\u0000${pageSourceFile(page.component, root)}`;
  const ours = new Set(tracked.map(key));
  const creations = [...tracked, ...sitePages.filter((page) => !ours.has(key(page)))];
  const byRoute = new Map<string, CreatedPage[]>();
  for (const page of creations) {
    const route = withoutTrailingSlash(page.path);
    byRoute.set(route, [...(byRoute.get(route) ?? []), page]);
  }
  return [...byRoute.entries()]
    .filter(([, pages]) => pages.length > 1)
    .map(([route, pages]) => {
      const sources = pages.map((page) => pageSourceFile(page.component, root));
      const same = new Set(sources).size === 1;
      return {
        kind: 'duplicateRoutes' as const,
        count: 1,
        message:
          `Duplicate route ${route}: created ${pages.length} times, by ${sources.join(', ')}; only the last one is served. ` +
          (same
            ? `The code that creates pages from ${sources[0]} makes this path more than once: give each page its own path.`
            : `Give each page its own route (an MDX page: frontmatter "slug" or the file name; a React page: its file name in src/pages).`),
      };
    });
}
