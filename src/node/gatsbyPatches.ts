/**
 * Small edits of Gatsby's own code, applied by `npm install`/`npm ci` (package.json's `postinstall`:
 * scripts/patch-gatsby.ts; docs/decisions/0027-dev-server-speed.md, steps 16, 18, 19, 20 and 21; 0026-hydration-work.md, seventh pass).
 *
 * Two take waiting out of every edit `gatsby develop` shows (step 16). An edit of a content file (MDX,
 * an API document) goes through Gatsby's state machine one step after the other: the changed File
 * node waits in a batch, the schema is built again, every `createPages` runs, the queries run, then
 * webpack. Two of these steps wait or work for nothing:
 *
 * - **The node batch** (`dist/state-machines/waiting/index.js`): a node changed while develop is idle
 *   waits `NODE_MUTATION_BATCH_TIMEOUT` (500 ms, a constant: no option or variable sets it) for more
 *   to come before anything runs. 20 ms (100 ms in step 16; step 20) still gathers the nodes one save
 *   creates (gatsby-source-filesystem sends them one after the other, at once), and a batch of 100 is
 *   committed at once either way. Nodes that come later are not lost: they are run by the batch that is
 *   running, or by the next; and since step 19 the schema build waits for the node APIs the edit started.
 * - **The inference metadata** (`dist/services/build-schema.js`): every schema build in develop after
 *   an edit rebuilt the inference metadata of every node type from all its nodes
 *   (`fullMetadataBuild`, on by default), although since the first schema build Gatsby keeps that
 *   metadata up to date node by node (`START_INCREMENTAL_INFERENCE`: its reducer follows every
 *   created, deleted and extended node), and Gatsby's own schema hot reloader builds from it. The first
 *   build (develop's bootstrap, `gatsby build`) is full as before; later ones use the kept metadata.
 *
 * Step 19 refines step 16's skipped schema build: it counts only the inferred fields that make the schema
 * (SCHEMA_CHANGES_SOURCE), and it first waits for the node APIs the edit started (APIS_SETTLED_SOURCE).
 *
 * Step 20 takes the queries' TypeScript types out of every edit: they are not written again from the same
 * schema and queries (WRITE_TYPES_PATCHED).
 *
 * Step 21 takes createPages and the queries out of what an MDX edit waits for: once the edit's node APIs have
 * settled, the browser bundle is compiled first (BUNDLE_FIRST_SOURCE, in the schema build's patch), the open page's
 * hot update is answered before createPages holds the thread (HOT_UPDATES_SOURCE, in front of webpack-dev-middleware),
 * and Gatsby's recompilation after the queries is skipped when nothing changed since (BUNDLE_TRACKER_SOURCE).
 * No compilation, the bundle-first one or Gatsby's, is made while an MDX file changed since its node was made: it
 * would compile the new file with the old body, and nothing would compile it again (NODES_BEHIND_SOURCE; step 21's race).
 *
 * One makes sure an edit is seen at all (step 18): gatsby-source-filesystem's watcher waits for a
 * write to finish before it reads the file (`WATCHER_PATCHED` below says why).
 *
 * One is for the browser (decision 0026, seventh pass): Gatsby's entry requires React DOM when it first
 * renders, not while app.js is evaluated (`REACT_DOM_UTILS_PATCHED`).
 *
 * Two are for `gatsby build` (decision 0024, seventh step), each only for a site whose package.json asks
 * (`fms.keepCompiledGatsbyFiles`, `fms.keepQueryWorkerForHtml`), so an older checkout sharing this
 * node_modules (the bench's baseline) builds as before: the gatsby-* files Parcel compiled are kept in
 * node_modules/.cache and reused while their inputs are the same (`KEEP_SOURCE`), and the HTML is rendered
 * by the worker that ran the queries instead of a restarted one (`WORKER_RESTART_PATCHED`).
 *
 * Each patch replaces one exact text; a file that already holds the replacement is left alone, and one
 * that holds neither (another version of the package) fails the install with the file named, so the
 * patch is looked at again rather than silently lost. A patched file is written to a new file that then
 * takes the old one's name, never in place: an install made of hard links (shared with other copies of
 * node_modules) keeps the other copies as they were.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface SourcePatch {
  /** The package patched (its folder is found by resolving `<package>/package.json`). */
  readonly package: 'gatsby' | 'gatsby-source-filesystem';
  /** The file, relative to the package's folder. */
  readonly file: string;
  /** The text replaced: it must occur exactly once. */
  readonly find: string;
  /** What takes its place; it holds MARK, by which a patched file is recognised. */
  readonly replace: string;
  /** Earlier versions of `replace` (an install patched by an older version of this file): replaced by `replace` too. */
  readonly previous?: readonly string[];
}

/** In every replacement: how a patched file is recognised (and found by a reader). */
export const MARK = 'fms-documents: decision 0027';

/** The node batch's wait in develop, in milliseconds (Gatsby's is 500). */
export const NODE_MUTATION_BATCH_MS = 20;

/** Gatsby 5.16's `buildSchema` service (dist/services/build-schema.js), as it is. */
const BUILD_SCHEMA_ORIGINAL = `async function buildSchema({
  parentSpan,
  refresh
}) {
  if (refresh && Boolean(process.env.GATSBY_EXPERIMENTAL_DISABLE_SCHEMA_REBUILD)) {
    return;
  }
  const activity = _reporter.default.activityTimer(\`building schema\`, {
    parentSpan
  });
  activity.start();
  await (0, _schema.build)({
    parentSpan: activity.span
  });
  activity.end();
}`;

/**
 * What the patched service compares (step 19), as JavaScript evaluated by Gatsby and by the unit test:
 * `fmsSchemaChanges(now, last, composer, haveEqualFields, ObjectTypeComposer)` lists what changed
 * between the inputs of the last schema build (`last`) and now (`now`), as readable texts (`changes`;
 * none: the build would make the same schema), and the inferred fields that changed where the schema
 * does not use them (`ignored`). `composer` is the last build's schema composer (Gatsby's store
 * keeps it), `haveEqualFields` Gatsby's test of inferred fields, `ObjectTypeComposer` graphql-compose's
 * class, as Gatsby loads them.
 *
 * A node type's inferred fields count only where inference can change the schema (Gatsby's
 * `addInferredTypes` and `addInferredFields`, `dist/schema/infer/`): not for a type whose definition
 * says `@dontInfer` (Gatsby's `SitePage`, whose page contexts differ from one createPages to the next;
 * such a type's `childX` fields come from `@childOf` only), and not for a field its definition types
 * as anything but an object type (gatsby-plugin-local-search's `LocalSearchSite.store`, typed `JSON!`,
 * whose keys are the search records: every new heading adds one): Gatsby adds an inferred field only
 * where the type has none of that name, and looks into an explicit field's value only when its type
 * is an object type. A field with a name GraphQL must change (`foo___NODE`, `a-b`) always counts.
 */
