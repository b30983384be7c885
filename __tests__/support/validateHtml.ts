/**
 * html-validate over every generated HTML page of a site folder, with the committed configuration
 * (.htmlvalidate.json), in a Node process of its own: `htmlValidateSite(dir)` runs this file as a
 * script and reads its JSON answer. Inside a jest worker the same validation took 48 s of CPU for the
 * shipped site's 417 pages instead of 28 s (jest's module sandbox), and the browser tests share
 * two cores, so the 20 s are everyone's.
 *
 * The answer: the number of pages checked, and one line per rule that reported anything, with the
 * number of pages, up to three of them with line, column, message and element, so the owner can be
 * found. The configuration is loaded once (the file-system loader looks it up again for every page:
 * 10× slower).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HtmlValidate, StaticConfigLoader, type ConfigData, type Message } from 'html-validate';
import { builtHtmlFiles } from '../../src/node/deploy/writeDeployFiles';

export const HTML_VALIDATE_CONFIG = path.resolve(__dirname, '../../.htmlvalidate.json');

export interface SiteValidation {
  readonly pages: number;
  /** "<rule>: N page(s)" and up to three examples, one line per rule; empty when every page is valid. */
  readonly problems: string[];
}

/** The committed configuration, without its `$schema` (which html-validate's own schema rejects). */
export function committedConfig(): ConfigData & { $schema?: string } {
  return JSON.parse(fs.readFileSync(HTML_VALIDATE_CONFIG, 'utf8')) as ConfigData & { $schema?: string };
}

async function validateSite(publicDir: string): Promise<SiteValidation> {
  const { $schema: _schema, ...config } = committedConfig();
  const htmlvalidate = new HtmlValidate(new StaticConfigLoader(config));
  const files = builtHtmlFiles(publicDir);
  const byRule = new Map<string, { pages: Set<string>; examples: string[] }>();
  for (const file of files) {
    const report = await htmlvalidate.validateString(fs.readFileSync(file, 'utf8'), file);
    for (const result of report.results) {
      for (const message of result.messages as Message[]) {
        const entry = byRule.get(message.ruleId) ?? { pages: new Set<string>(), examples: [] };
        const page = `/${path.relative(publicDir, file)}`;
        entry.pages.add(page);
        if (entry.examples.length < 3)
          entry.examples.push(`${page}:${message.line}:${message.column} ${message.message} — ${(message.selector ?? '').slice(-120)}`);
        byRule.set(message.ruleId, entry);
      }
    }
  }
  const problems = [...byRule].map(([rule, { pages, examples }]) => `${rule}: ${pages.size} page(s)\n    ${examples.join('\n    ')}`);
  return { pages: files.length, problems };
}

/** Validates every HTML page under `publicDir` in a child Node process; throws with its output if it fails to answer. */
export function htmlValidateSite(publicDir: string): SiteValidation {
  const loader = pathToFileURL(require.resolve('tsx')).href;
  const child = spawnSync(process.execPath, ['--import', loader, __filename, publicDir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (child.status !== 0)
    throw new Error(`html-validate's process (${path.relative(process.cwd(), __filename)}) exited with ${child.status ?? child.signal}:\n${child.stderr}`);
  return JSON.parse(child.stdout) as SiteValidation;
}

if (require.main === module) {
  const publicDir = process.argv[2];
  if (!publicDir) {
    process.stderr.write('usage: validateHtml.ts <site folder>\n');
    process.exit(2);
  }
  validateSite(path.resolve(publicDir)).then(
    (validation) => process.stdout.write(JSON.stringify(validation)),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
