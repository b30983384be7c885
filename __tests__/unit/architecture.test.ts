/**
 * The layers of src/ (docs/DESIGN.md "Layout to aim for", decision 0030), read from the imports themselves:
 * - browser code (every module reachable from the templates, pages and gatsby-browser/ssr through
 *   value imports) never imports a value from Node-only code (src/node/), zod or `node:` modules;
 *   type imports may cross that line: they vanish when the bundle is compiled;
 * - src/lib and src/ui sit below every feature folder and import none of them;
 * - no folder-level import cycle between the folders of src/, counting value imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
/** Folders that hold no feature: shared helpers, components, strings and settings. */
const BOTTOM = new Set(['lib', 'ui', 'strings', 'config', 'styles', 'types']);
const FEATURES = ['apiReference', 'blog', 'docs', 'mdx', 'search', 'shell', 'templates', 'pages', 'openapi', 'node'];

interface ValueImport {
  readonly from: string;
  readonly specifier: string;
  /** The imported file, relative to the repository, when it is one of ours. */
  readonly target?: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveLocal(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const extension of ['', ...EXTENSIONS]) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(ROOT, candidate);
  }
  return undefined;
}

/** Imports and re-exports that survive compilation: `import type`, `export type` and all-type specifier lists do not. */
function valueImports(file: string): ValueImport[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: ValueImport[] = [];
  const add = (specifier: string): void => {
    found.push({ from: path.relative(ROOT, file), specifier, target: resolveLocal(file, specifier) });
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
      if (!typeOnly) add(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && node.exportClause.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) add(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) add(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The first folder below src/ ('shell' for src/shell/navbar/Navbar.tsx); undefined outside src/. */
function folderOf(relativeFile: string): string | undefined {
  const parts = relativeFile.split(path.sep);
  return parts[0] === 'src' && parts.length > 2 ? parts[1] : undefined;
}

const BROWSER_ENTRIES = ['gatsby-browser.tsx', 'gatsby-ssr.tsx'].map((file) => path.join(ROOT, file));
const allImports = [...sourceFiles(SRC), ...BROWSER_ENTRIES].flatMap(valueImports);

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

describe('architecture', () => {
  it('reads the imports of every source file (the test itself sees the code)', () => {
    expect(allImports.length).toBeGreaterThan(500);
    expect(allImports.some((entry) => entry.from === path.join('src', 'shell', 'layout', 'Layout.tsx'))).toBe(true);
  });

  it('browser code imports no value from Node-only code (src/node), zod or node: modules', () => {
    // Browser code: every module a page can load, found by following value imports from the entries
    // webpack bundles (templates, file-system pages, gatsby-browser/gatsby-ssr and what they import).
    const entries = [...sourceFiles(path.join(SRC, 'templates')), ...sourceFiles(path.join(SRC, 'pages')), ...BROWSER_ENTRIES].map((file) =>
      path.relative(ROOT, file),
    );
    const importsOf = new Map<string, ValueImport[]>();
    for (const entry of allImports) importsOf.set(entry.from, [...(importsOf.get(entry.from) ?? []), entry]);
    const reached = new Set<string>(entries);
    const queue = [...entries];
    const crossing: string[] = [];
    while (queue.length > 0) {
      const file = queue.shift()!;
      for (const entry of importsOf.get(file) ?? []) {
        if (entry.specifier === 'zod' || entry.specifier.startsWith('node:') || (entry.target !== undefined && folderOf(entry.target) === 'node')) {
          crossing.push(`${entry.from} → ${entry.specifier}`);
        } else if (entry.target && !reached.has(entry.target)) {
          reached.add(entry.target);
          queue.push(entry.target);
        }
      }
    }
    expect(reached.size).toBeGreaterThan(150);
    expect(crossing).toEqual([]);
  });

  it("components read the API reference's page data types only, never the input document's (src/openapi/document.ts)", () => {
    const browserFolders = ['apiReference', 'templates', 'pages', 'ui', 'docs', 'shell', 'search', 'blog', 'mdx', 'lib'];
    const readers = sourceFiles(SRC)
      .filter((file) => browserFolders.includes(folderOf(path.relative(ROOT, file)) ?? ''))
      .filter((file) => /from '[./]*(openapi\/)?document'/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(readers).toEqual([]);
  });

  it('src/lib and src/ui import from no feature folder', () => {
    const upward = allImports
      .filter((entry) => BOTTOM.has(folderOf(entry.from) ?? ''))
      .filter((entry) => entry.target !== undefined && FEATURES.includes(folderOf(entry.target) ?? ''))
      .map((entry) => `${entry.from} → ${entry.target}`);
    expect(upward).toEqual([]);
  });

  it('the folders of src/ form no import cycle (value imports)', () => {
    const edges = new Map<string, Set<string>>();
    for (const entry of allImports) {
      const from = folderOf(entry.from);
      const to = entry.target ? folderOf(entry.target) : undefined;
      if (!from || !to || from === to) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
    const found = cycles(edges).map((component) => {
      const witnesses = allImports
        .filter(
          (entry) =>
            entry.target &&
            component.includes(folderOf(entry.from) ?? '') &&
            component.includes(folderOf(entry.target) ?? '') &&
            folderOf(entry.from) !== folderOf(entry.target),
        )
        .map((entry) => `  ${entry.from} → ${entry.target}`);
      return `${component.join(', ')}:\n${witnesses.join('\n')}`;
    });
    expect(found).toEqual([]);
  });

  it('finds a cycle when there is one (the detector works)', () => {
    const edges = new Map<string, Set<string>>([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(edges)).toEqual([['a', 'b', 'c']]);
  });
});
