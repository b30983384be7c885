/**
 * What Gatsby's browser entry (`.cache/production-app.js`) imports as `./react-dom-utils` in the
 * production bundle: src/node/webpack/reactDomOnFirstRender.ts puts this module there, for that one
 * import. Gatsby's entry calls `reactDOMUtils()` at its top level, and Gatsby's `reactDOMUtils()` requires
 * `react-dom/client` at once, so React DOM (the bundle's largest module) was evaluated with app.js, in
 * the same long task, before anything renders. Here `render` and `hydrate` call Gatsby's own functions
 * when they are called, so React DOM is evaluated at the first render, in a task of its own (after the
 * page's data has arrived), which splits one long task in two: what Lighthouse's total blocking time
 * counts (decision 0037). Gatsby's module keeps its roots in a module-level map, so asking it for its
 * functions at each call is the same as asking once. The site's own renderer (`hydrateInTransition`,
 * gatsby-browser's `replaceHydrateFunction`) requires React DOM when it runs, likewise.
 */

/** Gatsby's renderers (cache-dir/react-dom-utils.js), as the entry calls them. */
export interface GatsbyReactDomUtils {
  render(component: unknown, element: Element | null, options?: object): void;
  hydrate(component: unknown, element: Element | null, options?: object): unknown;
}

/**
 * Gatsby's module, which `gatsby build` copies into `.cache/` next to the entry; required when first
 * called, so that webpack keeps it in the same chunk (no request added) but evaluates it then.
 */
const gatsbyReactDomUtils = (): GatsbyReactDomUtils =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated at the first render, not with app.js (see above)
  (require('../../../.cache/react-dom-utils') as { reactDOMUtils: () => GatsbyReactDomUtils }).reactDOMUtils();

/** Gatsby's `reactDOMUtils()`, without requiring React DOM until a renderer is called. */
export function reactDOMUtils(utils: () => GatsbyReactDomUtils = gatsbyReactDomUtils): GatsbyReactDomUtils {
  return {
    render: (component, element, options) => utils().render(component, element, options),
    hydrate: (component, element, options) => utils().hydrate(component, element, options),
  };
}
