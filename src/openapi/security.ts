/**
 * The security of a normalised API (normalise.ts): the document's security schemes as page data, and
 * a `security` requirement list resolved against them (the operation's, else the document's; `[]`
 * means none). A requirement naming an undefined scheme is kept, typed 'unknown', with a warning.
 */
import { isObject, resolveRefs as resolveDeep } from './json';
import { renderMarkdown } from './markdown';
import type { OpenApiV3Document, SecurityRequirementObject, SecuritySchemeObject } from './document';
import type { SecurityRequirementData, SecuritySchemeData } from './pageData';

/** `components.securitySchemes` by name, `$ref`s followed; an entry that is not a scheme is skipped. */
export function readSecuritySchemes(document: OpenApiV3Document): Map<string, SecuritySchemeData> {
  const out = new Map<string, SecuritySchemeData>();
  const schemes = document.components?.securitySchemes;
  for (const [name, value] of Object.entries(isObject(schemes) ? schemes : {})) {
    const scheme = resolveDeep(document, value) as SecuritySchemeObject | undefined;
    if (!isObject(scheme) || typeof scheme.type !== 'string') continue;
    const descriptionHtml = renderMarkdown(scheme.description);
    out.set(name, {
      name,
      type: scheme.type,
      ...(typeof scheme.scheme === 'string' ? { scheme: scheme.scheme.toLowerCase() } : {}),
      ...(typeof scheme.bearerFormat === 'string' ? { bearerFormat: scheme.bearerFormat } : {}),
      ...(typeof scheme.in === 'string' ? { in: scheme.in } : {}),
      ...(typeof scheme.name === 'string' ? { paramName: scheme.name } : {}),
      ...(typeof scheme.openIdConnectUrl === 'string' ? { openIdConnectUrl: scheme.openIdConnectUrl } : {}),
      ...(isObject(scheme.flows) ? { flows: Object.keys(scheme.flows) } : {}),
      ...(descriptionHtml ? { descriptionHtml } : {}),
    });
  }
  return out;
}

/** A `security` list with each scheme's type and location; `where` names its holder in the warning for an undefined scheme. */
export function resolveSecurity(
  requirements: readonly SecurityRequirementObject[],
  schemes: ReadonlyMap<string, SecuritySchemeData>,
  where: string,
  warn: (message: string) => void,
): SecurityRequirementData[] {
  return (Array.isArray(requirements) ? requirements : []).filter(isObject).map((requirement) => ({
    schemes: Object.entries(requirement).map(([name, scopes]) => {
      const scheme = schemes.get(name);
      if (!scheme) warn(`Security scheme "${name}" used by ${where} is not defined in components.securitySchemes.`);
      return {
        name,
        type: scheme?.type ?? 'unknown',
        ...(scheme?.scheme ? { scheme: scheme.scheme } : {}),
        ...(scheme?.in ? { in: scheme.in } : {}),
        ...(scheme?.paramName ? { paramName: scheme.paramName } : {}),
        ...(scheme?.bearerFormat ? { bearerFormat: scheme.bearerFormat } : {}),
        ...(scheme?.flows ? { flows: scheme.flows } : {}),
        ...(scheme?.openIdConnectUrl ? { openIdConnectUrl: scheme.openIdConnectUrl } : {}),
        scopes: Array.isArray(scopes) ? scopes.filter((s): s is string => typeof s === 'string') : [],
      };
    }),
  }));
}
