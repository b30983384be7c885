/**
 * One string system (decision 0017): every visible or accessible label of the site comes from
 * src/strings through `translate(id, values)`. This test reads every component and fails on a string
 * literal with letters in a JSX text position or in an attribute a reader sees or hears
 * (aria-label, title, alt, placeholder, description…), outside src/strings. In the modules of the
 * browser-side folders (`LABEL_FOLDERS`, .ts and .tsx) it also fails on a label written beside the
 * JSX: a literal default or value of a parameter, destructured prop or variable named label, title,
 * description or summary; a `label:`/`title:`/`description:`/`summary:` property whose value is a
 * literal; a constant named like a label (`TABLE_LABEL`, `DEFAULT_TITLES`, `DEFAULT_TAG`…) holding
 * literals. Settings (src/config) and content data modules are content, not interface labels.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');
/** Attributes whose value a reader sees or a screen reader speaks. */
const LABEL_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'alt',
  'placeholder',
  'label',
  'description',
]);
/** Parameters, destructured props, variables and object properties whose string value is a label. */
const LABEL_NAMES = new Set(['label', 'title', 'description', 'summary']);
/** Constants named like a label: `TABLE_SCROLL_LABEL`, `DEFAULT_TITLES`, `DEFAULT_TAG` (a tag heading). */
const LABEL_CONSTANT = /^[A-Z][A-Z0-9_]*?(LABEL|TITLE|SUMMARY|DESCRIPTION|HEADING|CAPTION|TEXT|TAG)S?$/;
/** The folders whose modules (.ts and .tsx) hold the site's interface: their labels come from src/strings. */
const LABEL_FOLDERS = ['apiReference', 'docs', 'shell', 'mdx', 'search', 'blog', 'ui', 'lib', 'openapi', 'pages', 'templates'];
/** Literals in those folders that look like labels and are not, by file: the literal and why it stays. */
const NOT_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'src/openapi/sampleLanguages.ts': Object.fromEntries(
    ['curl', 'HTTP', 'JavaScript', 'Node.js', 'Python', 'Go', 'Java', 'C#', 'PHP', 'Ruby', 'Kotlin', 'PowerShell'].map((name) => [
      name,
      'a language or tool name: the same in every language',
    ]),
  ),
  'src/openapi/markdown.ts': { 'md-alert-title': "a CSS class name (ALERT_CLASSES.title), not a reader's text" },
};
const HAS_LETTER = /\p{L}/u;

function componentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'strings' || entry.name === 'node' ? [] : componentFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

function moduleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The strings an expression can evaluate to: a literal itself, or the results of `?:`, `&&`, `||`, `??`. */
function results(expression: ts.Expression | undefined): ts.Node[] {
  if (!expression) return [];
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
  if (ts.isTemplateExpression(expression)) return [expression.head, ...expression.templateSpans.map((span) => span.literal)];
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)) return results(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...results(expression.whenTrue), ...results(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return results(expression.right);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken)
      return [...results(expression.left), ...results(expression.right)];
  }
  return [];
}

/** The literals a label constant holds: its value, or the values of the object or array it is. */
function heldLiterals(expression: ts.Expression | undefined): ts.Node[] {
  if (!expression) return [];
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression))
    return heldLiterals(expression.expression);
  if (ts.isObjectLiteralExpression(expression))
    return expression.properties.flatMap((property) => (ts.isPropertyAssignment(property) ? heldLiterals(property.initializer) : []));
  if (ts.isArrayLiteralExpression(expression)) return expression.elements.flatMap((element) => heldLiterals(element));
  return results(expression);
}

const nameOf = (name: ts.Node): string | undefined => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined);

/**
 * `file:line: text` for each literal label found: in JSX (every component), and with `modules` also
 * beside it (defaults, variables, properties and constants named like a label).
 */
