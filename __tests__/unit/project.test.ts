/**
 * @jest-environment node
 *
 * The project's fixed shape (issue 2, "The project"): the top-level layout, TypeScript strict,
 * GraphQL typegen on, Gatsby 5 on Node 20, a committed lock file whose sharp ships its binary as an
 * npm package (sharp < 0.33 downloads one at install time and fails on a fresh machine), one
 * wrapPageElement for the browser and the server, and the CI entry point.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');
const json = <T>(file: string): T => JSON.parse(read(file)) as T;
const major = (range: string): number => Number(/(\d+)/.exec(range)?.[1]);

test('the top-level layout the product owner fixed', () => {
  for (const file of ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package.json', 'package-lock.json', 'tsconfig.json']) {
    expect(`${file}: ${fs.statSync(path.join(ROOT, file)).isFile()}`).toBe(`${file}: true`);
  }
  for (const dir of ['src', 'content', 'static', '__tests__']) {
    expect(`${dir}: ${fs.statSync(path.join(ROOT, dir)).isDirectory()}`).toBe(`${dir}: true`);
  }
});

test('gatsby-node.ts only wires the hooks to src/node/ (issue 46): 150 lines or fewer', () => {
  const lines = read('gatsby-node.ts').replace(/\n$/, '').split('\n').length;
  expect({ lines, atMost150: lines <= 150 }).toEqual({ lines, atMost150: true });
});

test('TypeScript in strict mode; GraphQL typegen on', () => {
  expect(json<{ compilerOptions: { strict?: boolean } }>('tsconfig.json').compilerOptions.strict).toBe(true);
  expect(read('gatsby-config.ts')).toMatch(/^\s*graphqlTypegen: \{[^}]*generateOnBuild: true/m);
});

test('Gatsby 5, React 18 and Node 20; the lock file pins a sharp that ships its binary as a package', () => {
  const pkg = json<{
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
    engines: { node: string };
    overrides: Record<string, unknown>;
  }>('package.json');
  expect(major(pkg.dependencies.gatsby)).toBe(5);
  expect(major(pkg.dependencies.react)).toBe(18);
  expect(major(pkg.devDependencies.typescript)).toBeGreaterThanOrEqual(5);
  expect(pkg.engines.node).toMatch(/^>=20\./);
  const lock = json<{ lockfileVersion: number; packages: Record<string, { version?: string }> }>('package-lock.json');
  expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2);
  const sharp = lock.packages['node_modules/sharp']?.version ?? '0.0.0';
  const [sharpMajor, sharpMinor] = sharp.split('.').map(Number);
  expect({ sharp, atLeast033: sharpMajor > 0 || sharpMinor >= 33 }).toEqual({ sharp, atLeast033: true });
  expect(Object.keys(lock.packages).some((key) => key.startsWith('node_modules/@img/sharp-linux-x64'))).toBe(true);
});

test('gatsby-browser and gatsby-ssr share one wrapPageElement', () => {
  const source = (file: string): string | undefined => /export \{ wrapPageElement \} from '([^']+)'/.exec(read(file))?.[1];
  expect(source('gatsby-ssr.tsx')).toBe('./src/shell/wrapPageElement');
  // The browser requires the same module when first used, not with app.js (decision 0026, eighth pass).
  const browser = read('gatsby-browser.tsx');
  expect(/const shell = \(\): typeof Shell => require\('([^']+)'\)/.exec(browser)?.[1]).toBe('./src/shell/wrapPageElement');
  expect(browser).toMatch(/export const wrapPageElement: GatsbyBrowser\['wrapPageElement'\] = \(args\) => shell\(\)\.wrapPageElement\(args\);/);
  expect(browser).not.toMatch(/^import (?!type)[^\n]*'\.\/src\/shell\/wrapPageElement'/m);
});

test(".ci/run installs Debian's Chromium, its headless shell and PHP's command line when one is missing and runs README's test command, which ends with 'N passed, N failed'", () => {
  const ci = read('.ci/run');
  expect(ci).toMatch(
    /if \[ ! -x \/usr\/bin\/chromium \] \|\| \[ ! -x \/usr\/bin\/chromium-headless-shell \] \|\| ! command -v php >\/dev\/null; then[\s\S]*apt-get update[\s\S]*apt-get install -y[^\n]* chromium chromium-headless-shell[^\n]* php-cli[\s\S]*?\nfi/,
  );
  expect(ci).toMatch(/\nnpm ci\b[^\n]*\nnpm test\n/);
  expect(read('README.md')).toContain('npm ci && npm test');
  expect(json<{ scripts: Record<string, string> }>('package.json').scripts.test).toBe('bash scripts/test-all.sh');
  expect(read('scripts/test-all.sh')).toContain('echo "${passed} passed, ${failed} failed"');
});

test('the browser tests check with axe-core 4.14 or later (Label in Name, WCAG 2.5.3, is checked from 4.14), one copy for every user', () => {
  const version = (require('axe-core/package.json') as { version: string }).version;
  const [major, minor] = version.split('.').map(Number);
  expect(major > 4 || (major === 4 && (minor ?? 0) >= 14)).toBe(true);
  const playwrightAxe = require.resolve('axe-core/package.json', { paths: [path.dirname(require.resolve('@axe-core/playwright'))] });
  expect((require(playwrightAxe) as { version: string }).version).toBe(version);
});

test('the specification and design notes live with the code: every "SPEC §n" cited resolves to a section of docs/SPEC.md', () => {
  const root = path.resolve(__dirname, '../..');
  const spec = fs.readFileSync(path.join(root, 'docs/SPEC.md'), 'utf8');
  expect(fs.existsSync(path.join(root, 'docs/DESIGN.md'))).toBe(true);
  const sections = new Set([...spec.matchAll(/^## (\d+)\./gm)].map((match) => match[1]));
  const cited = new Set<string>();
  const scan = (file: string): void => {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/SPEC §(\d+)/g)) cited.add(match[1] ?? '');
  };
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'public', '.cache', '.fixture-builds', '.git'].includes(entry.name)) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(tsx?|mjs|cjs|js|md|mdx)$/.test(entry.name)) scan(file);
    }
  };
  for (const dir of ['src', '__tests__', 'docs', 'scripts']) walk(path.join(root, dir));
  // The root files too: gatsby-config/node/browser/ssr and the README.
  const rootFiles = fs.readdirSync(root).filter((name) => /^gatsby-[\w-]+\.tsx?$/.test(name) || name === 'README.md');
  expect(rootFiles).toEqual(expect.arrayContaining(['README.md', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx']));
  for (const name of rootFiles) scan(path.join(root, name));
  expect(cited.size).toBeGreaterThan(5);
  expect([...cited].filter((section) => !sections.has(section))).toEqual([]);
});

test('the decision records read as a history: one number each, in order, named by subject; every record cited exists', () => {
  const folder = path.join(ROOT, 'docs/decisions');
  // The index (README.md) and the logs (a folder) are not records.
  const records = fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md') && entry.name !== 'README.md')
    .map((entry) => entry.name)
    .sort();
  expect(records.length).toBeGreaterThan(10);
  // Named by subject: NNNN-words.md, no issue number in the name; the heading carries the same number.
  expect(records.filter((name) => !/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(name) || /issue-?\d/.test(name))).toEqual([]);
  const numbers = records.map((name) => Number(name.slice(0, 4)));
  expect(new Set(numbers).size).toBe(numbers.length);
  expect(records.filter((name) => !fs.readFileSync(path.join(folder, name), 'utf8').startsWith(`# ${name.slice(0, 4)} — `))).toEqual([]);
  // The first eighteen, written before any were numbered out of order, run 0001 to 0018 with no gap.
  expect(numbers.slice(0, 18)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));

  const byNumber = new Set(records.map((name) => name.slice(0, 4)));
  const cited: string[] = [];
  const scan = (file: string): void => {
    const text = fs.readFileSync(file, 'utf8');
    const where = path.relative(ROOT, file);
    for (const match of text.matchAll(/decisions\/(\d{4}-[\w-]+\.md)/g)) if (!records.includes(match[1] ?? '')) cited.push(`${where}: ${match[1]}`);
    for (const match of text.matchAll(/\bdecisions? (\d{4})\b/gi)) if (!byNumber.has(match[1] ?? '')) cited.push(`${where}: decision ${match[1]}`);
  };
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'public', '.cache', '.fixture-builds', '.git'].includes(entry.name)) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(tsx?|mjs|cjs|js|json|md|mdx)$/.test(entry.name)) scan(file);
    }
  };
  for (const dir of ['src', '__tests__', 'docs', 'scripts', 'plugins']) walk(path.join(ROOT, dir));
  for (const name of fs.readdirSync(ROOT).filter((name) => /^(gatsby-[\w-]+\.tsx?|README\.md|eslint\.config\.mjs)$/.test(name))) scan(path.join(ROOT, name));
  expect(cited).toEqual([]);
});

/** The decision records: `docs/decisions/NNNN-*.md` (not the index, not the logs under `logs/`). */
const decisionRecords = (): string[] =>
  fs
    .readdirSync(path.join(ROOT, 'docs/decisions'), { withFileTypes: true })
    .filter((entry) => entry.isFile() && /^\d{4}-.*\.md$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();

test('a newcomer reads a decision record in minutes: each is 200 lines or fewer; pass-by-pass logs live in docs/decisions/logs/ and are linked, not counted', () => {
  const folder = path.join(ROOT, 'docs/decisions');
  const records = decisionRecords();
  expect(records.length).toBeGreaterThan(20);
  const lines = (file: string): number => fs.readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;
  expect(records.filter((name) => lines(path.join(folder, name)) > 200).map((name) => `${name}: ${lines(path.join(folder, name))} lines`)).toEqual([]);
  // Every log is named after its record, and the record links it.
  const logs = fs.existsSync(path.join(folder, 'logs')) ? fs.readdirSync(path.join(folder, 'logs')).filter((name) => name.endsWith('.md')) : [];
  expect(logs.filter((name) => !records.includes(name))).toEqual([]);
  expect(logs.filter((name) => !fs.readFileSync(path.join(folder, name), 'utf8').includes(`](logs/${name})`))).toEqual([]);
});

test('docs/decisions/README.md is an index: it lists every record, once, and nothing that does not exist', () => {
  const records = decisionRecords();
  const index = read('docs/decisions/README.md');
  // A record is listed when its file is linked or its number starts a line of the index's table.
  const linked = [...index.matchAll(/\]\((?:\.\/)?(\d{4}-[\w-]+\.md)\)/g)].map((match) => match[1] ?? '');
  const rows = [...index.matchAll(/^\| \[?(\d{4})\b/gm)].map((match) => match[1] ?? '');
  expect(records.filter((name) => !linked.includes(name) && !rows.includes(name.slice(0, 4)))).toEqual([]);
  expect(linked.filter((name) => !records.includes(name))).toEqual([]);
  expect(rows.filter((number) => !records.some((name) => name.startsWith(`${number}-`)))).toEqual([]);
  expect(rows.filter((number, position) => rows.indexOf(number) !== position)).toEqual([]);
  // Links into logs/ name logs that exist.
  const logLinks = [...index.matchAll(/\]\(logs\/([\w.-]+)\)/g)].map((match) => match[1] ?? '');
  expect(logLinks.filter((name) => !fs.existsSync(path.join(ROOT, 'docs/decisions/logs', name)))).toEqual([]);
});