export const SCHEMA_CHANGES_SOURCE = `function fmsSchemaChanges(now, last, composer, haveEqualFields, ObjectTypeComposer) {
  const changes = [];
  const ignored = [];
  if (last === undefined) return { changes: ["no schema built yet"], ignored };
  if (now.customization !== last.customization) changes.push("schema customization");
  if (now.children !== last.children) changes.push("parent and child node types");
  const typeComposerOf = type => (composer && composer.has(type) ? composer.getAnyTC(type) : undefined);
  for (const type of [...now.types.filter(type => !last.types.includes(type)), ...last.types.filter(type => !now.types.includes(type))]) {
    // A type gaining or losing its nodes: a type made by inference appears or goes; a defined one stays (its fields are compared below).
    const typeComposer = typeComposerOf(type);
    if (typeComposer instanceof ObjectTypeComposer && typeComposer.getExtension("createdFrom") !== "inference") ignored.push(type + ": has nodes or not");
    else changes.push("node type " + type + (now.types.includes(type) ? " has nodes" : " has no nodes"));
  }
  const matters = (type, field) => {
    const typeComposer = typeComposerOf(type);
    if (!(typeComposer instanceof ObjectTypeComposer)) return true;
    if (typeComposer.hasExtension("infer") && typeComposer.getExtension("infer") === false) return false;
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(field) || field.includes("___NODE") || !typeComposer.hasField(field)) return true;
    if (typeComposer.getFieldExtension(field, "createdFrom") === "inference") return true;
    return typeComposer.getFieldTC(field) instanceof ObjectTypeComposer;
  };
  for (const type of Object.keys(now.typeMap)) {
    const metadata = now.typeMap[type];
    const before = last.typeMap[type];
    if (!metadata.dirty || haveEqualFields(metadata, before)) continue;
    const fields = [...new Set([...Object.keys(metadata.fieldMap || {}), ...Object.keys((before && before.fieldMap) || {})])].filter(
      field => !haveEqualFields({ fieldMap: { [field]: (metadata.fieldMap || {})[field] } }, { fieldMap: { [field]: ((before && before.fieldMap) || {})[field] } }),
    );
    const changed = fields.filter(field => matters(type, field));
    if (changed.length > 0) changes.push("inferred fields of " + type + ": " + changed.join(", "));
    if (changed.length < fields.length) ignored.push(type + ": " + fields.filter(field => !changed.includes(field)).join(", "));
  }
  return { changes, ignored };
}`;

/** How long a schema build after an edit waits for the node APIs still running (step 19), in milliseconds. */
export const APIS_WAIT_MS = 10_000;

/**
 * Step 19: a schema build after an edit first waits until no node API runs (Gatsby emits
 * \`API_RUNNING_START\` when its first starts and \`API_RUNNING_QUEUE_EMPTY\` when the last ends,
 * \`dist/utils/api-runner-node.js\`). Gatsby does not wait for the \`onCreateNode\` of a changed file's
 * node (its mutation batch dispatches the node and moves on), and nodes made meanwhile, while
 * develop recreates pages, are applied without running createPages again: so when the build was
 * skipped at once, createPages (the search index's query) ran before the API document's reload had
 * made its nodes, and the index kept the old summary (\`devServer.test.ts\`); and the comparison
 * itself must see the nodes the edit makes (an MDX file's \`Mdx\` node, with its frontmatter). The
 * build that step 16 always ran gave the reload time by chance. After APIS_WAIT_MS without the queue
 * emptying, the build runs as without step 16's skip. \`fmsApisSettled(ms)\` resolves true once no
 * node API runs (at once when none does), false after \`ms\`.
 */
export const APIS_SETTLED_SOURCE = `const FMS_APIS_WAIT_MS = ${APIS_WAIT_MS};
let fmsApisRunning = false;
require("../redux").emitter.on(\`API_RUNNING_START\`, () => { fmsApisRunning = true; });
require("../redux").emitter.on(\`API_RUNNING_QUEUE_EMPTY\`, () => { fmsApisRunning = false; });
function fmsApisSettled(ms) {
  const { emitter } = require("../redux");
  return new Promise(resolve => {
    const done = settled => { clearTimeout(timer); emitter.off(\`API_RUNNING_QUEUE_EMPTY\`, check); resolve(settled); };
    // After the queue empties, one turn more: the node mutations its APIs sent are applied by then.
    const check = () => setImmediate(() => { if (!fmsApisRunning) done(true); });
    const timer = setTimeout(() => done(false), ms);
    emitter.on(\`API_RUNNING_QUEUE_EMPTY\`, check);
    check();
  });
}`;

/** The service as step 19 patched it (described at BUILD_SCHEMA_PATCHED, which adds step 21): an install patched then is patched again. */
const BUILD_SCHEMA_PATCHED_STEP_19 = `// ${MARK}, steps 16 and 19: see src/node/gatsbyPatches.ts in fms-documents.
let fmsLastBuild;
${APIS_SETTLED_SOURCE}
function fmsSchemaInputs() {
  const { store } = require("../redux");
  const { getDataStore, getNode } = require("../datastore");
  const { hasNodes } = require("../schema/infer/inference-metadata");
  const state = store.getState();
  const pairs = new Set();
  for (const node of getDataStore().iterateNodes()) {
    for (const id of node.children || []) {
      const child = getNode(id);
      if (child) pairs.add(node.internal.type + ">" + child.internal.type);
    }
  }
  const typeMap = state.inferenceMetadata.typeMap;
  const types = Object.keys(typeMap).filter(type => hasNodes(typeMap[type]));
  return { customization: state.schemaCustomization, typeMap, types, children: [...pairs].sort().join() };
}
${SCHEMA_CHANGES_SOURCE}
async function buildSchema({
  parentSpan,
  refresh
}) {
  if (refresh && Boolean(process.env.GATSBY_EXPERIMENTAL_DISABLE_SCHEMA_REBUILD)) {
    return;
  }
  const { store } = require("../redux");
  const incremental = store.getState().inferenceMetadata.step === \`incrementalBuild\`;
  const develop = incremental && process.env.gatsby_executing_command === \`develop\`;
  // After an edit, the nodes the edit's onCreateNode calls make (MDX, a reloaded API document) first.
  const settled = develop && !refresh ? await fmsApisSettled(FMS_APIS_WAIT_MS) : false;
  const inputs = develop ? fmsSchemaInputs() : undefined;
  if (inputs && !refresh && !settled) _reporter.default.verbose(\`building schema: node APIs still running after \${FMS_APIS_WAIT_MS} ms\`);
  if (inputs && !refresh && settled) {
    const { haveEqualFields } = require("../schema/infer/inference-metadata");
    const { ObjectTypeComposer } = require("graphql-compose");
    const { changes, ignored } = fmsSchemaChanges(inputs, fmsLastBuild, store.getState().schemaCustomization.composer, haveEqualFields, ObjectTypeComposer);
    const unused = ignored.length > 0 ? \` (changed, not used by the schema: \${ignored.join("; ")})\` : \`\`;
    if (changes.length === 0) {
      _reporter.default.verbose(\`building schema: skipped, its inputs have not changed\${unused}\`);
      return;
    }
    _reporter.default.verbose(\`building schema: \${changes.join("; ")}\${unused}\`);
  }
  const activity = _reporter.default.activityTimer(\`building schema\`, {
    parentSpan
  });
  activity.start();
  await (0, _schema.build)({
    parentSpan: activity.span,
    fullMetadataBuild: !incremental
  });
  // In develop, what this build was made from (the first build's too: an edit's build compares with it).
  const after = process.env.gatsby_executing_command === \`develop\` ? fmsSchemaInputs() : undefined;
  fmsLastBuild = after && { ...after, typeMap: require("lodash/cloneDeep")(after.typeMap) };
  activity.end();
}`;

