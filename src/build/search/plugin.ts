/** The data-layer query and normalizer behind gatsby-plugin-local-search (see gatsby-config.ts). */
import type { IndexedDocument } from '../../search/types';
import { apiDocument, blogDocument, guideDocuments, type ApiSource } from './records';

export const SEARCH_QUERY = `
  {
    docs: allMdx(filter: { fields: { kind: { eq: "doc" } } }) {
      nodes {
        id
        body
        tableOfContents(maxDepth: 6)
        fields { route version }
        frontmatter { title }
      }
    }
    posts: allMdx(filter: { fields: { kind: { eq: "blog" }, draft: { ne: true } } }) {
      nodes {
        id
        body
        fields { route }
        frontmatter { title description }
      }
    }
    operations: allApiOperation {
      nodes { id title route method path slug tag data }
    }
  }
`;

interface SearchQueryData {
  readonly docs: {
    readonly nodes: readonly {
      id: string;
      body: string;
      tableOfContents: { items?: [] } | null;
      fields: { route: string; version: string | null };
      frontmatter: { title: string };
    }[];
  };
  readonly posts: { readonly nodes: readonly { id: string; body: string; fields: { route: string }; frontmatter: { title: string; description: string | null } }[] };
  readonly operations: { readonly nodes: readonly ApiSource[] };
}

/** Every searchable document: the latest docs version's pages and sections, published posts, operations. */
export function searchDocuments(data: unknown, lastVersion: string): IndexedDocument[] {
  const { docs, posts, operations } = data as SearchQueryData;
  return [
    ...docs.nodes
      .filter((n) => n.fields.version === lastVersion)
      .flatMap((n) => guideDocuments({ id: n.id, title: n.frontmatter.title, route: n.fields.route, body: n.body, tableOfContents: n.tableOfContents })),
    ...posts.nodes.map((n) => blogDocument({ id: n.id, title: n.frontmatter.title, route: n.fields.route, body: n.body, description: n.frontmatter.description })),
    ...operations.nodes.map(apiDocument),
  ];
}
