/**
 * The layers of src/ (docs/DESIGN.md "Layout to aim for", decision 0017), read from the imports themselves:
 * - browser code (every module reachable from the templates, pages and gatsby-browser/ssr through
 *   value imports) never imports a value from Node-only code (src/node/), zod or Node built-ins;
 *   type imports may cross that line: they vanish when the bundle is compiled;
 * - Node built-ins (`node:fs`, bare `fs`, `path`… — every name of `module.builtinModules`) are imported
 *   as values only under src/node, and zod only there and in src/config (the settings contract,
 *   src/config/settingsContract.ts, which the bundle check above keeps out of the browser);
 * - the bottom layers (lib, ui, strings, config, styles, types) import nothing, not even a type, from a
 *   folder that is not a bottom layer, so a new feature folder is above them without being listed;
 * - no folder-level import cycle between the folders of src/, counting type imports too: a type import
 *   ties two folders together for a reader as much as a value import does; the same one level down,
 *   between the folders of src/apiReference/ and of src/node/ (src/node/api and src/node/checks…);
 * - no file-level import cycle in src/ (type imports counted too), but for the few listed as known
 *   (issue 46), each with why it is still there.
 * Each rule is a function over the imports, with a self-test on a planted violation.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
/** Folders that hold no feature: shared helpers, components, strings and settings. Every other folder of src/ is above them. */
const BOTTOM = new Set(['lib', 'ui', 'strings', 'config', 'styles', 'types']);
/** Node's own modules, bare (`fs`, `fs/promises`) or with the `node:` scheme. */
const NODE_BUILTINS = new Set(builtinModules.filter((name) => !name.startsWith('_')));

interface Import {
  readonly from: string;
  readonly specifier: string;
  /** The imported file, relative to the repository, when it is one of ours. */
  readonly target?: string;
  /** `import type`, `export type`, all-type specifier lists and `import('x').T` types: gone once compiled. */
  readonly typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const toPosix = (file: string): string => file.split(path.sep).join('/');

function resolveLocal(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const extension of ['', ...EXTENSIONS]) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return toPosix(path.relative(ROOT, candidate));
  }
  return undefined;
}

/** Every import and re-export of a file, marked type-only when it does not survive compilation. */
function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean): void => {
    found.push({ from: toPosix(path.relative(ROOT, file)), specifier, target: resolveLocal(file, specifier), typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier.text, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && node.exportClause.elements.every((element) => element.isTypeOnly));
      add(node.moduleSpecifier.text, typeOnly);
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) add(node.arguments[0].text, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The first folder below src/ ('shell' for src/shell/navbar/Navbar.tsx); undefined outside src/. */
function folderOf(relativeFile: string): string | undefined {
  const parts = relativeFile.split('/');
  return parts[0] === 'src' && parts.length > 2 ? parts[1] : undefined;
}

const isZod = (specifier: string): boolean => specifier === 'zod' || specifier.startsWith('zod/');
const isNodeOnlyModule = (specifier: string): boolean => isZod(specifier) || specifier.startsWith('node:') || NODE_BUILTINS.has(specifier);
/** The folders that may import zod as a value: Node code and the settings contract. */
const ZOD_FOLDERS = new Set(['node', 'config']);

const BROWSER_ENTRIES = ['gatsby-browser.tsx', 'gatsby-ssr.tsx'].map((file) => path.join(ROOT, file));
const allImports = [...sourceFiles(SRC), ...BROWSER_ENTRIES].flatMap(importsOf);
const valueImports = allImports.filter((entry) => !entry.typeOnly);

/** `from → specifier` for each value import from Node-only code (src/node), zod or a Node built-in, in a module reachable from `entries` through value imports. */
function browserCrossings(entries: readonly string[], imports: readonly Import[]): { crossing: string[]; reached: Set<string> } {
  const byFile = new Map<string, Import[]>();
  for (const entry of imports) if (!entry.typeOnly) byFile.set(entry.from, [...(byFile.get(entry.from) ?? []), entry]);
  const reached = new Set<string>(entries);
  const queue = [...entries];
  const crossing: string[] = [];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const entry of byFile.get(file) ?? []) {
      if (isNodeOnlyModule(entry.specifier) || (entry.target !== undefined && folderOf(entry.target) === 'node')) {
        crossing.push(`${entry.from} → ${entry.specifier}`);
      } else if (entry.target && !reached.has(entry.target)) {
        reached.add(entry.target);
        queue.push(entry.target);
      }
    }
  }
  return { crossing, reached };
}

