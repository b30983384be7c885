/**
 * Every page exists in every configured locale (SPEC §2: the language switcher links to the same page
 * in each locale). The docs are localised by createDocPages (translated files under i18n.path, else
 * the default text); every other page — home, search, sample pages, 404, API reference, blog — is
 * created once more under /<locale> for each non-default locale, with `locale` in its context. Its
 * text stays the default locale's until translations for it exist; the shell's links (LocaleLink)
 * keep the reader in the locale and <html lang> follows the path.
 */
import path from 'node:path';
import type { Actions, CreatePageArgs } from 'gatsby';
import type { ResolvedSiteSettings } from '../../config/settingsContract';

interface PageInput {
  readonly path: string;
  readonly component: string;
  readonly context?: unknown;
  readonly matchPath?: string;
}

type I18n = Pick<ResolvedSiteSettings['i18n'], 'locales' | 'defaultLocale'>;

/** The copies of a default-locale page for the other locales; none for a page that already has a locale or is a file. */
export function localisedCopies<P extends PageInput>(page: P, i18n: I18n): P[] {
  const first = page.path.split('/')[1] ?? '';
  const context = (page.context ?? {}) as Record<string, unknown>;
  if (i18n.locales.includes(first) || typeof context.locale === 'string') return [];
  if (page.path.startsWith('/dev-404-page') || /\.[a-z\d]+$/i.test(page.path)) return [];
  return i18n.locales
    .filter((locale) => locale !== i18n.defaultLocale)
    .map((locale) => {
      const path = `/${locale}${page.path === '/' ? '' : page.path}`;
      return {
        ...page,
        path,
        ...(page.matchPath ? { matchPath: `/${locale}${page.matchPath === '/' ? '' : page.matchPath}` } : {}),
        context: { ...context, locale },
      };
    });
}

/** The same hook arguments, with createPage also creating each page's localised copies. */
export function withLocalisedCopies<T extends { readonly actions: Actions }>(args: T, settings: Pick<ResolvedSiteSettings, 'i18n'>): T {
  const createPage = args.actions.createPage;
  // Same arity as the call: Gatsby's bound action creators fill in the plugin from the argument count.
  const localising = ((...callArgs: Parameters<Actions['createPage']>) => {
    createPage(...callArgs);
    const [page, ...rest] = callArgs;
    for (const copy of localisedCopies(page, settings.i18n)) (createPage as (...a: unknown[]) => void)(copy, ...rest);
  }) as Actions['createPage'];
  return { ...args, actions: { ...args.actions, createPage: localising } };
}

/** Whether a page comes from a file of src/pages (gatsby-plugin-page-creator), not from our createPages. */
export function isPageCreatorPage(component: string, root: string = process.cwd()): boolean {
  return path.resolve(component).startsWith(path.join(root, 'src', 'pages') + path.sep);
}

/**
 * onCreatePage: the pages of src/pages (home, search, samples, 404) get their localised copies too.
 * Gatsby calls this hook for the site's own createPage calls as well; those are localised where they
 * are created (withLocalisedCopies, createDocPages) and must not be copied again here.
 */
export function localiseCreatedPage({ page, actions }: Pick<CreatePageArgs, 'page' | 'actions'>, settings: Pick<ResolvedSiteSettings, 'i18n'>): void {
  if (!isPageCreatorPage(page.component)) return;
  for (const copy of localisedCopies(page, settings.i18n)) actions.createPage(copy);
}
