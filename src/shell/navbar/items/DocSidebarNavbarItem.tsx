import React from 'react';
import { sidebars, type SidebarItemConfig } from '../../../config/sidebars';
import { useNavbarDocsVersion } from '../../../lib/docsVersions/useNavbarDocsVersion';
import { DefaultNavbarItem } from './DefaultNavbarItem';
import type { NavbarItemComponentProps } from './types';

/** The first doc a sidebar links to, depth first. */
export function firstDocOfSidebar(items: readonly SidebarItemConfig[] | undefined): string | null {
  for (const item of items ?? []) {
    if (typeof item === 'string') return item;
    if (item.type === 'doc') return item.id;
    if (item.type === 'category') {
      if (item.link?.type === 'doc') return item.link.id;
      const inner = firstDocOfSidebar(item.items);
      if (inner) return inner;
    }
  }
  return null;
}

/** A link to a sidebar's first doc (in the page's or the preferred version), active anywhere below the docs root. */
export function DocSidebarNavbarItem({ item, mobile }: NavbarItemComponentProps<'docSidebar'>): JSX.Element {
  const { version } = useNavbarDocsVersion();
  const docId = firstDocOfSidebar(sidebars[item.sidebarId]);
  if (!docId) throw new Error(`Sidebar "${item.sidebarId}" has nothing to link to: it does not exist or has no doc.`);
  const route = version?.docs[docId] ?? version?.mainRoute ?? '/docs';
  return (
    <DefaultNavbarItem
      item={{ type: 'default', position: item.position, label: item.label, to: route, activeBaseRegex: '^/docs(?!/api)(/|$)' }}
      mobile={mobile}
    />
  );
}