/** After the bundle-first compilation, how long develop waits for a browser to ask for its hot update, in milliseconds (step 21). */
export const HOT_UPDATE_ASKED_MS = 150;
/** How long no hot-update request may be running before the browsers are taken to have what they asked for, in milliseconds. */
export const HOT_UPDATE_QUIET_MS = 50;
/** The longest develop waits for the browsers' hot update before going on with createPages, in milliseconds. */
export const HOT_UPDATE_LIMIT_MS = 600;

/** How long a schema build after an MDX edit waits for the bundle's compilation it started (step 21), in milliseconds. */
export const BUNDLE_WAIT_MS = 60_000;

/**
 * Step 21: the bundle first. After an edit of a file the browser bundle holds (an MDX page: its module is
 * compiled from the \`Mdx\` node's body, which the edit's node APIs have just made), Gatsby compiled the
 * bundle only after createPages, the query extraction and the queries (its \`recompiling\` state resumes
 * webpack's suspended watcher), although what the browser shows of the page's text is that
 * compilation's. \`fmsBundleFirst(watching, pending, emitter, ms)\` runs it first, as Gatsby's
 * \`recompile\` service does (\`resume()\` starts one compilation of what the watcher collected,
 * \`suspend()\` again is a flag), and resolves true at its \`COMPILATION_DONE\`; false at once when no
 * source file changed since the last compilation (\`pending\`, Gatsby's webpack status) or there is no
 * compiler yet, and false after \`ms\`. Gatsby's own recompilation still follows the queries (the
 * webpack listener has marked the source files dirty), so what createPages and the extraction change
 * (a new page's component in \`async-requires\`) is compiled then, as before; awaiting the compilation
 * here keeps the two from overlapping (a resume during a compilation would let that one's
 * \`COMPILATION_DONE\` end Gatsby's wait, with what changed meanwhile not compiled).
 */
export const BUNDLE_FIRST_SOURCE = `const FMS_BUNDLE_WAIT_MS = ${BUNDLE_WAIT_MS};
function fmsBundleFirst(watching, pending, emitter, ms) {
  if (!watching || !pending) return Promise.resolve(false);
  return new Promise(resolve => {
    const done = compiled => { clearTimeout(timer); emitter.off(\`COMPILATION_DONE\`, finish); resolve(compiled); };
    const finish = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    emitter.on(\`COMPILATION_DONE\`, finish);
    watching.resume();
    watching.suspend();
  });
}`;

/** How long develop puts off compiling the bundle for a node that lags its file before it compiles anyway (step 21, race fixed), in milliseconds. */
export const NODES_BEHIND_LIMIT_MS = 10_000;

/**
 * Step 21, race fixed (session 19): which MDX files changed on disk since their node was made. An MDX page's module
 * is compiled from its \`Mdx\` node's body, not from the file webpack reads (gatsby-plugin-mdx's loader), and
 * webpack's watcher reports a saved file at once, while the node comes later: gatsby-source-filesystem's watcher waits
 * for the write to finish (50 ms, step 18), then the File node's onCreateNode makes the Mdx node again, and Gatsby's
 * develop machine applies a node mutation only between its steps (in \`recompiling\` it is queued). A compilation that
 * starts in between compiles the new file with the old body, and is the file's compilation for webpack (its timestamp
 * is the new one): nothing compiles it again, the edit's own cycle finds webpack's status done, and the page keeps the
 * old text, or a broken diagram never reaches the overlay. \`fmsNodesBehind(mdxNodes, getNode, fs, md5)\` lists the
 * files whose File node (the Mdx node's parent) is not the file on disk: its modification time differs and so does its
 * content digest (gatsby-source-filesystem's: the md5 of the content, or with \`fastHash\` the modification time and
 * inode), so a node update is on its way for each. A file only touched keeps its node (the same digest: Gatsby does not
 * make it again) and is not behind; one that cannot be read is left out (a deletion goes Gatsby's way). \`fmsPutOff(deferral, behind, invalid, limit, now)\`
 * decides for Gatsby's recompilation: with no file behind, compile (false); with one, put it off (true) and report the
 * file to webpack's \`invalid\` hook, which marks Gatsby's webpack status pending and sends the develop machine
 * SOURCE_FILE_CHANGED (its source files dirty again), so the machine comes back: the edit's cycle, once its node is
 * made, compiles the bundle first with the new body (the status is pending), or Gatsby's waiting state recompiles
 * after its 200 ms aggregation; put off for \`limit\` ms since the first time, it compiles anyway (false). The time
 * of the first put-off (\`deferral.since\`) is cleared when a compilation is not put off: Gatsby's recompilation
 * (here) or the bundle-first one (the schema build, with no file behind).
 */
export const NODES_BEHIND_SOURCE = `const FMS_NODES_BEHIND_LIMIT_MS = ${NODES_BEHIND_LIMIT_MS};
function fmsNodesBehind(mdxNodes, getNode, fs, md5) {
  const behind = [];
  for (const mdx of mdxNodes) {
    const file = mdx.parent ? getNode(mdx.parent) : undefined;
    if (!file || !file.internal || file.internal.type !== \`File\` || !file.absolutePath) continue;
    try {
      const stats = fs.statSync(file.absolutePath);
      if (stats.mtimeMs === file.mtimeMs) continue;
      const digest = file.internal.contentDigest;
      if (digest === String(stats.mtimeMs) + String(stats.ino) || digest === md5(fs.readFileSync(file.absolutePath))) continue;
    } catch (error) {
      continue;
    }
    behind.push(file.absolutePath);
  }
  return behind;
}
function fmsPutOff(deferral, behind, invalid, limit, now) {
  if (behind.length === 0) {
    deferral.since = undefined;
    return false;
  }
  if (deferral.since === undefined) deferral.since = now;
  else if (now - deferral.since >= limit) {
    deferral.since = undefined;
    return false;
  }
  invalid(behind[0], now);
  return true;
}
const fmsDeferral = { since: undefined };
exports.fmsFilesBehind = () => {
  const { getDataStore, getNode } = require("../datastore");
  const md5 = content => require("crypto").createHash(\`md5\`).update(content).digest(\`hex\`);
  return fmsNodesBehind(getDataStore().iterateNodesByType(\`Mdx\`), getNode, require("fs"), md5);
};
exports.fmsRecompilePutOff = (behind, invalid) => fmsPutOff(fmsDeferral, behind, invalid, FMS_NODES_BEHIND_LIMIT_MS, Date.now());`;

/** Where the schema build (steps 19 and 21) starts reading its inputs, after the edit's node APIs have settled. */
const INPUTS_LINE = '  const inputs = develop ? fmsSchemaInputs() : undefined;';

