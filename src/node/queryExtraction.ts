/**
 * Gatsby's query extraction, limited to the files that can hold what it looks for
 * (docs/decisions/0024-build-speed.md).
 *
 * Before the bundles, Gatsby reads every script file of src/ and parses with babel each whose text
 * says `graphql`, `gatsby-plugin-image`, `getServerData`, `Slice`, `config` or `Head`. The last two
 * are there for the `config` and `Head` exports of page components, which it records on the page
 * component and ignores for any other file (its SET_COMPONENT_FEATURES reducer). In this project most
 * files say `config` (settings, the zod contract, src/node/config/) or `Head`, so two thirds of the
 * parsed files (73 of 103, 390 KB) were parsed for nothing. With this, a file that is not a page
 * component is parsed only when its text holds one of the first four words; page components, and
 * every file in develop's query watcher too, go through Gatsby's check as before.
 */
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What a file that is not a page component must say for Gatsby to find something in it. */
const QUERY_WORDS = /graphql|gatsby-plugin-image|getServerData|Slice/;

/** Gatsby's file parser, as far as this module uses it. */
export interface GatsbyFileParser {
  parseFile(file: string, addError: unknown): Promise<unknown>;
}

/** Whether Gatsby's query extraction must parse `file`: a page component always, any other file only if its text may hold a query or a slice. */
export function mustParse(text: string, isPageComponent: boolean): boolean {
  return isPageComponent || QUERY_WORDS.test(text);
}

/** The file of a component path: gatsby-plugin-mdx's template copies carry `?__contentFilePath=…`. */
function fileOf(componentPath: string): string {
  const query = componentPath.indexOf('?');
  return path.normalize(query < 0 ? componentPath : componentPath.slice(0, query));
}

/**
 * Wraps `parser.parseFile` (Gatsby's FileParser prototype) so that files outside `pageComponents()`
 * whose text holds no query word are skipped (null, as Gatsby's own early exit returns). Idempotent.
 */
export function parseOnlyFilesWithQueries(
  parser: GatsbyFileParser,
  pageComponents: () => Iterable<string>,
  readText: (file: string) => Promise<string> = (file) => fs.readFile(file, 'utf8'),
): void {
  const original = parser.parseFile as GatsbyFileParser['parseFile'] & { fmsLimited?: true };
  if (typeof original !== 'function') throw new Error("Gatsby's query extraction has no FileParser.parseFile: it cannot be limited to files with queries");
  if (original.fmsLimited) return;
  const limited = async function (this: GatsbyFileParser, file: string, addError: unknown): Promise<unknown> {
    const components = new Set(Array.from(pageComponents(), fileOf));
    if (!components.has(fileOf(file))) {
      let text: string | undefined;
      try {
        text = await readText(fileOf(file));
      } catch {
        // Unreadable: Gatsby's parser reports it.
      }
      if (text !== undefined && !mustParse(text, false)) return null;
    }
    return original.call(this, file, addError);
  };
  parser.parseFile = Object.assign(limited, { fmsLimited: true as const });
}

/** The module of Gatsby's query extraction that holds its file parser. */
export const FILE_PARSER_MODULE = 'gatsby/dist/query/file-parser';

/** Gatsby's FileParser prototype, loaded from the site's own gatsby (the module its query compiler uses). */
export function gatsbyFileParser(load: (request: string) => unknown = createRequire(path.join(process.cwd(), 'package.json'))): GatsbyFileParser {
  const required = load(FILE_PARSER_MODULE) as { default?: { prototype?: GatsbyFileParser } } | undefined;
  const prototype = required?.default?.prototype;
  if (!prototype) throw new Error("Gatsby's query extraction module (gatsby/dist/query/file-parser) no longer exports its FileParser");
  return prototype;
}
