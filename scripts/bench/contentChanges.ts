/**
 * The kinds of change an incremental build is measured and tested with (issue 45; decision 0036),
 * each applied to a private copy of the project: `npm run bench:incremental` (scripts/bench/incremental.ts)
 * applies them one at a time, and `__tests__/build/incrementalBuild.test.ts` compares a kept build
 * after the content changes with a cold build of the same tree.
 * - guide: a paragraph appended to one guide page (content/docs/intro/asset.mdx);
 * - blog: a paragraph appended to the newest published blog post;
 * - operation: the description of GET /assets (listAssets) in static/Portal-v1.json, the document the build reads;
 * - setting: the announcement bar's text (src/config/settings.ts), on every page;
 * - component: the footer's markup (src/shell/footer/Footer.tsx), on every page.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The text each content change adds (a paragraph, or a description's last paragraph). */
export const ADDED_PARAGRAPH = 'This paragraph was added by an incremental build’s change.';

export const GUIDE_FILE = 'content/docs/intro/asset.mdx';
export const BLOG_DIR = 'content/blog';
export const DOCUMENT = 'static/Portal-v1.json';
export const OPERATION = { path: '/assets', method: 'get' } as const;
const SETTINGS_FILE = 'src/config/settings.ts';
const FOOTER_FILE = 'src/shell/footer/Footer.tsx';

/** Replaces `from` (which must occur exactly once) by `to` in the copy's `file`. */
function replaceOnce(copy: string, file: string, from: string, to: string): void {
  const full = path.join(copy, file);
  const text = fs.readFileSync(full, 'utf8');
  if (text.split(from).length !== 2) throw new Error(`${file}: expected ${JSON.stringify(from)} exactly once`);
  fs.writeFileSync(full, text.replace(from, to));
}

function appendParagraph(copy: string, file: string): void {
  fs.appendFileSync(path.join(copy, file), `\n\n${ADDED_PARAGRAPH}\n`);
}

/** The newest published post (a draft is not built in production). */
export function newestBlogPost(copy: string): string {
  const posts = fs
    .readdirSync(path.join(copy, BLOG_DIR))
    .filter((name) => /\.mdx?$/.test(name) && !/^draft:\s*true\s*$/m.test(fs.readFileSync(path.join(copy, BLOG_DIR, name), 'utf8')))
    .sort();
  if (!posts.length) throw new Error(`No published blog post in ${BLOG_DIR}`);
  return path.join(BLOG_DIR, posts[posts.length - 1]);
}

export interface Change {
  readonly name: string;
  readonly apply: (copy: string) => void;
}

export const CHANGES: readonly Change[] = [
  { name: 'none', apply: () => undefined },
  { name: 'guide', apply: (copy) => appendParagraph(copy, GUIDE_FILE) },
  { name: 'blog', apply: (copy) => appendParagraph(copy, newestBlogPost(copy)) },
  {
    name: 'operation',
    apply: (copy) => {
      const file = path.join(copy, DOCUMENT);
      const document = JSON.parse(fs.readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, { description?: string }>> };
      const operation = document.paths[OPERATION.path]?.[OPERATION.method];
      if (!operation) throw new Error(`${DOCUMENT}: no ${OPERATION.method.toUpperCase()} ${OPERATION.path}`);
      operation.description = `${operation.description ?? ''}\n\n${ADDED_PARAGRAPH}`;
      fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
    },
  },
  {
    name: 'setting',
    apply: (copy) => replaceOnce(copy, SETTINGS_FILE, 'APIs are generally available.', 'APIs are generally available (bench:incremental).'),
  },
  {
    name: 'component',
    apply: (copy) => replaceOnce(copy, FOOTER_FILE, '<div className={styles.inner}>', '<div className={styles.inner} data-bench="incremental">'),
  },
];
