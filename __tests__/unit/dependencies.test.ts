/** @jest-environment node */
/**
 * Every direct dependency is used (issue 46, point 6): imported or required by the project's own files
 * (src/, scripts/, plugins/, __tests__/, gatsby-*.ts(x) and the config files), named in a config file
 * (a Gatsby plugin in gatsby-config.ts, a Babel preset, a module Jest maps to or an environment Jest
 * loads), run as a command by a package.json script, .ci/run or scripts/*.sh, or kept for a reason
 * written in KEPT_FOR below. A dependency nothing uses fails here: remove it with `npm uninstall`.
 * An `@types/<name>` package is used when tsc reads it: `<name>` is imported (or listed in tsconfig.json's
 * `types`) and ships no types of its own, which tsc would read first (as shell-quote's did).
 * Each one has its row in README.md's "What we use and why" table (its kind, what uses it, why this one),
 * and the table names nothing else.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_DIRECTORIES = ['src', 'scripts', 'plugins', '__tests__'];
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;
/** Files whose quoted strings name packages (plugins, presets, mapped modules), wherever they are. */
const CONFIG_FILE = /^(?:gatsby-config\.tsx?|[\w-]+\.config\.[cm]?[jt]s|jest\.preprocess\.js)$/;
const ROOT_FILE = /^(?:gatsby-[\w-]+\.tsx?|[\w-]+\.config\.[cm]?[jt]s|jest\.preprocess\.js)$/;

/** Used in ways the checks below cannot see. */
// (Empty today: @swc/core, once kept as swc-loader's peer dependency, is imported by jest.preprocess.js.)
const KEPT_FOR: Readonly<Record<string, string>> = {};

interface ProjectUse {
  /** Module specifiers imported or required by the project's own files. */
  readonly specifiers: ReadonlySet<string>;
  /** Strings quoted in config files (plugin, preset and module names). */
  readonly configNames: ReadonlySet<string>;
  /** The text of package.json's scripts, .ci/run and scripts/*.sh, where commands are run. */
  readonly commands: string;
  /** The commands (bin names) each dependency installs. */
  readonly binsOf: (dependency: string) => readonly string[];
  /** tsconfig.json's `compilerOptions.types`: the global type packages tsc loads without an import. */
  readonly globalTypes: ReadonlySet<string>;
  /** Whether an installed package brings its own type declarations. */
  readonly shipsTypes: (name: string) => boolean;
}

