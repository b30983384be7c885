/**
 * sourceNodes: one `ApiSpec` node per API of the settings, one `ApiTag` per tag group and one
 * `ApiOperation` per operation. A document that cannot be used stops the build with the engine's
 * message (file, line:column or JSON pointer, what to do); normalisation warnings are printed.
 *
 * Live reload (`gatsby develop`): the documents' files are also sourced by gatsby-source-filesystem
 * (instance `API_SOURCE_NAME`, see `sourcePlugins.ts`), which watches them and re-creates a `File`
 * node when one changes. `onCreateApiFileNode` then reloads every API made of that file and replaces
 * its nodes: new operations get nodes (and so pages, because develop re-runs createPages on data
 * changes), removed ones lose them. A document that no longer loads is reported with its message,
 * and its last good nodes stay, so the development server keeps answering; fixing the file recovers.
 * The message also goes to the browser overlay of every open page (src/node/developOverlay.ts) until
 * the document loads again. A document already broken when develop starts is reloaded the same way.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs, Node, Reporter, SourceNodesArgs } from 'gatsby';
import type { ResolvedSiteSettings } from '../../config/settingsContract';
import { ApiDocumentError } from '../../openapi';
import { packExamples } from '../../openapi/packedExamples';
import { packSamples } from '../../openapi/packedSamples';
import { clearApiDownloads, writeApiDownload, writeFullExample } from './downloads';
import { loadApi, type LoadedApi } from './loadApis';
import { reportToDevelopOverlay } from '../developOverlay';
import { apiNodeContents } from './model';
import type { ApiSpecSettings } from './specSettings';
import { apiRouteConflict } from './routes';
import { checkDocumentExampleFindings } from '../checks';
import { reportExamplesCoverage } from '../checks/examplesCoverage';
import { reportBreakingChanges } from './breakingChangeCheck';
import { API_SOURCE_NAME } from './sourcePlugins';
import { documentPolicy, type DocumentPolicy } from './documentPolicy';
import { isInside } from '../pathInside';
import { memoFile, restoreMemos, saveMemos, siteCodeVersion } from './memoStore';

export const API_NODE_TYPES = { spec: 'ApiSpec', tag: 'ApiTag', operation: 'ApiOperation', schema: 'ApiSchema' } as const;

export { API_SOURCE_NAME };

type NodeActions = Pick<SourceNodesArgs, 'actions' | 'createNodeId' | 'createContentDigest' | 'reporter' | 'getNode'>;

interface SourcedApi {
  readonly settings: ApiSpecSettings;
  readonly position: number;
  /** md5 of each file's bytes when last loaded (what gatsby-source-filesystem puts in contentDigest). */
  digests: Map<string, string>;
  nodeIds: Set<string>;
}

/** What this process sourced; empty until sourceNodes has run, so bootstrap's File nodes change nothing. */
const sourced: SourcedApi[] = [];
/** Where the documents' files may lie and how big they may be (settings `api.documentsRoot`, `api.limits`), as of the last sourcing. */
let policy: DocumentPolicy = documentPolicy();

/**
 * The memos of the documents' work are read from node_modules/.cache/ once per process, before the first load,
 * and written after each sourcing and (shortly after) each reload, for the next run (memoStore.ts).
 */
let memos: { readonly version: string } | undefined | null = null;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

function restoreMemosOnce(): void {
  if (memos !== null) return;
  const version = siteCodeVersion();
  memos = version ? { version } : undefined;
  if (memos) restoreMemos(memoFile(), memos.version);
}

function saveMemosSoon(delayMs: number): void {
  if (!memos) return;
  const { version } = memos;
  clearTimeout(saveTimer);
  const save = (): void => {
    try {
      saveMemos(memoFile(), version);
    } catch {
      // Only the next start is slower.
    }
  };
  if (delayMs === 0) save();
  else saveTimer = setTimeout(save, delayMs).unref();
}

/** The digest of a document's file; '' for one that does not exist or lies outside the documents' folder (never read). */
function md5(file: string): string {
  if (!isInside(policy.root, file)) return '';
  try {
    return createHash('md5').update(readFileSync(file)).digest('hex');
  } catch {
    return '';
  }
}