/** The service as step 21 first patched it (session 18, before its race was fixed): an install patched then is patched again. */
const BUILD_SCHEMA_PATCHED_STEP_21_FIRST = BUILD_SCHEMA_PATCHED_STEP_19.replace(`${MARK}, steps 16 and 19:`, `${MARK}, steps 16, 19 and 21:`)
  .replace(`${APIS_SETTLED_SOURCE}\n`, `${APIS_SETTLED_SOURCE}\n${BUNDLE_FIRST_SOURCE}\n`)
  .replace(
    INPUTS_LINE,
    `  // Step 21: an edited MDX page's module is compiled now, before createPages and the queries (the browser shows its text).
  if (develop && !refresh && settled) {
    const webpackStatus = require("../utils/webpack-status");
    const { fmsWebpackWatching } = require("./start-webpack-server");
    if (await fmsBundleFirst(fmsWebpackWatching, webpackStatus.isWebpackStatusPending(), require("../redux").emitter, FMS_BUNDLE_WAIT_MS)) {
      require("./start-webpack-server").fmsBundle.compiledFirst();
      // The open page's hot update answered before createPages holds the thread.
      const compiled = Date.now();
      const { fmsHotUpdates } = require("../utils/start-server");
      const seen = await fmsHotUpdates.served(compiled, ${HOT_UPDATE_ASKED_MS}, ${HOT_UPDATE_QUIET_MS}, ${HOT_UPDATE_LIMIT_MS});
      _reporter.default.verbose(\`development bundle compiled before createPages (a file it holds changed); its hot update: \${seen} after \${Date.now() - compiled} ms\`);
    }
  }
${INPUTS_LINE}`,
  );

/** Session 18's bundle-first call, replaced in BUILD_SCHEMA_PATCHED by one that first asks whether a node lags its file. */
const BUNDLE_FIRST_CALL = `    const { fmsWebpackWatching } = require("./start-webpack-server");
    if (await fmsBundleFirst(`;

/**
 * The same service, patched: once incremental inference has started, a build uses the kept inference
 * metadata (\`fullMetadataBuild: false\`); and a build in develop after an edit (not a refresh, which
 * runs createSchemaCustomization again) is skipped when none of the schema's inputs changed since
 * the last build (SCHEMA_CHANGES_SOURCE): the same schema customization (createTypes, field
 * extensions, third-party schemas: one object in Gatsby's store, replaced when any changes), no node
 * type whose inferred fields changed where inference makes the schema (the test of Gatsby's own schema
 * hot reloader, dirty and not \`haveEqualFields\`, field by field), the same node types with nodes, and
 * the same pairs of parent and child node types (the \`childX\` fields inferred from them). With
 * \`--verbose\`, develop says why a build ran or that it was skipped. Before any of that, once the edit's
 * node APIs have settled, the bundle is compiled when a file it holds changed (step 21, BUNDLE_FIRST_SOURCE),
 * unless an MDX file changed since its node was made (NODES_BEHIND_SOURCE: the compilation would use the old body;
 * Gatsby's recompilation after the queries then compiles it, or puts it off until the node is made).
 */
const BUILD_SCHEMA_PATCHED = BUILD_SCHEMA_PATCHED_STEP_21_FIRST.replace(`${MARK}, steps 16, 19 and 21:`, `${MARK}, steps 16, 19 and 21 (its race fixed):`)
  .replace(`${BUNDLE_FIRST_SOURCE}\n`, `${BUNDLE_FIRST_SOURCE}\n${NODES_BEHIND_SOURCE}\n`)
  .replace(
    BUNDLE_FIRST_CALL,
    `    const { fmsWebpackWatching } = require("./start-webpack-server");
    const behind = webpackStatus.isWebpackStatusPending() ? exports.fmsFilesBehind() : [];
    // A compilation put off for a node (fmsPutOff) ends here: its node is made.
    if (behind.length === 0) fmsDeferral.since = undefined;
    if (behind.length > 0) _reporter.default.verbose(\`development bundle: not compiled before createPages, \${behind[0]} changed since its node was made\`);
    else if (await fmsBundleFirst(`,
  );

/** The service as step 16 patched it (before step 19): an install patched then is patched again. */
const BUILD_SCHEMA_PATCHED_STEP_16 = `// ${MARK}, step 16: see src/node/gatsbyPatches.ts in fms-documents.
let fmsLastBuild;
function fmsSchemaInputs() {
  const { store } = require("../redux");
  const { getDataStore, getNode } = require("../datastore");
  const state = store.getState();
  const pairs = new Set();
  for (const node of getDataStore().iterateNodes()) {
    for (const id of node.children || []) {
      const child = getNode(id);
      if (child) pairs.add(node.internal.type + ">" + child.internal.type);
    }
  }
  return { customization: state.schemaCustomization, typeMap: state.inferenceMetadata.typeMap, children: [...pairs].sort().join() };
}
function fmsSchemaUnchanged(now) {
  const { haveEqualFields } = require("../schema/infer/inference-metadata");
  return fmsLastBuild !== undefined && now.customization === fmsLastBuild.customization && now.children === fmsLastBuild.children &&
    Object.keys(now.typeMap).every(type => !now.typeMap[type].dirty || haveEqualFields(now.typeMap[type], fmsLastBuild.typeMap[type]));
}
async function buildSchema({
  parentSpan,
  refresh
}) {
  if (refresh && Boolean(process.env.GATSBY_EXPERIMENTAL_DISABLE_SCHEMA_REBUILD)) {
    return;
  }
  const incremental = require("../redux").store.getState().inferenceMetadata.step === \`incrementalBuild\`;
  const inputs = incremental && process.env.gatsby_executing_command === \`develop\` ? fmsSchemaInputs() : undefined;
  if (inputs && !refresh && fmsSchemaUnchanged(inputs)) {
    _reporter.default.verbose(\`building schema: skipped, its inputs have not changed\`);
    return;
  }
  const activity = _reporter.default.activityTimer(\`building schema\`, {
    parentSpan
  });
  activity.start();
  await (0, _schema.build)({
    parentSpan: activity.span,
    fullMetadataBuild: !incremental
  });
  // In develop, what this build was made from (the first build's too: an edit's build compares with it).
  const after = process.env.gatsby_executing_command === \`develop\` ? fmsSchemaInputs() : undefined;
  fmsLastBuild = after && { ...after, typeMap: require("lodash/cloneDeep")(after.typeMap) };
  activity.end();
}`;

/** How long a changed file's size must stay the same before develop reads it (chokidar's `awaitWriteFinish`), in milliseconds. */
export const WRITE_STABLE_MS = 50;

/** gatsby-source-filesystem 5.16's watcher, as it is. */
const WATCHER_ORIGINAL = `const watcher = chokidar.watch(pluginOptions.path, {
    ignored: [`;

/**
 * The same watcher, waiting for a write to finish. A file saved in place (truncated, then written: what
 * most editors and \`fs.writeFile\` do) makes two change events; chokidar passes the first and drops
 * any other within 50 ms, so the File node was made from whatever the file held at the first one: on a
 * loaded machine, often the empty file. The next save, read empty too, then had the same digest, and
 * Gatsby, seeing no change, ran nothing: the edit was lost until another one (seen in CI; decision
 * 0027, step 18). Chokidar's \`awaitWriteFinish\` reports a change once the file's size has not changed
 * for WRITE_STABLE_MS, polling every 10 ms.
 */
