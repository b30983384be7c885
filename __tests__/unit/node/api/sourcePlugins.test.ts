/** @jest-environment node */
import path from 'node:path';
import { API_SOURCE_NAME, apiSourcePlugins } from '../../../../src/node/api/sourcePlugins';

const ROOT = path.resolve(__dirname, '../../../..');
/** Only JSON and YAML files; never build output, caches or dependencies (a document at the project root would watch them). */
const IGNORED = ['**/*.!(json|yaml|yml)', '**/node_modules/**', '**/.cache/**', '**/public/**', '**/.git/**'];

describe('apiSourcePlugins', () => {
  it('watches the outermost folders holding a file of each document, JSON and YAML only', () => {
    const plugins = apiSourcePlugins(
      [
        { id: 'split', label: 'Split', file: '__tests__/fixtures/openapi/split/api/openapi.yaml' },
        { id: 'portal', label: 'Portal', file: 'static/Portal-v1.json' },
      ],
      ROOT,
    );
    expect(plugins).toEqual([
      // '../common.json' is one folder up from the root file: that folder covers both.
      {
        resolve: 'gatsby-source-filesystem',
        options: { name: API_SOURCE_NAME, path: path.join(ROOT, '__tests__/fixtures/openapi/split'), ignore: IGNORED },
      },
      { resolve: 'gatsby-source-filesystem', options: { name: API_SOURCE_NAME, path: path.join(ROOT, 'static'), ignore: IGNORED } },
    ]);
  });

  it('still watches the folder of a document that does not load (its error comes from sourceNodes)', () => {
    expect(
      apiSourcePlugins([{ id: 'bad', label: 'Bad', file: '__tests__/fixtures/bad-missing-ref/api.json' }], ROOT).map((plugin) => plugin.options.path),
    ).toEqual([path.join(ROOT, '__tests__/fixtures/bad-missing-ref')]);
  });

  it('watches the folders of the earlier documents of the history too', () => {
    const plugins = apiSourcePlugins(
      [{ id: 'portal', label: 'Portal', file: 'static/Portal-v1.json', history: [{ file: 'api-history/Portal-1.0.json' }] }],
      ROOT,
    );
    expect(plugins.map((plugin) => plugin.options.path)).toEqual([path.join(ROOT, 'api-history'), path.join(ROOT, 'static')]);
  });

  it('names the same source instance as the JSON transformer wrapper skips', () => {
    const wrapper = require('../../../../plugins/fms-transformer-json/gatsby-node') as { shouldOnCreateNode: (args: { node: object }) => boolean };
    const file = { internal: { type: 'File', mediaType: 'application/json' } };
    expect(wrapper.shouldOnCreateNode({ node: { ...file, sourceInstanceName: API_SOURCE_NAME } })).toBe(false);
    expect(wrapper.shouldOnCreateNode({ node: { ...file, sourceInstanceName: 'blog' } })).toBe(true);
  });
});
