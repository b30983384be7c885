import React from 'react';
import { useDocsIndex } from '../../../lib/docsVersions/useDocsIndex';
import { usePreferredVersion } from '../../../lib/docsVersions/usePreferredVersion';
import { DefaultNavbarItem } from './DefaultNavbarItem';
import type { NavbarItemComponentProps } from './types';

/** A link to the main doc of the given, preferred or latest docs version. */
export function DocsVersionNavbarItem({ item, mobile }: NavbarItemComponentProps<'docsVersion'>): JSX.Element {
  const versions = useDocsIndex();
  const [preferred] = usePreferredVersion();
  const version = versions.find((v) => v.name === (item.docsVersion ?? preferred)) ?? versions[0];
  return <DefaultNavbarItem item={{ type: 'default', position: item.position, label: item.label ?? version.label, to: version.mainRoute }} mobile={mobile} />;
}
