/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { GATSBY_PATCHES, MARK, NODE_MUTATION_BATCH_MS, WRITE_STABLE_MS, applyPatches, patchText, type SourcePatch } from '../../../src/node/gatsbyPatches';
import { removeTree, tempFolder } from '../../support/tempFolder';

const GATSBY = path.dirname(require.resolve('gatsby/package.json'));
const packageDir = (name: string): string => path.dirname(require.resolve(`${name}/package.json`));
const PATCH: SourcePatch = { package: 'gatsby', file: 'dist/a.js', find: 'const WAIT = 500;', replace: `const WAIT = 100; // ${MARK}` };

describe('gatsbyPatches', () => {
  let folder = '';
  beforeEach(() => {
    folder = tempFolder('fms-gatsby-patches-');
  });
  afterEach(() => removeTree(folder));

  it('replaces the exact text once, leaves a patched text alone, and names the file when the text is not there or is there twice', () => {
    expect(patchText('a;\nconst WAIT = 500;\nb;', PATCH, 'x.js')).toBe(`a;\nconst WAIT = 100; // ${MARK}\nb;`);
    expect(patchText(`const WAIT = 100; // ${MARK}`, PATCH, 'x.js')).toBeUndefined();
    expect(() => patchText('const WAIT = 250;', PATCH, '/pkg/x.js')).toThrow(/\/pkg\/x\.js: the text to patch .* is not there: "const WAIT = 500;"/);
    expect(() => patchText('const WAIT = 500;const WAIT = 500;', PATCH, 'x.js')).toThrow(/x\.js: .* there more than once/);
  });

  it('writes a new file in place of the old one, so a hard link to it (another copy of node_modules) keeps the old text', () => {
    const file = path.join(folder, 'pkg', PATCH.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'const WAIT = 500;\n');
    const other = path.join(folder, 'other-copy.js');
    fs.linkSync(file, other);
    expect(applyPatches(path.join(folder, 'pkg'), [PATCH])).toEqual([PATCH.file]);
    expect(fs.readFileSync(file, 'utf8')).toBe(`${PATCH.replace}\n`);
    expect(fs.readFileSync(other, 'utf8')).toBe('const WAIT = 500;\n');
    expect(applyPatches(path.join(folder, 'pkg'), [PATCH])).toEqual([]);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['a.js']);
  });

  it("applies to this Gatsby's text (and gatsby-source-filesystem's), and the install has applied it (package.json's postinstall)", () => {
    expect(new Set(GATSBY_PATCHES.map((patch) => patch.package))).toEqual(new Set(['gatsby', 'gatsby-source-filesystem']));
    for (const patch of GATSBY_PATCHES) {
      const installed = fs.readFileSync(path.join(packageDir(patch.package), patch.file), 'utf8');
      expect(installed).toContain(patch.replace);
      // The text before patching is this Gatsby's: the patch applies to it once, exactly.
      const original = installed.replace(patch.replace, patch.find);
      expect(patchText(original, patch, patch.file)).toBe(installed);
    }
  });

  it("makes develop's node batch wait 100 ms instead of 500 ms", () => {
    const waiting = fs.readFileSync(path.join(GATSBY, 'dist/state-machines/waiting/index.js'), 'utf8');
    expect(waiting).toContain(`const NODE_MUTATION_BATCH_TIMEOUT = ${NODE_MUTATION_BATCH_MS};`);
    // The constant is the batching state's only delay.
    expect(waiting).toMatch(/batchingNodeMutations: \{[^]*?after: \{\s*\/\/ Time's up\s*\[NODE_MUTATION_BATCH_TIMEOUT\]: `committingBatch`/);
  });

  it('builds the schema from the kept inference metadata once incremental inference has started, and skips a build in develop whose inputs did not change', () => {
    const buildSchema = GATSBY_PATCHES.find((patch) => patch.file === 'dist/services/build-schema.js');
    expect(buildSchema?.replace).toContain('fullMetadataBuild: !incremental');
    expect(buildSchema?.replace).toContain('if (inputs && !refresh && fmsSchemaUnchanged(inputs))');
    // What the patched service reads of Gatsby: the step its reducer names once incremental inference
    // has started, the hot reloader's test of changed fields, the data store's iteration.
    const reducer = fs.readFileSync(path.join(GATSBY, 'dist/redux/reducers/inference-metadata.js'), 'utf8');
    expect(reducer).toContain('StepsEnum["incrementalBuild"] = "incrementalBuild"');
    expect(reducer).toContain('step: StepsEnum.incrementalBuild');
    const inference = fs.readFileSync(path.join(GATSBY, 'dist/schema/infer/inference-metadata.js'), 'utf8');
    expect(inference).toContain('exports.haveEqualFields = haveEqualFields;');
    const datastore = fs.readFileSync(path.join(GATSBY, 'dist/datastore/lmdb/lmdb-datastore.js'), 'utf8');
    expect(datastore).toMatch(/function iterateNodes\(\)/);
  });

  it("makes gatsby-source-filesystem's watcher report a change once the write has finished, with the chokidar it loads", () => {
    const plugin = packageDir('gatsby-source-filesystem');
    const source = fs.readFileSync(path.join(plugin, 'gatsby-node.js'), 'utf8');
    // The only watcher of the plugin, with the option; no other awaitWriteFinish that would override it.
    expect(source.match(/chokidar\.watch\(/g)).toHaveLength(1);
    expect(source).toContain(`awaitWriteFinish: { stabilityThreshold: ${WRITE_STABLE_MS}, pollInterval: 10 },`);
    expect(source.match(/awaitWriteFinish/g)).toHaveLength(1);
    // The chokidar the plugin requires honours the option before its 50 ms throttle of change events.
    const chokidar = fs.readFileSync(require.resolve('chokidar', { paths: [plugin] }), 'utf8');
    const waits = chokidar.indexOf('this._awaitWriteFinish(path, awf.stabilityThreshold, event, awfEmit);');
    const throttles = chokidar.indexOf('this._throttle(EV_CHANGE, path, 50)');
    expect(waits).toBeGreaterThan(0);
    expect(throttles).toBeGreaterThan(waits);
  });

  it("makes Gatsby's browser entry require React DOM when it first renders, not while app.js is evaluated (decision 0026, seventh pass)", () => {
    const entry = fs.readFileSync(path.join(GATSBY, 'cache-dir/production-app.js'), 'utf8');
    // No call of reactDOMUtils() (which requires react-dom/client) at the entry's top level: only inside the renderers.
    const calls = [...entry.matchAll(/reactDOMUtils\(\)/g)].map((match) => entry.slice(entry.lastIndexOf('\n', match.index) + 1, entry.indexOf('\n', match.index)));
    expect(calls).toEqual(['const render = (...args) => reactDOMUtils().render(...args)', 'const hydrate = (...args) => reactDOMUtils().hydrate(...args)']);
    expect(entry).not.toMatch(/^import .*["'`]react-dom/m);
    // reactDOMUtils requires React DOM when called, and keeps its roots in a module-level map (a call per render is the same).
    const utils = fs.readFileSync(path.join(GATSBY, 'cache-dir/react-dom-utils.js'), 'utf8');
    expect(utils).toMatch(/^const map = new WeakMap\(\)\s+export function reactDOMUtils\(\) \{\s+const reactDomClient = require\(`react-dom\/client`\)/);
  });
});
