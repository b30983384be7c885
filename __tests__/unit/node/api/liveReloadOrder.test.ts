/** @jest-environment node */
/**
 * Live reload of an API document when two saves overlap (src/node/api/sourceApiNodes.ts): Gatsby runs
 * onCreateNode for a File node that comes while a batch is running at once, so a second save can
 * arrive while the first is still being loaded. Seen in CI: the slower load, holding the older text,
 * replaced the newer one's nodes and kept the newer text's digest, so an added operation never got
 * its page. Here the first reload is held after it has read the document until the second save's
 * event has come (and, without the queue, has been loaded): the nodes shown at the end must be the
 * last text's, and the kept digests must be that text's, so saving it again changes nothing.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs, Node, SourceNodesArgs } from 'gatsby';
import type { ResolvedSiteSettings } from '../../../../src/config/settingsContract';
import * as loadApis from '../../../../src/node/api/loadApis';
import { API_SOURCE_NAME, onCreateApiFileNode, sourceApiNodes } from '../../../../src/node/api/sourceApiNodes';
import { fakeReporter } from '../../../support/reporter';
import { removeTree, tempFolder } from '../../../support/tempFolder';

jest.mock('../../../../src/node/developOverlay', () => ({ reportToDevelopOverlay: jest.fn() }));
jest.mock('../../../../src/node/api/loadApis', () => {
  const actual = jest.requireActual<typeof import('../../../../src/node/api/loadApis')>('../../../../src/node/api/loadApis');
  return { ...actual, loadApi: jest.fn(actual.loadApi) };
});
const actualLoadApi = jest.requireActual<typeof import('../../../../src/node/api/loadApis')>('../../../../src/node/api/loadApis').loadApi;
const loadApi = loadApis.loadApi as jest.MockedFunction<typeof loadApis.loadApi>;

const responses = { '200': { description: 'Done.' } };
const documentWith = (paths: Record<string, unknown>): string => JSON.stringify({ openapi: '3.0.3', info: { title: 'Live', version: '1' }, paths }, null, 2);
const LIST = { get: { operationId: 'listThings', summary: 'List things', responses } };
const DELETE = { delete: { operationId: 'deleteThing', summary: 'Delete a thing', responses } };
const CREATE = { post: { operationId: 'createThing', summary: 'Create a thing', responses } };
const TEXT_A = documentWith({ '/things': LIST });
const TEXT_B = documentWith({ '/things': LIST, '/things/{id}': DELETE });
const TEXT_C = documentWith({ '/things': { ...LIST, ...CREATE }, '/things/{id}': DELETE });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('two overlapping saves of a document: the last text is shown, and its digests are kept', async () => {
  const folder = tempFolder('fms-api-order-');
  try {
    const file = path.join(folder, 'live.json');
    fs.writeFileSync(file, TEXT_A);
    const shown = new Map<string, Node>();
    const { reporter } = fakeReporter();
    const actions = {
      createNode: (node: Node) => shown.set(node.id, node),
      deleteNode: (node: Node) => shown.delete(node.id),
    };
    const args = {
      actions,
      createNodeId: (key: string) => `id(${key})`,
      createContentDigest: (value: unknown) => createHash('md5').update(JSON.stringify(value)).digest('hex'),
      getNode: (id: string) => shown.get(id),
      reporter,
    };
    await sourceApiNodes(
      args as unknown as SourceNodesArgs,
      {
        api: { overviewSlug: 'overview', specs: [{ id: 'live', label: 'Live', file: path.relative(process.cwd(), file) }], documentsRoot: folder },
        linkChecks: { onInvalidExamples: 'log' },
      } as unknown as ResolvedSiteSettings,
    );
    const operations = () =>
      [...shown.values()]
        .filter((node) => node.internal.type === 'ApiOperation')
        .map((node) => String(node.slug))
        .sort();
    expect(operations()).toEqual(['list-things']);

    /** The File node gatsby-source-filesystem makes for the file as it is now. */
    const fileNode = () =>
      ({
        ...args,
        node: {
          id: `file ${file}`,
          sourceInstanceName: API_SOURCE_NAME,
          absolutePath: file,
          internal: { type: 'File', contentDigest: createHash('md5').update(fs.readFileSync(file)).digest('hex') },
        },
      }) as unknown as CreateNodeArgs;

    // The first save's load is held once it has read the document.
    let release = (): void => undefined;
    let held = (): void => undefined;
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    loadApi.mockImplementationOnce(async (...call) => {
      const loaded = await actualLoadApi(...call);
      held();
      await new Promise<void>((resolve) => (release = resolve));
      return loaded;
    });
    fs.writeFileSync(file, TEXT_B);
    const first = onCreateApiFileNode(fileNode());
    await isHeld;
    fs.writeFileSync(file, TEXT_C);
    const second = onCreateApiFileNode(fileNode());
    // Without the queue the second save is loaded and shown now, before the first ends; with it, it waits.
    await Promise.race([second, sleep(1500)]);
    release();
    await Promise.all([first, second]);

    expect(operations()).toEqual(['create-thing', 'delete-thing', 'list-things']);
    const reloaded = reporter.info.mock.calls.map(([message]) => String(message)).filter((message) => message.startsWith('API reference: reloaded'));
    expect(reloaded[reloaded.length - 1]).toMatch(/\(3 operations\)$/);

    // The kept digests are the last text's: saving it again loads nothing; saving another text reloads it.
    const loads = loadApi.mock.calls.length;
    await onCreateApiFileNode(fileNode());
    expect(loadApi.mock.calls.length).toBe(loads);
    fs.writeFileSync(file, TEXT_A);
    await onCreateApiFileNode(fileNode());
    expect(operations()).toEqual(['list-things']);
  } finally {
    removeTree(folder);
  }
});
