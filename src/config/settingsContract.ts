/**
 * The settings contract: the shape of the site settings, their defaults and their validation rules
 * (a zod schema), and the settings types inferred from it.
 *
 * It lives with the settings in src/config so that browser code and the config layer take their
 * types from below them. Its values (zod) are loaded by Node code only: src/node/config/ validates the
 * settings with it once, when the build starts (gatsby-config.ts). Browser code imports its types only,
 * and receives the already validated, defaults-filled settings as a compile-time constant (see
 * `src/config/resolved.ts`); the architecture test fails if a browser module imports it as a value.
 */
import { z } from 'zod';

export const NAVBAR_ITEM_TYPES = [
  'default',
  'dropdown',
  'localeDropdown',
  'search',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
] as const;
export type NavbarItemType = (typeof NAVBAR_ITEM_TYPES)[number];

export const COLOR_MODES = ['light', 'dark'] as const;
export const LINK_CHECK_SEVERITIES = ['ignore', 'log', 'warn', 'throw'] as const;

const position = z.enum(['left', 'right']).default('right');

const linkFields = {
  label: z.string().min(1),
  to: z.string().startsWith('/', 'an internal route starts with "/"').optional(),
  href: z.string().url().optional(),
  activeBasePath: z.string().optional(),
  activeBaseRegex: z.string().refine(isValidRegex, 'must be a valid regular expression').optional(),
  className: z.string().optional(),
  'aria-label': z.string().optional(),
};

const linkItem = z
  .object({ type: z.literal('default').default('default'), position, ...linkFields })
  .strict()
  .refine((item) => Boolean(item.to) !== Boolean(item.href), {
    message: 'a link item needs exactly one of "to" (internal route) or "href" (external URL)',
  });

const dropdownChild = z
  .object({ ...linkFields, type: z.literal('default').default('default') })
  .strict()
  .refine((item) => Boolean(item.to) !== Boolean(item.href), {
    message: 'a dropdown entry needs exactly one of "to" or "href"',
  });

const dropdownItem = z
  .object({
    type: z.literal('dropdown'),
    position,
    label: z.string().min(1),
    to: z.string().startsWith('/').optional(),
    activeBasePath: z.string().optional(),
    activeBaseRegex: z.string().refine(isValidRegex, 'must be a valid regular expression').optional(),
    items: z.array(dropdownChild).min(1, 'a dropdown needs at least one entry in "items"'),
  })
  .strict();

const htmlItem = z.object({ type: z.literal('html'), position, value: z.string().min(1), className: z.string().optional() }).strict();

const searchItem = z.object({ type: z.literal('search'), position }).strict();

const localeDropdownItem = z.object({ type: z.literal('localeDropdown'), position, label: z.string().optional() }).strict();

const docItem = z
  .object({
    type: z.literal('doc'),
    position,
    docId: z.string().min(1),
    label: z.string().optional(),
    docsVersion: z.string().optional(),
  })
  .strict();

const docSidebarItem = z.object({ type: z.literal('docSidebar'), position, sidebarId: z.string().min(1), label: z.string().min(1) }).strict();

const docsVersionItem = z.object({ type: z.literal('docsVersion'), position, label: z.string().optional(), docsVersion: z.string().optional() }).strict();

const docsVersionDropdownItem = z.object({ type: z.literal('docsVersionDropdown'), position }).strict();

/**
 * A navbar item. `type` defaults to 'default' (a link); any other value must be one of NAVBAR_ITEM_TYPES.
 * The union is checked by hand (not z.discriminatedUnion) so that an unknown type gets one precise message.
 */
const navbarItem = z
  .object({ type: z.string().optional() })
  .passthrough()
  .superRefine((item, ctx) => {
    const type = item.type ?? 'default';
    if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['type'],
        message: `unknown navbar item type "${type}". Allowed values: ${NAVBAR_ITEM_TYPES.map((t) => `'${t}'`).join(', ')}`,
      });
    }
  })
  .transform((item, ctx) => {
    const schema = NAVBAR_ITEM_SCHEMAS[(item.type ?? 'default') as NavbarItemType];
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: issue.path } as z.IssueData);
      return z.NEVER;
    }
    return parsed.data;
  });

const NAVBAR_ITEM_SCHEMAS = {
  default: linkItem,
  dropdown: dropdownItem,
  localeDropdown: localeDropdownItem,
  search: searchItem,
  html: htmlItem,
  doc: docItem,
  docSidebar: docSidebarItem,
  docsVersion: docsVersionItem,
  docsVersionDropdown: docsVersionDropdownItem,
} satisfies Record<NavbarItemType, z.ZodTypeAny>;

