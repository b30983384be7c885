/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { versionedBuildDependencies } from '../../../../src/node/webpack/developCache';
import { removeTree, writeTree } from '../../../support/tempFolder';

describe('developCache', () => {
  let root = '';
  beforeEach(() => {
    root = writeTree({
      'package-lock.json': '{"lockfileVersion":3}',
      '.cache/compiled/gatsby-config.js': 'module.exports = {}',
      '.cache/compiled/gatsby-node.js': 'exports.onCreateWebpackConfig = () => {}',
      'node_modules/gatsby/dist/utils/webpack.config.js': 'module.exports = require("./webpack-utils")',
    });
  });
  afterEach(() => removeTree(root));

  const file = (name: string): string => path.join(root, name);
  const gatsbyConfig = (): Configuration => ({
    cache: {
      type: 'filesystem',
      name: 'develop',
      buildDependencies: { config: [file('node_modules/gatsby/dist/utils/webpack.config.js'), file('.cache/compiled/gatsby-node.js')] },
    },
  });
  const inputs = () => ({
    packageLock: file('package-lock.json'),
    files: [file('.cache/compiled/gatsby-config.js')],
    versionFile: file('.cache/webpack/fms-build-version-develop.json'),
  });
  const version = (): string => (JSON.parse(fs.readFileSync(inputs().versionFile, 'utf8')) as { version: string }).version;

  it("puts one JSON file in place of Gatsby's list, holding a hash of the lock, the config and each listed file", () => {
    const config = gatsbyConfig();
    const hashed = versionedBuildDependencies(config, inputs());
    expect(config.cache).toEqual({ type: 'filesystem', name: 'develop', buildDependencies: { config: [inputs().versionFile] } });
    expect(hashed).toEqual([
      file('package-lock.json'),
      file('.cache/compiled/gatsby-config.js'),
      file('node_modules/gatsby/dist/utils/webpack.config.js'),
      file('.cache/compiled/gatsby-node.js'),
    ]);
    expect(version()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves the file as it is while nothing changed, and writes a new hash when any input changes', () => {
    versionedBuildDependencies(gatsbyConfig(), inputs());
    const first = version();
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(inputs().versionFile, old, old);
    const before = fs.statSync(inputs().versionFile).mtimeMs;
    versionedBuildDependencies(gatsbyConfig(), inputs());
    expect(fs.statSync(inputs().versionFile).mtimeMs).toBe(before);
    const seen = new Set([first]);
    for (const changed of [
      '.cache/compiled/gatsby-node.js',
      '.cache/compiled/gatsby-config.js',
      'package-lock.json',
      'node_modules/gatsby/dist/utils/webpack.config.js',
    ]) {
      fs.appendFileSync(file(changed), '\n// changed');
      versionedBuildDependencies(gatsbyConfig(), inputs());
      expect(seen.has(version())).toBe(false);
      seen.add(version());
    }
  });

  it('fails, naming the setting, when Gatsby no longer gives the cache a list of build dependencies', () => {
    expect(() => versionedBuildDependencies({ cache: { type: 'memory' } }, inputs())).toThrow(/cache\.buildDependencies\.config/);
    expect(() => versionedBuildDependencies({}, inputs())).toThrow(/no filesystem cache/);
  });
});
