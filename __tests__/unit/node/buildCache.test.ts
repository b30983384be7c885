/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { buildCacheDir, codeVersion, keptResults, resultKey, siteCodeVersion } from '../../../src/node/buildCache';
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

  describe('keptResults', () => {
    const settle = (ms = 30): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

    it('keeps what a process set for the next one of the same version, and nothing for another version', async () => {
      const file = path.join(folder, 'kept', 'results.json');
      const first = keptResults<{ sources: string[] }>(file, () => 'v1', { saveDelayMs: 1 });
      expect(first.get('a')).toBeUndefined();
      first.set('a', { sources: ['x'] });
      expect(first.get('a')).toEqual({ sources: ['x'] });
      await settle();
      expect(keptResults(file, () => 'v1').get('a')).toEqual({ sources: ['x'] });
      expect(keptResults(file, () => 'v2').get('a')).toBeUndefined();
    });

    it('ignores a file that does not read or is not of its shape, and replaces it', async () => {
      const file = path.join(folder, 'results.json');
      for (const text of ['{"version":"v1","res', '{"version":"v1","results":[1]}', '']) {
        fs.writeFileSync(file, text);
        const kept = keptResults<boolean>(file, () => 'v1', { saveDelayMs: 1 });
        expect(kept.get('0')).toBeUndefined();
        kept.set('b', true);
        await settle();
        expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ version: 'v1', results: { b: true } });
      }
    });

    it('writes nothing when the code has no version', async () => {
      const file = path.join(folder, 'none.json');
      const kept = keptResults<boolean>(file, () => undefined, { saveDelayMs: 1 });
      kept.set('a', true);
      expect(kept.get('a')).toBe(true);
      await settle();
      expect(fs.existsSync(file)).toBe(false);
    });

    it('keys an input by all its parts', () => {
      expect(resultKey('a', 'b')).toBe(resultKey('a', 'b'));
      expect(new Set([resultKey('a', 'b'), resultKey('ab'), resultKey('a', 'b', ''), resultKey('b', 'a')]).size).toBe(4);
    });

    it("versions the site's code by its compiled gatsby-node and package-lock.json", () => {
      expect(siteCodeVersion(folder)).toBeUndefined();
      fs.mkdirSync(path.join(folder, '.cache', 'compiled'), { recursive: true });
      fs.writeFileSync(path.join(folder, '.cache', 'compiled', 'gatsby-node.js'), 'code');
      const compiled = siteCodeVersion(folder);
      fs.writeFileSync(path.join(folder, 'package-lock.json'), '{}');
      expect(new Set([compiled, siteCodeVersion(folder)]).size).toBe(2);
    });
  });
});