export function literalLabels(fileName: string, text: string, { modules = false }: { readonly modules?: boolean } = {}): string[] {
  const relative = path.relative(ROOT, fileName).split(path.sep).join('/');
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const allowed = NOT_LABELS[relative] ?? {};
  const report = (node: ts.Node, value: string): void => {
    if (!HAS_LETTER.test(value) || value in allowed) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${relative}:${line + 1}: ${JSON.stringify(value.trim())}`);
  };
  const reportAll = (literals: readonly ts.Node[]): void => {
    for (const literal of literals) report(literal, (literal as ts.LiteralLikeNode).text);
  };
  const visit = (node: ts.Node): void => {
    // Text inside <code> is code (a file name, an identifier), not a label to translate.
    if (ts.isJsxText(node)) {
      if (!(ts.isJsxElement(node.parent) && node.parent.openingElement.tagName.getText(source) === 'code')) report(node, node.text);
    } else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) reportAll(results(node.expression));
    else if (ts.isJsxAttribute(node) && LABEL_ATTRIBUTES.has(node.name.getText(source))) {
      const initializer = node.initializer;
      if (initializer && ts.isStringLiteral(initializer)) report(initializer, initializer.text);
      else if (initializer && ts.isJsxExpression(initializer)) reportAll(results(initializer.expression));
    } else if (modules) {
      // `({ label = 'Docs sidebar' })`, `(title = 'Note')`, `const label = x ?? 'Version'`.
      if ((ts.isParameter(node) || ts.isBindingElement(node) || ts.isVariableDeclaration(node)) && LABEL_NAMES.has(nameOf(node.name) ?? ''))
        reportAll(results(node.initializer));
      // `{ label: 'Overview' }`, `{ title: 'Guide' }`.
      else if (ts.isPropertyAssignment(node) && LABEL_NAMES.has(nameOf(node.name) ?? '')) reportAll(results(node.initializer));
      // `const TABLE_SCROLL_LABEL = 'Table (scrolls sideways)'`, `const DEFAULT_TITLES = { note: 'Note' }`.
      if (ts.isVariableDeclaration(node) && LABEL_CONSTANT.test(nameOf(node.name) ?? '')) {
        reportAll(heldLiterals(node.initializer));
        return; // its properties are reported once, as the constant's
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('one string system', () => {
  it('finds literal labels where it should (the check itself works)', () => {
    const sample = [
      `const A = () => <nav aria-label="Main"><button title={'Close'}>Open menu</button>{'Next'}<span>→</span><img alt="" /><code>src/x.ts</code></nav>;`,
      "const B = () => <>{status === 'loading' && 'Loading…'}{n > 1 ? `${n} results` : 'One result'}{label ?? 'Untitled'}{t('ok')}</>;",
    ].join('\n');
    expect(literalLabels(path.join(ROOT, 'sample.tsx'), sample)).toEqual([
      'sample.tsx:1: "Main"',
      'sample.tsx:1: "Close"',
      'sample.tsx:1: "Open menu"',
      'sample.tsx:1: "Next"',
      'sample.tsx:2: "Loading…"',
      'sample.tsx:2: "results"',
      'sample.tsx:2: "One result"',
      'sample.tsx:2: "Untitled"',
    ]);
  });

  it('finds labels written beside the JSX in a module (defaults, variables, properties, label constants)', () => {
    const sample = [
      "export function Sidebar({ items, label = 'Docs sidebar' }: Props) { return label; }",
      "export const TABLE_SCROLL_LABEL = 'Table (scrolls sideways)';",
      "const DEFAULT_TITLES = { note: 'Note', tip: 'Tip' } as const;",
      "export const DEFAULT_TAG = 'Other';",
      "const ENTRY = { title: 'Guide', to: '/docs/intro', label: translate('home.topic') };",
      "const label = versions[0]?.label ?? 'Version';",
      "function heading(title = 'Details', id = 'main-content', summary?: string) { return summary ?? title; }",
      "const MAIN_CONTENT_ID = 'main-content'; const OVERVIEW_LABEL = translate('api.sidebar.overview');",
      'const A = () => <Seo description="The page you asked for does not exist." />;',
    ].join('\n');
    expect(literalLabels(path.join(ROOT, 'src/docs/sample.tsx'), sample, { modules: true })).toEqual([
      'src/docs/sample.tsx:1: "Docs sidebar"',
      'src/docs/sample.tsx:2: "Table (scrolls sideways)"',
      'src/docs/sample.tsx:3: "Note"',
      'src/docs/sample.tsx:3: "Tip"',
      'src/docs/sample.tsx:4: "Other"',
      'src/docs/sample.tsx:5: "Guide"',
      'src/docs/sample.tsx:6: "Version"',
      'src/docs/sample.tsx:7: "Details"',
      'src/docs/sample.tsx:9: "The page you asked for does not exist."',
    ]);
    // Without `modules` (a component outside LABEL_FOLDERS) only JSX is read; the allow-list is per file.
    expect(literalLabels(path.join(ROOT, 'src/docs/sample.tsx'), sample)).toEqual(['src/docs/sample.tsx:9: "The page you asked for does not exist."']);
    expect(literalLabels(path.join(ROOT, 'src/openapi/sampleLanguages.ts'), "const L = [{ label: 'curl' }, { label: 'Shell' }];", { modules: true })).toEqual([
      'src/openapi/sampleLanguages.ts:1: "Shell"',
    ]);
  });

  it('no component or interface module writes a visible or accessible label as a literal: it comes from src/strings', () => {
    const modules = LABEL_FOLDERS.flatMap((folder) => moduleFiles(path.join(ROOT, 'src', folder)));
    const components = [...componentFiles(path.join(ROOT, 'src')), path.join(ROOT, 'gatsby-ssr.tsx'), path.join(ROOT, 'gatsby-browser.tsx')];
    expect(components.length).toBeGreaterThan(80);
    expect(modules.length).toBeGreaterThan(150);
    const files = [...new Set([...components, ...modules])];
    const found = files.flatMap((file) => literalLabels(file, fs.readFileSync(file, 'utf8'), { modules: modules.includes(file) }));
    expect(found).toEqual([]);
  });

  it('every allow-listed literal is still there (the allow-list does not outlive its reason)', () => {
    for (const [file, literals] of Object.entries(NOT_LABELS)) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      expect(Object.keys(literals).filter((literal) => !text.includes(`'${literal}'`))).toEqual([]);
    }
  });
});