const WATCHER_PATCHED = `// ${MARK}, step 18: see src/node/gatsbyPatches.ts in fms-documents.
  const watcher = chokidar.watch(pluginOptions.path, {
    awaitWriteFinish: { stabilityThreshold: ${WRITE_STABLE_MS}, pollInterval: 10 },
    ignored: [`;

/** Gatsby 5.16's writer of the queries' TypeScript types (dist/utils/graphql-typegen/ts-codegen.js), as it begins. */
const WRITE_TYPES_ORIGINAL = `async function writeTypeScriptTypes(directory, schema, definitions, graphqlTypegenOptions) {
  const pluginConfig = {`;

/**
 * Step 20: what the types are written from, as one text: the folder, the options, and the definitions
 * the writer keeps (Gatsby's \`filterTargetDefinitions\`, which drops unnamed queries and third-party
 * ones but fragments, by a definition's file), each by name, query text, hash, printed fragment and
 * kind. \`definitions\` is Gatsby's map from a definition's name to what its query compiler found
 * (\`dist/query/query-compiler.js\`). A definition's file is not in it: a template's query is one
 * definition whose file is whichever copy of the template (one per MDX file) was extracted last, and
 * the writer reads the file only through that filter. With the schema and the gatsby-node files
 * (read by the writer; a change of one restarts develop), that is all the written types depend on.
 */
export const TYPEGEN_KEY_SOURCE = `function fmsTypegenKey(directory, definitions, options) {
  const defs = [...(0, _utils.filterTargetDefinitions)(definitions)].map(([name, def]) => [name, def.text, String(def.hash), def.printedAst, def.isFragment]);
  defs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return JSON.stringify([directory, options, defs]);
}`;

/**
 * The same writer, patched (step 20): in one process, types already written from the same schema (the
 * same object in Gatsby's store: develop makes a new one at every schema build it does not skip, step 19)
 * and the same definitions, folder and options are not written again. Develop extracts the queries at
 * every edit of a content file (an MDX file is a page component) and wrote the same types each time,
 * on its one thread between the queries and the bundle's rebuild: \`printSchema\` of the sorted schema,
 * the gatsby-node files searched and parsed for queries, and graphql-codegen over every query. Both of
 * develop's callers go through it (the types written at start, \`dist/services/graphql-typegen.js\`, and
 * after each query extraction, \`definitionsTypegen\`), so the first edit after a start finds the start's
 * write. A write that throws is not remembered.
 */
const WRITE_TYPES_PATCHED = `// ${MARK}, step 20: see src/node/gatsbyPatches.ts in fms-documents.
let fmsLastTypes;
${TYPEGEN_KEY_SOURCE}
async function writeTypeScriptTypes(directory, schema, definitions, graphqlTypegenOptions) {
  const key = fmsTypegenKey(directory, definitions, graphqlTypegenOptions);
  if (fmsLastTypes && fmsLastTypes.schema === schema && fmsLastTypes.key === key) {
    require("gatsby-cli/lib/reporter").verbose(\`TypeScript types: not written again, neither the schema nor the queries changed\`);
    return;
  }
  await fmsWriteTypeScriptTypes(directory, schema, definitions, graphqlTypegenOptions);
  fmsLastTypes = { schema, key };
}
async function fmsWriteTypeScriptTypes(directory, schema, definitions, graphqlTypegenOptions) {
  const pluginConfig = {`;

/** Gatsby 5.16's browser entry (cache-dir/production-app.js, which `gatsby build` copies into .cache), as it is. */
const REACT_DOM_UTILS_ORIGINAL = 'const { render, hydrate } = reactDOMUtils()';

/**
 * The same, React DOM required when the page is first rendered (decision 0026, seventh pass): the entry
 * called `reactDOMUtils()` at its top level, which requires `react-dom/client`, so React DOM (the largest
 * module) was evaluated with app.js, in one long task with the rest of the entry, although only the
 * renderer (run after the page's data has arrived, in a task of its own) uses it. `reactDOMUtils()`
 * keeps its roots in a module-level map, so calling it at each render is the same.
 */
const REACT_DOM_UTILS_PATCHED = `// ${MARK} (the patch mechanism); decision 0026, seventh pass: see src/node/gatsbyPatches.ts in fms-documents.
const render = (...args) => reactDOMUtils().render(...args)
const hydrate = (...args) => reactDOMUtils().hydrate(...args)`;

/** Gatsby 5.16's develop server start (dist/services/start-webpack-server.js), where it gets webpack's watcher. */
const WEBPACK_WATCHING_ORIGINAL = '  } = await (0, _startServer.startServer)(program, app, workerPool);';

/**
 * Step 21: whether Gatsby's recompilation after the queries would compile anything new. `fmsBundleTracker(compiler)`
 * counts webpack's invalidations (its `invalid` hook: called once for the first change after a compilation has started,
 * for a watched file or an explicit `invalidate()`), notes the count when a compilation starts and, when it is done,
 * that count as compiled. `compiledFirst()` marks the bundle-first compilation (called when it is done);
 * `skipRecompile()` is true when that compilation was the last one done and nothing was invalidated since it started
 * (so a `resume()` would compile the same files again: 0.15–0.25 s in the probe, during which webpack-dev-middleware
 * holds every request, the page data's included), and clears the mark.
 */
export const BUNDLE_TRACKER_SOURCE = `function fmsBundleTracker(compiler) {
  let invalidations = 0;
  let started = -1;
  let compiled = -1;
  let first = false;
  compiler.hooks.invalid.tap(\`fms bundle first\`, () => { invalidations += 1; });
  compiler.hooks.watchRun.tap(\`fms bundle first\`, () => { started = invalidations; });
  compiler.hooks.done.tap(\`fms bundle first\`, () => { compiled = started; });
  return {
    compiledFirst() { first = true; },
    skipRecompile() {
      const skip = first && compiled === invalidations;
      first = false;
      return skip;
    },
  };
}`;

/**
 * The same, with webpack's watcher and the tracker kept where step 21's schema build and recompilation find them
 * (`require("./start-webpack-server").fmsWebpackWatching`, `.fmsBundle`): Gatsby keeps the watcher only in its
 * develop state machine's context.
 */
const WEBPACK_WATCHING_PATCHED = `${WEBPACK_WATCHING_ORIGINAL}
  // ${MARK}, step 21: see src/node/gatsbyPatches.ts in fms-documents.
  exports.fmsWebpackWatching = webpackWatching;
  exports.fmsBundle = (${BUNDLE_TRACKER_SOURCE})(compiler);`;

/** Gatsby 5.16's recompilation of the browser bundle (dist/services/recompile.js), as it begins. */
const RECOMPILE_ORIGINAL = `  if (!webpackWatching) {
    _reporter.default.panic(\`Missing compiler\`);
  }
  return new Promise(resolve => {`;

