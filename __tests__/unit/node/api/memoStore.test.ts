/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { SourceNodesArgs } from 'gatsby';
import type { ResolvedSiteSettings } from '../../../../src/config/settingsContract';
import { codeVersion, memoFile, restoreMemos, saveMemos, siteCodeVersion } from '../../../../src/node/api/memoStore';
import { normaliseApi } from '../../../../src/openapi/normalise';
import { readFixture } from '../../../support/fixtures';
import { fakeReporter } from '../../../support/reporter';
import { removeTree, tempFolder, writeTree } from '../../../support/tempFolder';

type MemoStore = typeof import('../../../../src/node/api/memoStore');
type Normalise = typeof import('../../../../src/openapi/normalise');
type Markdown = typeof import('../../../../src/openapi/markdown');
type Source = typeof import('../../../../src/node/api/sourceApiNodes');

/** The modules as a new process sees them: every memo empty. */
function freshModules(): { store: MemoStore; normalise: Normalise; markdown: Markdown } {
  let modules: { store: MemoStore; normalise: Normalise; markdown: Markdown } | undefined;
  jest.isolateModules(() => {
    modules = {
      store: jest.requireActual('../../../../src/node/api/memoStore'),
      normalise: jest.requireActual('../../../../src/openapi/normalise'),
      markdown: jest.requireActual('../../../../src/openapi/markdown'),
    };
  });
  return modules as { store: MemoStore; normalise: Normalise; markdown: Markdown };
}

describe('memoStore', () => {
  let folder = '';
  beforeEach(() => {
    folder = tempFolder('fms-memos-');
  });
  afterEach(() => removeTree(folder));

  it('gives a later run of the same code the rendered texts and operation pages of this one', () => {
    const options = { id: 'memo-api', file: '/memo.json' };
    const first = normaliseApi(readFixture('openapi-3.0.json'), options);
    const file = path.join(folder, 'memos.bin');
    saveMemos(file, 'v1');

    const later = freshModules();
    expect(later.markdown.renderedMarkdown().size).toBe(0);
    expect(later.store.restoreMemos(file, 'v1')).toBe(true);
    expect(later.markdown.renderedMarkdown().size).toBeGreaterThan(0);
    expect([...later.normalise.keptOperationPages().keys()]).toContain('memo-api');
    expect(later.normalise.normaliseApi(readFixture('openapi-3.0.json'), options)).toEqual(first);
  });

  it('ignores memos of other code, and a file that does not read', () => {
    const file = path.join(folder, 'memos.bin');
    saveMemos(file, 'v1');
    const later = freshModules();
    expect(later.store.restoreMemos(file, 'v2')).toBe(false);
    expect(later.markdown.renderedMarkdown().size).toBe(0);
    fs.writeFileSync(file, 'not a memo file');
    expect(restoreMemos(file, 'v1')).toBe(false);
    expect(restoreMemos(path.join(folder, 'missing.bin'), 'v1')).toBe(false);
  });

  it('versions code by the bytes of its files; a site without a compiled gatsby-node has none', () => {
    const [a, b] = ['a.js', 'b.json'].map((name) => path.join(folder, name));
    fs.writeFileSync(a, 'one');
    const onlyA = codeVersion([a, b]);
    expect(onlyA).toMatch(/^[0-9a-f]{64}$/);
    fs.writeFileSync(b, '{}');
    expect(codeVersion([a, b])).not.toBe(onlyA);
    fs.writeFileSync(a, 'two');
    expect(new Set([onlyA, codeVersion([a, b])]).size).toBe(2);
    expect(codeVersion([path.join(folder, 'none.js')])).toBeUndefined();
    expect(siteCodeVersion(folder)).toBeUndefined();
    fs.mkdirSync(path.join(folder, '.cache', 'compiled'), { recursive: true });
    fs.writeFileSync(path.join(folder, '.cache', 'compiled', 'gatsby-node.js'), 'code');
    expect(siteCodeVersion(folder)).toMatch(/^[0-9a-f]{64}$/);
    const compiled = siteCodeVersion(folder);
    fs.writeFileSync(path.join(folder, 'package-lock.json'), '{"lockfileVersion":3}');
    const withLock = siteCodeVersion(folder);
    expect(withLock).not.toBe(compiled);
    fs.writeFileSync(path.join(folder, 'package-lock.json'), '{"lockfileVersion":3,"packages":{"node_modules/ajv":{"version":"8.17.2"}}}');
    expect(new Set([compiled, withLock, siteCodeVersion(folder)]).size).toBe(3);
    // Under node_modules/.cache: a clean build (no .cache/, no public/) of the same code finds it.
    expect(memoFile(folder)).toBe(path.join(folder, 'node_modules', '.cache', 'fms-api', 'memos.bin'));
  });
});

/**
 * A GET /assets whose 200 response has an example that does not match its schema (an invalid example),
 * and, at 1.1, a newly required parameter (a breaking change in the same major version).
 */
