import React, { useEffect, useState } from 'react';
import { settings } from '../../../config/resolved';
import { localeLink, localeOfPath } from '../../../lib/i18nLinks';
import { useShellPathname } from '../../../lib/location';
import { KeepLinkLocale } from '../../../ui/LocaleLink';
import { DropdownNavbarItem } from './DropdownNavbarItem';
import type { NavbarItemComponentProps } from './types';

/** The language switcher: the same page in each locale, keeping the query string and the hash. */
export function LocaleDropdownNavbarItem({ item, mobile }: NavbarItemComponentProps<'localeDropdown'>): JSX.Element {
  const pathname = useShellPathname();
  const [extra, setExtra] = useState({ search: '', hash: '' });
  useEffect(() => {
    const update = (): void => setExtra({ search: window.location.search, hash: window.location.hash });
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, [pathname]);
  const { locales, defaultLocale, localeConfigs } = settings.i18n;
  const current = localeOfPath(pathname, locales, defaultLocale);
  return (
    <KeepLinkLocale.Provider value>
      <DropdownNavbarItem
        item={{
          type: 'dropdown',
          position: item.position,
          label: item.label ?? localeConfigs[current]?.label ?? current,
          items: locales.map((locale) => ({
            type: 'default',
            label: localeConfigs[locale]?.label ?? locale,
            to: localeLink({ pathname, ...extra }, locale, locales, defaultLocale),
          })),
        }}
        mobile={mobile}
      />
    </KeepLinkLocale.Provider>
  );
}
