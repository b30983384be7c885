import { graphql, useStaticQuery } from 'gatsby';
import { settings } from '../../config/resolved';
import type { VersionDocs } from '../i18nLinks';

/**
 * Every guide doc's route by version and id, for the navbar's doc and version items. Sorted, so the
 * result (a static query on every page) is the same whatever order the nodes were created in: an
 * incremental build's result equals a cold build's, and an edit does not dirty every page (decision 0036).
 */
export function useDocsIndex(): VersionDocs[] {
  const data = useStaticQuery<Queries.DocsIndexQuery>(graphql`
    query DocsIndex {
      allMdx(filter: { fields: { kind: { eq: "doc" } } }, sort: { fields: { route: ASC } }) {
        nodes {
          fields {
            route
            docId
            version
          }
        }
      }
    }
  `);
  return settings.docs.versions.map((version) => {
    const docs: Record<string, string> = {};
    for (const node of data.allMdx.nodes) {
      if (node.fields.version === version.name && node.fields.docId) docs[node.fields.docId] = node.fields.route;
    }
    return { name: version.name, label: version.label, mainRoute: docs[version.mainDocId] ?? '/docs', docs };
  });
}