function documentText(version: string, required: boolean): string {
  const schema = { type: 'object', properties: { id: { type: 'string' } } };
  return JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Memo API', version },
    paths: {
      '/assets': {
        get: {
          operationId: 'listAssets',
          parameters: [{ name: 'zoneId', in: 'query', required, schema: { type: 'string' } }],
          responses: { '200': { description: 'The assets.', content: { 'application/json': { schema, example: { id: 42 } } } } },
        },
      },
    },
  });
}

describe('a clean build with the memos of an earlier one (sourceNodes)', () => {
  let root = '';
  afterEach(() => {
    jest.restoreAllMocks();
    removeTree(root);
  });

  const settings = (): ResolvedSiteSettings =>
    ({
      api: {
        overviewSlug: 'overview',
        documentsRoot: root,
        onBreakingChange: 'throw',
        specs: [{ id: 'memo-api', label: 'Memo API', file: 'current.json', history: [{ file: 'old.json' }] }],
      },
      linkChecks: { onInvalidExamples: 'throw' },
    }) as unknown as ResolvedSiteSettings;

  /** sourceApiNodes in a new process (every memo empty, the memo file not yet read), at `root`: what it stopped the build with. */
  async function sourceInNewProcess(): Promise<string[]> {
    let source: Source | undefined;
    jest.isolateModules(() => {
      source = jest.requireActual<Source>('../../../../src/node/api/sourceApiNodes');
    });
    const record = fakeReporter();
    const args = {
      actions: { createNode: () => undefined },
      createNodeId: (key: string) => key,
      createContentDigest: () => 'digest',
      reporter: record.reporter,
    } as unknown as SourceNodesArgs;
    await (source as Source).sourceApiNodes(args, settings());
    return record.panicOnBuild;
  }

  it('stops the build with the same messages as without them, however the memo file is found', async () => {
    root = writeTree({
      'old.json': documentText('1.0', false),
      'current.json': documentText('1.1', true),
      '.cache/compiled/gatsby-node.js': 'the compiled site code',
      'package-lock.json': '{}',
    });
    jest.spyOn(process, 'cwd').mockReturnValue(root);
    const file = memoFile(root);

    const fresh = await sourceInNewProcess();
    expect(fresh).toHaveLength(2);
    expect(fresh[0]).toContain('Invalid example in current.json at #/paths/~1assets/get/responses/200/content/application~1json/example: /id must be string');
    expect(fresh[0]).toContain("The build stopped because linkChecks.onInvalidExamples is 'throw'");
    expect(fresh[1]).toMatch(/^Breaking-change check: current\.json \(Memo API\) has 1 breaking changes since 1\.0/);
    // A failing build does not end here (Gatsby exits on panicOnBuild); this one went on and wrote its memos.
    expect(fs.existsSync(file)).toBe(true);

    // Found and read: the same failure, from the memos.
    expect(await sourceInNewProcess()).toEqual(fresh);

    // The memo file is read (the test above is not vacuous): a kept check is what is reported.
    const stored = v8.deserialize(fs.readFileSync(file)) as { examples: [string, unknown[]][] };
    expect(stored.examples).toHaveLength(1);
    fs.writeFileSync(file, v8.serialize({ ...stored, examples: stored.examples.map(([key]) => [key, []]) }));
    expect(await sourceInNewProcess()).toEqual([fresh[1]]);

    // Unreadable, or of another shape: ignored, the work is done again, the same failure, and the file is replaced.
    for (const broken of [Buffer.from('not a memo file'), v8.serialize({ ...stored, examples: 'no list' }), Buffer.alloc(0)]) {
      fs.writeFileSync(file, broken);
      expect(await sourceInNewProcess()).toEqual(fresh);
      expect((v8.deserialize(fs.readFileSync(file)) as { examples: unknown }).examples).toEqual(stored.examples);
    }

    // Other code (the compiled gatsby-node) or other packages (package-lock.json): the memos are not used.
    for (const [changed, text] of [
      ['.cache/compiled/gatsby-node.js', 'other compiled site code'],
      ['package-lock.json', '{"packages":{}}'],
    ]) {
      fs.writeFileSync(file, v8.serialize({ ...stored, examples: stored.examples.map(([key]) => [key, []]) }));
      fs.writeFileSync(path.join(root, changed), text);
      expect(await sourceInNewProcess()).toEqual(fresh);
    }

    // Another document text: the kept results are not its own (their keys are the documents' texts).
    fs.writeFileSync(file, v8.serialize({ ...stored, examples: stored.examples.map(([key]) => [key, []]) }));
    fs.writeFileSync(path.join(root, 'current.json'), documentText('1.1', true).replace('"id":42', '"id":43'));
    expect((await sourceInNewProcess())[0]).toContain('/id must be string');
  });
});
