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
 *   A `reserved` slug (one of `API_PAGE_SEGMENTS` for operations) is nobody's: an item wanting it gets
 *   the suffix the same way, with a warning naming the item's JSON pointer and the page that owns it.
 */

/**
 * The segments an API's own pages take right under its route (`/docs/api/{api}/{segment}`), the folder
 * its operation pages share (`/docs/api/{api}/{operation slug}`), so no operation slug may be one:
 * - `changelog`: the changelog page (src/node/api/changelog.ts `changelogRoute`) and its feeds
 *   below it (`…/changelog/rss.xml`, `…/changelog/atom.xml`, src/node/api/changelogFeeds.ts);
 * - `schemas`: the folder of the schema pages (src/apiReference/routes/schemaPages.ts `SCHEMAS_SEGMENT`);
 * - `tags`: the folder of the tag pages of a split index (src/apiReference/routes/tagPages.ts `TAGS_SEGMENT`).
 * Those modules take their segment from here, so a new page of the API's own is reserved by adding it.
 * Nothing else is written under an API's route: the documents' downloads are at the site's root
 * (`/{file}`), a cut example's whole text is under its operation's page (src/node/api/downloads.ts), the
 * overview (`api.overviewSlug`) is a sibling of the APIs' routes, and a tag of the index is an anchor.
 */
export const API_PAGE_SEGMENTS = { changelog: 'changelog', schemas: 'schemas', tags: 'tags' } as const;

/** Every reserved segment, for `uniqueSlugs`' `reserved` option: segment → the page(s) holding it, as warnings name them. */
export function reservedApiSegments(apiId: string): ReadonlyMap<string, string> {
  return new Map<string, string>([
    [API_PAGE_SEGMENTS.changelog, `the changelog page of API "${apiId}" (…/${apiId}/${API_PAGE_SEGMENTS.changelog})`],
    [API_PAGE_SEGMENTS.schemas, `the folder of API "${apiId}"'s schema pages (…/${apiId}/${API_PAGE_SEGMENTS.schemas}/…)`],
    [API_PAGE_SEGMENTS.tags, `the folder of API "${apiId}"'s tag pages (…/${apiId}/${API_PAGE_SEGMENTS.tags}/…)`],
  ]);
}

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

export interface UniqueSlugsOptions {
  /** Slugs no item may have, each with the page that owns it, as the warning names it (`reservedApiSegments`). */
  readonly reserved?: ReadonlyMap<string, string>;
  /** `pointers[i]`: the JSON pointer of the i-th item, which a warning about a reserved slug names. */
  readonly pointers?: readonly string[];
}

/**
 * Makes slugs unique, deterministically in the given (document) order.
 * `labels[i]` names the i-th operation in warnings, e.g. 'GET /assets (listAssets)'.
 */
export function uniqueSlugs(wanted: readonly string[], labels: readonly string[], options: UniqueSlugsOptions = {}): UniqueSlugsResult {
  const reserved = options.reserved ?? new Map<string, string>();
  const taken = new Set([...wanted, ...reserved.keys()]);
  const owner = new Map<string, number>();
  const warnings: string[] = [];
  const suffixed = (slug: string, index: number): string => {
    let n = 2;
    while (taken.has(`${slug}-${n}`)) n += 1;
    const unique = `${slug}-${n}`;
    taken.add(unique);
    owner.set(unique, index);
    return unique;
  };
  const slugs = wanted.map((slug, index) => {
    const page = reserved.get(slug);
    if (page !== undefined) {
      const unique = suffixed(slug, index);
      const pointer = options.pointers?.[index];
      warnings.push(
        `Operation slug "${slug}" of ${labels[index]}${pointer ? ` (${pointer})` : ''} is reserved for ${page}; the page uses "${unique}" instead.`,
      );
      return unique;
    }
    const first = owner.get(slug);
    if (first === undefined) {
      owner.set(slug, index);
      return slug;
    }
    const unique = suffixed(slug, index);
    warnings.push(`Operation slug "${slug}" of ${labels[index]} collides with ${labels[first]}; the page uses "${unique}" instead.`);
    return unique;
  });
  return { slugs, warnings };
}