function createApiNodes(args: NodeActions, loaded: LoadedApi, position: number): Set<string> {
  const { actions, createNodeId, createContentDigest, reporter } = args;
  const ids = new Set<string>();
  const create = (type: string, key: string, fields: object): void => {
    const id = createNodeId(`${type} ${key}`);
    ids.add(id);
    actions.createNode({
      ...fields,
      id,
      parent: null,
      children: [],
      internal: { type, contentDigest: createContentDigest(fields) },
    });
  };
  const { settings: spec, api } = loaded;
  for (const warning of api.warnings) reporter.warn(`${spec.file}: ${warning}`);
  const contents = apiNodeContents(spec, api, position, loaded.history);
  create(API_NODE_TYPES.spec, spec.id, contents.spec);
  for (const tag of contents.tags) create(API_NODE_TYPES.tag, `${spec.id} ${tag.slug}`, tag);
  // The pages' data with their JSON examples as values, not pretty-printed text (src/openapi/packedExamples.ts),
  // and their request samples' shared lines as numbers (src/openapi/packedSamples.ts).
  for (const operation of contents.operations)
    create(API_NODE_TYPES.operation, `${spec.id} ${operation.slug}`, { ...operation, data: packExamples(packSamples(operation.data)) });
  for (const schema of contents.schemas) create(API_NODE_TYPES.schema, `${spec.id} ${schema.slug}`, { ...schema, data: packExamples(schema.data) });
  writeApiDownload(process.cwd(), loaded.api.file, loaded.download);
  for (const example of contents.fullExamples) writeFullExample(process.cwd(), example.href, example.text);
  return ids;
}

/** The overlay entry of one API's document (src/node/developOverlay.ts): one per API, replaced on each reload. */
const overlayId = (spec: ApiSpecSettings): string => `fms-api-document ${spec.id}`;

/** Reports a document that does not load: on the terminal (now, or into `messages` to report together) and in the develop overlay. */
function reportBrokenDocument(reporter: Reporter, spec: ApiSpecSettings, error: ApiDocumentError, suffix = '', messages?: string[]): void {
  if (messages) messages.push(`${error.message}${suffix}`);
  else reporter.panicOnBuild(`${error.message}${suffix}`);
  reportToDevelopOverlay(overlayId(spec), [
    {
      title: `The OpenAPI document ${spec.file} of the API reference does not load`,
      message: `${error.message}${suffix}`,
      file: path.resolve(error.file),
      line: error.line,
      column: error.column,
    },
  ]);
}

export async function sourceApiNodes(args: SourceNodesArgs, settings: ResolvedSiteSettings): Promise<void> {
  const { reporter } = args;
  const conflict = apiRouteConflict(settings.api);
  if (conflict) {
    reporter.panicOnBuild(conflict);
    return;
  }
  // Each document on its own: every broken one is reported, then a build stops; in development the
  // others are sourced, and a broken one is reloaded when one of its files changes.
  const loaded: LoadedApi[] = [];
  const broken: SourcedApi[] = [];
  const messages: string[] = [];
  policy = documentPolicy(settings.api);
  restoreMemosOnce();
  for (const [position, spec] of settings.api.specs.entries()) {
    try {
      loaded.push(await loadApi(spec, process.cwd(), policy, position));
    } catch (error) {
      if (!(error instanceof ApiDocumentError)) throw error;
      reportBrokenDocument(reporter, spec, error, '', messages);
      // Watched for the fix: the document's files inside the documents' folder, never one outside it.
      const files = [path.resolve(spec.file), path.resolve(error.file), ...(error.missingFile ? [error.missingFile] : [])].filter((file) =>
        isInside(policy.root, file),
      );
      broken.push({ settings: spec, position, nodeIds: new Set(), digests: new Map(files.map((file) => [file, md5(file)])) });
    }
  }
  if (messages.length > 0) reporter.panicOnBuild(messages.join('\n\n'));
  checkDocumentExampleFindings(
    loaded.map((api) => api.examples),
    settings,
    reporter,
  );
  // What of each document the reference shows (issue 43): its counts, and each item it does not show at linkChecks.onUncoveredExamples.
  reportExamplesCoverage(
    loaded.map(({ settings: spec, examples, api }) => ({ label: spec.label, file: spec.file, document: examples.document, api })),
    settings.linkChecks.onUncoveredExamples,
    reporter,
  );
  reportBreakingChanges(loaded, settings.api.onBreakingChange, reporter);
  sourced.length = 0;
  clearApiDownloads(process.cwd());
  for (const api of loaded) {
    const position = settings.api.specs.findIndex((spec) => spec === api.settings);
    const nodeIds = createApiNodes(args, api, position);
    sourced.push({ settings: api.settings, position, nodeIds, digests: new Map(api.files.map((file) => [file, md5(file)])) });
  }
  sourced.push(...broken);
  saveMemosSoon(0);
}

