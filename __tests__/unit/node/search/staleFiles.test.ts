/**
 * @jest-environment node
 *
 * A kept public/ keeps only the current search index's files (decision 0036).
 */
import fs from 'node:fs';
import path from 'node:path';
import { removeStaleSearchFiles } from '../../../../src/node/search/staleFiles';
import { removeTree, writeTree } from '../../../support/tempFolder';

const OLD = '657fdbac8adcca78da719b4ae339d0ab';
const NOW = 'fbb2fde1c96b9cf1184cfaed5bc47466';

test('removes the index and store of earlier builds, keeps the current ones and every other file', () => {
  const dir = writeTree({
    [`${OLD}.index.txt`]: 'old',
    [`${OLD}.store.json`]: '{}',
    [`${NOW}.index.txt`]: 'now',
    [`${NOW}.store.json`]: '{}',
    'diagram-0123456789abcdef.svg': '<svg/>',
    '0123456789abcdef0123456789abcdef.png': 'png',
  });
  try {
    expect(removeStaleSearchFiles(dir, [`${NOW}.index.txt`, `${NOW}.store.json`])).toEqual([`${OLD}.index.txt`, `${OLD}.store.json`]);
    expect(fs.readdirSync(dir).sort()).toEqual([
      '0123456789abcdef0123456789abcdef.png',
      'diagram-0123456789abcdef.svg',
      `${NOW}.index.txt`,
      `${NOW}.store.json`,
    ]);
  } finally {
    removeTree(dir);
  }
});

test('a missing folder removes nothing', () => {
  expect(removeStaleSearchFiles(path.join('/nonexistent', NOW), [])).toEqual([]);
});
