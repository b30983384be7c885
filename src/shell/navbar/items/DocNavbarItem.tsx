import React from 'react';
import { useNavbarDocsVersion } from '../../../lib/docsVersions/useNavbarDocsVersion';
import { DefaultNavbarItem } from './DefaultNavbarItem';
import type { NavbarItemComponentProps } from './types';

/** A link to one guide doc, in the given version, else the page's, else the preferred one. */
export function DocNavbarItem({ item, mobile }: NavbarItemComponentProps<'doc'>): JSX.Element {
  const { version, name: versionName } = useNavbarDocsVersion(item.docsVersion);
  const route = version?.docs[item.docId];
  if (!route) {
    throw new Error(`The navbar item links to doc "${item.docId}", which does not exist in docs version "${versionName}".`);
  }
  return <DefaultNavbarItem item={{ type: 'default', position: item.position, label: item.label ?? item.docId, to: route }} mobile={mobile} />;
}
