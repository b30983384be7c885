/** @jest-environment node */
/** Issue 7, locales: every page exists in every configured locale, as a copy made when the page is created. */
import { localiseCreatedPage, localisedCopies, withLocalisedCopies } from '../../../../src/node/i18n/localisedPages';

const locales = ['en', 'fr'];
const i18n = { locales, defaultLocale: 'en' };

describe('localisedCopies: one copy of each page per non-default locale', () => {
  test('a page gets a /<locale> copy with the locale in its context', () => {
    expect(localisedCopies({ path: '/blog/page/2', component: 'T.tsx', context: { skip: 4 } }, { locales: ['en', 'fr', 'de'], defaultLocale: 'en' })).toEqual([
      { path: '/fr/blog/page/2', component: 'T.tsx', context: { skip: 4, locale: 'fr' } },
      { path: '/de/blog/page/2', component: 'T.tsx', context: { skip: 4, locale: 'de' } },
    ]);
    expect(localisedCopies({ path: '/', component: 'index.tsx' }, i18n).map((p) => p.path)).toEqual(['/fr']);
  });
  test('no copies of copies, of localised pages, of files or of the development 404 page', () => {
    expect(localisedCopies({ path: '/fr/docs/intro', component: 'D.tsx' }, i18n)).toEqual([]);
    expect(localisedCopies({ path: '/docs/x', component: 'D.tsx', context: { locale: 'en' } }, i18n)).toEqual([]);
    expect(localisedCopies({ path: '/404.html', component: '404.tsx' }, i18n)).toEqual([]);
    expect(localisedCopies({ path: '/dev-404-page', component: 'dev.tsx' }, i18n)).toEqual([]);
    expect(localisedCopies({ path: '/docs', component: 'D.tsx' }, { locales: ['en'], defaultLocale: 'en' })).toEqual([]);
  });
  test('withLocalisedCopies creates the page and its copies through the same createPage', () => {
    const created: string[] = [];
    const args = { actions: { createPage: (page: { path: string }) => created.push(page.path) } } as never;
    const wrapped = withLocalisedCopies(args, { i18n } as never) as { actions: { createPage: (p: unknown) => void } };
    wrapped.actions.createPage({ path: '/docs/api/portal-api/get-asset', component: 'Op.tsx', context: { id: '1' } });
    expect(created).toEqual(['/docs/api/portal-api/get-asset', '/fr/docs/api/portal-api/get-asset']);
  });
  test('onCreatePage copies the pages of src/pages only, not the site’s own pages (localised where they are made)', () => {
    const created: string[] = [];
    const actions = { createPage: (page: { path: string }) => created.push(page.path) } as never;
    localiseCreatedPage({ page: { path: '/search', component: `${process.cwd()}/src/pages/search.tsx`, context: {} } as never, actions }, { i18n } as never);
    localiseCreatedPage(
      {
        page: {
          path: '/docs/intro',
          component: `${process.cwd()}/src/templates/DocPage.tsx?__contentFilePath=${process.cwd()}/content/docs/intro/index.mdx`,
          context: {},
        } as never,
        actions,
      },
      { i18n } as never,
    );
    expect(created).toEqual(['/fr/search']);
  });
});