const logo = z
  .object({
    src: z.string().min(1),
    srcDark: z.string().optional(),
    alt: z.string().min(1, 'the logo needs alt text'),
    href: z.string().optional(),
    target: z.enum(['_self', '_blank']).optional(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
  })
  .strict();

const footerLink = z
  .object({ label: z.string().min(1), to: z.string().startsWith('/').optional(), href: z.string().url().optional() })
  .strict()
  .refine((item) => Boolean(item.to) !== Boolean(item.href), {
    message: 'a footer link needs exactly one of "to" or "href"',
  });

const footerColumn = z.object({ title: z.string().min(1), items: z.array(footerLink).min(1) }).strict();

const localeConfig = z
  .object({
    label: z.string().min(1),
    direction: z.enum(['ltr', 'rtl']).default('ltr'),
    htmlLang: z.string().min(2),
  })
  .strict();

const docsVersion = z
  .object({
    name: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/i, 'a version name is letters, digits, dots and dashes'),
    label: z.string().min(1),
    mainDocId: z.string().min(1),
    /** Folder of this version's MDX files, relative to the project root. */
    docs: z.string().min(1),
    /** URL prefix below /docs; '' for the version served at /docs itself. */
    path: z.string().regex(/^[a-z0-9.-]*$/i),
    /**
     * A JSON file with this version's sidebars (same shape as src/config/sidebars.ts), for an older
     * version whose docs differ; without it the version uses src/config/sidebars.ts.
     */
    sidebars: z.string().min(1).optional(),
  })
  .strict();

const severity = z.enum(LINK_CHECK_SEVERITIES);

/** The defaults of `api.limits` (src/node/api/documentPolicy.ts): GitHub's 13 MB description, 10,460 `$ref`s, fits with room to spare. */
export const DEFAULT_DOCUMENT_LIMITS = {
  maxFileBytes: 32 * 2 ** 20,
  maxDocumentBytes: 64 * 2 ** 20,
  maxReferences: 100_000,
} as const;

const apiSpec = z
  .object({
    /** Route segment and node id: /docs/api/{id}/{operation}. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an API id is kebab-case, e.g. "portal-api"'),
    label: z.string().min(1),
    /** Path of the OpenAPI document, relative to the project root. It is also published as a download. */
    file: z.string().min(1),
    /**
     * A page per named schema (components.schemas) at /docs/api/{id}/schemas/{schema}, listed in the
     * sidebar and the overview and linked from trees. false for a large API whose thousands of
     * internal schemas would only lengthen the build (docs/decisions/0022-the-api-as-a-whole.md).
     */
    schemaPages: z.boolean().default(true),
    /**
     * Earlier documents of this API, oldest first, each loaded like `file` (its version is its
     * `info.version`); the changelog compares each version with the next, the current document last
     * (docs/decisions/0021-api-changelog-and-breaking-changes.md). Checked when the documents load:
     * a missing file, a repeated version or an order that goes backwards stops the build.
     */
    history: z
      .array(z.object({ file: z.string().min(1) }).strict())
      .default([])
      .superRefine((entries, ctx) => {
        const seen = new Set<string>();
        entries.forEach((entry, index) => {
          if (seen.has(entry.file)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index, 'file'], message: `"${entry.file}" is listed twice` });
          seen.add(entry.file);
        });
      }),
    /**
     * What this API gives agents (decision 0031): `fullText: false` leaves out its one-file Markdown
     * (`/docs/api/{id}/llms-full.txt`), for a document too large to publish whole; its pages keep
     * their twins and its own llms.txt.
     */
    agents: z
      .object({ fullText: z.boolean().default(true) })
      .strict()
      .default({}),
  })
  .strict()
  .superRefine((spec, ctx) => {
    const index = spec.history.findIndex((entry) => entry.file === spec.file);
    if (index >= 0)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['history', index, 'file'],
        message: `"${spec.file}" is the current document (file), not an earlier one`,
      });
  });

