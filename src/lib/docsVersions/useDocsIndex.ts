import { graphql, useStaticQuery } from 'gatsby';
import { settings } from '../../config/resolved';
import type { VersionDocs } from '../i18nLinks';

/** Every guide doc's route by version and id, for the navbar's doc and version items. */
export function useDocsIndex(): VersionDocs[] {
  const data = useStaticQuery<Queries.DocsIndexQuery>(graphql`
    query DocsIndex {
      allMdx(filter: { fields: { kind: { eq: "doc" } } }) {
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
