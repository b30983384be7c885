/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { buildCacheDir, codeVersion } from '../../../src/node/buildCache';
import { removeTree, tempFolder } from '../../support/tempFolder';

describe('buildCache', () => {
  let folder = '';
  beforeEach(() => {
    folder = tempFolder('fms-build-cache-');
  });
  afterEach(() => removeTree(folder));

  it('keeps its folders under node_modules/.cache, which a clean build (no .cache/, no public/) leaves in place', () => {
    expect(buildCacheDir('fms-api', folder)).toBe(path.join(folder, 'node_modules', '.cache', 'fms-api'));
    expect(buildCacheDir('fms-mermaid', folder)).toBe(path.join(folder, 'node_modules', '.cache', 'fms-mermaid'));
  });

  it("versions code by each file's bytes and name; none when no file exists", () => {
    const [a, b] = ['a.js', 'b.json'].map((name) => path.join(folder, name));
    fs.writeFileSync(a, 'one');
    const onlyA = codeVersion([a, b]);
    expect(onlyA).toMatch(/^[0-9a-f]{64}$/);
    expect(codeVersion([a, b])).toBe(onlyA);
    fs.writeFileSync(b, '{}');
    const both = codeVersion([a, b]);
    expect(both).not.toBe(onlyA);
    fs.writeFileSync(a, 'two');
    expect(new Set([onlyA, both, codeVersion([a, b])]).size).toBe(3);
    // The same bytes under another name are other code.
    fs.copyFileSync(a, path.join(folder, 'c.js'));
    expect(codeVersion([path.join(folder, 'c.js'), b])).not.toBe(codeVersion([a, b]));
    expect(codeVersion([path.join(folder, 'none.js')])).toBeUndefined();
  });
});
