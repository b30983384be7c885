import React from 'react';
import { useDocsIndex } from '../../../lib/docsVersions/useDocsIndex';
import { usePreferredVersion } from '../../../lib/docsVersions/usePreferredVersion';
import { docAtPath, versionLinks } from '../../../lib/i18nLinks';
import { useUnlocalisedPathname } from '../../../lib/location';
import { translate } from '../../../strings';
import { DropdownNavbarItem } from './DropdownNavbarItem';
import type { NavbarItemComponentProps } from './types';

/** The version switcher: each version's equivalent of this doc (or its main doc); remembers the choice. */
export function DocsVersionDropdownNavbarItem({ item, mobile }: NavbarItemComponentProps<'docsVersionDropdown'>): JSX.Element {
  const pathname = decodeURI(useUnlocalisedPathname());
  const versions = useDocsIndex();
  const [preferred, setPreferred] = usePreferredVersion();
  const links = versionLinks(pathname, versions);
  const current = docAtPath(pathname, versions)?.version ?? preferred;
  const label = versions.find((v) => v.name === current)?.label ?? links[0]?.label ?? translate('navbar.version');
  return (
    <DropdownNavbarItem
      item={{ type: 'dropdown', position: item.position, label, items: links.map((link) => ({ type: 'default', label: link.label, to: link.href })) }}
      mobile={mobile}
      onChoose={(index) => setPreferred(links[index].name)}
    />
  );
}