/** The same as step 21 first patched it (session 18): an install patched then is patched again. */
const RECOMPILE_PATCHED_STEP_21_FIRST = `  if (!webpackWatching) {
    _reporter.default.panic(\`Missing compiler\`);
  }
  // ${MARK}, step 21: see src/node/gatsbyPatches.ts in fms-documents.
  const fmsBundle = require("./start-webpack-server").fmsBundle;
  if (fmsBundle && fmsBundle.skipRecompile()) {
    _reporter.default.verbose(\`development bundle: not compiled again, no file changed since its compilation before createPages\`);
    return undefined;
  }
  return new Promise(resolve => {`;

/**
 * The same, skipped when the bundle-first compilation left nothing to compile (step 21, BUNDLE_TRACKER_SOURCE), and put
 * off while an MDX file changed since its node was made (step 21, race fixed: NODES_BEHIND_SOURCE): a file saved just
 * before Gatsby's recompilation, its node not made yet (queued while the machine is in \`recompiling\`).
 */
const RECOMPILE_PATCHED = RECOMPILE_PATCHED_STEP_21_FIRST.replace(`${MARK}, step 21:`, `${MARK}, step 21 (its race fixed):`).replace(
  '  return new Promise(resolve => {',
  `  const fmsBehind = require("./build-schema").fmsFilesBehind();
  if (require("./build-schema").fmsRecompilePutOff(fmsBehind, (file, time) => webpackWatching.compiler.hooks.invalid.call(file, time))) {
    _reporter.default.verbose(\`development bundle: not compiled yet, \${fmsBehind[0]} changed since its node was made (compiled once it is)\`);
    return undefined;
  }
  return new Promise(resolve => {`,
);

/**
 * Step 21: the browsers' hot-update requests, seen before webpack-dev-middleware answers them
 * (`fmsHotUpdates.middleware`, mounted in front of it). After the bundle-first compilation, the open
 * page asks for the update (`<chunk>.<hash>.hot-update.json`, then its `.js` files) once the hot
 * middleware has told it of the new build; answering those requests needs develop's one thread, which
 * createPages held for a few hundred milliseconds (a probe: the `.json` asked 10 ms after the
 * compilation, answered 250 ms later, the page shown 0.5 s after it). `fmsHotUpdates.served(since, asked,
 * quiet, limit)` resolves once a request that started after `since` has been answered and none has run
 * for `quiet` ms; at `asked` ms when none has started (no browser open, or none told yet); at `limit`
 * ms in any case. It resolves with what it saw: "served", "none" or "limit".
 */
export const HOT_UPDATES_SOURCE = `const fmsHotUpdates = (() => {
  let running = 0;
  let lastStart = 0;
  let lastEnd = 0;
  return {
    middleware(req, res, next) {
      if (/\\.hot-update\\.(js|json)$/.test(req.path || "")) {
        running += 1;
        lastStart = Date.now();
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          running -= 1;
          lastEnd = Date.now();
        };
        res.on("finish", end);
        res.on("close", end);
      }
      next();
    },
    served(since, asked, quiet, limit) {
      return new Promise(resolve => {
        const check = () => {
          const now = Date.now();
          if (lastStart >= since && running === 0 && lastEnd >= lastStart && now - lastEnd >= quiet) return resolve("served");
          if (lastStart < since && now - since >= asked) return resolve("none");
          if (now - since >= limit) return resolve("limit");
          setTimeout(check, 10);
        };
        check();
      });
    },
  };
})();`;

/** Gatsby 5.16's develop server (dist/utils/start-server.js), where it mounts webpack-dev-middleware. */
const DEV_MIDDLEWARE_ORIGINAL = '  app.use(webpackDevMiddlewareInstance);';

/** The same, with the hot-update requests seen on their way to it (step 21, HOT_UPDATES_SOURCE). */
const DEV_MIDDLEWARE_PATCHED = `  // ${MARK}, step 21: see src/node/gatsbyPatches.ts in fms-documents.
  app.use(exports.fmsHotUpdates.middleware);
  app.use(webpackDevMiddlewareInstance);`;

/** The start of the same file, where the tracker is defined. */
const START_SERVER_EXPORTS_ORIGINAL = 'exports.startServer = startServer;\n';

const START_SERVER_EXPORTS_PATCHED = `exports.startServer = startServer;
// ${MARK}, step 21: see src/node/gatsbyPatches.ts in fms-documents.
${HOT_UPDATES_SOURCE}
exports.fmsHotUpdates = fmsHotUpdates;
`;

/** Where a site's compiled gatsby-* files are kept between builds (decision 0024, step 7), under its `node_modules/.cache/`. */
export const KEPT_GATSBY_FILES = 'fms-compiled/gatsby-files.json';

/** The package.json field by which a site asks for its compiled gatsby-* files to be kept (`{ "fms": { "keepCompiledGatsbyFiles": true } }`). */
export const KEEP_COMPILED_OPTION = 'keepCompiledGatsbyFiles';

/** The start of Gatsby 5.16's runParcel (dist/utils/parcel/compile-gatsby-files.js), where the helpers below go. */
const RUN_PARCEL_ORIGINAL = 'async function runParcel(siteRoot) {';

/**
 * What `gatsby build` keeps of Parcel's work (decision 0024, step 7). Before it starts the site's code, Gatsby
 * compiles gatsby-config.ts, gatsby-node.ts and all they import with Parcel, in a child process, into
 * `.cache/compiled/`: 2.5–3.5 s of every cold build, 1.4–2.3 s of it Parcel starting whatever there is
 * to compile. `.cache/` is gone in a cold build, so that work was always redone. Patched, a build of a
 * site that asks for it (package.json `fms.keepCompiledGatsbyFiles`) keeps the compiled files in
 * `node_modules/.cache/fms-compiled/` with what they were made from, and the next build uses them
 * instead of starting Parcel when, and only when, all of it is the same:
 * - every file Parcel bundled (each bundle's assets: the site's modules, the JSON they import), by content;
 * - the names in each folder holding one of them and in its parent folders up to the site (a file added
 *   beside an import could change what it resolves to), `.cache`, `public`, `node_modules` and `.git` aside;
 * - the entries Gatsby would give Parcel (gatsby-config.ts, gatsby-node.ts at the root and under plugins/);
 * - the site's package.json, package-lock.json, tsconfig.json, .parcelrc, the site's folder, NODE_ENV
 *   (Parcel's source maps) and this patched file (Gatsby's version and this code).
 * A file that cannot be read, a kept record that does not parse or the wrong shape, or a kept file
 * that fails to load (Gatsby requires each compiled file right after) means Parcel compiles as before.
 * A failed compile keeps nothing, so its errors are Parcel's, reported as before. Only `gatsby build`:
 * develop's start is unchanged.
 */
