/**
 * One string system (decision 0030): every visible or accessible label of the site comes from
 * src/strings through `translate(id, values)`. This test reads every component and fails on a string
 * literal with letters in a JSX text position or in an attribute a reader sees or hears
 * (aria-label, title, alt, placeholder…), outside src/strings.
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
]);
const HAS_LETTER = /\p{L}/u;

function componentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'strings' || entry.name === 'node' ? [] : componentFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** `file:line: text` for each literal label found in JSX. */
export function literalLabels(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, value: string): void => {
    if (!HAS_LETTER.test(value)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path.relative(ROOT, fileName)}:${line + 1}: ${JSON.stringify(value.trim())}`);
  };
  /** The strings an expression can evaluate to: a literal itself, or the results of `?:`, `&&`, `||`, `??`. */
  const results = (expression: ts.Expression | undefined): ts.Node[] => {
    if (!expression) return [];
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
    if (ts.isTemplateExpression(expression)) return [expression.head, ...expression.templateSpans.map((span) => span.literal)];
    if (ts.isParenthesizedExpression(expression)) return results(expression.expression);
    if (ts.isConditionalExpression(expression)) return [...results(expression.whenTrue), ...results(expression.whenFalse)];
    if (ts.isBinaryExpression(expression)) {
      const operator = expression.operatorToken.kind;
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return results(expression.right);
      if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken)
        return [...results(expression.left), ...results(expression.right)];
    }
    return [];
  };
  const reportAll = (expression: ts.Expression | undefined): void => {
    for (const literal of results(expression)) report(literal, (literal as ts.LiteralLikeNode).text);
  };
  const visit = (node: ts.Node): void => {
    // Text inside <code> is code (a file name, an identifier), not a label to translate.
    if (ts.isJsxText(node)) {
      if (!(ts.isJsxElement(node.parent) && node.parent.openingElement.tagName.getText(source) === 'code')) report(node, node.text);
    } else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) reportAll(node.expression);
    else if (ts.isJsxAttribute(node) && LABEL_ATTRIBUTES.has(node.name.getText(source))) {
      const initializer = node.initializer;
      if (initializer && ts.isStringLiteral(initializer)) report(initializer, initializer.text);
      else if (initializer && ts.isJsxExpression(initializer)) reportAll(initializer.expression);
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

  it('no component writes a visible or accessible label as a literal: it comes from src/strings', () => {
    const files = [...componentFiles(path.join(ROOT, 'src')), path.join(ROOT, 'gatsby-ssr.tsx'), path.join(ROOT, 'gatsby-browser.tsx')];
    expect(files.length).toBeGreaterThan(80);
    const found = files.flatMap((file) => literalLabels(file, fs.readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
