export class BlogAuthorError extends Error {
  override name = 'BlogAuthorError';
}

export interface PostAuthors {
  readonly sourceFile: string;
  readonly authors: readonly string[];
}

export const AUTHORS_FILE = 'content/blog/authors.json';

/**
 * Every author id a post names must be an entry of the authors file. Throws one error listing each
 * post with an unknown id, the id, and the ids that exist, so the fix is obvious from the message.
 */
export function checkPostAuthors(posts: readonly PostAuthors[], knownIds: readonly string[]): void {
  const known = new Set(knownIds);
  const problems = posts.flatMap((post) =>
    post.authors.filter((id) => !known.has(id)).map((id) => `  - ${post.sourceFile}: unknown author "${id}" in frontmatter "authors"`),
  );
  if (problems.length === 0) return;
  const knownList =
    knownIds.length > 0
      ? [...knownIds]
          .sort()
          .map((id) => `"${id}"`)
          .join(', ')
      : '(none)';
  throw new BlogAuthorError(
    `Blog posts name authors that are not in ${AUTHORS_FILE}:\n${problems.join('\n')}\n` +
      `Known author ids: ${knownList}.\nFix the id in the post, or add the author (id, name, title, url, image) to ${AUTHORS_FILE}.`,
  );
}

/** The blog's authors (content/blog/authors.json through gatsby-transformer-json), typed explicitly. */
export const AUTHOR_TYPE_DEFS = `
  type Author implements Node @dontInfer {
    id: ID!
    jsonId: String!
    name: String!
    title: String!
    url: String
    image: String
  }
`;