export const siteSettingsSchema = z
  .object({
    title: z.string().min(1),
    product: z.string().min(1),
    company: z.string().min(1),
    /** May use {product} and {company}. */
    tagline: z.string().min(1),
    titleDelimiter: z.string().min(1),
    /** Absolute URL of the deployed site, used for canonical URLs and feeds. */
    url: z
      .string()
      .url()
      .refine((u) => !u.endsWith('/'), 'no trailing slash'),
    baseUrl: z.string().startsWith('/').endsWith('/'),
    description: z.string().min(20),
    noIndex: z.boolean().default(false),
    /**
     * A preview build (a deploy preview or branch deploy, not production): every page carries
     * `<meta name="robots" content="noindex">`, robots.txt disallows everything and no sitemap is
     * written; canonical links still name `url`. Set for the build when Netlify's CONTEXT is anything
     * but 'production' (src/node/config/load.ts); on another host, set it in that build's settings
     * (an FMS_SETTINGS_OVERRIDE file with `{ "preview": true }`).
     */
    preview: z.boolean().default(false),
    sourceCodeUrl: z.string().url(),
    i18n: z
      .object({
        defaultLocale: z.string().min(2),
        locales: z.array(z.string().min(2)).min(1),
        localeConfigs: z.record(localeConfig),
        /** Translated content: <path>/<locale>/docs/ mirrors content/docs/. */
        path: z.string().min(1).default('content/i18n'),
      })
      .strict()
      // Checked here, not with the cross-section checks at the end, so that they are reported
      // together with errors elsewhere in the settings (zod skips an object's refinements when a
      // field inside it is invalid).
      .superRefine((i18n, ctx) => {
        i18n.locales.forEach((locale, index) => {
          if (!i18n.localeConfigs[locale]) {
            ctx.addIssue({
              code: z.ZodIssueCode.custom,
              path: ['locales', index],
              message: `no locale config for locale "${locale}". Add i18n.localeConfigs.${locale} with label, direction and htmlLang`,
            });
          }
        });
        if (!i18n.locales.includes(i18n.defaultLocale)) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: ['defaultLocale'],
            message: `the default locale "${i18n.defaultLocale}" is not in i18n.locales (${i18n.locales.join(', ')})`,
          });
        }
      }),
    colorMode: z
      .object({
        defaultMode: z
          .enum(COLOR_MODES, {
            errorMap: (issue, ctx) => ({
              message:
                issue.code === 'invalid_enum_value'
                  ? `unexpected colour mode value ${JSON.stringify(issue.received)}. Allowed values: ${COLOR_MODES.map((m) => `'${m}'`).join(', ')}`
                  : ctx.defaultError,
            }),
          })
          .default('light'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .strict(),
    announcementBar: z
      .object({
        id: z.string().min(1),
        content: z.string().min(1),
        backgroundColor: z.string().min(1),
        textColor: z.string().min(1),
        isCloseable: z.boolean().default(true),
      })
      .strict()
      .optional(),
    navbar: z
      .object({
        title: z.string().min(1),
        logo: logo.optional(),
        hideOnScroll: z.boolean().default(false),
        items: z.array(navbarItem),
      })
      .strict(),
    footer: z
      .object({
        style: z.enum(['dark', 'light']).default('dark'),
        links: z.union([z.array(footerColumn).min(1), z.array(footerLink).min(1)]),
        logo: logo.optional(),
        copyright: z.string().min(1),
      })
      .strict(),
    docs: z
      .object({
        routeBasePath: z.literal('/docs'),
        lastVersion: z.string().min(1),
        versions: z.array(docsVersion).min(1),
      })
      .strict()
      .superRefine((docs, ctx) => {
        const names = docs.versions.map((v) => v.name);
        if (!names.includes(docs.lastVersion)) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['lastVersion'], message: unknownVersion(docs.lastVersion, names) });
        }
      }),
    tableOfContents: z
      .object({
        minHeadingLevel: z.number().int().min(2).max(6).default(2),
        maxHeadingLevel: z.number().int().min(2).max(6).default(3),
      })
      .strict()
      .refine((toc) => toc.minHeadingLevel <= toc.maxHeadingLevel, {
        message: 'minHeadingLevel must not be greater than maxHeadingLevel',
      }),
    linkChecks: z
      .object({
        onBrokenLinks: severity,
        onBrokenAnchors: severity,
        onDuplicateRoutes: severity,
        onBrokenMarkdownLinks: severity,
        onBrokenMarkdownImages: severity,
        /**
         * Examples that contradict the API document: the documents' own examples, annotated JSON blocks
         * and curl commands in the guide and blog (docs/decisions/0012-checked-examples.md). 'warn' by
         * default, so a third-party document with wrong examples still builds.
         */
        onInvalidExamples: severity.default('warn'),
        /**
         * The examples coverage (issue 43): every named example, media type and oneOf/anyOf branch or
         * discriminator mapping entry of the API documents that the built reference does not show (or,
         * for a request body, whose samples do not offer it), each with its file and JSON pointer. Each
         * document's counts are printed whatever the severity. 'warn' by default, so a third-party
         * document the reference cannot show in full still builds.
         */
        onUncoveredExamples: severity.default('warn'),
      })
      .strict(),
    api: z
      .object({
        /** Slug of the overview page of all APIs: /docs/api/{overviewSlug}. */
        overviewSlug: z.string().min(1),
        specs: z.array(apiSpec).min(1),
        /**
         * The folder every API document, and every file its `$ref`s reach (symlinks followed), must lie
         * in, relative to the project root; the project root by default. A team that keeps its
         * documents elsewhere names that folder (docs/decisions/0023-threat-model.md).
         */
        documentsRoot: z.string().min(1).default('.'),
        /** What one API document may ask of the build; each limit is named with its value when a document passes it. */
        limits: z
          .object({
            /** Bytes of one file of a document (GitHub's description, one of the largest public ones, is 13 MB). */
            maxFileBytes: z.number().int().positive().default(DEFAULT_DOCUMENT_LIMITS.maxFileBytes),
            /** Bytes of a whole document once parsed, YAML aliases expanded and its files put together. */
            maxDocumentBytes: z.number().int().positive().default(DEFAULT_DOCUMENT_LIMITS.maxDocumentBytes),
            /** `$ref`s in all the files of a document (GitHub's description has about 10,500). */
            maxReferences: z.number().int().positive().default(DEFAULT_DOCUMENT_LIMITS.maxReferences),
          })
          .strict()
          .default({}),
        /**
         * A current document that breaks clients relative to the newest entry of its history while its
         * `info.version` keeps the same major version: each breaking change is reported with its JSON
         * pointer, at this severity (decision 0021).
         */
        onBreakingChange: severity.default('warn'),
      })
      .strict()
      .superRefine((api, ctx) => {
        const ids = new Set<string>();
        api.specs.forEach((spec, index) => {
          if (ids.has(spec.id)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['specs', index, 'id'], message: `duplicate API id "${spec.id}"` });
          ids.add(spec.id);
        });
      }),
    /**
     * Docs for coding agents (decision 0031): a Markdown twin of every page at its URL + `.md`, the
     * site's `/llms.txt` (with `/llms-full.txt` and one llms.txt per API), and a "Copy page" button
     * that copies a page's twin. All on by default; the button and llms.txt need the twins.
     */
    agents: z
      .object({
        markdownTwins: z.boolean().default(true),
        llmsTxt: z.boolean().default(true),
        copyButton: z.boolean().default(true),
      })
      .strict()
      .default({})
      .superRefine((agents, ctx) => {
        for (const key of ['llmsTxt', 'copyButton'] as const) {
          if (agents[key] && !agents.markdownTwins) {
            ctx.addIssue({
              code: z.ZodIssueCode.custom,
              path: [key],
              message: `agents.${key} needs agents.markdownTwins (it links to or copies the pages' Markdown twins): set both, or ${key} to false`,
            });
          }
        }
      }),
    blog: z
      .object({
        postsPerPage: z.number().int().min(1).max(100).default(10),
        /** Folder of the posts and authors.json, relative to the project root (test fixture sites use their own). */
        path: z.string().min(1).default('content/blog'),
      })
      .strict(),
  })
  .strict()
  // Across sections (runs only when every section is valid on its own): navbar items naming a version.
  .superRefine(({ docs, navbar }, ctx) => {
    const names = docs.versions.map((v) => v.name);
    navbar.items.forEach((item, index) => {
      if ('docsVersion' in item && item.docsVersion !== undefined && !names.includes(item.docsVersion)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['navbar', 'items', index, 'docsVersion'], message: unknownVersion(item.docsVersion, names) });
      }
    });
  });

function unknownVersion(name: string, known: readonly string[]): string {
  return `no docs version named "${name}". Known versions: ${known.map((v) => `'${v}'`).join(', ')}`;
}

export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
export type ResolvedSiteSettings = z.output<typeof siteSettingsSchema>;
export type NavbarItemSettings = ResolvedSiteSettings['navbar']['items'][number];
export type LogoSettings = z.output<typeof logo>;
export type FooterLinkSettings = z.output<typeof footerLink>;
export type FooterColumnSettings = z.output<typeof footerColumn>;

function isValidRegex(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}
