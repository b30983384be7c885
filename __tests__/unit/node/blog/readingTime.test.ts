/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { countWords, excerptSource, proseOf, stripMdxSyntax } from '../../../../src/node/blog/mdxText';
import { readingTime, WORDS_PER_MINUTE } from '../../../../src/node/blog/readingTime';

const words = (count: number, word = 'word'): string => Array.from({ length: count }, () => word).join(' ');

describe('readingTime: words / 200, rounded up, at least 1', () => {
  test('WORDS_PER_MINUTE is 200', () => {
    expect(WORDS_PER_MINUTE).toBe(200);
  });
  test.each([
    [0, 1],
    [1, 1],
    [199, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
  ])('%i words → %i min', (count, minutes) => {
    expect(readingTime(words(count))).toBe(minutes);
  });
  test('an empty or whitespace-only body still reads in 1 minute', () => {
    expect(readingTime('')).toBe(1);
    expect(readingTime('  \n\n ')).toBe(1);
  });
  test('fenced code blocks are not counted', () => {
    const code = `\`\`\`json\n${words(500, '"key": 1,')}\n\`\`\``;
    expect(readingTime(`${words(150)}\n\n${code}\n\n${words(40)}`)).toBe(1);
    expect(readingTime(`${words(150)}\n\n~~~\n${words(500)}\n~~~\n`)).toBe(1);
  });
  test('an unclosed fence runs to the end of the body (as in Markdown)', () => {
    expect(readingTime(`${words(100)}\n\n\`\`\`\n${words(900)}`)).toBe(1);
  });
  test('JSX tags, imports, exports, comments and expressions are not words; JSX children are', () => {
    const body = [
      "import { Chart } from './Chart';",
      'export const meta = { a: 1 };',
      '{/* truncate */}',
      '<!-- a comment with many many words in it -->',
      '<Admonition type="tip" title="A long title here">',
      words(201),
      '</Admonition>',
      '<Chart data={[1, 2, 3]} />',
      '{props.value}',
    ].join('\n');
    expect(countWords(proseOf(body))).toBe(201);
    expect(readingTime(body)).toBe(2);
  });
  test('link texts and inline code count; URLs, images and Markdown punctuation do not', () => {
    const body =
      '## Heading here\n\n- [the guide](/docs/intro/asset) and `getAsset`\n\n![diagram of zones](/img/z.png)\n\n| a | b |\n|---|---|\n\n> quoted **bold** _words_ — end';
    const counted = proseOf(body)
      .split(/\s+/)
      .filter((token) => /[\p{L}\p{N}]/u.test(token));
    expect(counted).toEqual(['Heading', 'here', 'the', 'guide', 'and', 'getAsset', 'a', 'b', 'quoted', 'bold', 'words', 'end']);
    expect(countWords(proseOf(body))).toBe(12);
  });
  test('every shipped post reads in a plausible time (1–15 min)', () => {
    const dir = path.resolve('content/blog');
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.mdx'))) {
      const body = fs.readFileSync(path.join(dir, file), 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
      const minutes = readingTime(body);
      expect(minutes).toBeGreaterThanOrEqual(1);
      expect(minutes).toBeLessThanOrEqual(15);
    }
  });
});

describe('excerptSource', () => {
  test('the body up to {/* truncate */}', () => {
    expect(excerptSource('First **para**.\n\nSecond.\n\n{/* truncate */}\n\n## Later')).toBe('First **para**.\n\nSecond.');
  });
  test('the body up to <!-- truncate -->', () => {
    expect(excerptSource('Intro.\n<!-- truncate -->\nRest')).toBe('Intro.');
  });
  test('without a marker, the first paragraph', () => {
    expect(excerptSource('One line\nsame paragraph.\n\nSecond paragraph.')).toBe('One line\nsame paragraph.');
  });
  test('MDX syntax is removed, code is kept as written', () => {
    expect(excerptSource("import X from './x';\n\n<Tip>Use `{id}` and {value}.</Tip>\n{/* truncate */}")).toBe('Use `{id}` and .');
  });
});

describe('stripMdxSyntax', () => {
  test('keeps braces and angle brackets inside code', () => {
    expect(stripMdxSyntax('a `<Tag>` b {x} c')).toBe('a `<Tag>` b  c');
    expect(stripMdxSyntax('```tsx\n<Chart data={x} />\n```\n<Chart />')).toBe('```tsx\n<Chart data={x} />\n```\n');
  });
});
