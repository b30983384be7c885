/**
 * A kept public/ loses the static query results no page names any more (src/node/deploy/staleStaticQueries.ts;
 * decision 0036), and nothing else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { namedStaticQueries, removeUnusedStaticQueryResults } from '../../../../src/node/deploy/staleStaticQueries';
import { removeTree, writeTree } from '../../../support/tempFolder';

const pageData = (hashes: string[]): string => JSON.stringify({ componentChunkName: 'x', path: '/', result: {}, staticQueryHashes: hashes, slicesMap: {} });

let dir = '';
afterEach(() => removeTree(dir));

it('removes the results no page or slice names, and keeps the named ones and every other file', () => {
  dir = writeTree({
    'public/page-data/index/page-data.json': pageData(['111']),
    'public/page-data/docs/intro/page-data.json': pageData(['111', '222']),
    'public/slice-data/navbar.json': JSON.stringify({ staticQueryHashes: ['333'] }),
    'public/page-data/sq/d/111.json': '{}',
    'public/page-data/sq/d/222.json': '{}',
    'public/page-data/sq/d/333.json': '{}',
    'public/page-data/sq/d/444.json': '{}',
    'public/page-data/sq/d/notes.txt': 'not a result',
    'public/page-data/app-data.json': '{"webpackCompilationHash":"x"}',
  });
  expect(removeUnusedStaticQueryResults(path.join(dir, 'public'))).toEqual(['444']);
  expect(fs.readdirSync(path.join(dir, 'public/page-data/sq/d')).sort()).toEqual(['111.json', '222.json', '333.json', 'notes.txt']);
  expect(fs.existsSync(path.join(dir, 'public/page-data/app-data.json'))).toBe(true);
});

it('removes nothing without any page data, or without results', () => {
  dir = writeTree({ 'public/page-data/sq/d/111.json': '{}', 'public/index.html': '' });
  expect(removeUnusedStaticQueryResults(path.join(dir, 'public'))).toEqual([]);
  expect(fs.existsSync(path.join(dir, 'public/page-data/sq/d/111.json'))).toBe(true);
  removeTree(dir);
  dir = writeTree({ 'public/page-data/index/page-data.json': pageData([]) });
  expect(removeUnusedStaticQueryResults(path.join(dir, 'public'))).toEqual([]);
});

it('reads the hashes a page names, and none from data that does not parse', () => {
  expect(namedStaticQueries(pageData(['1', '2']))).toEqual(['1', '2']);
  expect(namedStaticQueries('{ broken')).toEqual([]);
  expect(namedStaticQueries('{}')).toEqual([]);
});
