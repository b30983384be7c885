import fs from 'node:fs';
import { FILE_PARSER_MODULE, gatsbyFileParser, mustParse, parseOnlyFilesWithQueries, type GatsbyFileParser } from '../../../src/node/queryExtraction';

const TEXTS: Record<string, string> = {
  '/site/src/config/settings.ts': "export const config = { title: 'FMS' };\n",
  '/site/src/shell/Seo.tsx': 'export function Head() { return null; }\n',
  '/site/src/shell/Footer.tsx': "import { graphql, useStaticQuery } from 'gatsby';\nexport const q = () => useStaticQuery(graphql`{ site { id } }`);\n",
  '/site/src/shell/Sliced.tsx': 'import { Slice } from \'gatsby\';\nexport const S = () => <Slice alias="nav" />;\n',
  '/site/src/templates/DocPage.tsx': 'export function Head() { return null; }\nexport default function DocPage() { return null; }\n',
  '/site/src/pages/index.tsx': 'export const config = () => ({ defer: false });\nexport default function Home() { return null; }\n',
};

/** A parser like Gatsby's: records the files it was asked to parse. */
function fakeParser(): GatsbyFileParser & { parsed: string[] } {
  const parsed: string[] = [];
  return {
    parsed,
    parseFile(file: string) {
      parsed.push(file);
      return Promise.resolve({ astDefinitions: [] });
    },
  };
}

const read = (file: string): Promise<string> => (file in TEXTS ? Promise.resolve(TEXTS[file]) : Promise.reject(new Error(`ENOENT: ${file}`)));

describe('mustParse', () => {
  it('parses page components whatever they say, other files only when they may hold a query or a slice', () => {
    expect(mustParse('export const config = {};', true)).toBe(true);
    expect(mustParse('export const config = {};', false)).toBe(false);
    expect(mustParse('export function Head() {}', false)).toBe(false);
    expect(mustParse('useStaticQuery(graphql`{ site { id } }`)', false)).toBe(true);
    expect(mustParse('<Slice alias="nav" />', false)).toBe(true);
    expect(mustParse("import { StaticImage } from 'gatsby-plugin-image';", false)).toBe(true);
    expect(mustParse('export async function getServerData() {}', false)).toBe(true);
  });
});

describe('parseOnlyFilesWithQueries', () => {
  const components = [
    '/site/src/templates/DocPage.tsx',
    '/site/src/templates/DocPage.tsx?__contentFilePath=/site/content/docs/intro.mdx',
    '/site/src/pages/index.tsx',
  ];

  it('skips the files that are not page components and hold no query word, and leaves the rest to Gatsby', async () => {
    const parser = fakeParser();
    parseOnlyFilesWithQueries(parser, () => components, read);
    const results = await Promise.all(Object.keys(TEXTS).map((file) => parser.parseFile(file, () => undefined)));
    expect([...parser.parsed].sort()).toEqual([
      '/site/src/pages/index.tsx',
      '/site/src/shell/Footer.tsx',
      '/site/src/shell/Sliced.tsx',
      '/site/src/templates/DocPage.tsx',
    ]);
    // Skipped files answer as Gatsby's own early exit does.
    expect(results[0]).toBeNull();
    expect(results[1]).toBeNull();
    // A template copy with its MDX file is a page component too.
    await parser.parseFile(components[1], () => undefined);
    expect(parser.parsed.at(-1)).toBe(components[1]);
  });

  it('leaves a file it cannot read to Gatsby, which reports it', async () => {
    const parser = fakeParser();
    parseOnlyFilesWithQueries(parser, () => components, read);
    await parser.parseFile('/site/src/missing.ts', () => undefined);
    expect([...parser.parsed].sort()).toEqual(['/site/src/missing.ts']);
  });

  it('wraps once, however often it is called (develop extracts queries again)', async () => {
    const parser = fakeParser();
    parseOnlyFilesWithQueries(parser, () => components, read);
    const once = parser.parseFile;
    parseOnlyFilesWithQueries(parser, () => components, read);
    expect(parser.parseFile).toBe(once);
  });

  it("says so when Gatsby's parser no longer has the method it wraps", () => {
    expect(() => parseOnlyFilesWithQueries({} as GatsbyFileParser, () => components, read)).toThrow(/no FileParser\.parseFile/);
  });

  it("finds Gatsby's FileParser, and says so when its module no longer exports one", () => {
    class FileParser {
      parseFile(): Promise<unknown> {
        return Promise.resolve(null);
      }
    }
    expect(gatsbyFileParser((request) => (request === FILE_PARSER_MODULE ? { default: FileParser } : undefined))).toBe(FileParser.prototype);
    expect(() => gatsbyFileParser(() => ({}))).toThrow(/no longer exports its FileParser/);
    // The installed Gatsby still has that module, with the method and the early exit this replaces.
    const text = fs.readFileSync(require.resolve(FILE_PARSER_MODULE), 'utf8');
    expect(text).toMatch(/async parseFile\(file, addError\)/);
    expect(text).toMatch(/exports\.default = FileParser/);
    expect(text).toContain('!text.includes(`config`) && !text.includes(`Slice`) && !text.includes(`Head`)');
  });
});