test('the unit tests mirror src/: every folder under __tests__/unit has its counterpart under src/ (shared helpers live in __tests__/support)', () => {
  const unit = path.join(ROOT, '__tests__/unit');
  const folders = (relative: string): string[] =>
    fs
      .readdirSync(path.join(unit, relative), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => [path.join(relative, entry.name), ...folders(path.join(relative, entry.name))]);
  const all = folders('');
  expect(all.length).toBeGreaterThan(5);
  expect(all.filter((folder) => !fs.existsSync(path.join(ROOT, 'src', folder)) || !fs.statSync(path.join(ROOT, 'src', folder)).isDirectory())).toEqual([]);
});

/**
 * A unit test's subject: the first module of src/ it imports as a value (type imports name shapes, not
 * subjects), as a path below src/ ('node/config/validate.ts'). By convention the subject is imported first.
 */
function subjectOf(testFile: string, text: string): string | undefined {
  const source = ts.createSourceFile(testFile, text, ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    const named = clause?.namedBindings;
    const typeOnly =
      clause?.isTypeOnly ||
      (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly));
    if (typeOnly || !statement.moduleSpecifier.text.startsWith('.')) continue;
    const base = path.resolve(path.dirname(testFile), statement.moduleSpecifier.text);
    const target = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((extension) => base + extension)
      .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
    const relative = target && path.relative(path.join(ROOT, 'src'), target);
    if (relative && !relative.startsWith('..')) return relative.split(path.sep).join('/');
  }
  return undefined;
}

