/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { ApiSettingError, compareVersionNumbers, loadApiHistory, unversionedBreakingChanges } from '../../../../src/node/api/apiHistory';
import { majorVersion } from '../../../../src/node/api/breakingRules';
import { loadApi } from '../../../../src/node/api/loadApis';
import { breakingChangeMessages, reportBreakingChanges } from '../../../../src/node/api/breakingChangeCheck';
import { removeTree, writeTree } from '../../../support/tempFolder';
import { fakeReporter } from '../../../support/reporter';
import { apiNodeContents } from '../../../../src/node/api/model';
import { changelogFeedPaths, writeChangelogFeeds } from '../../../../src/node/api/changelogFeeds';
import { siteSettings } from '../../../../src/config/settings';
import { validateSettings } from '../../../../src/node/config/validate';

/** A small valid document: GET /assets with an optional or required `zoneId`, and a schema kept in another file when `split`. */
function documentText(version: string, options: { required?: boolean; split?: boolean; extraOperation?: boolean } = {}): string {
  const asset = options.split ? { $ref: './schemas/asset.json' } : { type: 'object', properties: { id: { type: 'string' } } };
  const paths: Record<string, unknown> = {
    '/assets': {
      get: {
        operationId: 'listAssets',
        parameters: [{ name: 'zoneId', in: 'query', required: options.required === true, schema: { type: 'string' } }],
        responses: { '200': { description: 'The assets.', content: { 'application/json': { schema: asset } } } },
      },
    },
  };
  if (options.extraOperation) paths['/zones'] = { get: { operationId: 'listZones', responses: { '200': { description: 'The zones.' } } } };
  return JSON.stringify({ openapi: '3.0.3', info: { title: 'Test API', version, 'x-release-date': '2026-01-05' }, paths });
}

const ASSET_SCHEMA = JSON.stringify({ type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } });

describe('loadApiHistory through loadApi', () => {
  let root = '';
  afterEach(() => removeTree(root));

  it('compares each earlier version with the next, newest first, and marks the current operations', async () => {
    root = writeTree({
      'history/1.0.json': documentText('1.0'),
      'history/1.1.json': documentText('1.1', { split: true }),
      'history/schemas/asset.json': ASSET_SCHEMA,
      'current.json': documentText('1.2', { required: true, extraOperation: true }),
    });
    const loaded = await loadApi(
      { id: 'test-api', label: 'Test API', file: 'current.json', history: [{ file: 'history/1.0.json' }, { file: 'history/1.1.json' }] },
      root,
      undefined,
      3,
    );
    const { changelog, marks, files } = loaded.history;
    expect(changelog.map((entry) => `${entry.previous}→${entry.version}`)).toEqual(['1.1→1.2', '1.0→1.1']);
    // The split 1.1: its schema file was followed, so the added property is a change.
    expect(changelog[1]?.groups[0]?.changes.map((change) => change.text)).toEqual(['New optional field `name` in the 200 response.']);
    expect(changelog[0]?.groups.map((group) => group.title)).toEqual(['GET /assets', 'GET /zones']);
    expect(marks).toEqual({
      'list-assets': { kind: 'changed', version: '1.2', href: '/docs/api/test-api/changelog#version-1-2' },
      'list-zones': { kind: 'new', version: '1.2', href: '/docs/api/test-api/changelog#version-1-2' },
    });
    // The history's files are watched in development with the document's.
    expect(files.some((file) => file.endsWith('asset.json'))).toBe(true);
    expect(loaded.files).toEqual(expect.arrayContaining(files));
  });

  it('without history there is no changelog', async () => {
    root = writeTree({ 'current.json': documentText('1.0') });
    const loaded = await loadApi({ id: 'test-api', label: 'Test API', file: 'current.json' }, root);
    expect(loaded.history.changelog).toEqual([]);
    expect(loaded.history.marks).toEqual({});
  });

  it('a missing file names the setting', async () => {
    root = writeTree({ 'current.json': documentText('1.1') });
    const loading = loadApi({ id: 'test-api', label: 'Test API', file: 'current.json', history: [{ file: 'history/gone.json' }] }, root, undefined, 1);
    await expect(loading).rejects.toThrow(ApiSettingError);
    await expect(loading).rejects.toThrow('Invalid setting api.specs[1].history[0].file: no file at history/gone.json');
  });

  it('a repeated version names the setting', async () => {
    root = writeTree({ 'a.json': documentText('1.0'), 'b.json': documentText('1.0'), 'current.json': documentText('1.1') });
    await expect(loadApi({ id: 't', label: 'T', file: 'current.json', history: [{ file: 'a.json' }, { file: 'b.json' }] }, root)).rejects.toThrow(
      'Invalid setting api.specs[0].history[1].file: its info.version "1.0" is also the version of api.specs[0].history[0].file',
    );
    await expect(loadApi({ id: 't', label: 'T', file: 'a.json', history: [{ file: 'b.json' }] }, root)).rejects.toThrow(
      'Invalid setting api.specs[0].file: its info.version "1.0"',
    );
  });

  it('an order that goes backwards names the setting', async () => {
    root = writeTree({ 'a.json': documentText('1.10'), 'b.json': documentText('1.9'), 'current.json': documentText('2.0') });
    await expect(loadApi({ id: 't', label: 'T', file: 'current.json', history: [{ file: 'a.json' }, { file: 'b.json' }] }, root)).rejects.toThrow(
      'Invalid setting api.specs[0].history[1].file: its info.version "1.9" is older than "1.10" of api.specs[0].history[0].file',
    );
  });

  it('a broken earlier document says which setting lists it', async () => {
    root = writeTree({ 'old.json': '{ "openapi": "3.0.3" ', 'current.json': documentText('1.1') });
    await expect(loadApi({ id: 't', label: 'T', file: 'current.json', history: [{ file: 'old.json' }] }, root)).rejects.toThrow(
      /old\.json.*listed in api\.specs\[0\]\.history\[0\]\.file/s,
    );
  });

  it('a release date that is not a date is a warning naming the file and the pointer, and the feeds are still written (issue 42)', async () => {
    const dated = (version: string, date: string): string => documentText(version).replace('"2026-01-05"', JSON.stringify(date));
    root = writeTree({ 'history/1.0.json': dated('1.0', '2026-02-30'), 'current.json': dated('1.1', 'yesterday') });
    const loaded = await loadApi({ id: 'test-api', label: 'Test API', file: 'current.json', history: [{ file: 'history/1.0.json' }] }, root, undefined, 2);
    // The document's warnings: sourceApiNodes prints each as `${settings.file}: ${warning}`.
    expect(loaded.api.warnings).toEqual([
      'In its earlier version history/1.0.json (listed in api.specs[2].history[0].file), info.x-release-date "2026-02-30" (at #/info/x-release-date) is not a calendar date written YYYY-MM-DD, such as "2026-11-02"; version "1.0" is shown without a date.',
      'info.x-release-date "yesterday" (at #/info/x-release-date) is not a calendar date written YYYY-MM-DD, such as "2026-11-02"; version "1.1" is shown without a date.',
    ]);
    expect(loaded.history.changelog.map((entry) => entry.date)).toEqual([undefined]);
    // onPostBuild's feeds of this API: no Invalid Date, nothing thrown.
    const contents = apiNodeContents(loaded.settings, loaded.api, 2, loaded.history);
    const out = writeTree({});
    try {
      expect(() => writeChangelogFeeds([contents.spec], validateSettings(siteSettings), out)).not.toThrow();
      expect(fs.readFileSync(path.join(out, changelogFeedPaths('test-api').atom), 'utf8')).toContain('<published>1970-01-01T00:00:00.000Z</published>');
    } finally {
      removeTree(out);
    }
  });

  it('loadApiHistory with no entries loads nothing', async () => {
    const history = await loadApiHistory({ id: 't', label: 'T', file: 'x.json' }, { bundled: {}, api: { id: 't', operations: [] } as never }, 0, '/nowhere');
    expect(history.compared).toEqual([]);
  });
});

