/**
 * What the site's hooks read from Gatsby's Redux store (the `store` of a hook's arguments), which
 * Gatsby does not type: its page components and the modules holding a static query.
 */

/** The page components Gatsby's store knows (with `serverData` for those exporting getServerData); undefined if it does not say. */
export function gatsbyComponents(store: unknown): Iterable<{ serverData?: boolean }> | undefined {
  const components = (store as { getState?: () => { components?: Map<string, { serverData?: boolean }> } } | undefined)?.getState?.().components;
  return components instanceof Map ? components.values() : undefined;
}

/** The paths of the page components Gatsby's store knows (gatsby-plugin-mdx's with their `?__contentFilePath=`). */
export function gatsbyComponentPaths(store: unknown): Iterable<string> {
  const components = (store as { getState?: () => { components?: Map<string, unknown> } } | undefined)?.getState?.().components;
  if (!(components instanceof Map)) throw new Error("Gatsby's store has no components map: the query extraction cannot tell page components apart");
  return components.keys();
}

/** The modules holding a static query, as Gatsby's store knows them after extracting the queries. */
export function gatsbyStaticQueries(store: unknown): Iterable<{ componentPath: string }> {
  const queries = (store as { getState?: () => { staticQueryComponents?: Map<string, { componentPath: string }> } } | undefined)?.getState?.()
    .staticQueryComponents;
  if (!(queries instanceof Map)) throw new Error("Gatsby's store has no static queries: pages cannot be compiled on demand");
  return queries.values();
}