/** `from → specifier` for each value import of a Node built-in outside src/node, or of zod outside src/node and src/config. */
function nodeOnlyImportsOutsideNode(imports: readonly Import[]): string[] {
  return imports
    .filter((entry) => !entry.typeOnly && isNodeOnlyModule(entry.specifier))
    .filter((entry) => (isZod(entry.specifier) ? !ZOD_FOLDERS.has(folderOf(entry.from) ?? '') : folderOf(entry.from) !== 'node'))
    .map((entry) => `${entry.from} → ${entry.specifier}`);
}

/** `from → target` for each import (value or type) from a bottom layer into a folder that is not one. */
function upwardImports(imports: readonly Import[]): string[] {
  return imports
    .filter((entry) => BOTTOM.has(folderOf(entry.from) ?? '') && entry.target !== undefined)
    .filter((entry) => {
      const to = folderOf(entry.target!);
      return to !== undefined && !BOTTOM.has(to);
    })
    .map((entry) => `${entry.from} → ${entry.target}`);
}

/** Strongly connected components of size > 1 (Tarjan), each sorted, for a readable failure. */
function cycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const result: string[][] = [];
  const connect = (node: string): void => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) result.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!indices.has(node)) connect(node);
  return result;
}

/** The folder-level cycles of imports (type imports included), each with the imports that close it; `unitOf` names the folders (the first below src/ by default). */
function folderCycles(imports: readonly Import[], unitOf: (relativeFile: string) => string | undefined = folderOf): string[] {
  const edges = new Map<string, Set<string>>();
  for (const entry of imports) {
    const from = unitOf(entry.from);
    const to = entry.target ? unitOf(entry.target) : undefined;
    if (!from || !to || from === to) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from)!.add(to);
  }
  return cycles(edges).map((component) => {
    const witnesses = imports
      .filter(
        (entry) =>
          entry.target &&
          component.includes(unitOf(entry.from) ?? '') &&
          component.includes(unitOf(entry.target) ?? '') &&
          unitOf(entry.from) !== unitOf(entry.target),
      )
      .map((entry) => `  ${entry.from} → ${entry.target}${entry.typeOnly ? ' (type)' : ''}`);
    return `${component.join(', ')}:\n${witnesses.join('\n')}`;
  });
}

/**
 * The units one level below src/<top>/: 'api' for src/node/api/loadApis.ts, and a file directly in
 * src/<top>/ its own unit ('postBuild.ts' for src/node/postBuild.ts); undefined outside src/<top>/.
 */
const subfolderOf =
  (top: string) =>
  (relativeFile: string): string | undefined => {
    const parts = relativeFile.split('/');
    return parts[0] === 'src' && parts[1] === top && parts.length > 2 ? parts[2] : undefined;
  };

/** The file-level cycles of imports under src/ (type imports included, as for folders), each with the imports that close it. */
function fileCycles(imports: readonly Import[]): string[] {
  const inSrc = (file: string): string | undefined => (file.startsWith('src/') ? file : undefined);
  return folderCycles(imports, inSrc);
}

/** The first line of a cycle as `folderCycles` and `fileCycles` write it: its members. */
const membersOf = (cycle: string): string => cycle.split(':\n')[0] ?? cycle;

/**
 * File cycles not yet broken (issue 46): the members of each, as `fileCycles` lists them. Each must
 * still be a cycle, with these members exactly: once broken (or grown), the list is brought up to date.
 */
const KNOWN_FILE_CYCLES: readonly string[] = [];

/** Folder cycles one level below src/node/ not yet broken (issue 46), as for `KNOWN_FILE_CYCLES`. */
const KNOWN_NODE_FOLDER_CYCLES: readonly string[] = [];

/** A planted import for the self-tests. */
const planted = (from: string, specifier: string, target: string | undefined, typeOnly = false): Import => ({ from, specifier, target, typeOnly });

