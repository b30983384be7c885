import { graphql } from 'gatsby';

export interface BlogAuthor {
  readonly jsonId: string;
  readonly name: string;
  readonly title: string;
  readonly url: string | null;
  readonly image: string | null;
}

/** What a list entry and a post header show; the fields of the `BlogPostSummary` fragment. */
export interface BlogPostSummary {
  readonly id: string;
  readonly fields: {
    readonly route: string;
    readonly readingTime: number | null;
    readonly excerpt: string | null;
    readonly draft: boolean | null;
    readonly authors: readonly BlogAuthor[] | null;
  };
  readonly frontmatter: {
    readonly title: string;
    readonly description: string | null;
    /** ISO date, for <time dateTime>. */
    readonly date: string;
    /** 'February 18, 2025', formatted at build time so server and browser agree. */
    readonly dateLabel: string;
    readonly tags: readonly string[] | null;
  };
}

export interface BlogPostLink {
  readonly title: string;
  readonly path: string;
}

export const blogPostSummaryFragment = graphql`
  fragment BlogPostSummary on Mdx {
    id
    fields {
      route
      readingTime
      excerpt
      draft
      authors {
        jsonId
        name
        title
        url
        image
      }
    }
    frontmatter {
      title
      description
      date(formatString: "YYYY-MM-DD")
      dateLabel: date(formatString: "MMMM D, YYYY")
      tags
    }
  }
`;
