import { graphql } from 'gatsby';

/** An author of a post, as the `BlogPostSummary` fragment selects it (content/blog/authors.json). */
export type BlogAuthor = NonNullable<Queries.BlogPostSummaryFragment['fields']['authors']>[number];

/**
 * What a list entry and a post header show: the fields of the `BlogPostSummary` fragment below, as
 * graphqlTypegen generates them. `frontmatter.date` is the ISO date for <time dateTime>, `dateLabel`
 * the 'February 18, 2025' form, formatted at build time so server and browser agree.
 */
export type BlogPostSummary = Queries.BlogPostSummaryFragment;

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
