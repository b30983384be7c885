import { useUnlocalisedPathname } from '../location';
import { docAtPath, type VersionDocs } from '../i18nLinks';
import { useDocsIndex } from './useDocsIndex';
import { usePreferredVersion } from './usePreferredVersion';

/**
 * The docs version the navbar's doc items link into: the one named on the item, else the version of
 * the doc being read (on a 1.0 page, the guide link stays in 1.0), else the reader's preferred one
 * (localStorage), else the latest.
 */
export function useNavbarDocsVersion(itemVersion?: string): { readonly version: VersionDocs; readonly name: string } {
  const versions = useDocsIndex();
  const [preferred] = usePreferredVersion();
  const pathname = decodeURI(useUnlocalisedPathname());
  const name = itemVersion ?? docAtPath(pathname, versions)?.version ?? preferred;
  return { version: versions.find((v) => v.name === name) ?? versions[0], name };
}
