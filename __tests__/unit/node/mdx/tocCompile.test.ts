/**
 * @jest-environment node
 *
 * develop's table-of-contents compiles (gatsby-plugin-mdx's resolver, which leaves the headings in
 * `file.data.meta.toc`) neither draw diagrams nor highlight code; every other compile does, and a
 * build's table-of-contents compile too (decision 0027).
 */
import { rehypeHighlightCode } from '../../../../src/node/mdx/highlightCode';
import type { DiagramRenderer } from '../../../../src/node/mdx/mermaidRenderer';
import { rehypeMermaid } from '../../../../src/node/mdx/rehypeMermaid';
import { onlyForTableOfContents } from '../../../../src/node/mdx/tocCompile';

// Node's own require, for the ESM-only MDX compiler (jest's registry cannot load ESM).
const nodeRequire = process.getBuiltinModule('node:module').createRequire(__filename);

/** What drawing SOURCE asks of the renderer: its one diagram, in the light and the dark mode. */
const DRAWN = ['flowchart LR\n  A --> B', 'flowchart LR\n  A --> B'];
const SOURCE = '## Setup\n\n```js\nconst a = 1;\n```\n\n```mermaid\nflowchart LR\n  A --> B\n```\n';

/** A renderer that records what it is asked to draw and draws a placeholder. */
function recordingRenderer(asked: string[]): DiagramRenderer {
  return {
    render: async (batch: { sources: readonly string[] }) => {
      asked.push(...batch.sources);
      return batch.sources.map(() => ({ ok: true as const, svg: '<svg viewBox="0 0 10 10"></svg>' }));
    },
    close: async () => undefined,
  } as unknown as DiagramRenderer;
}

/** Compiles SOURCE as MDX 2 with the two plugins, as a table-of-contents compile (the plugin's remark step) or not. */
async function compile(forToc: boolean, asked: string[]): Promise<string> {
  const { compile: compileMdx } = nodeRequire('@mdx-js/mdx') as typeof import('@mdx-js/mdx');
  const { VFile } = nodeRequire('vfile') as { VFile: new (options: { value: string; path: string; cwd: string }) => import('vfile').VFile };
  const tocStep = () => (_tree: unknown, file: { data: { meta?: { toc?: unknown } } }) => {
    file.data.meta = { toc: { items: [{ url: '#setup', title: 'Setup' }] } };
  };
  const result = await compileMdx(new VFile({ value: SOURCE, path: '/site/docs/page.mdx', cwd: '/site' }), {
    remarkPlugins: forToc ? [tocStep] : [],
    rehypePlugins: [() => rehypeMermaid({ renderer: () => recordingRenderer(asked), diagramDir: '/tmp' }), rehypeHighlightCode],
    development: false,
  });
  return String(result);
}

describe('onlyForTableOfContents', () => {
  const tocFile = { data: { meta: { toc: {} } } };

  it('is true for a compile holding a table of contents, in develop only', () => {
    expect(onlyForTableOfContents(tocFile, { gatsby_executing_command: 'develop' })).toBe(true);
    expect(onlyForTableOfContents(tocFile, { gatsby_executing_command: 'build' })).toBe(false);
    expect(onlyForTableOfContents(tocFile, {})).toBe(false);
    expect(onlyForTableOfContents({ data: {} }, { gatsby_executing_command: 'develop' })).toBe(false);
    expect(onlyForTableOfContents({ data: { meta: {} } }, { gatsby_executing_command: 'develop' })).toBe(false);
    expect(onlyForTableOfContents(undefined, { gatsby_executing_command: 'develop' })).toBe(false);
  });

  describe("in the site's rehype plugins", () => {
    const before = process.env.gatsby_executing_command;
    afterEach(() => {
      if (before === undefined) delete process.env.gatsby_executing_command;
      else process.env.gatsby_executing_command = before;
    });

    it("develop's table-of-contents compile neither draws nor highlights; the page's compile does both", async () => {
      process.env.gatsby_executing_command = 'develop';
      const asked: string[] = [];
      const toc = await compile(true, asked);
      expect(asked).toEqual([]);
      expect(toc).not.toContain('token-line');
      expect(toc).not.toContain('BuildTimeDiagram');
      const page = await compile(false, asked);
      expect(asked).toEqual(DRAWN);
      expect(page).toContain('token-line');
      expect(page).toContain('BuildTimeDiagram');
    });

    it("a build's table-of-contents compile still draws and highlights", async () => {
      process.env.gatsby_executing_command = 'build';
      const asked: string[] = [];
      const toc = await compile(true, asked);
      expect(asked).toEqual(DRAWN);
      expect(toc).toContain('token-line');
    });
  });
});
