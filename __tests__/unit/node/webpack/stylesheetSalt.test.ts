import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stylesheetSalt } from '../../../../src/node/webpack/stylesheetSalt';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stylesheet-salt-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function statsFile(name: string, content: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('stylesheetSalt', () => {
  test('is the stylesheets of every chunk, once each and sorted, without the scripts', () => {
    const file = statsFile('stats.json', {
      assetsByChunkName: {
        app: ['webpack-runtime-1.js', 'styles.b2.css', 'framework-2.js', 'app-3.js'],
        'component---src-templates-doc-page-tsx': ['styles.b2.css', 'a.css', 'component-4.js'],
      },
    });
    expect(stylesheetSalt(file)).toBe('a.css styles.b2.css');
  });

  test('changes when only the stylesheet changed: the renderer is salted differently', () => {
    const before = statsFile('before.json', { assetsByChunkName: { app: ['styles.aaa.css', 'app-1.js'] } });
    const after = statsFile('after.json', { assetsByChunkName: { app: ['styles.bbb.css', 'app-1.js'] } });
    expect(stylesheetSalt(before)).not.toBe(stylesheetSalt(after));
  });

  test('a missing file or one without a stylesheet is an error naming the file', () => {
    expect(() => stylesheetSalt(path.join(dir, 'missing.json'))).toThrow(/missing\.json: cannot read the browser bundle's stats/);
    const empty = statsFile('empty.json', { assetsByChunkName: { app: ['app-1.js'] } });
    expect(() => stylesheetSalt(empty)).toThrow(/empty\.json: no stylesheet in assetsByChunkName/);
  });
});
