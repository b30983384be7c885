/**
 * React DOM evaluated at the first render, not with app.js (decision 0037): in the browser bundle, the
 * `./react-dom-utils` import of Gatsby's entry (`.cache/production-app.js`) gets
 * src/shell/hydration/reactDomUtilsOnFirstRender.ts, whose renderers call Gatsby's own when they are
 * called. Only the entry's import is replaced: that module itself, and Gatsby's head handler (which calls
 * `reactDOMUtils()` inside an effect), get Gatsby's module. A webpack plugin through Gatsby's
 * `onCreateWebpackConfig` (`plugins.normalModuleReplacement`), where decision 0034 dropped a patch of
 * Gatsby's file for the same change.
 */
import path from 'node:path';

/** The request Gatsby's entry makes (cache-dir/production-app.js, Gatsby 5.16). */
export const GATSBY_REACT_DOM_UTILS_REQUEST = /^\.\/react-dom-utils$/;

/** The module the entry gets instead, in the site at `root`. */
export function reactDomUtilsOnFirstRender(root: string): string {
  return path.join(root, 'src', 'shell', 'hydration', 'reactDomUtilsOnFirstRender.ts');
}

/** Gatsby's browser entry, as webpack names the module that imports (its issuer), in the site at `root`. */
export function gatsbyBrowserEntry(root: string): string {
  return path.join(root, '.cache', 'production-app.js');
}

/** What webpack's NormalModuleReplacementPlugin gives its function before a request is resolved. */
export interface ModuleRequest {
  request: string;
  readonly contextInfo: { readonly issuer: string };
}

/**
 * The function for `plugins.normalModuleReplacement(GATSBY_REACT_DOM_UTILS_REQUEST, …)` in the site at
 * `root`: points the request to the replacement when Gatsby's entry makes it, and leaves every other
 * request alone.
 */
export function reactDomOnFirstRender(root: string): (resource: ModuleRequest) => void {
  const entry = gatsbyBrowserEntry(root);
  const replacement = reactDomUtilsOnFirstRender(root);
  return (resource) => {
    if (GATSBY_REACT_DOM_UTILS_REQUEST.test(resource.request) && resource.contextInfo.issuer === entry) {
      resource.request = replacement;
    }
  };
}
