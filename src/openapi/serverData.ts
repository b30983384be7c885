/**
 * The servers of a document as page data (build time): the first that applies, its URL with the
 * variables' defaults, and the choices a reader has (`ServerChoiceData`, src/openapi/servers.ts,
 * which the browser reads).
 */
import { isObject } from './json';
import { renderMarkdown } from './markdown';
import type { ServerObject } from './document';
import type { ServerChoiceData, ServerVariableData } from './servers';

export function firstServer(servers: readonly ServerObject[] | undefined): ServerObject | undefined {
  return Array.isArray(servers) ? servers.find((server) => isObject(server) && typeof server.url === 'string') : undefined;
}

/** The server URL with `{variables}` replaced by their defaults. */
export function serverUrl(server: ServerObject): string {
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = server.variables?.[name];
    return variable && typeof variable.default === 'string' ? variable.default : whole;
  });
}

/** The servers a reader can choose among, each with its variables (src/openapi/servers.ts). */
export function serverChoices(servers: readonly ServerObject[] | undefined): ServerChoiceData[] {
  const list = Array.isArray(servers) ? servers : [];
  return list.flatMap((server): ServerChoiceData[] => {
    if (!isObject(server) || typeof server.url !== 'string') return [];
    const descriptionHtml = renderMarkdown(typeof server.description === 'string' ? server.description : undefined);
    const variables = Object.entries(isObject(server.variables) ? server.variables : {}).flatMap(([name, raw]): ServerVariableData[] => {
      if (!isObject(raw)) return [];
      const html = renderMarkdown(typeof raw.description === 'string' ? raw.description : undefined);
      const values = Array.isArray(raw.enum) ? raw.enum.filter((value): value is string => typeof value === 'string') : [];
      return [
        {
          name,
          ...(typeof raw.default === 'string' ? { default: raw.default } : {}),
          ...(values.length > 0 ? { enum: values } : {}),
          ...(html ? { descriptionHtml: html } : {}),
        },
      ];
    });
    return [{ url: server.url, ...(descriptionHtml ? { descriptionHtml } : {}), variables }];
  });
}