const KEEP_SOURCE = `// ${MARK}; decision 0024, step 7: see src/node/gatsbyPatches.ts in fms-documents.
const fmsKeptCompile = (() => {
  const fs = require("fs");
  const crypto = require("crypto");
  const path = _path.default;
  const SKIPPED = new Set([".cache", "public", "node_modules", ".git"]);
  const CONFIG = ["package.json", "package-lock.json", "tsconfig.json", "jsconfig.json", ".parcelrc", ".browserslistrc", ".swcrc", ".babelrc"];
  const recordFile = siteRoot => path.join(siteRoot, "node_modules", ".cache", ${JSON.stringify(KEPT_GATSBY_FILES)});
  const distDir = siteRoot => path.join(siteRoot, COMPILED_CACHE_DIR);
  const enabled = siteRoot => {
    if (process.env.gatsby_executing_command !== "build") return false;
    try {
      const fms = JSON.parse(fs.readFileSync(path.join(siteRoot, "package.json"), "utf8")).fms;
      return Boolean(fms && fms.${KEEP_COMPILED_OPTION} === true);
    } catch {
      return false;
    }
  };
  const entries = siteRoot => {
    const found = [];
    const walk = (dir, nested) => {
      let list = [];
      try {
        list = fs.readdirSync(dir, { withFileTypes: true });
      } catch {}
      for (const entry of list) {
        if (entry.isDirectory() && nested && !SKIPPED.has(entry.name)) walk(path.join(dir, entry.name), true);
        else if (!entry.isDirectory() && /^gatsby-+(node|config)\\.ts$/.test(entry.name)) found.push(path.relative(siteRoot, path.join(dir, entry.name)));
      }
    };
    walk(siteRoot, false);
    walk(path.join(siteRoot, "plugins"), true);
    return found.sort();
  };
  const listing = dir => fs.readdirSync(dir, { withFileTypes: true }).filter(entry => !SKIPPED.has(entry.name)).map(entry => entry.name + (entry.isDirectory() ? "/" : "")).sort().join("\\0");
  // The hash of everything the compiled files were made from; throws when an input is gone.
  const key = (siteRoot, inputs) => {
    const hash = crypto.createHash("sha256");
    hash.update(JSON.stringify([siteRoot, process.env.NODE_ENV || "", entries(siteRoot)]));
    hash.update(fs.readFileSync(__filename));
    for (const name of CONFIG) {
      let text = "missing";
      try {
        text = fs.readFileSync(path.join(siteRoot, name), "utf8");
      } catch {}
      hash.update("\\0" + name + "\\0" + text);
    }
    const folders = new Set([siteRoot]);
    for (const input of [...inputs].sort()) {
      hash.update("\\0" + input + "\\0");
      hash.update(fs.readFileSync(input));
      if (input.split(path.sep).includes("node_modules")) continue;
      for (let dir = path.dirname(input); dir.startsWith(siteRoot + path.sep); dir = path.dirname(dir)) folders.add(dir);
      folders.add(path.dirname(input));
    }
    for (const dir of [...folders].sort()) hash.update("\\0" + dir + "\\0" + listing(dir));
    return hash.digest("hex");
  };
  const filesUnder = (dir, prefix = "") => fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name), prefix + entry.name + "/") : [prefix + entry.name]);
  return {
    /** The kept record of this site if what it was made from is unchanged, else undefined. */
    find(siteRoot) {
      if (!enabled(siteRoot)) return undefined;
      try {
        const kept = JSON.parse(fs.readFileSync(recordFile(siteRoot), "utf8"));
        if (!kept || !Array.isArray(kept.inputs) || !Array.isArray(kept.bundles) || !kept.files || typeof kept.files !== "object") return undefined;
        return kept.key === key(siteRoot, kept.inputs) ? kept : undefined;
      } catch {
        return undefined;
      }
    },
    /** Writes a found record's files to .cache/compiled; returns its bundles as runParcel would. */
    restore(siteRoot, kept) {
      const dist = distDir(siteRoot);
      for (const [name, text] of Object.entries(kept.files)) {
        fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
        fs.writeFileSync(path.join(dist, name), text);
      }
      _reporter.default.verbose(\`compile gatsby files: \${Object.keys(kept.files).length} compiled files kept from an earlier build of the same sources (fms-documents, decision 0024)\`);
      return kept.bundles.map(bundle => ({ filePath: path.join(dist, bundle.filePath), mainEntryPath: bundle.mainEntryPath }));
    },
    /** Keeps what Parcel compiled, with the key of its inputs (nothing when the site did not ask, or on any error). */
    save(siteRoot, bundles) {
      if (!enabled(siteRoot) || bundles.some(bundle => !Array.isArray(bundle.inputs))) return;
      try {
        const dist = distDir(siteRoot);
        const inputs = [...new Set(bundles.flatMap(bundle => bundle.inputs))];
        const files = Object.fromEntries(filesUnder(dist).map(name => [name, fs.readFileSync(path.join(dist, name), "utf8")]));
        const record = { key: key(siteRoot, inputs), inputs, bundles: bundles.map(bundle => ({ filePath: path.relative(dist, bundle.filePath), mainEntryPath: bundle.mainEntryPath })), files };
        const file = recordFile(siteRoot);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file + "." + process.pid + ".tmp", JSON.stringify(record));
        fs.renameSync(file + "." + process.pid + ".tmp", file);
      } catch {}
    },
    /** The files Parcel bundled into \`bundle\` (in the worker). */
    inputsOf(bundle) {
      const inputs = new Set();
      bundle.traverseAssets(asset => {
        inputs.add(asset.filePath);
      });
      return [...inputs];
    },
  };
})();
exports.fmsKeptCompile = fmsKeptCompile;
${RUN_PARCEL_ORIGINAL}`;

const RUN_PARCEL_RESULT_ORIGINAL = `      mainEntryPath: (_bundle$getMainEntry = bundle.getMainEntry()) === null || _bundle$getMainEntry === void 0 ? void 0 : _bundle$getMainEntry.filePath
    };`;

const RUN_PARCEL_RESULT_PATCHED = `      mainEntryPath: (_bundle$getMainEntry = bundle.getMainEntry()) === null || _bundle$getMainEntry === void 0 ? void 0 : _bundle$getMainEntry.filePath,
      inputs: fmsKeptCompile.inputsOf(bundle) // ${MARK}; decision 0024, step 7
    };`;

const WORKER_ORIGINAL = `    const worker = new _gatsbyWorker.WorkerPool(require.resolve(\`./compile-gatsby-files\`), {
      numWorkers: 1
    });`;

const WORKER_PATCHED = `    // ${MARK}; decision 0024, step 7: the files compiled by an earlier build of the same inputs, if kept (then no Parcel).
    const fmsKept = retry === 0 ? fmsKeptCompile.find(siteRoot) : undefined;
    const worker = fmsKept ? { single: {}, end() {} } : new _gatsbyWorker.WorkerPool(require.resolve(\`./compile-gatsby-files\`), {
      numWorkers: 1
    });`;

const RUN_ORIGINAL = '      bundles = await worker.single.runParcel(siteRoot);';
const RUN_PATCHED = `      bundles = fmsKept ? fmsKeptCompile.restore(siteRoot, fmsKept) : await worker.single.runParcel(siteRoot); // ${MARK}; decision 0024, step 7`;

const LOADED_ORIGINAL = `          compiledTSFilesCount = compiledTSFilesCount + 1;
        }
      }
    }`;
const LOADED_PATCHED = `          compiledTSFilesCount = compiledTSFilesCount + 1;
        }
      }
    }
    // ${MARK}; decision 0024, step 7: every compiled file loaded; keep what Parcel made for the next build.
    if (!fmsKept) fmsKeptCompile.save(siteRoot, bundles);`;