/**
 * Reloads run one after another (a chain of promises): Gatsby runs onCreateNode for a node that comes
 * while a batch is running at once, so two saves close together (or the two change events of one save)
 * could load the same document in two overlapping calls, and the slower one, holding the older text,
 * would replace the newer one's nodes. Seen once in CI: an added operation never got its page.
 */
let reloads: Promise<void> = Promise.resolve();

/** onCreateNode for the File nodes of the API documents (a no-op for any other node). */
export function onCreateApiFileNode(args: CreateNodeArgs): Promise<void> {
  const { node } = args;
  if (node.internal.type !== 'File' || (node as Node & { sourceInstanceName?: string }).sourceInstanceName !== API_SOURCE_NAME) return Promise.resolve();
  const file = path.resolve(String((node as Node & { absolutePath?: string }).absolutePath ?? ''));
  if (!sourced.some((api) => api.digests.has(file))) return Promise.resolve();
  const run = reloads.then(() => reloadApisOf(args, file));
  reloads = run.catch(() => undefined);
  return run;
}

/** How often a reload reads a document again because one of its files changed while it was read. */
const UNSTABLE_READS = 5;

/**
 * Reloads every API made of `file` whose files are no longer what it last loaded. What is on disk
 * decides, not the File node's digest: a node that waited behind another reload may be older than the
 * file. A document whose files changed while it was being read is read again, so the digests kept are
 * always those of the text whose nodes are shown (else the next save of the same text would be
 * taken for no change, and the older nodes would stay).
 */
async function reloadApisOf(args: CreateNodeArgs, file: string): Promise<void> {
  const { reporter, getNode, actions } = args;
  for (const api of sourced.filter((candidate) => candidate.digests.has(file))) {
    for (let read = 1; ; read++) {
      const before = new Map([...api.digests.keys()].map((part) => [part, md5(part)]));
      if ([...before].every(([part, digest]) => api.digests.get(part) === digest)) break;
      let loaded: LoadedApi;
      try {
        loaded = await loadApi(api.settings, process.cwd(), policy, api.position);
      } catch (error) {
        if (!(error instanceof ApiDocumentError)) throw error;
        // The digests of the broken text are kept, so saving the same text again does not reload it; the
        // file at fault (a referenced one, say) is watched from now on too, so fixing it reloads.
        for (const [part, digest] of before) api.digests.set(part, digest);
        const atFault = path.resolve(error.file);
        if (!api.digests.has(atFault) && isInside(policy.root, atFault)) api.digests.set(atFault, md5(atFault));
        // A file a `$ref` names but that does not exist yet: creating it reloads the document.
        if (error.missingFile && !api.digests.has(error.missingFile)) api.digests.set(error.missingFile, '');
        const keeps = api.nodeIds.size > 0 ? ' (The API reference keeps showing the last version that loaded until the document is fixed.)' : '';
        reportBrokenDocument(reporter, api.settings, error, keeps);
        break;
      }
      const after = new Map(loaded.files.map((part) => [part, md5(part)]));
      if (read < UNSTABLE_READS && [...after].some(([part, digest]) => before.has(part) && before.get(part) !== digest)) continue;
      const nodeIds = createApiNodes(args as unknown as NodeActions, loaded, api.position);
      for (const id of api.nodeIds) {
        const stale = nodeIds.has(id) ? undefined : getNode(id);
        if (stale) actions.deleteNode(stale);
      }
      api.nodeIds = nodeIds;
      api.digests = after;
      reportToDevelopOverlay(overlayId(api.settings), []);
      reporter.info(`API reference: reloaded ${api.settings.file} (${loaded.api.operations.length} operations)`);
      saveMemosSoon(5000);
      break;
    }
  }
}
