/**
 * Every generated page passes html-validate with the committed configuration (.htmlvalidate.json:
 * html-validate:recommended, minus what React's and Gatsby's own markup needs; each relaxation is
 * explained in docs/decisions/0007-quality-gates.md, as JSON has no comments).
 * Failures are grouped by rule, with the pages and the first messages, so the owner can be found.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData, type Message } from 'html-validate';
import { builtHtmlFiles } from '../../src/node/deploy/writeDeployFiles';

const root = path.resolve(__dirname, '../..');
const publicDir = process.env.E2E_PUBLIC_DIR ?? path.join(root, 'public');

test(
  'every generated HTML page passes html-validate (.htmlvalidate.json)',
  async () => {
    const { $schema, ...committed } = JSON.parse(fs.readFileSync(path.join(root, '.htmlvalidate.json'), 'utf8')) as ConfigData & { $schema?: string };
    expect($schema).toBeDefined();
    expect(committed.extends).toContain('html-validate:recommended');
    // The committed file, loaded once (the file-system loader looks it up again for every page: 10× slower).
    const htmlvalidate = new HtmlValidate(new StaticConfigLoader(committed));

    const files = builtHtmlFiles(publicDir);
    expect(files.length).toBeGreaterThan(20);
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
    const summary = [...byRule].map(([rule, { pages, examples }]) => `${rule}: ${pages.size} page(s)\n    ${examples.join('\n    ')}`);
    expect(summary).toEqual([]);
    // About 230 pages of 80 KB each: minutes on a busy machine.
  },
  15 * 60 * 1000,
);
