/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { BlogAuthorError, checkPostAuthors } from '../../../../src/node/blog/authors';

const KNOWN = ['priya-raman', 'tomas-lindqvist', 'amara-okafor'];

describe('checkPostAuthors', () => {
  test('known authors pass', () => {
    expect(() => checkPostAuthors([{ sourceFile: 'content/blog/a.mdx', authors: ['priya-raman', 'amara-okafor'] }], KNOWN)).not.toThrow();
  });
  test('an unknown author stops the build naming the post file, the id and the known ids', () => {
    const run = (): void => checkPostAuthors([{ sourceFile: 'content/blog/2025-01-01-x.mdx', authors: ['priya-raman', 'jane-doe'] }], KNOWN);
    expect(run).toThrow(BlogAuthorError);
    expect(run).toThrow(
      'Blog posts name authors that are not in content/blog/authors.json:\n' +
        '  - content/blog/2025-01-01-x.mdx: unknown author "jane-doe" in frontmatter "authors"\n' +
        'Known author ids: "amara-okafor", "priya-raman", "tomas-lindqvist".\n' +
        'Fix the id in the post, or add the author (id, name, title, url, image) to content/blog/authors.json.',
    );
  });
  test('every problem is listed at once', () => {
    expect(() =>
      checkPostAuthors(
        [
          { sourceFile: 'content/blog/a.mdx', authors: ['x'] },
          { sourceFile: 'content/blog/b.mdx', authors: ['priya-raman', 'y'] },
        ],
        KNOWN,
      ),
    ).toThrow(/a\.mdx: unknown author "x"[\s\S]*b\.mdx: unknown author "y"/);
  });
  test('no authors file entries at all', () => {
    expect(() => checkPostAuthors([{ sourceFile: 'content/blog/a.mdx', authors: ['x'] }], [])).toThrow('Known author ids: (none).');
  });
  test('the shipped posts only name shipped authors, and each author has an avatar file', () => {
    const authors = JSON.parse(fs.readFileSync('content/blog/authors.json', 'utf8')) as {
      id: string;
      name: string;
      title: string;
      url: string;
      image: string;
    }[];
    const posts = fs
      .readdirSync('content/blog')
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => {
        const list = /^authors:\s*\[([^\]]*)\]/m.exec(fs.readFileSync(path.join('content/blog', file), 'utf8'))?.[1] ?? '';
        return {
          sourceFile: `content/blog/${file}`,
          authors: list
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        };
      });
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(() =>
      checkPostAuthors(
        posts,
        authors.map((a) => a.id),
      ),
    ).not.toThrow();
    for (const author of authors) {
      expect(author).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        title: expect.any(String),
        url: expect.stringMatching(/^https:\/\//),
        image: expect.stringMatching(/^\/img\/authors\//),
      });
      expect(fs.existsSync(path.join('static', author.image))).toBe(true);
    }
  });
});

test('the shipped blog: at least four published posts, by at least two authors, with several tags', () => {
  const published = fs
    .readdirSync('content/blog')
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => fs.readFileSync(path.join('content/blog', file), 'utf8'))
    .filter((source) => !/^draft:\s*true\s*$/m.test(source));
  const listOf = (source: string, key: string): string[] =>
    (new RegExp(`^${key}:\\s*\\[([^\\]]*)\\]`, 'm').exec(source)?.[1] ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  expect(published.length).toBeGreaterThanOrEqual(4);
  expect(new Set(published.flatMap((source) => listOf(source, 'authors'))).size).toBeGreaterThanOrEqual(2);
  expect(new Set(published.flatMap((source) => listOf(source, 'tags'))).size).toBeGreaterThanOrEqual(3);
});
