/**
 * A kept public/ loses the agent files of pages that are gone (src/node/agents/staleAgentFiles.ts;
 * decision 0036), and nothing else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { earlierAgentFiles, removeEarlierAgentFiles } from '../../../../src/node/agents/staleAgentFiles';
import { removeTree, writeTree } from '../../../support/tempFolder';

describe('earlierAgentFiles', () => {
  it('names the last build’s twins and llms files this build did not write', () => {
    expect(
      earlierAgentFiles(['/docs/a.md', '/docs/gone.md', '/docs/api/x/llms-full.txt', '/llms.txt', '/docs/moved/index.md'], ['/docs/a.md', '/llms.txt']),
    ).toEqual(['docs/api/x/llms-full.txt', 'docs/gone.md', 'docs/moved/index.md']);
  });

  it('never names a file of another shape, one outside public/, or a non-string', () => {
    expect(
      earlierAgentFiles(['/index.html', '/docs/a/index.html', '/../outside.md', '/docs/../../x.md', '/sitemap.xml', 42, null, '/notllms.txt'], []),
    ).toEqual([]);
  });
});

describe('removeEarlierAgentFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = writeTree({
      'public/docs/kept.md': 'kept',
      'public/docs/gone.md': 'gone',
      'public/docs/gone/index.html': '<p>html stays</p>',
      'public/llms.txt': 'index',
      'outside.md': 'not in public',
    });
  });
  afterEach(() => removeTree(dir));
  const list = (): string => path.join(dir, '.cache/fms-agent-twins/files.json');

  it('removes nothing without an earlier list, and lists this build’s files', () => {
    expect(removeEarlierAgentFiles(path.join(dir, 'public'), list(), ['/docs/kept.md', '/llms.txt'])).toEqual([]);
    expect(fs.existsSync(path.join(dir, 'public/docs/gone.md'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(list(), 'utf8'))).toEqual(['/docs/kept.md', '/llms.txt']);
  });

  it('removes the earlier build’s files this one did not write, and nothing else', () => {
    fs.mkdirSync(path.dirname(list()), { recursive: true });
    fs.writeFileSync(list(), JSON.stringify(['/docs/kept.md', '/docs/gone.md', '/llms.txt', '/../outside.md', '/docs/gone/index.html']));
    expect(removeEarlierAgentFiles(path.join(dir, 'public'), list(), ['/docs/kept.md', '/llms.txt'])).toEqual(['docs/gone.md']);
    expect(fs.existsSync(path.join(dir, 'public/docs/gone.md'))).toBe(false);
    for (const file of ['public/docs/kept.md', 'public/llms.txt', 'public/docs/gone/index.html', 'outside.md'])
      expect(fs.existsSync(path.join(dir, file))).toBe(true);
  });

  it('ignores an unreadable list', () => {
    fs.mkdirSync(path.dirname(list()), { recursive: true });
    fs.writeFileSync(list(), '{ not json');
    expect(removeEarlierAgentFiles(path.join(dir, 'public'), list(), [])).toEqual([]);
    expect(fs.existsSync(path.join(dir, 'public/docs/gone.md'))).toBe(true);
  });
});