/** Unit tests whose first src/ import is not their subject, with the reason; each must still exist. */
const MIRROR_EXCEPTIONS: Readonly<Record<string, string>> = {
  'strings/literals.test.ts': 'reads every component as text (the TypeScript parser), importing no module of src/',
  'node/api/bundleDocument.test.ts': 'named after its subject, src/node/api/bundleDocument.ts, which it imports after the error type it expects',
};

/** `file: subject` for each test under __tests__/unit/<folder>/ whose subject is not in src/<folder> or below it. */
function misplacedTests(tests: readonly { readonly file: string; readonly text: string }[], unit: string): string[] {
  return tests.flatMap(({ file, text }) => {
    const folder = path.relative(unit, path.dirname(file)).split(path.sep).join('/');
    const name = path.relative(unit, file).split(path.sep).join('/');
    if (folder === '' || name in MIRROR_EXCEPTIONS) return []; // project-wide tests sit at the top
    const subject = subjectOf(file, text);
    return subject && (subject.startsWith(`${folder}/`) || path.posix.dirname(subject) === folder) ? [] : [`${name}: ${subject ?? 'no module of src/'}`];
  });
}

test('each unit test sits in the folder of its subject, the first module of src/ it imports (__tests__/unit/x/… tests src/x/… or below)', () => {
  const unit = path.join(ROOT, '__tests__/unit');
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : /\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  const tests = walk(unit).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
  expect(tests.length).toBeGreaterThan(50);
  expect(misplacedTests(tests, unit)).toEqual([]);
  expect(Object.keys(MIRROR_EXCEPTIONS).filter((name) => !fs.existsSync(path.join(unit, name)))).toEqual([]);
});

test('finds a unit test outside the folder of its subject (the check works)', () => {
  const unit = path.join(ROOT, '__tests__/unit');
  const planted = (name: string, text: string) => ({ file: path.join(unit, name), text });
  expect(
    misplacedTests(
      [
        // The settings' validation tested from config/: its subject is under node/config.
        planted(
          'config/settings.test.ts',
          "import type { X } from '../../../src/shell/x';\nimport { validateSettings } from '../../../src/node/config/validate';\nimport { siteSettings } from '../../../src/config/settings';",
        ),
        planted(
          'node/config/validate.test.ts',
          "import { validateSettings } from '../../../../src/node/config/validate';\nimport { siteSettings } from '../../../../src/config/settings';",
        ),
        planted('shell/locales.test.tsx', "import React from 'react';\nimport { NavbarItem } from '../../../src/shell/navbar/items/NavbarItem';"),
        planted('strings/translate.test.ts', "import { translate } from '../../../src/strings';"),
        planted('docs/nothing.test.ts', "import fs from 'node:fs';"),
        planted('project.test.ts', "import fs from 'node:fs';"),
      ],
      unit,
    ),
  ).toEqual(['config/settings.test.ts: node/config/validate.ts', 'docs/nothing.test.ts: no module of src/']);
});
