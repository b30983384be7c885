/**
 * Slug rules for operation pages and tag groups.
 *
 * - `kebabCase` splits camelCase words (an acronym stays one word: 'getAPIKey' → 'get-api-key'),
 *   lower-cases, folds accents, and turns every other run of characters into a single '-'.
 * - `operationSlug`: the operationId in kebab case when there is one
 *   ('recreateQrForAsset' → 'recreate-qr-for-asset'); else method + path
 *   ('GET /assets/{assetId}/qr' → 'get-assets-asset-id-qr'); for a webhook without operationId,
 *   method + 'webhook' + name ('POST assetCreated' → 'post-webhook-asset-created').
 * - `uniqueSlugs`: the first operation in document order keeps a slug; later ones get '-2', '-3'…
 *   (skipping any suffix already taken), and each collision yields a warning naming both operations.
 */

/** Used when a name has no letters or digits at all. */
export const FALLBACK_SLUG = 'operation';

export function kebabCase(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z\d])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface SlugSource {
  readonly operationId?: string;
  readonly method: string;
  /** The path template, or the webhook's name. */
  readonly path: string;
  readonly kind?: 'operation' | 'webhook';
}

export function operationSlug({ operationId, method, path, kind = 'operation' }: SlugSource): string {
  const fromId = operationId ? kebabCase(operationId) : '';
  if (fromId) return fromId;
  const words = kind === 'webhook' ? `${method} webhook ${path}` : `${method} ${path}`;
  return kebabCase(words) || FALLBACK_SLUG;
}

export interface UniqueSlugsResult {
  readonly slugs: readonly string[];
  readonly warnings: readonly string[];
}

/**
 * Makes slugs unique, deterministically in the given (document) order.
 * `labels[i]` names the i-th operation in warnings, e.g. 'GET /assets (listAssets)'.
 */
export function uniqueSlugs(wanted: readonly string[], labels: readonly string[]): UniqueSlugsResult {
  const taken = new Set(wanted);
  const owner = new Map<string, number>();
  const warnings: string[] = [];
  const slugs = wanted.map((slug, index) => {
    const first = owner.get(slug);
    if (first === undefined) {
      owner.set(slug, index);
      return slug;
    }
    let n = 2;
    while (taken.has(`${slug}-${n}`)) n += 1;
    const unique = `${slug}-${n}`;
    taken.add(unique);
    owner.set(unique, index);
    warnings.push(`Operation slug "${slug}" of ${labels[index]} collides with ${labels[first]}; the page uses "${unique}" instead.`);
    return unique;
  });
  return { slugs, warnings };
}
