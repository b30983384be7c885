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
 * - Request samples are made at build time with the first server and the defaults. A choice rewrites
 *   them by replacing that base URL with the chosen one, only when the chosen URL consists of
 *   characters that need no escaping in any sample language (`isSampleSafe`): letters, digits and
 *   `-._~:/%@`. Otherwise the samples keep the default server and the page says so.
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

/** The base URL a request sample uses for a server URL: absolute (a relative one under SERVER_SAMPLE_ORIGIN), without a trailing '/'. */
export function sampleBase(url: string): string {
  const absolute = /^https?:\/\//i.test(url) ? url : `${SERVER_SAMPLE_ORIGIN}${url.startsWith('/') ? '' : '/'}${url}`;
  return absolute.replace(/\/+$/, '');
}

const SAMPLE_SAFE = /^[A-Za-z0-9\-._~:/%@]*$/;

/** Whether a URL can go into every sample language as it is (no quote, space, `$`, backslash…). */
export function isSampleSafe(url: string): boolean {
  return SAMPLE_SAFE.test(url);
}

/** The samples' code with the default base URL replaced by the chosen one, when it is safe to. */
export function rewriteSample(code: string, defaultBase: string, chosenBase: string): string {
  if (defaultBase === chosenBase || !isSampleSafe(chosenBase) || defaultBase === '') return code;
  return code.split(defaultBase).join(chosenBase);
}
