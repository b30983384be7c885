/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import {
  APIS_SETTLED_SOURCE,
  APIS_WAIT_MS,
  BUNDLE_FIRST_SOURCE,
  BUNDLE_TRACKER_SOURCE,
  BUNDLE_WAIT_MS,
  GATSBY_PATCHES,
  HOT_UPDATE_ASKED_MS,
  HOT_UPDATE_LIMIT_MS,
  HOT_UPDATE_QUIET_MS,
  HOT_UPDATES_SOURCE,
  KEEP_QUERY_WORKER_OPTION,
  KEEP_QUERY_WORKER_SOURCE,
  MARK,
  NODE_MUTATION_BATCH_MS,
  NODES_BEHIND_LIMIT_MS,
  NODES_BEHIND_SOURCE,
  SCHEMA_CHANGES_SOURCE,
  TYPEGEN_KEY_SOURCE,
  WRITE_STABLE_MS,
  applyPatches,
  patchText,
  type SourcePatch,
} from '../../../src/node/gatsbyPatches';
import { removeTree, tempFolder, writeTree } from '../../support/tempFolder';

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

  it('patches a file holding an earlier version of the replacement with the current one', () => {
    const patch: SourcePatch = { ...PATCH, previous: [`const WAIT = 200; // ${MARK}`] };
    expect(patchText(`a;\nconst WAIT = 200; // ${MARK}\nb;`, patch, 'x.js')).toBe(`a;\nconst WAIT = 100; // ${MARK}\nb;`);
    expect(patchText('const WAIT = 500;', patch, 'x.js')).toBe(`const WAIT = 100; // ${MARK}`);
    expect(patchText(`const WAIT = 100; // ${MARK}`, patch, 'x.js')).toBeUndefined();
    // The install as step 16 or step 19 patched it is patched again by this version (step 21).
    const buildSchema = GATSBY_PATCHES.find((candidate) => candidate.file === 'dist/services/build-schema.js');
    const stepSixteen = buildSchema?.previous?.find((text) => text.includes(`${MARK}, step 16:`)) ?? '';
    const stepNineteen = buildSchema?.previous?.find((text) => text.includes(`${MARK}, steps 16 and 19:`)) ?? '';
    // ... and as step 21 first patched it (session 18, before its race was fixed), the recompile service too.
    const stepTwentyOne = buildSchema?.previous?.find((text) => text.includes(`${MARK}, steps 16, 19 and 21:`)) ?? '';
    expect(stepTwentyOne).toContain('fmsBundleFirst');
    expect(stepTwentyOne).not.toContain('fmsFilesBehind');
    expect(buildSchema?.replace).toContain(`${MARK}, steps 16, 19 and 21 (its race fixed):`);
    for (const earlier of [stepSixteen, stepNineteen, stepTwentyOne]) {
      expect(earlier).not.toBe('');
      expect(patchText(`"use strict";\n${earlier}\n//# sourceMappingURL`, buildSchema!, 'build-schema.js')).toBe(
        `"use strict";\n${buildSchema!.replace}\n//# sourceMappingURL`,
      );
    }
    const recompile = GATSBY_PATCHES.find((candidate) => candidate.file === 'dist/services/recompile.js');
    const firstRecompile = recompile?.previous?.[0] ?? '';
    expect(firstRecompile).toContain('skipRecompile()');
    expect(firstRecompile).not.toContain('fmsRecompilePutOff');
    expect(patchText(`async function recompileDevBundle() {\n${firstRecompile}\n  });\n}`, recompile!, 'recompile.js')).toBe(
      `async function recompileDevBundle() {\n${recompile!.replace}\n  });\n}`,
    );
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

  it("makes develop's node batch wait 20 ms instead of 500 ms", () => {
    const waiting = fs.readFileSync(path.join(GATSBY, 'dist/state-machines/waiting/index.js'), 'utf8');
    expect(waiting).toContain(`const NODE_MUTATION_BATCH_TIMEOUT = ${NODE_MUTATION_BATCH_MS};`);
    // The constant is the batching state's only delay.
    expect(waiting).toMatch(/batchingNodeMutations: \{[^]*?after: \{\s*\/\/ Time's up\s*\[NODE_MUTATION_BATCH_TIMEOUT\]: `committingBatch`/);
  });

  it('builds the schema from the kept inference metadata once incremental inference has started, and skips a build in develop whose inputs did not change', () => {
    const buildSchema = GATSBY_PATCHES.find((patch) => patch.file === 'dist/services/build-schema.js');
    expect(buildSchema?.replace).toContain('fullMetadataBuild: !incremental');
    expect(buildSchema?.replace).toContain(SCHEMA_CHANGES_SOURCE);
    expect(buildSchema?.replace).toContain(
      'fmsSchemaChanges(inputs, fmsLastBuild, store.getState().schemaCustomization.composer, haveEqualFields, ObjectTypeComposer)',
    );
    expect(buildSchema?.replace).toMatch(/if \(changes\.length === 0\) \{\n\s*_reporter\.default\.verbose\([^\n]*\);\n\s*return;/);
    // The last build's schema composer, as Gatsby's store keeps it.
    const customization = fs.readFileSync(path.join(GATSBY, 'dist/redux/reducers/schema-customization.js'), 'utf8');
    expect(customization).toMatch(/case `SET_SCHEMA_COMPOSER`:\s*return \{\s*\.\.\.state,\s*composer: action\.payload/);
    // What the patched service reads of Gatsby: the step its reducer names once incremental inference
    // has started, the hot reloader's test of changed fields, the data store's iteration.
    const reducer = fs.readFileSync(path.join(GATSBY, 'dist/redux/reducers/inference-metadata.js'), 'utf8');
    expect(reducer).toContain('StepsEnum["incrementalBuild"] = "incrementalBuild"');
    expect(reducer).toContain('step: StepsEnum.incrementalBuild');
    const inference = fs.readFileSync(path.join(GATSBY, 'dist/schema/infer/inference-metadata.js'), 'utf8');
    expect(inference).toContain('exports.haveEqualFields = haveEqualFields;');
    expect(inference).toContain('exports.hasNodes = hasNodes;');
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

  describe("the schema build's inputs (fmsSchemaChanges, evaluated as Gatsby runs it)", () => {
    type Metadata = Record<string, unknown>;
    interface Inputs {
      customization: object;
      typeMap: Record<string, Metadata>;
      types: string[];
      children: string;
    }
    interface Composer {
      has(type: string): boolean;
      createObjectTC(config: object): {
        setExtension(name: string, value: unknown): void;
        setFieldExtension(field: string, name: string, value: unknown): void;
      };
    }
    const gatsbyRequire = (request: string): unknown => require(require.resolve(request, { paths: [GATSBY] }));
    const inference = gatsbyRequire('gatsby/dist/schema/infer/inference-metadata') as {
      addNode(metadata: Metadata, node: object): Metadata;
      deleteNode(metadata: Metadata, node: object): Metadata;
      haveEqualFields(a: Metadata, b?: Metadata): boolean;
      initialMetadata(state: object): Metadata;
    };
    const graphqlCompose = require(require.resolve('graphql-compose', { paths: [path.join(GATSBY, 'dist/services')] })) as {
      SchemaComposer: new () => Composer;
      ObjectTypeComposer: unknown;
    };
    const fmsSchemaChanges = new Function(`${SCHEMA_CHANGES_SOURCE}; return fmsSchemaChanges;`)() as (
      now: Inputs,
      last: Inputs | undefined,
      composer: Composer,
      haveEqualFields: typeof inference.haveEqualFields,
      objectTypeComposer: unknown,
    ) => { changes: string[]; ignored: string[] };
    const customization = {};
    const ignoredFields = new Set(['id', 'parent', 'children', 'internal']);
    const metadataOf = (...nodes: object[]): Metadata => {
      let metadata = inference.initialMetadata({ ignoredFields });
      for (const node of nodes) metadata = inference.addNode(metadata, node);
      return { ...metadata, dirty: false };
    };
    /** A copy of `last` (as the patch keeps it) with `node` replaced by `next` in `type`. */
    const edited = (last: Inputs, type: string, node: object, next: object): Inputs => {
      const typeMap = structuredClone(last.typeMap);
      typeMap[type] = inference.addNode(inference.deleteNode(typeMap[type], node), next);
      return { ...last, typeMap };
    };
    const changesOf = (now: Inputs, last: Inputs | undefined, composer: Composer) =>
      fmsSchemaChanges(now, last, composer, inference.haveEqualFields, graphqlCompose.ObjectTypeComposer);

    // The types as Gatsby's schema builder leaves them in its composer: defined ones with `createdFrom`
    // "sdl" and `infer: false` for @dontInfer, inferred fields and types with `createdFrom` "inference".
    function composerAfterBuild(): Composer {
      const composer = new graphqlCompose.SchemaComposer();
      composer.createObjectTC({ name: 'LocalSearchSite', fields: { name: 'String!', store: 'JSON!' } }).setExtension('createdFrom', 'sdl');
      const page = composer.createObjectTC({ name: 'SitePage', fields: { path: 'String!' } });
      page.setExtension('createdFrom', 'sdl');
      page.setExtension('infer', false);
      composer.createObjectTC({ name: 'MdxFrontmatter', fields: { title: 'String' } }).setExtension('createdFrom', 'sdl');
      const mdx = composer.createObjectTC({ name: 'Mdx', fields: { frontmatter: 'MdxFrontmatter', body: 'String' } });
      mdx.setExtension('createdFrom', 'sdl');
      mdx.setFieldExtension('body', 'createdFrom', 'inference');
      const api = composer.createObjectTC({ name: 'ApiTag', fields: { name: 'String' } });
      api.setExtension('createdFrom', 'inference');
      api.setFieldExtension('name', 'createdFrom', 'inference');
      return composer;
    }
    const search = { id: 's', internal: { type: 'LocalSearchSite' }, name: 'site', store: { '/a': { title: 'A' } } };
    const page = { id: 'p', internal: { type: 'SitePage' }, path: '/a', context: { id: 'x' } };
    const mdx = { id: 'm', internal: { type: 'Mdx' }, body: 'text', frontmatter: { title: 'A' } };
    const tag = { id: 't', internal: { type: 'ApiTag' }, name: 'Tag' };
    const last: Inputs = {
      customization,
      typeMap: { LocalSearchSite: metadataOf(search), SitePage: metadataOf(page), Mdx: metadataOf(mdx), ApiTag: metadataOf(tag) },
      types: ['ApiTag', 'LocalSearchSite', 'Mdx', 'SitePage'],
      children: '',
    };

    it("Gatsby's schema builder marks types and fields as the comparison reads them", () => {
      const read = (file: string): string => fs.readFileSync(path.join(GATSBY, 'dist/schema', file), 'utf8');
      expect(read('schema.js')).toContain('extensions[`infer`] = name === `infer`;');
      expect(read('schema.js')).toContain('const createdFrom = `sdl`;');
      expect(read('infer/add-inferred-fields.js')).toContain('typeComposer.setFieldExtension(key, `createdFrom`, `inference`);');
      expect(read('infer/add-inferred-fields.js')).toContain('if (!(fieldTypeComposer instanceof ObjectTypeComposer)) return null;');
      expect(read('infer/index.js')).toContain('typeComposer.setExtension(`createdFrom`, `inference`);');
      expect(read('infer/index.js')).toContain('const runInfer = typeComposer.hasExtension(`infer`) ? typeComposer.getExtension(`infer`) : true;');
    });

    it('ignores a new key of a field defined as a scalar (the search store) and any change of a @dontInfer type (SitePage)', () => {
      const composer = composerAfterBuild();
      const searchEdit = edited(last, 'LocalSearchSite', search, { ...search, store: { ...search.store, '/b': { title: 'B' } } });
      expect(searchEdit.typeMap.LocalSearchSite.dirty).toBe(true);
      expect(inference.haveEqualFields(searchEdit.typeMap.LocalSearchSite, last.typeMap.LocalSearchSite)).toBe(false);
      expect(changesOf(searchEdit, last, composer)).toEqual({ changes: [], ignored: ['LocalSearchSite: store'] });
      const pageEdit = edited(last, 'SitePage', page, { ...page, context: { id: 'x', slug: 'a' }, mode: 'SSG' });
      expect(changesOf(pageEdit, last, composer)).toEqual({ changes: [], ignored: ['SitePage: context, mode'] });
    });

    it('counts a change of inferred fields the schema is made from: an inferred field, a new field, a field of an object type, a type made by inference', () => {
      const composer = composerAfterBuild();
      expect(changesOf(edited(last, 'Mdx', mdx, { ...mdx, body: 1 }), last, composer).changes).toEqual(['inferred fields of Mdx: body']);
      expect(changesOf(edited(last, 'Mdx', mdx, { ...mdx, excerpt: 'x' }), last, composer).changes).toEqual(['inferred fields of Mdx: excerpt']);
      expect(changesOf(edited(last, 'Mdx', mdx, { ...mdx, frontmatter: { title: 'A', draft: true } }), last, composer).changes).toEqual([
        'inferred fields of Mdx: frontmatter',
      ]);
      expect(changesOf(edited(last, 'LocalSearchSite', search, { ...search, 'a-b': 1 }), last, composer).changes).toEqual([
        'inferred fields of LocalSearchSite: a-b',
      ]);
      expect(changesOf(edited(last, 'ApiTag', tag, { ...tag, name: ['Tag'] }), last, composer).changes).toEqual(['inferred fields of ApiTag: name']);
      // The same fields with other values: nothing to build.
      expect(changesOf(edited(last, 'Mdx', mdx, { ...mdx, body: 'other', frontmatter: { title: 'B' } }), last, composer)).toEqual({ changes: [], ignored: [] });
    });

    it('counts a type made by inference gaining or losing its nodes, not a defined one; and the customization, the parent-child pairs, a first build', () => {
      const composer = composerAfterBuild();
      const before: Inputs = { ...last, types: ['ApiTag', 'Mdx'] };
      expect(changesOf(last, before, composer)).toEqual({ changes: [], ignored: ['LocalSearchSite: has nodes or not', 'SitePage: has nodes or not'] });
      expect(changesOf({ ...last, types: ['LocalSearchSite', 'Mdx', 'SitePage'] }, last, composer).changes).toEqual(['node type ApiTag has no nodes']);
      expect(changesOf({ ...last, types: [...last.types, 'Author'] }, last, composer).changes).toEqual(['node type Author has nodes']);
      expect(changesOf({ ...last, customization: {} }, last, composer).changes).toEqual(['schema customization']);
      expect(changesOf({ ...last, children: 'File>Mdx' }, last, composer).changes).toEqual(['parent and child node types']);
      expect(changesOf(last, undefined, composer).changes).toEqual(['no schema built yet']);
      expect(changesOf(last, last, composer)).toEqual({ changes: [], ignored: [] });
    });
  });

  describe('a schema build after an edit waits for the node APIs still running (fmsApisSettled)', () => {
    const settledWith = (emitter: EventEmitter) =>
      new Function('require', `${APIS_SETTLED_SOURCE}; return fmsApisSettled;`)(() => ({ emitter })) as (ms: number) => Promise<boolean>;

    it('resolves at once when no API runs, once the queue is empty when one does, and false at the limit', async () => {
      const emitter = new EventEmitter();
      const settled = settledWith(emitter);
      await expect(settled(1000)).resolves.toBe(true);
      emitter.emit('API_RUNNING_START');
      let result: boolean | undefined;
      const waiting = settled(5000).then((value) => (result = value));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(result).toBeUndefined();
      emitter.emit('API_RUNNING_QUEUE_EMPTY');
      await expect(waiting).resolves.toBe(true);
      // An API that started again before the next turn: still waiting.
      emitter.emit('API_RUNNING_START');
      await expect(settled(100)).resolves.toBe(false);
      expect(emitter.listenerCount('API_RUNNING_QUEUE_EMPTY')).toBe(1);
    });

    it('is what the patched service awaits before reading its inputs, on the events this Gatsby emits', () => {
      const buildSchema = GATSBY_PATCHES.find((patch) => patch.file === 'dist/services/build-schema.js')?.replace ?? '';
      expect(buildSchema).toContain(APIS_SETTLED_SOURCE);
      expect(APIS_SETTLED_SOURCE).toContain(`const FMS_APIS_WAIT_MS = ${APIS_WAIT_MS};`);
      const waits = buildSchema.indexOf('await fmsApisSettled(FMS_APIS_WAIT_MS)');
      expect(waits).toBeGreaterThan(0);
      expect(buildSchema.indexOf('fmsSchemaInputs() : undefined', waits)).toBeGreaterThan(waits);
      expect(buildSchema).toContain('if (inputs && !refresh && settled) {');
      const runner = fs.readFileSync(path.join(GATSBY, 'dist/utils/api-runner-node.js'), 'utf8');
      expect(runner).toMatch(/if \(apisRunningById\.size === 0\) \{\s*emitter\.emit\(`API_RUNNING_START`\);/);
      expect(runner).toMatch(/if \(apisRunningById\.size === 0\) \{\s*emitter\.emit\(`API_RUNNING_QUEUE_EMPTY`\);/);
      // Gatsby's mutation batch does not wait for the onCreateNode a changed node runs: callRealApi returns nothing.
      const batch = fs.readFileSync(path.join(GATSBY, 'dist/utils/call-deferred-api.js'), 'utf8');
      expect(batch).toContain('const result = store.dispatch(action);');
      expect(batch).not.toMatch(/return result/);
    });
  });

  describe('gatsby build renders the HTML in the worker that ran the queries, for a site that asks (decision 0024, seventh step)', () => {
    const keepsQueryWorker = new Function('require', `return ${KEEP_QUERY_WORKER_SOURCE};`)(require) as (siteRoot: string) => boolean;

    it("reads the option from the site's package.json: only true asks; no file, another value or a file that does not read is Gatsby's restart", () => {
      const site = (packageJson?: string): string =>
        writeTree(packageJson === undefined ? {} : { 'package.json': packageJson }, path.join(folder, String(Math.random())));
      expect(keepsQueryWorker(site(JSON.stringify({ fms: { [KEEP_QUERY_WORKER_OPTION]: true } })))).toBe(true);
      expect(keepsQueryWorker(site(JSON.stringify({ fms: { [KEEP_QUERY_WORKER_OPTION]: 'yes' } })))).toBe(false);
      expect(keepsQueryWorker(site(JSON.stringify({ name: 'x' })))).toBe(false);
      expect(keepsQueryWorker(site('{"fms":'))).toBe(false);
      expect(keepsQueryWorker(site())).toBe(false);
      // This site asks.
      expect(keepsQueryWorker(path.resolve(__dirname, '../../..'))).toBe(true);
    });

    it("is the installed build's only restart, and rendering a page in a worker reads nothing of the worker's store", () => {
      const build = fs.readFileSync(path.join(GATSBY, 'dist/commands/build.js'), 'utf8');
      expect(build).toContain(`waitForWorkerPoolRestart = (${KEEP_QUERY_WORKER_SOURCE})(program.directory) ? Promise.resolve() : workerPool.restart();`);
      expect(build.match(/\.restart\(\)/g)).toHaveLength(1);
      // The worker saved its query state for the merge before (saveQueriesDependencies), whether it is restarted or not.
      const pool = fs.readFileSync(path.join(GATSBY, 'dist/utils/worker/pool.js'), 'utf8');
      expect(pool).toContain('await Promise.all(pool.all.saveQueriesDependencies());');
      const queries = fs.readFileSync(path.join(GATSBY, 'dist/utils/worker/child/queries.js'), 'utf8');
      expect(queries).toContain('savePartialStateToDisk)([`queries`, `telemetry`], process.env.GATSBY_WORKER_ID');
      // The renderer takes its inputs from its arguments and public/: no redux store in it.
      const render = fs.readFileSync(path.join(GATSBY, 'dist/utils/worker/child/render-html.js'), 'utf8');
      expect(render).not.toMatch(/redux|getState\(/);
      expect(render).toContain('const pageData = await (0, _pageData2.readPageData)(publicDir, pagePath);');
    });
  });

  describe("an MDX edit's bundle is compiled before createPages and the queries (step 21)", () => {
    const installed = (file: string): string => fs.readFileSync(path.join(GATSBY, file), 'utf8');
    const bundleFirst = new Function(`${BUNDLE_FIRST_SOURCE}; return fmsBundleFirst;`)() as (
      watching: { resume(): void; suspend(): void } | undefined,
      pending: boolean,
      emitter: EventEmitter,
      ms: number,
    ) => Promise<boolean>;
    /** A watcher as webpack's: resume() starts a compilation (here: its COMPILATION_DONE on the next turn) unless suspended again first is only a flag. */
    const watcher = (emitter: EventEmitter, compile = true) => {
      const calls: string[] = [];
      return {
        calls,
        resume() {
          calls.push('resume');
          if (compile) setImmediate(() => emitter.emit('COMPILATION_DONE', { hash: 'h' }));
        },
        suspend() {
          calls.push('suspend');
        },
      };
    };

    it("compiles, as Gatsby's recompile service does, only when a source file changed, and resolves at the compilation's end or the limit", async () => {
      const emitter = new EventEmitter();
      const watching = watcher(emitter);
      await expect(bundleFirst(watching, false, emitter, 1000)).resolves.toBe(false);
      await expect(bundleFirst(undefined, true, emitter, 1000)).resolves.toBe(false);
      expect(watching.calls).toEqual([]);
      await expect(bundleFirst(watching, true, emitter, 1000)).resolves.toBe(true);
      // Resumed once, then suspended again at once: Gatsby's own recompilation later resumes it as before.
      expect(watching.calls).toEqual(['resume', 'suspend']);
      expect(emitter.listenerCount('COMPILATION_DONE')).toBe(0);
      // A compilation that does not end: false at the limit, its listener removed.
      await expect(bundleFirst(watcher(emitter, false), true, emitter, 50)).resolves.toBe(false);
      expect(emitter.listenerCount('COMPILATION_DONE')).toBe(0);
      expect(BUNDLE_FIRST_SOURCE).toContain(`const FMS_BUNDLE_WAIT_MS = ${BUNDLE_WAIT_MS};`);
    });

    it("runs in the patched schema build after the edit's node APIs have settled and before the schema's inputs are read, with the watcher and status this Gatsby has", () => {
      const buildSchema = installed('dist/services/build-schema.js');
      expect(buildSchema).toContain(BUNDLE_FIRST_SOURCE);
      const settled = buildSchema.indexOf('await fmsApisSettled(FMS_APIS_WAIT_MS)');
      const first = buildSchema.indexOf('if (develop && !refresh && settled) {', settled);
      const compiles = buildSchema.indexOf(
        'await fmsBundleFirst(fmsWebpackWatching, webpackStatus.isWebpackStatusPending(), require("../redux").emitter, FMS_BUNDLE_WAIT_MS)',
        first,
      );
      const asked = buildSchema.indexOf(`fmsHotUpdates.served(compiled, ${HOT_UPDATE_ASKED_MS}, ${HOT_UPDATE_QUIET_MS}, ${HOT_UPDATE_LIMIT_MS})`, compiles);
      const inputs = buildSchema.indexOf('const inputs = develop ? fmsSchemaInputs() : undefined;', asked);
      expect([settled, first, compiles, asked, inputs].every((at, i, all) => at > 0 && (i === 0 || at > all[i - 1]))).toBe(true);
      // The watcher Gatsby's develop server gets, kept where the schema build finds it, and the tracker on its compiler.
      const start = installed('dist/services/start-webpack-server.js');
      expect(start).toMatch(
        /\} = await \(0, _startServer\.startServer\)\(program, app, workerPool\);\n[^\n]*\n\s*exports\.fmsWebpackWatching = webpackWatching;\n\s*exports\.fmsBundle = \(/,
      );
      expect(start).toContain(BUNDLE_TRACKER_SOURCE);
      // Gatsby marks its webpack status pending at a change outside a compilation, done at each compilation's end.
      expect(start).toMatch(
        /compiler\.hooks\.invalid\.tap\(`log compiling`, function \(\) \{\s*if \(!webpackActivity\) \{[^]*?markWebpackStatusAsPending\)\(\);/,
      );
      expect(start).toMatch(/\(0, _webpackStatus\.markWebpackStatusAsDone\)\(\);\s*done\(\);\s*_redux\.emitter\.emit\(`COMPILATION_DONE`, stats\);/);
      // Gatsby's recompile service compiles the same way: resume, suspend again, wait for COMPILATION_DONE.
      const recompile = installed('dist/services/recompile.js');
      expect(recompile).toMatch(
        /_redux\.emitter\.on\(`COMPILATION_DONE`, finish\);\s*webpackWatching\.resume\(\);\s*\/\/[^\n]*\n\s*webpackWatching\.suspend\(\);/,
      );
      // webpack's resume() starts a compilation of what the watcher collected while suspended.
      const watching = fs.readFileSync(require.resolve('webpack/lib/Watching.js', { paths: [GATSBY] }), 'utf8');
      expect(watching).toMatch(/resume\(\) \{\s*if \(this\.suspended\) \{\s*this\.suspended = false;\s*this\._invalidate\(\);/);
      expect(watching).toMatch(
        /if \(this\.suspended \|\| \(this\._isBlocked\(\) && \(this\.blocked = true\)\)\) \{\s*this\._mergeWithCollected\(changedFiles, removedFiles\);\s*return;/,
      );
      // The MDX page's module is compiled from the Mdx node (the edit's node APIs make it), not from the file.
      const loader = fs.readFileSync(require.resolve('gatsby-plugin-mdx/dist/gatsby-mdx-loader.js'), 'utf8');
      expect(loader).toMatch(/const mdxNode = getNode\(mdxNodeId\);[^]*source: mdxNode\.body/);
    });

    describe('the tracker of what webpack compiled (fmsBundleTracker)', () => {
      const { SyncHook, AsyncSeriesHook } = require(require.resolve('tapable', { paths: [GATSBY] })) as typeof import('tapable');
      const compilerLike = () => ({
        hooks: {
          invalid: new SyncHook<[string | null, number]>(['file', 'time']),
          watchRun: new AsyncSeriesHook<[unknown]>(['compiler']),
          done: new AsyncSeriesHook<[unknown]>(['stats']),
        },
      });
      const track = new Function(`return ${BUNDLE_TRACKER_SOURCE};`)() as (compiler: ReturnType<typeof compilerLike>) => {
        compiledFirst(): void;
        skipRecompile(): boolean;
      };
      const run = async (compiler: ReturnType<typeof compilerLike>, during?: () => void) => {
        await compiler.hooks.watchRun.promise(compiler);
        during?.();
        await compiler.hooks.done.promise({});
      };

      it('skips the recompilation after the bundle-first one only when nothing was invalidated since that one started, once', async () => {
        const compiler = compilerLike();
        const tracker = track(compiler);
        compiler.hooks.invalid.call('/site/a.mdx', 1);
        await run(compiler);
        // Not marked: Gatsby compiles as before.
        expect(tracker.skipRecompile()).toBe(false);
        compiler.hooks.invalid.call('/site/a.mdx', 2);
        await run(compiler);
        tracker.compiledFirst();
        expect(tracker.skipRecompile()).toBe(true);
        // The mark is used once.
        expect(tracker.skipRecompile()).toBe(false);
      });

      it('compiles again when a file changed after the bundle-first compilation, or while it ran', async () => {
        const compiler = compilerLike();
        const tracker = track(compiler);
        compiler.hooks.invalid.call('/site/a.mdx', 1);
        await run(compiler);
        tracker.compiledFirst();
        // createPages wrote .cache/async-requires.js (a new page's component).
        compiler.hooks.invalid.call('/site/.cache/async-requires.js', 2);
        expect(tracker.skipRecompile()).toBe(false);
        compiler.hooks.invalid.call('/site/a.mdx', 3);
        await run(compiler, () => compiler.hooks.invalid.call('/site/b.mdx', 4));
        tracker.compiledFirst();
        expect(tracker.skipRecompile()).toBe(false);
      });

      it("is what the patched recompile service asks before it resumes webpack's watcher", () => {
        const recompile = installed('dist/services/recompile.js');
        const asks = recompile.indexOf('if (fmsBundle && fmsBundle.skipRecompile()) {');
        expect(asks).toBeGreaterThan(0);
        expect(recompile.indexOf('return undefined;', asks)).toBeLessThan(recompile.indexOf('webpackWatching.resume();', asks));
        // The recompile's result is not read: the develop machine goes on to "waiting" whatever it returns.
        const machine = installed('dist/state-machines/develop/index.js');
        expect(machine).toMatch(/recompiling: \{[^]*?invoke: \{\s*src: `recompile`,\s*onDone: \{\s*target: `waiting`\s*\}/);
        // webpack lets the invalid hook report again once a compilation starts.
        const watching = fs.readFileSync(require.resolve('webpack/lib/Watching.js', { paths: [GATSBY] }), 'utf8');
        expect(watching).toMatch(/this\.invalid = false;\s*this\._invalidReported = false;\s*this\.compiler\.hooks\.watchRun\.callAsync/);
      });
    });

    describe('a compilation is not made from a node older than its file (step 21, race fixed: NODES_BEHIND_SOURCE)', () => {
      type FileNode = { id: string; absolutePath: string; mtimeMs: number; internal: { type: string; contentDigest: string } };
      const evaluated = new Function('exports', `${NODES_BEHIND_SOURCE}; return { fmsNodesBehind, fmsPutOff, FMS_NODES_BEHIND_LIMIT_MS };`)({}) as {
        fmsNodesBehind(
          mdxNodes: Iterable<{ parent?: string }>,
          getNode: (id: string) => FileNode | undefined,
          fs: { statSync(file: string): { mtimeMs: number; ino: number }; readFileSync(file: string): Buffer },
          md5: (content: Buffer) => string,
        ): string[];
        fmsPutOff(deferral: { since?: number }, behind: string[], invalid: (file: string, time: number) => void, limit: number, now: number): boolean;
        FMS_NODES_BEHIND_LIMIT_MS: number;
      };
      const md5 = (content: Buffer): string => require('node:crypto').createHash('md5').update(content).digest('hex');
      const fileNode = (absolutePath: string, digest = md5(fs.readFileSync(absolutePath))): FileNode => ({
        id: `file ${absolutePath}`,
        absolutePath,
        mtimeMs: fs.statSync(absolutePath).mtimeMs,
        internal: { type: 'File', contentDigest: digest },
      });

      it('lists an MDX file saved since its File node was made (a node update on its way), not one only touched, not one that cannot be read', () => {
        const page = path.join(folder, 'page.mdx');
        const other = path.join(folder, 'other.mdx');
        fs.writeFileSync(page, '# Old\n');
        fs.writeFileSync(other, '# Other\n');
        const nodes = new Map([page, other].map((file) => [`file ${file}`, fileNode(file)]));
        const mdx = [{ parent: `file ${page}` }, { parent: `file ${other}` }, {}];
        const behind = () => evaluated.fmsNodesBehind(mdx, (id) => nodes.get(id), fs, md5);
        expect(behind()).toEqual([]);
        // Saved with a new text (and a new modification time): the node is the old text's.
        fs.writeFileSync(page, '# New, broken ```mermaid\n');
        fs.utimesSync(page, new Date(), new Date(Date.now() + 5000));
        expect(behind()).toEqual([page]);
        // Its node made again from the file: not behind.
        nodes.set(`file ${page}`, fileNode(page));
        expect(behind()).toEqual([]);
        // Touched, the same text: Gatsby keeps the node (the same digest), which is not behind.
        fs.utimesSync(other, new Date(), new Date(Date.now() + 10000));
        expect(behind()).toEqual([]);
        // With gatsby-source-filesystem's fastHash, the digest is the modification time and inode.
        const stats = fs.statSync(other);
        nodes.set(`file ${other}`, { ...fileNode(other, `${stats.mtimeMs}${stats.ino}`), mtimeMs: 1 });
        expect(behind()).toEqual([]);
        // Deleted: left to Gatsby (the node is deleted).
        fs.rmSync(page);
        nodes.set(`file ${page}`, { ...fileNode(other), absolutePath: page, mtimeMs: 1 });
        expect(behind()).toEqual([]);
      });

      it('puts a compilation off while a file is behind, telling webpack the file changed, and compiles at the limit or once none is', () => {
        const invalid: [string, number][] = [];
        const deferral: { since?: number } = {};
        const putOff = (behind: string[], now: number) => evaluated.fmsPutOff(deferral, behind, (file, time) => invalid.push([file, time]), 1000, now);
        expect(putOff([], 0)).toBe(false);
        expect(invalid).toEqual([]);
        expect(putOff(['/site/a.mdx'], 10)).toBe(true);
        expect(putOff(['/site/a.mdx'], 500)).toBe(true);
        expect(invalid).toEqual([
          ['/site/a.mdx', 10],
          ['/site/a.mdx', 500],
        ]);
        // At the limit since the first put-off: compiled anyway, and a later put-off counts afresh.
        expect(putOff(['/site/a.mdx'], 1010)).toBe(false);
        expect(putOff(['/site/a.mdx'], 1020)).toBe(true);
        expect(putOff([], 1030)).toBe(false);
        expect(deferral.since).toBeUndefined();
        expect(evaluated.FMS_NODES_BEHIND_LIMIT_MS).toBe(NODES_BEHIND_LIMIT_MS);
      });

      it("is asked by the patched recompile service before it resumes webpack's watcher, and by the schema build before it compiles the bundle first", () => {
        const recompile = installed('dist/services/recompile.js');
        const skip = recompile.indexOf('if (fmsBundle && fmsBundle.skipRecompile()) {');
        const putOff = recompile.indexOf(
          'if (require("./build-schema").fmsRecompilePutOff(fmsBehind, (file, time) => webpackWatching.compiler.hooks.invalid.call(file, time))) {',
          skip,
        );
        const resumes = recompile.indexOf('webpackWatching.resume();', putOff);
        expect([skip, putOff, resumes].every((at, i, all) => at > 0 && (i === 0 || at > all[i - 1]))).toBe(true);
        expect(recompile.indexOf('return undefined;', putOff)).toBeLessThan(resumes);
        const buildSchema = installed('dist/services/build-schema.js');
        expect(buildSchema).toContain(NODES_BEHIND_SOURCE);
        const asks = buildSchema.indexOf('const behind = webpackStatus.isWebpackStatusPending() ? exports.fmsFilesBehind() : [];');
        // With no file behind, a put-off compilation is over (the next put-off counts its limit afresh).
        const over = buildSchema.indexOf('if (behind.length === 0) fmsDeferral.since = undefined;', asks);
        const compiles = buildSchema.indexOf('else if (await fmsBundleFirst(', over);
        expect([asks, over, compiles].every((at, i, all) => at > 0 && (i === 0 || at > all[i - 1]))).toBe(true);
        // What it relies on: in "recompiling" Gatsby queues a node mutation (the edit's File node) for its next batch; the
        // invalid hook sends the machine SOURCE_FILE_CHANGED (its files dirty again), and from "waiting" a dirty machine
        // aggregates file changes, a node mutation starting the edit's cycle.
        const machine = installed('dist/state-machines/develop/index.js');
        expect(machine).toMatch(
          /\/\/ These are deferred node mutations, mainly `createNode`\n\s*ADD_NODE_MUTATION: \{\s*actions: `addNodeMutation`\s*\},\s*\/\/[^\n]*\n\s*SOURCE_FILE_CHANGED: \{\s*actions: `markSourceFilesDirty`/,
        );
        expect(machine).toMatch(/recompiling: \{[^]*?entry: \[`setRecompiledFiles`, `markSourceFilesClean`\],\s*invoke: \{\s*src: `recompile`/);
        const waiting = installed('dist/state-machines/waiting/index.js');
        expect(waiting).toMatch(/target: `aggregatingFileChanges`,\s*cond: \(\{\s*sourceFilesDirty\s*\}\) => Boolean\(sourceFilesDirty\)/);
        const listener = installed('dist/services/listen-to-webpack.js');
        expect(listener).toMatch(/compiler\.hooks\.invalid\.tap\(`file invalidation`, file => \{[^]*?type: `SOURCE_FILE_CHANGED`/);
        // gatsby-source-filesystem's File node: the file's modification time, and a digest of its content (or time and inode).
        const fileNode = fs.readFileSync(path.join(packageDir('gatsby-source-filesystem'), 'create-file-node.js'), 'utf8');
        expect(fileNode).toContain('const key = stats.mtimeMs.toString() + stats.ino.toString();');
        expect(fileNode).toContain('contentDigest = await md5File(slashedFile.absolutePath);');
        expect(fileNode).toContain('mtimeMs: stats.mtimeMs,');
      });
    });

    describe("the browsers' hot-update requests (fmsHotUpdates)", () => {
      type Tracker = {
        middleware(req: { path: string }, res: EventEmitter, next: () => void): void;
        served(since: number, asked: number, quiet: number, limit: number): Promise<string>;
      };
      const tracker = () => new Function(`${HOT_UPDATES_SOURCE}; return fmsHotUpdates;`)() as Tracker;
      const request = (hot: Tracker, file: string) => {
        const res = new EventEmitter();
        let passed = false;
        hot.middleware({ path: file }, res, () => (passed = true));
        expect(passed).toBe(true);
        return res;
      };
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

      it('resolves once the update asked for after the compilation has been answered, "none" when no browser asks, and at the limit', async () => {
        let hot = tracker();
        // Nothing asked: "none" after the time a browser has to ask.
        await expect(hot.served(Date.now(), 30, 10, 1000)).resolves.toBe('none');
        const since = Date.now();
        const waiting = hot.served(since, 200, 20, 2000);
        await sleep(5);
        const json = request(hot, '/commons.abc.hot-update.json');
        // Other requests are not counted.
        request(hot, '/page-data/docs/intro/page-data.json');
        await sleep(30);
        json.emit('finish');
        const script = request(hot, '/component---page.abc.hot-update.js');
        let result: string | undefined;
        void waiting.then((value) => (result = value));
        await sleep(40);
        expect(result).toBeUndefined();
        script.emit('close');
        await expect(waiting).resolves.toBe('served');
        // A request still running at the limit.
        hot = tracker();
        const limitSince = Date.now();
        request(hot, '/commons.abc.hot-update.js');
        await expect(hot.served(limitSince, 20, 10, 60)).resolves.toBe('limit');
      });

      it('is mounted in front of webpack-dev-middleware, which answers the hot updates, and what the schema build awaits', () => {
        const server = installed('dist/utils/start-server.js');
        expect(server).toContain(HOT_UPDATES_SOURCE);
        expect(server).toMatch(/\n\s*app\.use\(exports\.fmsHotUpdates\.middleware\);\n\s*app\.use\(webpackDevMiddlewareInstance\);/);
        expect(server.match(/app\.use\(webpackDevMiddlewareInstance\)/g)).toHaveLength(1);
        expect(HOT_UPDATE_ASKED_MS).toBeLessThan(HOT_UPDATE_LIMIT_MS);
        expect(HOT_UPDATE_QUIET_MS).toBeLessThan(HOT_UPDATE_ASKED_MS);
      });
    });
  });

  describe("the queries' TypeScript types are not written again from the same schema and queries (step 20)", () => {
    interface Definition {
      name: string;
      def: unknown;
      text: string;
      hash: number;
      filePath: string;
      printedAst: string | null;
      isFragment: boolean;
      isStaticQuery: boolean;
      isHook: boolean;
      isConfigQuery: boolean;
    }
    const gatsbyRequire = (request: string): unknown => require(require.resolve(request, { paths: [GATSBY] }));
    const graphql = gatsbyRequire('graphql') as typeof import('graphql');
    // The installed (patched) writer, as develop loads it.
    const codegen = gatsbyRequire('gatsby/dist/utils/graphql-typegen/ts-codegen') as {
      writeTypeScriptTypes(directory: string, schema: unknown, definitions: Map<string, Definition>, options: object): Promise<void>;
    };
    const schemaOf = () => graphql.buildSchema('type Query { page(slug: String): Page }\ntype Page { title: String, slug: String }');
    /** Gatsby's definitions after extracting `text` from `filePath` (what its query compiler keeps of a page query). */
    const definitionsOf = (text: string, filePath: string): Map<string, Definition> => {
      const def = graphql.parse(text).definitions[0] as { name: { value: string } };
      return new Map([
        [
          def.name.value,
          {
            name: def.name.value,
            def,
            text,
            hash: text.length,
            filePath,
            printedAst: null,
            isFragment: false,
            isStaticQuery: false,
            isHook: false,
            isConfigQuery: false,
          },
        ],
      ]);
    };
    const QUERY = 'query DocPage($slug: String) { page(slug: $slug) { title } }';

    it('skips a write whose schema object and kept definitions are those of the last write, in whichever template copy', async () => {
      const options = { typesOutputPath: 'types.d.ts', documentSearchPaths: [path.join(folder, 'no-gatsby-node.ts')] };
      const typesFile = path.join(folder, 'types.d.ts');
      const written = () => fs.existsSync(typesFile) && fs.rmSync(typesFile) === undefined;
      const schema = schemaOf();
      await codegen.writeTypeScriptTypes(folder, schema, definitionsOf(QUERY, '/site/src/templates/DocPage.tsx?__contentFilePath=/site/a.mdx'), options);
      expect(fs.readFileSync(typesFile, 'utf8')).toContain('type DocPageQuery');
      expect(written()).toBe(true);
      // The same query found in another MDX file's copy of the template: nothing to write.
      await codegen.writeTypeScriptTypes(folder, schema, definitionsOf(QUERY, '/site/src/templates/DocPage.tsx?__contentFilePath=/site/b.mdx'), options);
      expect(written()).toBe(false);
      // A changed query, a new schema, other options: written.
      const changed = QUERY.replace('title }', 'title slug }');
      await codegen.writeTypeScriptTypes(folder, schema, definitionsOf(changed, '/site/src/templates/DocPage.tsx'), options);
      expect(written()).toBe(true);
      const newSchema = schemaOf();
      await codegen.writeTypeScriptTypes(folder, newSchema, definitionsOf(changed, '/site/src/templates/DocPage.tsx'), options);
      expect(written()).toBe(true);
      await codegen.writeTypeScriptTypes(folder, newSchema, definitionsOf(changed, '/site/src/templates/DocPage.tsx'), options);
      expect(written()).toBe(false);
      const otherOptions = { ...options, documentSearchPaths: [path.join(folder, 'other-gatsby-node.ts')] };
      await codegen.writeTypeScriptTypes(folder, newSchema, definitionsOf(changed, '/site/src/templates/DocPage.tsx'), otherOptions);
      expect(written()).toBe(true);
    });

    it('keys on what the writer reads of the definitions: the ones its filter keeps (third-party queries left out)', () => {
      const utils = gatsbyRequire('gatsby/dist/utils/graphql-typegen/utils');
      const key = new Function('_utils', `${TYPEGEN_KEY_SOURCE}; return fmsTypegenKey;`)(utils) as (
        directory: string,
        definitions: Map<string, Definition>,
        options: object,
      ) => string;
      const ours = definitionsOf(QUERY, '/site/src/templates/DocPage.tsx');
      const withThirdParty = new Map([...ours, ...definitionsOf('query PluginQuery { page { slug } }', '/site/node_modules/plugin/page.js')]);
      expect(key('/site', withThirdParty, {})).toBe(key('/site', ours, {}));
      expect(key('/site', definitionsOf(QUERY.replace('title', 'slug'), '/site/src/templates/DocPage.tsx'), {})).not.toBe(key('/site', ours, {}));
      // The writer's text, patched: it is the function both of develop's writers (at start, after each extraction) call.
      const source = fs.readFileSync(path.join(GATSBY, 'dist/utils/graphql-typegen/ts-codegen.js'), 'utf8');
      expect(source).toContain(TYPEGEN_KEY_SOURCE);
      expect(source).toContain('const documents = [...(0, _utils.filterTargetDefinitions)(definitions).values()]');
      for (const caller of ['dist/services/graphql-typegen.js', 'dist/state-machines/develop/actions.js']) {
        expect(fs.readFileSync(path.join(GATSBY, caller), 'utf8')).toContain(
          'await (0, _tsCodegen.writeTypeScriptTypes)(directory, schema, definitions, graphqlTypegenOptions);',
        );
      }
    });
  });

  it("makes Gatsby's browser entry require React DOM when it first renders, not while app.js is evaluated (decision 0026, seventh pass)", () => {
    const entry = fs.readFileSync(path.join(GATSBY, 'cache-dir/production-app.js'), 'utf8');
    // No call of reactDOMUtils() (which requires react-dom/client) at the entry's top level: only inside the renderers.
    const calls = [...entry.matchAll(/reactDOMUtils\(\)/g)].map((match) =>
      entry.slice(entry.lastIndexOf('\n', match.index) + 1, entry.indexOf('\n', match.index)),
    );
    expect(calls).toEqual(['const render = (...args) => reactDOMUtils().render(...args)', 'const hydrate = (...args) => reactDOMUtils().hydrate(...args)']);
    expect(entry).not.toMatch(/^import .*["'`]react-dom/m);
    // reactDOMUtils requires React DOM when called, and keeps its roots in a module-level map (a call per render is the same).
    const utils = fs.readFileSync(path.join(GATSBY, 'cache-dir/react-dom-utils.js'), 'utf8');
    expect(utils).toMatch(/^const map = new WeakMap\(\)\s+export function reactDOMUtils\(\) \{\s+const reactDomClient = require\(`react-dom\/client`\)/);
  });
});
