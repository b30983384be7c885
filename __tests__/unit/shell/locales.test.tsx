/**
 * Issue 7, locales: the shell's links stay in the reader's locale (Link, navbar items, the sidebar),
 * and the language switcher links to the same page in the other locales. The locale of a route is
 * tested with src/lib/i18nLinks.ts, the localised copies of every page with src/node/i18n/localisedPages.ts.
 */
import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { NavbarItem } from '../../../src/shell/navbar/items/NavbarItem';
import { settings } from '../../../src/config/resolved';
import { ShellLocationProvider } from '../../../src/lib/location';
import { Link } from '../../../src/ui/LocaleLink';
import { Sidebar } from '../../../src/docs/Sidebar';

const locales = ['en', 'fr'];

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
