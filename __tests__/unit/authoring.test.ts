/**
 * The OpenAPI authoring (scripts/authoring/): the definitions, one module per tag, generate in memory
 * exactly the committed static/Portal-v1.json, static/AC-v1.json and the operation table of
 * docs/domain-model.md, byte for byte — what `npm run openapi -- --check` checks, without the rules
 * (spec-documents.test.ts tests those). A change to a definition that is not followed by
 * `npm run openapi` fails here, naming the file and its first differing line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generatedFiles, ROOT } from '../../scripts/authoring/documents';

/** The first line where two texts differ, as `line N: expected … got …`, or '' when they are equal. */
function firstDifference(committed: string, generated: string): string {
  if (committed === generated) return '';
  const a = committed.split('\n');
  const b = generated.split('\n');
  const n = a.findIndex((line, i) => line !== b[i]);
  const at = n === -1 ? a.length : n;
  return `line ${at + 1}: committed ${JSON.stringify(a[at])}, generated ${JSON.stringify(b[at])}`;
}

test('firstDifference names the first line that differs', () => {
  expect(firstDifference('a\nb\nc', 'a\nb\nc')).toBe('');
  expect(firstDifference('a\nb\nc', 'a\nx\nc')).toBe('line 2: committed "b", generated "x"');
  expect(firstDifference('a\nb', 'a\nb\nc')).toBe('line 3: committed undefined, generated "c"');
});

test('the definitions generate the committed documents and operation table byte for byte', () => {
  const { files } = generatedFiles();
  expect(files.map(({ file }) => path.relative(ROOT, file))).toEqual(['static/Portal-v1.json', 'static/AC-v1.json', 'docs/domain-model.md']);
  const stale = files.map(({ file, text }) => [path.relative(ROOT, file), firstDifference(fs.readFileSync(file, 'utf8'), text)]).filter(([, diff]) => diff);
  expect(stale).toEqual([]);
});
