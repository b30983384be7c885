/**
 * Servers and their variables (issue 24): which servers apply to an operation, and the URL a choice
 * of server and variable values gives. Pure and dependency-free: the build lists the servers in the
 * page data, the operation page builds the chosen URL in the browser (nothing leaves the browser).
 *
 * Rules:
 * - The servers that apply are the operation's, else its path item's, else the document's.
 * - `{name}` in a URL is the variable's value: the reader's, else its `default`; a variable without
 *   a default and without a value stays `{name}`, as written. A variable used twice gets its value in
 *   both places.
 * - Request samples are made at build time with the first server and the defaults. A choice is
 *   placed into them by position, never by searching their text: the build records where each
 *   sample's server part sits and how its language quotes it (`sampleSlots.ts`, issue 42), and the
 *   page writes the chosen base there through the same encoder the build used. Any URL a reader can
 *   choose or type is placed safely.
 */

/** Where samples send a request whose server URL is relative (the same as requestSample.ts's, pinned by a unit test). */
export const SERVER_SAMPLE_ORIGIN = 'https://api.example.com';

export interface ServerVariableData {
  readonly name: string;
  readonly default?: string;
  /** Allowed values: the reader chooses among them. */
  readonly enum?: readonly string[];
  readonly descriptionHtml?: string;
}

export interface ServerChoiceData {
  /** As written, with its `{variables}`. */
  readonly url: string;
  readonly descriptionHtml?: string;
  readonly variables: readonly ServerVariableData[];
}

/** The server's URL with the given values, else the defaults; without either a variable stays `{name}`. */
export function serverUrlWith(server: Pick<ServerChoiceData, 'url' | 'variables'>, values: Readonly<Record<string, string>> = {}): string {
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    if (value !== undefined && value !== '') return value;
    return server.variables.find((variable) => variable.name === name)?.default ?? whole;
  });
}

/**
 * The base URL a request sample uses for a server URL: absolute (a relative one under
 * SERVER_SAMPLE_ORIGIN), without a trailing '/', a variable left without a value written as its
 * name (`{version}` → `version`, as the path's undeclared parameters are).
 */
export function sampleBase(url: string): string {
  const absolute = /^https?:\/\//i.test(url) ? url : `${SERVER_SAMPLE_ORIGIN}${url.startsWith('/') ? '' : '/'}${url}`;
  return absolute.replace(/\/+$/, '').replace(/\{([^}]+)\}/g, '$1');
}
