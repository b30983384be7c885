/**
 * The site's stylesheet as a link, not inlined into every page (docs/decisions/0024-build-speed.md).
 *
 * Gatsby writes the whole CSS bundle into a `<style data-identity="gatsby-global-css">` in every page's
 * head: 47 KB of an operation page's 132 KB of HTML, and 14 MB of the 38 MB site, which a reader
 * downloads again with each page opened and a phone parses again before it can show it. A link to the
 * same file (its name is a content hash, served as immutable) is fetched once and cached; the preload
 * scanner finds it in the head as early as the inlined text, and it still comes before first paint, so
 * nothing is shown unstyled.
 */
import React from 'react';

interface GatsbyStyleProps {
  readonly 'data-href'?: unknown;
  readonly 'data-identity'?: unknown;
}

/** The head's components with each of Gatsby's inlined stylesheets replaced by a link to its file. */
export function linkInlinedStylesheets(components: readonly React.ReactNode[]): React.ReactNode[] {
  return components.map((component) => {
    if (!React.isValidElement<GatsbyStyleProps>(component) || component.type !== 'style') return component;
    const { 'data-href': href, 'data-identity': identity } = component.props;
    if (identity !== 'gatsby-global-css' || typeof href !== 'string') return component;
    return <link key={`stylesheet-${href}`} rel="stylesheet" href={href} />;
  });
}
