import * as React from 'react';
import { schemaRoute } from '../routes/schemaPages';

/** A schema's page route by its name, or undefined when it has none (or is the page being read). */
export type SchemaLinkOf = (name: string) => string | undefined;

const none: SchemaLinkOf = () => undefined;
const SchemaLinksContext = React.createContext<SchemaLinkOf>(none);

export interface SchemaLinksProviderProps {
  /** The page data's `schemaLinks`: name → slug (absent when the API has no schema pages). */
  readonly links: Readonly<Record<string, string>> | undefined;
  /** The API's index route: a schema's page is `{apiRoute}/schemas/{slug}`. */
  readonly apiRoute: string | undefined;
  readonly children: React.ReactNode;
}

/**
 * Lets every tree of a page link the named schemas it shows to their pages (issue 24): an operation
 * page and a schema page provide their own `schemaLinks`; a tree outside any provider links nothing.
 */
export function SchemaLinksProvider({ links, apiRoute, children }: SchemaLinksProviderProps): React.ReactElement {
  const linkOf = React.useMemo<SchemaLinkOf>(() => {
    if (!links || apiRoute === undefined) return none;
    return (name) => (Object.prototype.hasOwnProperty.call(links, name) ? schemaRoute(apiRoute, links[name] ?? '') : undefined);
  }, [links, apiRoute]);
  return <SchemaLinksContext.Provider value={linkOf}>{children}</SchemaLinksContext.Provider>;
}

export function useSchemaLinks(): SchemaLinkOf {
  return React.useContext(SchemaLinksContext);
}