describe('the breaking-change check', () => {
  let root = '';
  afterEach(() => removeTree(root));

  async function load(currentVersion: string): Promise<Awaited<ReturnType<typeof loadApi>>> {
    root = writeTree({ 'old.json': documentText('1.0'), 'current.json': documentText(currentVersion, { required: true }) });
    return loadApi({ id: 't', label: 'Test API', file: 'current.json', history: [{ file: 'old.json' }] }, root);
  }

  it('reports each breaking change with its pointer when the major version did not change', async () => {
    const loaded = await load('1.1');
    const problems = unversionedBreakingChanges(loaded.settings, loaded.history);
    expect(problems.map((problem) => problem.message)).toEqual([
      'current.json at #/paths/~1assets/get/parameters/0/required: GET /assets: Query parameter `zoneId` is now required. This breaks clients of 1.0, but info.version went from "1.0" to "1.1", the same major version (api.onBreakingChange).',
    ]);
  });

  it('the same version breaks as well; a new major version does not', async () => {
    root = writeTree({ 'old.json': documentText('1.0'), 'current.json': documentText('1.0.1', { required: true }) });
    const loaded = await loadApi({ id: 't', label: 'T', file: 'current.json', history: [{ file: 'old.json' }] }, root);
    expect(unversionedBreakingChanges(loaded.settings, loaded.history)).toHaveLength(1);
    removeTree(root);
    const major = await load('2.0');
    expect(unversionedBreakingChanges(major.settings, major.history)).toEqual([]);
  });

  it('reports at the severity of api.onBreakingChange', async () => {
    const loaded = await load('1.1');
    expect(breakingChangeMessages([loaded])[0]).toMatch(
      /^Breaking-change check: current\.json \(Test API\) has 1 breaking changes since 1\.0 but keeps major version 1 \(1\.0 → 1\.1\)\./,
    );
    const thrown = fakeReporter();
    reportBreakingChanges([loaded], 'throw', thrown.reporter);
    expect(thrown.panicOnBuild[0]).toContain('#/paths/~1assets/get/parameters/0/required');
    const warned = fakeReporter({ throwOn: ['panicOnBuild'] });
    reportBreakingChanges([loaded], 'warn', warned.reporter);
    expect(warned.warn).toHaveLength(1);
    const ignored = fakeReporter({ throwOn: ['panicOnBuild', 'warn', 'info'] });
    reportBreakingChanges([loaded], 'ignore', ignored.reporter);
  });
});

describe('versions', () => {
  it('orders numbers as numbers, ignoring a leading v', () => {
    expect(compareVersionNumbers('1.9', '1.10')).toBe(-1);
    expect(compareVersionNumbers('v2', '1.5')).toBe(1);
    expect(compareVersionNumbers('1.0', '1')).toBe(0);
  });

  it('takes the major version from the first number', () => {
    expect(majorVersion('1.1')).toBe('1');
    expect(majorVersion('v02.3')).toBe('2');
    expect(majorVersion('beta')).toBe('beta');
  });
});
