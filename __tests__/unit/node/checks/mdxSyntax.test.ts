/** @jest-environment node */
import { blankFrontmatter, findMdxSyntaxErrors, formatMdxSyntaxError, preloadMdxParser } from '../../../../src/node/checks/mdxSyntax';
import type { KeptResults } from '../../../../src/node/buildCache';

describe('MDX syntax check', () => {
  it('loads its parser ahead when asked (develop, after its bootstrap), and the check then parses with that one', async () => {
    // Nothing in this file has parsed yet: the first call loads the parser, a second finds it loaded.
    expect(preloadMdxParser()).toBe(false);
    expect(preloadMdxParser()).toBe(true);
    const messages = await findMdxSyntaxErrors([
      { file: 'ok.mdx', text: '# Fine {1 + 1}' },
      { file: 'bad.mdx', text: '# Title\n\n<b>open' },
    ]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^MDX syntax error in bad\.mdx, line \d+, column \d+: /);
  });

  it('blanks the frontmatter but keeps its lines, so compiler lines are file lines', () => {
    expect(blankFrontmatter('---\ntitle: x\n---\n\n# T')).toBe('\n\n\n\n# T');
    expect(blankFrontmatter('# No frontmatter\n---\n')).toBe('# No frontmatter\n---\n');
  });

  it('words an error with file, line, column, reason and what to do', () => {
    const error = { reason: 'Unexpected end of file in expression, expected a corresponding closing brace for `{`', line: 10, column: 37 };
    expect(formatMdxSyntaxError('content/docs/x.mdx', error)).toBe(
      'MDX syntax error in content/docs/x.mdx, line 10, column 37: Unexpected end of file in expression, expected a corresponding closing brace for `{`. ' +
        'Fix the MDX at that place: close the JSX tag or {expression} that is open there, or write a literal "<" or "{" as \\< or \\{ (in code, use backticks).',
    );
  });

  it('takes the place from the reason when the error has none', () => {
    expect(formatMdxSyntaxError('a.mdx', { reason: 'Expected a closing tag for `<Admonition>` (3:1-3:25)', line: null })).toContain('a.mdx, line 3, column 1:');
  });

  it('compiles each file and returns one message per file that fails', async () => {
    const compile = jest.fn(async (text: string) => {
      if (text.includes('{oops')) throw Object.assign(new Error('x'), { reason: 'Unexpected end of file in expression', line: 5, column: 2 });
    });
    const messages = await findMdxSyntaxErrors(
      [
        { file: 'ok.mdx', text: '---\na: 1\n---\n# Fine' },
        { file: 'bad.mdx', text: '---\na: 1\n---\n\n {oops' },
      ],
      compile,
    );
    expect(compile).toHaveBeenCalledWith('\n\n\n# Fine', 'ok.mdx');
    expect(messages).toEqual([expect.stringMatching(/^MDX syntax error in bad.mdx, line 5, column 2: Unexpected end of file in expression\. Fix/)]);
  });

  it('finds syntax errors with their place by parsing as gatsby-plugin-mdx does', async () => {
    const messages = await findMdxSyntaxErrors([
      { file: 'ok.mdx', text: '---\ntitle: x\n---\nexport const a = 1;\n\n# Fine {a}\n\n<Admonition type="note">text</Admonition>\n' },
      { file: 'expression.mdx', text: '---\ntitle: x\n---\n\nSome text {oops\n' },
      { file: 'tag.mdx', text: '# Title\n\n<Admonition>\n\ntext\n' },
      { file: 'esm.mdx', text: 'export const = 1;\n' },
    ]);
    expect(messages).toEqual([
      expect.stringMatching(/^MDX syntax error in expression\.mdx, line 5, column 16: Unexpected end of file in expression/),
      expect.stringMatching(/^MDX syntax error in tag\.mdx, line \d+, column \d+: Expected a closing tag for `<Admonition>`/),
      expect.stringMatching(/^MDX syntax error in esm\.mdx, line 1, column \d+: Could not parse import\/exports with acorn/),
    ]);
  });

  it('does not parse again a text kept as parsed; a text that fails is never kept and fails each time', async () => {
    const store = new Map<string, true>();
    const kept: KeptResults<true> = { get: (key) => store.get(key), set: (key, value) => void store.set(key, value) };
    const compile = jest.fn(async (text: string) => {
      if (text.includes('{oops')) throw Object.assign(new Error('x'), { reason: 'Unexpected end of file in expression', line: 2, column: 2 });
    });
    const files = [
      { file: 'ok.mdx', text: '# Fine' },
      { file: 'bad.mdx', text: '\n {oops' },
    ];
    const first = await findMdxSyntaxErrors(files, compile, kept);
    expect(compile).toHaveBeenCalledTimes(2);
    expect(store.size).toBe(1);
    const second = await findMdxSyntaxErrors(files, compile, kept);
    expect(second).toEqual(first);
    expect(second).toHaveLength(1);
    // Only the failing text was parsed again.
    expect(compile).toHaveBeenCalledTimes(3);
    expect(compile.mock.calls[2][0]).toContain('{oops');
    // The same text under another name, or another text under the same name, is parsed.
    await findMdxSyntaxErrors(
      [
        { file: 'other.mdx', text: '# Fine' },
        { file: 'ok.mdx', text: '# Changed' },
      ],
      compile,
      kept,
    );
    expect(compile).toHaveBeenCalledTimes(5);
  });
});