describe('architecture', () => {
  it('reads the imports of every source file (the test itself sees the code)', () => {
    expect(valueImports.length).toBeGreaterThan(500);
    expect(allImports.some((entry) => entry.typeOnly)).toBe(true);
    expect(allImports.some((entry) => entry.from === 'src/shell/layout/Layout.tsx')).toBe(true);
  });

  it('browser code imports no value from Node-only code (src/node), zod or Node built-ins', () => {
    // Browser code: every module a page can load, found by following value imports from the entries
    // webpack bundles (templates, file-system pages, gatsby-browser/gatsby-ssr and what they import).
    const entries = [...sourceFiles(path.join(SRC, 'templates')), ...sourceFiles(path.join(SRC, 'pages')), ...BROWSER_ENTRIES].map((file) =>
      toPosix(path.relative(ROOT, file)),
    );
    const { crossing, reached } = browserCrossings(entries, allImports);
    expect(reached.size).toBeGreaterThan(150);
    expect(crossing).toEqual([]);
  });

  it('finds a browser module that reaches Node-only code (the check works)', () => {
    const imports = [
      planted('src/templates/Doc.tsx', '../docs/DocPage', 'src/docs/DocPage.tsx'),
      planted('src/docs/DocPage.tsx', '../node/docs/routes', 'src/node/docs/routes.ts'),
      planted('src/docs/DocPage.tsx', 'fs', undefined),
      planted('src/docs/DocPage.tsx', '../config/settingsContract', 'src/config/settingsContract.ts', true),
      planted('src/config/settingsContract.ts', 'zod', undefined),
    ];
    expect(browserCrossings(['src/templates/Doc.tsx'], imports).crossing).toEqual(['src/docs/DocPage.tsx → ../node/docs/routes', 'src/docs/DocPage.tsx → fs']);
    // The settings contract imported as a value from browser code brings zod into the bundle.
    const contractAsValue = [...imports, planted('src/docs/DocPage.tsx', '../config/settingsContract', 'src/config/settingsContract.ts')];
    expect(browserCrossings(['src/templates/Doc.tsx'], contractAsValue).crossing).toEqual([
      'src/docs/DocPage.tsx → ../node/docs/routes',
      'src/docs/DocPage.tsx → fs',
      'src/config/settingsContract.ts → zod',
    ]);
  });

  it('Node built-ins are imported as values only under src/node, zod only there and in src/config (type imports may appear anywhere)', () => {
    expect(NODE_BUILTINS.has('fs') && NODE_BUILTINS.has('path') && NODE_BUILTINS.has('fs/promises')).toBe(true);
    expect(nodeOnlyImportsOutsideNode(allImports)).toEqual([]);
  });

  it('finds a Node built-in or zod imported as a value outside src/node (the check works)', () => {
    const imports = [
      planted('src/openapi/markdown.ts', 'node:crypto', undefined),
      planted('src/lib/url.ts', 'path', undefined),
      planted('src/shell/Seo.tsx', 'zod', undefined),
      planted('src/docs/types.ts', 'node:fs', undefined, true),
      planted('src/node/checks/files.ts', 'fs', undefined),
      planted('src/search/engine.ts', 'flexsearch', undefined),
      planted('src/config/settingsContract.ts', 'zod', undefined),
      planted('src/config/sidebars.ts', 'node:fs', undefined),
      planted('src/lib/storage.ts', 'zod', undefined),
    ];
    expect(nodeOnlyImportsOutsideNode(imports)).toEqual([
      'src/openapi/markdown.ts → node:crypto',
      'src/lib/url.ts → path',
      'src/shell/Seo.tsx → zod',
      'src/config/sidebars.ts → node:fs',
      'src/lib/storage.ts → zod',
    ]);
  });

  it("components read the API reference's page data types only, never the input document's (src/openapi/document.ts)", () => {
    const browserFolders = ['apiReference', 'templates', 'pages', 'ui', 'docs', 'shell', 'search', 'blog', 'mdx', 'lib'];
    const readers = sourceFiles(SRC)
      .filter((file) => browserFolders.includes(folderOf(toPosix(path.relative(ROOT, file))) ?? ''))
      .filter((file) => /from '[./]*(openapi\/)?document'/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(readers).toEqual([]);
  });

  it('src/lib, src/ui and the other bottom layers import nothing, not even a type, from a folder above them', () => {
    expect(upwardImports(allImports)).toEqual([]);
  });

  it('finds a bottom layer importing upwards, type imports and folders no list names included (the check works)', () => {
    const imports = [
      planted('src/lib/secondaryMenu.tsx', '../docs/types', 'src/docs/types.ts', true),
      planted('src/ui/MethodBadge.tsx', '../newFeature/x', 'src/newFeature/x.ts'),
      planted('src/ui/CopyButton.tsx', '../lib/clipboard', 'src/lib/clipboard.ts'),
      planted('src/docs/Sidebar.tsx', '../shell/x', 'src/shell/x.ts'),
      planted('src/config/settings.ts', '../node/config/validate', 'src/node/config/validate.ts', true),
      planted('src/node/config/load.ts', '../../config/settings', 'src/config/settings.ts'),
    ];
    expect(upwardImports(imports)).toEqual([
      'src/lib/secondaryMenu.tsx → src/docs/types.ts',
      'src/ui/MethodBadge.tsx → src/newFeature/x.ts',
      'src/config/settings.ts → src/node/config/validate.ts',
    ]);
  });

  it('the folders of src/ form no import cycle (type imports counted)', () => {
    expect(folderCycles(allImports)).toEqual([]);
  });

  it('finds a cycle when there is one, closed by a type import too (the detector works)', () => {
    const edges = new Map<string, Set<string>>([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(edges)).toEqual([['a', 'b', 'c']]);
    const imports = [
      planted('src/docs/a.ts', '../shell/b', 'src/shell/b.ts'),
      planted('src/shell/b.ts', '../docs/a', 'src/docs/a.ts'),
      planted('src/lib/c.ts', '../docs/a', 'src/docs/a.ts', true),
      planted('src/docs/a.ts', '../lib/c', 'src/lib/c.ts', true),
    ];
    expect(folderCycles(imports)).toEqual([
      'docs, lib, shell:\n  src/docs/a.ts → src/shell/b.ts\n  src/shell/b.ts → src/docs/a.ts\n  src/lib/c.ts → src/docs/a.ts (type)\n  src/docs/a.ts → src/lib/c.ts (type)',
    ]);
    // Type imports alone close a cycle.
    expect(folderCycles(imports.slice(2))).toEqual(['docs, lib:\n  src/lib/c.ts → src/docs/a.ts (type)\n  src/docs/a.ts → src/lib/c.ts (type)']);
    // One value import and one type import close a cycle as well.
    const mixed = [planted('src/shell/x.ts', '../node/y', 'src/node/y.ts', true), planted('src/node/y.ts', '../shell/x', 'src/shell/x.ts')];
    expect(folderCycles(mixed)).toEqual(['node, shell:\n  src/shell/x.ts → src/node/y.ts (type)\n  src/node/y.ts → src/shell/x.ts']);
  });

  it('the files of src/ form no import cycle (type imports counted), but for the known ones', () => {
    const found = fileCycles(allImports);
    expect(found.filter((cycle) => !KNOWN_FILE_CYCLES.includes(membersOf(cycle)))).toEqual([]);
    // A known cycle that is broken, or that grew, is taken off (or rewritten in) the list.
    expect(found.map(membersOf).filter((members) => KNOWN_FILE_CYCLES.includes(members))).toEqual([...KNOWN_FILE_CYCLES]);
  });

  it('finds a file cycle when there is one, closed by a type import too (the detector works)', () => {
    const imports = [
      planted('src/openapi/normalise.ts', './schemaPages', 'src/openapi/schemaPages.ts'),
      planted('src/openapi/schemaPages.ts', './normalise', 'src/openapi/normalise.ts', true),
      planted('src/openapi/schemaPages.ts', './json', 'src/openapi/json.ts'),
      planted('src/apiReference/a/A.tsx', '../b/B', 'src/apiReference/b/B.tsx'),
      planted('src/apiReference/b/B.tsx', './C', 'src/apiReference/b/C.tsx'),
      planted('src/apiReference/b/C.tsx', '../a/A', 'src/apiReference/a/A.tsx'),
      planted('src/lib/x.ts', './y', 'src/lib/y.ts'),
      planted('src/lib/y.ts', 'react', undefined),
      // Outside src/: not a cycle of src/'s files.
      planted('gatsby-browser.tsx', './src/lib/x', 'src/lib/x.ts'),
      planted('src/lib/x.ts', '../../gatsby-browser', 'gatsby-browser.tsx'),
    ];
    expect(fileCycles(imports)).toEqual([
      'src/openapi/normalise.ts, src/openapi/schemaPages.ts:\n  src/openapi/normalise.ts → src/openapi/schemaPages.ts\n  src/openapi/schemaPages.ts → src/openapi/normalise.ts (type)',
      'src/apiReference/a/A.tsx, src/apiReference/b/B.tsx, src/apiReference/b/C.tsx:\n  src/apiReference/a/A.tsx → src/apiReference/b/B.tsx\n  src/apiReference/b/B.tsx → src/apiReference/b/C.tsx\n  src/apiReference/b/C.tsx → src/apiReference/a/A.tsx',
    ]);
    expect(fileCycles(imports.slice(2))).toEqual([expect.stringMatching(/^src\/apiReference\/a\/A.tsx, /)]);
    expect(membersOf(fileCycles(imports)[0]!)).toBe('src/openapi/normalise.ts, src/openapi/schemaPages.ts');
  });

  it('the folders of src/apiReference/ form no import cycle (type imports counted)', () => {
    expect(folderCycles(allImports, subfolderOf('apiReference'))).toEqual([]);
  });

  it('the folders of src/node/ (src/node/api and src/node/checks among them) form no import cycle, but for the known ones', () => {
    const found = folderCycles(allImports, subfolderOf('node'));
    expect(found.filter((cycle) => !KNOWN_NODE_FOLDER_CYCLES.includes(membersOf(cycle)))).toEqual([]);
    expect(found.map(membersOf).filter((members) => KNOWN_NODE_FOLDER_CYCLES.includes(members))).toEqual([...KNOWN_NODE_FOLDER_CYCLES]);
  });

  it('finds a cycle between the folders of src/node/ or src/apiReference/ (the check works one level down)', () => {
    const imports = [
      planted('src/node/api/loadApis.ts', '../checks/apiDocumentExamples', 'src/node/checks/apiDocumentExamples.ts'),
      planted('src/node/checks/apiDocumentExamples.ts', '../api/documentKey', 'src/node/api/documentKey.ts', true),
      planted('src/node/postBuild.ts', './checks', 'src/node/checks/index.ts'),
      planted('src/apiReference/shared/ApiLayout.tsx', '../sidebar/useApiSidebar', 'src/apiReference/sidebar/useApiSidebar.ts'),
      planted('src/apiReference/sidebar/apiSidebar.ts', '../index/tagPages', 'src/apiReference/index/tagPages.ts'),
      planted('src/apiReference/index/tagPages.ts', '../shared/pageContext', 'src/apiReference/shared/pageContext.ts', true),
      // Between the first folders of src/ (the folder check's), not one level down.
      planted('src/apiReference/shared/x.ts', '../../node/api/y', 'src/node/api/y.ts'),
      planted('src/node/api/y.ts', '../../apiReference/shared/x', 'src/apiReference/shared/x.ts'),
    ];
    expect(folderCycles(imports, subfolderOf('node'))).toEqual([
      'api, checks:\n  src/node/api/loadApis.ts → src/node/checks/apiDocumentExamples.ts\n  src/node/checks/apiDocumentExamples.ts → src/node/api/documentKey.ts (type)',
    ]);
    expect(folderCycles(imports, subfolderOf('apiReference'))).toEqual([
      'index, shared, sidebar:\n  src/apiReference/shared/ApiLayout.tsx → src/apiReference/sidebar/useApiSidebar.ts\n  src/apiReference/sidebar/apiSidebar.ts → src/apiReference/index/tagPages.ts\n  src/apiReference/index/tagPages.ts → src/apiReference/shared/pageContext.ts (type)',
    ]);
    // A file directly in src/node/ is a unit of its own: a cycle through it is found too.
    const throughFile = [...imports, planted('src/node/checks/index.ts', '../postBuild', 'src/node/postBuild.ts')];
    expect(folderCycles(throughFile, subfolderOf('node')).map(membersOf)).toEqual(['api, checks, postBuild.ts']);
  });
});
