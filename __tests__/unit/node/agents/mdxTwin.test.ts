/** @jest-environment node */
/**
 * The Markdown twins of guide pages (issue 44, src/node/agents/mdxTwin.ts): two real pages against reviewed
 * expected files (__tests__/fixtures/twins/guide-*.md), small MDX texts for each rewrite, and for every output the
 * properties an agent relies on, read from the Markdown parsed back: fences closed and labelled, no JSX
 * left, every site route pointing at its twin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { mdxTwin, resolveAgainstRoute, type MdxTwinInput } from '../../../../src/node/agents/mdxTwin';
import { parseMarkdown } from '../../../support/markdownTree';

const ROOT = path.resolve(__dirname, '../../../..');

interface Node {
  type: string;
  children?: Node[];
  lang?: string | null;
  url?: string;
  position?: { start: { offset?: number }; end: { offset?: number } };
}

/** As the caller maps them: a site route (no file extension) to its twin, anything else as it is. */
function linkHref(url: string): string {
  const match = /^(\/(?!\/)[^#?]*?)\/?((?:[?#].*)?)$/.exec(url);
  return match && !/\.\w+$/.test(match[1]) ? `${match[1]}.md${match[2]}` : url;
}

function twin(source: string, extra: Partial<MdxTwinInput> = {}): ReturnType<typeof mdxTwin> {
  return mdxTwin({ source, file: 'content/docs/test.mdx', route: '/docs/intro/security', title: 'Test', linkHref, ...extra });
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

/** The properties every twin has, checked on the Markdown parsed back with GFM. */
function expectWellFormed(markdown: string): void {
  const tree = parseMarkdown(markdown) as Node;
  walk(tree, (node) => {
    expect(node.type).not.toBe('html');
    if (node.type === 'code') {
      expect(node.lang).toBeTruthy();
      const lines = markdown.slice(node.position?.start.offset, node.position?.end.offset).split('\n');
      const opening = /^ *(`{3,}|~{3,})/.exec(lines[0])?.[1] ?? '';
      expect(opening).not.toBe('');
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.at(-1)?.trim()).toMatch(new RegExp(`^${opening[0]}{${opening.length},}$`));
    }
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url?.startsWith('/')) {
      const target = node.url.split(/[?#]/)[0];
      expect(target.endsWith('.md') || /\.\w+$/.test(target)).toBe(true);
    }
  });
  expect(markdown).not.toMatch(/<\/?(?:Admonition|Tabs|TabItem)\b/);
}

describe('the guide pages', () => {
  test.each(['security', 'asset'])('content/docs/intro/%s.mdx is its reviewed twin', (name) => {
    const file = `content/docs/intro/${name}.mdx`;
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const front = parseYaml(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') as { title: string; description?: string };
    const result = mdxTwin({ source, file, route: `/docs/intro/${name}`, title: front.title, description: front.description, linkHref });
    expect(result.markdown).toBe(fs.readFileSync(path.join(__dirname, `../../../fixtures/twins/guide-${name}.md`), 'utf8'));
    expect(result.notes).toEqual([]);
    expectWellFormed(result.markdown);
  });
});

describe('MDX rewritten', () => {
  test('the title, description and meta lines head the page; the frontmatter, imports and exports go', () => {
    const source = '---\ntitle: Ignored\n---\n\nimport X from "./x"\nexport const y = 1\n\nBody text.\n';
    const { markdown, notes } = twin(source, { title: 'Title *here*', description: 'What it is.', meta: ['Published 2025-02-18 · 6 min read', 'By Ana'] });
    expect(markdown).toBe('# Title \\*here\\*\n\nWhat it is.\n\nPublished 2025-02-18 · 6 min read\\\nBy Ana\n\nBody text.\n');
    expect(notes).toEqual([]);
  });

  test('a --- later in the file is a thematic break, not frontmatter', () => {
    expect(twin('Before.\n\n---\n\nAfter.\n').markdown).toBe('# Test\n\nBefore.\n\n---\n\nAfter.\n');
  });

  test('an admonition inside tabs: each tab by its label (else value), the admonition a blockquote with its kind', () => {
    const source = [
      '<Tabs>',
      '<TabItem value="linux" label="Linux">',
      '',
      'Run it.',
      '',
      '<Admonition type="warning">',
      '',
      'Needs **root**.',
      '',
      '</Admonition>',
      '',
      '</TabItem>',
      '<TabItem value="mac">',
      '',
      '<Admonition type="caution" title="Old versions">',
      '',
      '- one',
      '- two',
      '',
      '</Admonition>',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      '<Admonition type="bogus">Short.</Admonition>',
    ].join('\n');
    const { markdown, notes } = twin(source);
    expect(markdown).toBe(
      '# Test\n\n**Linux**\n\nRun it.\n\n> **Warning**\n>\n> Needs **root**.\n\n**mac**\n\n> **Caution: Old versions**\n>\n> - one\n> - two\n\n> **Note**\n>\n> Short.\n',
    );
    expect(notes).toEqual([]);
    expectWellFormed(markdown);
  });

  test('relative links and images are resolved against the route, then mapped; others only mapped', () => {
    const source =
      '[Assets](./asset#status), [intro](../intro), [here](#here), [ext](https://example.com/a), ![Plan](./img/plan.png)\n\n[ref]: ./zones\n\nSee [ref].\n';
    const expected =
      '# Test\n\n[Assets](/docs/intro/asset.md#status), [intro](/docs/intro.md), [here](#here), [ext](https://example.com/a), ![Plan](/docs/intro/img/plan.png)\n\n[ref]: /docs/intro/zones.md\n\nSee [ref].\n';
    expect(twin(source).markdown).toBe(expected);
    expect(twin(source, { route: '/docs/intro/security/' }).markdown).toBe(expected);
    expectWellFormed(expected);
    expect(resolveAgainstRoute('../api/x?y=1#z', '/docs/intro/security')).toBe('/docs/api/x?y=1#z');
    expect(resolveAgainstRoute('mailto:a@example.com', '/docs/intro/security')).toBe('mailto:a@example.com');
  });

  test('an unknown component is replaced by its children; without children it is left out with a note', () => {
    const source = '<Card>\n\nInside the **card**.\n\n</Card>\n\n<Video src="x.mp4" />\n\nPress <Kbd>Ctrl</Kbd> and <Icon name="x" /> here.\n';
    const { markdown, notes } = twin(source);
    expect(markdown).toBe('# Test\n\nInside the **card**.\n\nPress Ctrl and here.\n');
    expect(notes).toEqual([
      'content/docs/test.mdx:7: <Video> has no Markdown form; left out',
      'content/docs/test.mdx:9: <Icon> has no Markdown form; left out',
    ]);
    // Left out at the start or end of a block, it leaves no space there (which would be written as &#x20;).
    expect(twin('<Icon /> Save the file {name}\n\n- <Kbd /> item\n').markdown).toBe('# Test\n\nSave the file\n\n- item\n');
  });

  test('an expression is left out with a note, a comment silently; an attribute written as an expression too', () => {
    const source =
      'The answer is {40 + 2}.\n\n{/* a comment */}\n\n{items.map((item) => item.name)}\n\n<Admonition type="tip" title={name}>\n\nText.\n\n</Admonition>\n';
    const { markdown, notes } = twin(source);
    expect(markdown).toBe('# Test\n\nThe answer is .\n\n> **Tip**\n>\n> Text.\n');
    expect(notes).toEqual([
      'content/docs/test.mdx:1: the expression {40 + 2} has no Markdown form; left out',
      'content/docs/test.mdx:5: the expression {items.map((item) => item.name)} has no Markdown form; left out',
      'content/docs/test.mdx:7: <Admonition title={…}> is an expression; left out',
    ]);
  });

  test('code keeps its language and info (its title also a bold line above it), gets `text` without one, and a longer fence around ``` inside it', () => {
    const source = '````md title="README"\n```js\nconsole.log(1);\n```\n````\n\n```\nplain\n```\n\n```mermaid\nflowchart LR\n  A --> B\n```\n';
    const { markdown } = twin(source);
    expect(markdown).toBe(
      '# Test\n\n**README**\n\n````md title="README"\n```js\nconsole.log(1);\n```\n````\n\n```text\nplain\n```\n\n```mermaid\nflowchart LR\n  A --> B\n```\n',
    );
    expectWellFormed(markdown);
  });

  test('one H1: a page that opens with its own keeps it as the title; an H1 further down puts every heading a level deeper', () => {
    expect(twin('# Own title\n\nText.\n\n## Part\n', { description: 'About.' }).markdown).toBe('# Own title\n\nAbout.\n\nText.\n\n## Part\n');
    expect(twin('Intro.\n\n# Later\n\n## Part\n').markdown).toBe('# Test\n\nIntro.\n\n## Later\n\n### Part\n');
  });

  test('headings keep their depth and inline code', () => {
    expect(twin('## The `code` field\n\n### Sub *part*\n').markdown).toBe('# Test\n\n## The `code` field\n\n### Sub *part*\n');
  });
});