const COMPILE_FILE = 'dist/utils/parcel/compile-gatsby-files.js';

/** The package.json field by which a site asks `gatsby build` to render its HTML in the worker that ran its queries (`{ "fms": { "keepQueryWorkerForHtml": true } }`). */
export const KEEP_QUERY_WORKER_OPTION = 'keepQueryWorkerForHtml';

/**
 * Whether the site in `siteRoot` asks for it (decision 0024, seventh step), as JavaScript evaluated by Gatsby and by the unit test.
 * Anything but `true` in a package.json that reads, or no package.json, is Gatsby's behaviour.
 */
export const KEEP_QUERY_WORKER_SOURCE = `function fmsKeepsQueryWorker(siteRoot) {
  try {
    const fms = JSON.parse(require("fs").readFileSync(require("path").join(siteRoot, "package.json"), "utf8")).fms;
    return Boolean(fms && fms.${KEEP_QUERY_WORKER_OPTION} === true);
  } catch {
    return false;
  }
}`;

/** Gatsby 5.16's `gatsby build` (dist/commands/build.js), after the queries ran in the worker pool. */
const WORKER_RESTART_ORIGINAL = '    waitForWorkerPoolRestart = workerPool.restart();';

/**
 * The same, without the restart for a site that asks (decision 0024, seventh step). On two cores Gatsby has one worker: it runs
 * the queries, is then ended and started again ("to lower memory pressure while merging state"), and the new process loads
 * Gatsby's worker modules again (about 1 s of a profile's HTML step, while the main process waits) before it renders a page.
 * Nothing of that state is needed: the worker saved its query state to disk before (saveQueriesDependencies), which is what the
 * main process merges, and rendering a page (worker/child/render-html.js) takes everything from its arguments and public/
 * (the renderer bundle, webpack's stats, the page data), not from the worker's store. So the worker that ran the queries
 * renders the HTML, and the memory it holds is kept for that step.
 */
const WORKER_RESTART_PATCHED = `    // ${MARK} (the patch mechanism); decision 0024, seventh step: see src/node/gatsbyPatches.ts in fms-documents.
    waitForWorkerPoolRestart = (${KEEP_QUERY_WORKER_SOURCE})(program.directory) ? Promise.resolve() : workerPool.restart();`;

export const GATSBY_PATCHES: readonly SourcePatch[] = [
  {
    package: 'gatsby',
    file: 'dist/state-machines/waiting/index.js',
    find: 'const NODE_MUTATION_BATCH_TIMEOUT = 500;',
    replace: `const NODE_MUTATION_BATCH_TIMEOUT = ${NODE_MUTATION_BATCH_MS}; // ${MARK}, steps 16 and 20 (was 500)`,
    previous: [`const NODE_MUTATION_BATCH_TIMEOUT = 100; // ${MARK}, step 16 (was 500)`],
  },
  {
    package: 'gatsby',
    file: 'dist/services/build-schema.js',
    find: BUILD_SCHEMA_ORIGINAL,
    replace: BUILD_SCHEMA_PATCHED,
    previous: [BUILD_SCHEMA_PATCHED_STEP_21_FIRST, BUILD_SCHEMA_PATCHED_STEP_19, BUILD_SCHEMA_PATCHED_STEP_16],
  },
  {
    package: 'gatsby',
    file: 'dist/services/start-webpack-server.js',
    find: WEBPACK_WATCHING_ORIGINAL,
    replace: WEBPACK_WATCHING_PATCHED,
  },
  { package: 'gatsby', file: 'dist/utils/start-server.js', find: START_SERVER_EXPORTS_ORIGINAL, replace: START_SERVER_EXPORTS_PATCHED },
  { package: 'gatsby', file: 'dist/utils/start-server.js', find: DEV_MIDDLEWARE_ORIGINAL, replace: DEV_MIDDLEWARE_PATCHED },
  {
    package: 'gatsby',
    file: 'dist/services/recompile.js',
    find: RECOMPILE_ORIGINAL,
    replace: RECOMPILE_PATCHED,
    previous: [RECOMPILE_PATCHED_STEP_21_FIRST],
  },
  {
    package: 'gatsby-source-filesystem',
    file: 'gatsby-node.js',
    find: WATCHER_ORIGINAL,
    replace: WATCHER_PATCHED,
  },
  {
    package: 'gatsby',
    file: 'dist/utils/graphql-typegen/ts-codegen.js',
    find: WRITE_TYPES_ORIGINAL,
    replace: WRITE_TYPES_PATCHED,
  },
  {
    package: 'gatsby',
    file: 'cache-dir/production-app.js',
    find: REACT_DOM_UTILS_ORIGINAL,
    replace: REACT_DOM_UTILS_PATCHED,
  },
  { package: 'gatsby', file: COMPILE_FILE, find: RUN_PARCEL_ORIGINAL, replace: KEEP_SOURCE },
  { package: 'gatsby', file: COMPILE_FILE, find: RUN_PARCEL_RESULT_ORIGINAL, replace: RUN_PARCEL_RESULT_PATCHED },
  { package: 'gatsby', file: COMPILE_FILE, find: WORKER_ORIGINAL, replace: WORKER_PATCHED },
  { package: 'gatsby', file: COMPILE_FILE, find: RUN_ORIGINAL, replace: RUN_PATCHED },
  { package: 'gatsby', file: COMPILE_FILE, find: LOADED_ORIGINAL, replace: LOADED_PATCHED },
  { package: 'gatsby', file: 'dist/commands/build.js', find: WORKER_RESTART_ORIGINAL, replace: WORKER_RESTART_PATCHED },
];

/** `text` with `patch` applied; `undefined` when it is already there. Throws, naming `where`, when neither text is found once. */
export function patchText(text: string, patch: SourcePatch, where: string): string | undefined {
  if (text.includes(patch.replace)) return undefined;
  const find = [patch.find, ...(patch.previous ?? [])].find((candidate) => text.includes(candidate)) ?? patch.find;
  const at = text.indexOf(find);
  if (at < 0 || text.indexOf(find, at + 1) >= 0) {
    throw new Error(
      `${where}: the text to patch (decision 0027, step 16) is ${at < 0 ? 'not there' : 'there more than once'}: "${patch.find.split('\n')[0]}". ` +
        'Another version of the package? Check the patch in src/node/gatsbyPatches.ts against it.',
    );
  }
  return text.slice(0, at) + patch.replace + text.slice(at + find.length);
}

/**
 * Applies `patches` to the package in `packageDir` (all of them must be that package's); returns the files it changed. Each changed file is
 * written beside the old one and renamed over it, so a hard link to the old file keeps the old text.
 */
export function applyPatches(packageDir: string, patches: readonly SourcePatch[]): string[] {
  const changed: string[] = [];
  for (const patch of patches) {
    const file = path.join(packageDir, patch.file);
    const text = fs.readFileSync(file, 'utf8');
    const patched = patchText(text, patch, file);
    if (patched === undefined) continue;
    const temporary = `${file}.${process.pid}.patching`;
    fs.writeFileSync(temporary, patched, { mode: fs.statSync(file).mode });
    fs.renameSync(temporary, file);
    changed.push(patch.file);
  }
  return changed;
}
