/**
 * Issue 7, locales: every page exists in every configured locale, the shell's links stay in the
 * reader's locale, and the language switcher links to the same page in the other locales.
 */
import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { settings } from '../../../src/config/resolved';
import { localisedRoute, unlocalisedPath } from '../../../src/lib/i18nLinks';
import { localiseCreatedPage, localisedCopies, withLocalisedCopies } from '../../../src/node/i18n/localisedPages';
import { ShellLocationProvider } from '../../../src/lib/location';
import { NavbarItem } from '../../../src/shell/navbar/items/NavbarItem';
import { Link } from '../../../src/ui/LocaleLink';
import { Sidebar } from '../../../src/docs/Sidebar';

const locales = ['en', 'fr'];
const i18n = { locales, defaultLocale: 'en' };

describe('localisedRoute: an internal link seen from a page in a locale', () => {
  test.each([
    ['/docs/intro', 'fr', '/fr/docs/intro'],
    ['/', 'fr', '/fr'],
    ['/blog?page=2#top', 'fr', '/fr/blog?page=2#top'],
    ['/docs/intro', 'en', '/docs/intro'],
    ['/fr/docs/intro', 'fr', '/fr/docs/intro'],
    ['/Portal-v1.json', 'fr', '/Portal-v1.json'],
    ['/rss.xml', 'fr', '/rss.xml'],
    ['https://github.com/x', 'fr', 'https://github.com/x'],
    ['//cdn.example.com/a', 'fr', '//cdn.example.com/a'],
    ['#fields', 'fr', '#fields'],
  ])('%s on a %s page → %s', (to, locale, expected) => expect(localisedRoute(to, locale, locales, 'en')).toBe(expected));

  test('unlocalisedPath strips the locale prefix only', () => {
    expect(unlocalisedPath('/fr/docs/intro', locales, 'en')).toBe('/docs/intro');
    expect(unlocalisedPath('/fr', locales, 'en')).toBe('/');
    expect(unlocalisedPath('/docs/fr', locales, 'en')).toBe('/docs/fr');
  });
});

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

describe('links on a page in another locale', () => {
  const original = settings.i18n;
  beforeAll(() => {
    settings.i18n = {
      ...original,
      locales,
      localeConfigs: { ...original.localeConfigs, fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr' } },
    };
  });
  afterAll(() => {
    settings.i18n = original;
  });

  test('Link goes to the same locale; files and other locales are left alone', () => {
    render(
      <ShellLocationProvider pathname="/fr/blog">
        <Link to="/blog/tags/qr-codes">tag</Link>
        <Link to="/Portal-v1.json">spec</Link>
        <Link to="/fr/docs">docs</Link>
      </ShellLocationProvider>,
    );
    expect(screen.getByRole('link', { name: 'tag' })).toHaveAttribute('href', '/fr/blog/tags/qr-codes');
    expect(screen.getByRole('link', { name: 'spec' })).toHaveAttribute('href', '/Portal-v1.json');
    expect(screen.getByRole('link', { name: 'docs' })).toHaveAttribute('href', '/fr/docs');
  });

  test('on a default-locale page links are unchanged', () => {
    render(
      <ShellLocationProvider pathname="/blog">
        <Link to="/blog/tags/qr-codes">tag</Link>
      </ShellLocationProvider>,
    );
    expect(screen.getByRole('link', { name: 'tag' })).toHaveAttribute('href', '/blog/tags/qr-codes');
  });

  test('navbar links stay in the locale and are active on the localised page', () => {
    render(
      <ShellLocationProvider pathname="/fr/blog">
        <NavbarItem index={0} item={{ type: 'default', label: 'Blog', to: '/blog', position: 'left' } as never} />
      </ShellLocationProvider>,
    );
    const link = screen.getByRole('link', { name: 'Blog' });
    expect(link).toHaveAttribute('href', '/fr/blog');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  test('the language switcher links to the same page in each locale, not re-localised', () => {
    render(
      <ShellLocationProvider pathname="/fr/docs/api/portal-api/get-asset">
        <NavbarItem index={0} item={{ type: 'localeDropdown', position: 'right' } as never} />
      </ShellLocationProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/docs/api/portal-api/get-asset');
    expect(screen.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/docs/api/portal-api/get-asset');
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'page');
  });

  test('the API sidebar highlights the current operation on a localised page', () => {
    render(
      <ShellLocationProvider pathname="/fr/docs/api/portal-api/get-asset">
        <Sidebar
          currentPath="/fr/docs/api/portal-api/get-asset"
          items={[
            { type: 'link', label: 'Get an asset', href: '/docs/api/portal-api/get-asset' },
            { type: 'link', label: 'List assets', href: '/docs/api/portal-api/list-assets' },
          ]}
        />
      </ShellLocationProvider>,
    );
    expect(screen.getByRole('link', { name: 'Get an asset' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Get an asset' })).toHaveAttribute('href', '/fr/docs/api/portal-api/get-asset');
    expect(screen.getByRole('link', { name: 'List assets' })).not.toHaveAttribute('aria-current');
  });
});