function filesUnder(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.parentPath.split(path.sep).includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*|\.resolve\(\s*|\b\w+Require\(\s*|\bjest\.(?:mock|requireActual)\(\s*)['"]([^'"\n]+)['"]/g;
const QUOTED = /['"]([^'"\s]+)['"]/g;
const JEST_ENVIRONMENT = /(?:testEnvironment:\s*['"]|@jest-environment\s+)([\w-]+)/g;

/** The package a module specifier names (`@scope/name/sub` → `@scope/name`), or null for a relative or built-in one. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.startsWith('<rootDir>')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function projectUse(): ProjectUse {
  const rootFiles = fs.readdirSync(ROOT).filter((name) => ROOT_FILE.test(name));
  const files = [...rootFiles.map((name) => path.join(ROOT, name)), ...SOURCE_DIRECTORIES.flatMap((directory) => filesUnder(path.join(ROOT, directory)))];
  const specifiers = new Set<string>();
  const configNames = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(IMPORT)) specifiers.add(specifier);
    // Jest loads jest-environment-<name> for `testEnvironment: '<name>'` and a `@jest-environment <name>` docblock.
    for (const [, environment] of text.matchAll(JEST_ENVIRONMENT)) specifiers.add(`jest-environment-${environment}`);
    if (CONFIG_FILE.test(path.basename(file))) for (const [, name] of text.matchAll(QUOTED)) configNames.add(name);
  }
  const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const shellFiles = [
    path.join(ROOT, '.ci/run'),
    ...fs
      .readdirSync(path.join(ROOT, 'scripts'))
      .filter((name) => name.endsWith('.sh'))
      .map((name) => path.join(ROOT, 'scripts', name)),
  ];
  const commands = [
    ...Object.values(packageJson.scripts ?? {}),
    ...shellFiles.filter((file) => fs.existsSync(file)).map((file) => fs.readFileSync(file, 'utf8')),
  ].join('\n');
  const binsOf = (dependency: string): string[] => {
    const manifest = path.join(ROOT, 'node_modules', dependency, 'package.json');
    if (!fs.existsSync(manifest)) return [];
    const { bin, name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { bin?: string | Record<string, string>; name: string };
    if (bin === undefined) return [];
    return typeof bin === 'string' ? [name.replace(/^@[^/]+\//, '')] : Object.keys(bin);
  };
  const tsconfig = JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')) as { compilerOptions?: { types?: string[] } };
  const globalTypes = new Set(tsconfig.compilerOptions?.types ?? []);
  return { specifiers, configNames, commands, binsOf, globalTypes, shipsTypes: packageShipsTypes };
}

/** Whether a package.json `exports` value names declarations (a `types` condition or a .d.ts file). */
function exportsTypes(value: unknown): boolean {
  if (typeof value === 'string') return /\.d\.[cm]?ts$/.test(value);
  if (Array.isArray(value)) return value.some(exportsTypes);
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([key, entry]) => key === 'types' || exportsTypes(entry));
  return false;
}

/** Whether the installed package `name` brings its own declarations (tsc reads them before an `@types` package). */
function packageShipsTypes(name: string): boolean {
  const folder = path.join(ROOT, 'node_modules', name);
  const manifest = path.join(folder, 'package.json');
  if (!fs.existsSync(manifest)) return false;
  const { types, typings, exports, main } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, unknown>;
  if (types !== undefined || typings !== undefined || exportsTypes(exports)) return true;
  const mainDeclarations = typeof main === 'string' ? main.replace(/(?:\.[cm]?js)?$/, '.d.ts') : 'index.d.ts';
  return fs.existsSync(path.join(folder, mainDeclarations)) || fs.existsSync(path.join(folder, 'index.d.ts'));
}

/** The package an `@types` package types: `@types/node` → `node`, `@types/babel__core` → `@babel/core`. */
function typedPackage(typesPackage: string): string {
  const name = typesPackage.slice('@types/'.length);
  return name.includes('__') ? `@${name.replace('__', '/')}` : name;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How the project's files use a dependency, or null when they do not (KEPT_FOR aside). */
function seenUseOf(dependency: string, use: ProjectUse): string | null {
  if (dependency.startsWith('@types/')) {
    const typed = typedPackage(dependency);
    if (use.globalTypes.has(typed)) return "types, in tsconfig.json's types";
    if (use.shipsTypes(typed)) return null;
    const imported = [...use.specifiers].some((specifier) => packageOf(specifier) === typed);
    return imported ? `types of '${typed}', read by tsc` : null;
  }
  const imported = [...use.specifiers].find((specifier) => packageOf(specifier) === dependency);
  if (imported) return `imported ('${imported}')`;
  if (use.configNames.has(dependency)) return 'named in a config file';
  // A command at the start of a line or after a separator, npx or a shell operator: `npx tsc --noEmit`, `&& prettier --check`.
  const command = use.binsOf(dependency).find((bin) => new RegExp(`(?:^|[\\s;&|(]|npx\\s+)${escapeRegExp(bin)}(?=\\s|$)`, 'm').test(use.commands));
  return command ? `the command ${command}` : null;
}

/** How a dependency is used, or null when nothing uses it. */
function useOf(dependency: string, use: ProjectUse): string | null {
  return seenUseOf(dependency, use) ?? (KEPT_FOR[dependency] ? `kept: ${KEPT_FOR[dependency]}` : null);
}

/** Direct dependencies (dependencies and devDependencies) nothing uses. */
function unusedDependencies(dependencies: readonly string[], use: ProjectUse): string[] {
  return dependencies.filter((dependency) => useOf(dependency, use) === null);
}

/** The README's "What we use and why" table: each row's package (first cell, in backticks) and kind ('dep' or 'dev'). */
function readmeTable(): { name: string; kind: string }[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = /^## What we use and why\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(readme)?.[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(?:Package\b|-)/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, name, kind]) => ({ name: /^`([^`]+)`$/.exec(name)?.[1] ?? name, kind }));
}

describe('direct dependencies', () => {
  const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const dependencies = [...Object.keys(packageJson.dependencies ?? {}), ...Object.keys(packageJson.devDependencies ?? {})];
  const use = projectUse();

  test("each one has one row in README.md's 'What we use and why' table, of its kind, and the table names no other package", () => {
    const rows = readmeTable();
    const names = rows.map((row) => row.name);
    expect(dependencies.filter((dependency) => !names.includes(dependency))).toEqual([]);
    expect(names.filter((name) => !dependencies.includes(name))).toEqual([]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const kindOf = (name: string): string => (name in (packageJson.dependencies ?? {}) ? 'dep' : 'dev');
    expect(rows.filter((row) => row.kind !== kindOf(row.name))).toEqual([]);
  });

  test('each one is imported, named in a config file, run as a command or kept for a written reason', () => {
    expect(unusedDependencies(dependencies, use)).toEqual([]);
  });

  test('a dependency nothing uses is reported', () => {
    expect(unusedDependencies([...dependencies, 'left-pad-nobody-imports'], use)).toEqual(['left-pad-nobody-imports']);
  });

  test('an @types package is reported when nothing imports its package or the package ships its own types', () => {
    const planted = { ...use, specifiers: new Set([...use.specifiers, 'typed-by-itself', 'typed-elsewhere']) };
    const shipsTypes = (name: string): boolean => name === 'typed-by-itself' || use.shipsTypes(name);
    expect(
      unusedDependencies([...dependencies, '@types/nobody-imports', '@types/typed-by-itself', '@types/typed-elsewhere'], { ...planted, shipsTypes }),
    ).toEqual(['@types/nobody-imports', '@types/typed-by-itself']);
    expect(['@types/node', '@types/babel__core'].map(typedPackage)).toEqual(['node', '@babel/core']);
    expect(packageShipsTypes('typescript')).toBe(true);
    expect(packageShipsTypes('nprogress')).toBe(false);
  });

  test('every reason to keep one names a dependency still in package.json that nothing else shows in use', () => {
    expect(Object.keys(KEPT_FOR).filter((name) => !dependencies.includes(name) || seenUseOf(name, use) !== null)).toEqual([]);
  });

  test('module specifiers map to their package', () => {
    expect(['@babel/preset-typescript/x', 'playwright-core', 'gatsby/graphql', './local', 'node:fs', '<rootDir>/x'].map(packageOf)).toEqual([
      '@babel/preset-typescript',
      'playwright-core',
      'gatsby',
      null,
      null,
      null,
    ]);
  });
});
