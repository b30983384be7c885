import React from 'react';
import { useDocsIndex } from '../../../docs/hooks/useDocsIndex';
import { usePreferredVersion } from '../../../docs/hooks/usePreferredVersion';
import { DefaultNavbarItem } from './DefaultNavbarItem';
import type { NavbarItemComponentProps } from './types';

/** A link to one guide doc, in the given or preferred docs version. */
export function DocNavbarItem({ item, mobile }: NavbarItemComponentProps<'doc'>): JSX.Element {
  const versions = useDocsIndex();
  const [preferred] = usePreferredVersion();
  const versionName = item.docsVersion ?? preferred;
  const version = versions.find((v) => v.name === versionName) ?? versions[0];
  const route = version?.docs[item.docId];
  if (!route) {
    throw new Error(`The navbar item links to doc "${item.docId}", which does not exist in docs version "${versionName}".`);
  }
  return <DefaultNavbarItem item={{ type: 'default', position: item.position, label: item.label ?? item.docId, to: route }} mobile={mobile} />;
}
