/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { codeVersion, memoFile, restoreMemos, saveMemos, siteCodeVersion } from '../../../../src/node/api/memoStore';
import { normaliseApi } from '../../../../src/openapi/normalise';
import { readFixture } from '../../../support/fixtures';
import { removeTree, tempFolder } from '../../../support/tempFolder';

type MemoStore = typeof import('../../../../src/node/api/memoStore');
type Normalise = typeof import('../../../../src/openapi/normalise');
type Markdown = typeof import('../../../../src/openapi/markdown');

/** The modules as a new process sees them: every memo empty. */
function freshModules(): { store: MemoStore; normalise: Normalise; markdown: Markdown } {
  let modules: { store: MemoStore; normalise: Normalise; markdown: Markdown } | undefined;
  jest.isolateModules(() => {
    modules = {
      store: jest.requireActual('../../../../src/node/api/memoStore'),
      normalise: jest.requireActual('../../../../src/openapi/normalise'),
      markdown: jest.requireActual('../../../../src/openapi/markdown'),
    };
  });
  return modules as { store: MemoStore; normalise: Normalise; markdown: Markdown };
}

describe('memoStore', () => {
  let folder = '';
  beforeEach(() => {
    folder = tempFolder('fms-memos-');
  });
  afterEach(() => removeTree(folder));

  it('gives a later run of the same code the rendered texts and operation pages of this one', () => {
    const options = { id: 'memo-api', file: '/memo.json' };
    const first = normaliseApi(readFixture('openapi-3.0.json'), options);
    const file = path.join(folder, 'memos.bin');
    saveMemos(file, 'v1');

    const later = freshModules();
    expect(later.markdown.renderedMarkdown().size).toBe(0);
    expect(later.store.restoreMemos(file, 'v1')).toBe(true);
    expect(later.markdown.renderedMarkdown().size).toBeGreaterThan(0);
    expect([...later.normalise.keptOperationPages().keys()]).toContain('memo-api');
    expect(later.normalise.normaliseApi(readFixture('openapi-3.0.json'), options)).toEqual(first);
  });

  it('ignores memos of other code, and a file that does not read', () => {
    const file = path.join(folder, 'memos.bin');
    saveMemos(file, 'v1');
    const later = freshModules();
    expect(later.store.restoreMemos(file, 'v2')).toBe(false);
    expect(later.markdown.renderedMarkdown().size).toBe(0);
    fs.writeFileSync(file, 'not a memo file');
    expect(restoreMemos(file, 'v1')).toBe(false);
    expect(restoreMemos(path.join(folder, 'missing.bin'), 'v1')).toBe(false);
  });

  it('versions code by the bytes of its files; a site without a compiled gatsby-node has none', () => {
    const [a, b] = ['a.js', 'b.json'].map((name) => path.join(folder, name));
    fs.writeFileSync(a, 'one');
    const onlyA = codeVersion([a, b]);
    expect(onlyA).toMatch(/^[0-9a-f]{64}$/);
    fs.writeFileSync(b, '{}');
    expect(codeVersion([a, b])).not.toBe(onlyA);
    fs.writeFileSync(a, 'two');
    expect(new Set([onlyA, codeVersion([a, b])]).size).toBe(2);
    expect(codeVersion([path.join(folder, 'none.js')])).toBeUndefined();
    expect(siteCodeVersion(folder)).toBeUndefined();
    fs.mkdirSync(path.join(folder, '.cache', 'compiled'), { recursive: true });
    fs.writeFileSync(path.join(folder, '.cache', 'compiled', 'gatsby-node.js'), 'code');
    expect(siteCodeVersion(folder)).toMatch(/^[0-9a-f]{64}$/);
    expect(memoFile(folder)).toBe(path.join(folder, '.cache', 'fms-api', 'memos.bin'));
  });
});
