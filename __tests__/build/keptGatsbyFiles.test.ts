/**
 * The compiled gatsby-* files kept between builds (patch of Gatsby's compile-gatsby-files.js,
 * src/node/gatsbyPatches.ts; decision 0024, seventh step): a cold build of a site that asks for it
 * (package.json `fms.keepCompiledGatsbyFiles`) uses the files an earlier build compiled when nothing they
 * were made from changed, and Parcel compiles again when something did.
 *
 * Each compile is Gatsby's own (compileGatsbyFiles of the installed, patched Gatsby), run from a script file
 * (__tests__/support/compileGatsbyFiles.js) in a new process with PARCEL_WORKERS=0, on a small site in a
 * temporary folder whose `.cache/` is removed before each compile, as a cold build removes it. Whether
 * Parcel ran is read from what it leaves (its cache folder); what the compiled gatsby-node holds is read by
 * requiring it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { removeTree, tempFolder, writeTree } from '../support/tempFolder';

const SCRIPT = path.resolve(__dirname, '../support/compileGatsbyFiles.js');

interface Compile {
  readonly parcelRan: boolean;
  readonly compiled: string[];
}

/** One cold compile of `site`'s gatsby-* files (its .cache/ removed first), as `command` (build or develop) runs it. */
function coldCompile(site: string, command = 'build'): Compile {
  removeTree(path.join(site, '.cache'));
  // From the site's folder, as `gatsby build` runs (Parcel finds its project root and names its output from the working directory).
  const output = execFileSync(process.execPath, [SCRIPT, site], {
    cwd: site,
    env: { ...process.env, PARCEL_WORKERS: '0', gatsby_executing_command: command, GATSBY_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const result = output.split('\n').find((line) => line.startsWith('{"parcelRan":'));
  if (result === undefined) throw new Error(`No result from ${SCRIPT}:\n${output}`);
  return JSON.parse(result) as Compile;
}

/** What the compiled gatsby-node of `site` exports as `fmsValue` (a new process: nothing cached by require). */
function compiledValue(site: string, file = 'gatsby-node.js'): string {
  return execFileSync(process.execPath, ['-p', `require(${JSON.stringify(path.join(site, '.cache/compiled', file))}).fmsValue`], {
    encoding: 'utf8',
  }).trim();
}

const KEEP = JSON.stringify({ name: 'kept-site', private: true, fms: { keepCompiledGatsbyFiles: true } });

function site(packageJson = KEEP): string {
  return writeTree(
    {
      'package.json': packageJson,
      'gatsby-config.ts': "export default { siteMetadata: { title: 'kept' } };\n",
      'gatsby-node.ts': "import { value } from './src/value';\nimport { other } from './src/other';\nexport const fmsValue = `${value} ${other}`;\n",
      'src/value.ts': "export const value = 'one';\n",
      'src/other.js': "export const other = 'js';\n",
    },
    tempFolder('fms-kept-gatsby-files-'),
  );
}

describe('compiled gatsby-* files kept between builds (Gatsby patch)', () => {
  let root = '';
  afterEach(() => removeTree(root));

  it('keeps them when nothing changed, and compiles again after an edited import, a file added beside an import, a new gatsby-node in plugins/', () => {
    root = site();
    const first = coldCompile(root);
    expect(first).toEqual({ parcelRan: true, compiled: ['gatsby-config.js', 'gatsby-node.js'] });
    const text = fs.readFileSync(path.join(root, '.cache/compiled/gatsby-node.js'), 'utf8');
    expect(compiledValue(root)).toBe('one js');

    // Nothing changed: the kept files, byte for byte, and no Parcel.
    expect(coldCompile(root)).toEqual({ parcelRan: false, compiled: first.compiled });
    expect(fs.readFileSync(path.join(root, '.cache/compiled/gatsby-node.js'), 'utf8')).toBe(text);
    expect(compiledValue(root)).toBe('one js');

    // An imported file edited.
    fs.writeFileSync(path.join(root, 'src/value.ts'), "export const value = 'two';\n");
    expect(coldCompile(root).parcelRan).toBe(true);
    expect(compiledValue(root)).toBe('two js');
    expect(coldCompile(root).parcelRan).toBe(false);
    expect(compiledValue(root)).toBe('two js');

    // A file added beside an import, which the import now resolves to (.ts before .js).
    fs.writeFileSync(path.join(root, 'src/other.ts'), "export const other = 'ts';\n");
    expect(coldCompile(root).parcelRan).toBe(true);
    expect(compiledValue(root)).toBe('two ts');
    expect(coldCompile(root).parcelRan).toBe(false);

    // A local plugin's gatsby-node added: Gatsby gives Parcel one more entry.
    writeTree(
      { 'plugins/local-plugin/package.json': '{"name":"local-plugin"}', 'plugins/local-plugin/gatsby-node.ts': "export const fmsValue = 'plugin';\n" },
      root,
    );
    expect(coldCompile(root)).toEqual({
      parcelRan: true,
      compiled: ['gatsby-config.js', 'gatsby-node.js', 'plugins/local-plugin/gatsby-node.js'],
    });
    expect(compiledValue(root, 'plugins/local-plugin/gatsby-node.js')).toBe('plugin');
    expect(coldCompile(root)).toEqual({
      parcelRan: false,
      compiled: ['gatsby-config.js', 'gatsby-node.js', 'plugins/local-plugin/gatsby-node.js'],
    });
    expect(compiledValue(root, 'plugins/local-plugin/gatsby-node.js')).toBe('plugin');
  });

  it('compiles as Gatsby does when the kept record does not read, for develop, and for a site that does not ask', () => {
    root = site();
    expect(coldCompile(root).parcelRan).toBe(true);
    const record = path.join(root, 'node_modules/.cache/fms-compiled/gatsby-files.json');
    expect(fs.existsSync(record)).toBe(true);
    fs.writeFileSync(record, '{"key":');
    expect(coldCompile(root).parcelRan).toBe(true);
    expect(compiledValue(root)).toBe('one js');
    // Rewritten by that compile, so the next one keeps.
    expect(coldCompile(root).parcelRan).toBe(false);
    // develop's start is unchanged.
    expect(coldCompile(root, 'develop').parcelRan).toBe(true);

    removeTree(root);
    root = site(JSON.stringify({ name: 'plain-site', private: true }));
    expect(coldCompile(root).parcelRan).toBe(true);
    expect(coldCompile(root).parcelRan).toBe(true);
    expect(fs.existsSync(path.join(root, 'node_modules/.cache/fms-compiled'))).toBe(false);
  });
});
