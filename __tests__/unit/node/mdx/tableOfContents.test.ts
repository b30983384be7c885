/** @jest-environment node */
import { memoisedTableOfContents, siteTocStore, type TocSource, type TocStore } from '../../../../src/node/mdx/tableOfContents';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const mdx = (body: string, file = '/site/content/docs/a.mdx'): TocSource => ({ body, internal: { contentFilePath: file } });

/** The plugin's resolver as a counted stand-in: its result names the inputs it was called with. */
function original(result?: (source: TocSource) => unknown) {
  const calls: string[] = [];
  const resolve = (source: TocSource, args: Record<string, unknown>) => {
    calls.push(`${String(source.body)} ${String(source.internal?.contentFilePath)} ${String(args.maxDepth)}`);
    return Promise.resolve(result ? result(source) : { items: [{ title: source.body, depth: args.maxDepth }] });
  };
  return { calls, info: { originalResolver: resolve } };
}

describe('memoisedTableOfContents', () => {
  test('calls the plugin once per text, path and maxDepth, and answers again with the same result', async () => {
    const resolve = memoisedTableOfContents();
    const { calls, info } = original();
    const first = await resolve(mdx('# A'), { maxDepth: 6 }, {}, info);
    expect(await resolve(mdx('# A'), { maxDepth: 6 }, {}, info)).toBe(first);
    expect(first).toEqual({ items: [{ title: '# A', depth: 6 }] });
    await resolve(mdx('# A'), { maxDepth: 3 }, {}, info);
    await resolve(mdx('# A', '/site/content/docs/b.mdx'), { maxDepth: 6 }, {}, info);
    expect(await resolve(mdx('# A edited'), { maxDepth: 6 }, {}, info)).toEqual({ items: [{ title: '# A edited', depth: 6 }] });
    expect(calls).toEqual([
      '# A /site/content/docs/a.mdx 6',
      '# A /site/content/docs/a.mdx 3',
      '# A /site/content/docs/b.mdx 6',
      '# A edited /site/content/docs/a.mdx 6',
    ]);
  });

  test('questions asked at the same time share one compilation', async () => {
    const resolve = memoisedTableOfContents();
    const { calls, info } = original();
    await Promise.all([resolve(mdx('# A'), { maxDepth: 6 }, {}, info), resolve(mdx('# A'), { maxDepth: 6 }, {}, info)]);
    expect(calls).toHaveLength(1);
  });

  test('keeps neither a null result (a compile error the plugin reported) nor a failure', async () => {
    const resolve = memoisedTableOfContents();
    const empty = original(() => null);
    expect(await resolve(mdx('<broken'), { maxDepth: 6 }, {}, empty.info)).toBeNull();
    expect(await resolve(mdx('<broken'), { maxDepth: 6 }, {}, empty.info)).toBeNull();
    expect(empty.calls).toHaveLength(2);

    let fail = true;
    const failing = {
      originalResolver: () => (fail ? Promise.reject(new Error('compile failed')) : Promise.resolve({ items: [] })),
    };
    await expect(resolve(mdx('# B'), { maxDepth: 6 }, {}, failing)).rejects.toThrow('compile failed');
    fail = false;
    expect(await resolve(mdx('# B'), { maxDepth: 6 }, {}, failing)).toEqual({ items: [] });
  });

  test('is emptied past its limit, and passes a node without a text straight through', async () => {
    const resolve = memoisedTableOfContents({ limit: 2 });
    const { calls, info } = original();
    await resolve(mdx('1'), { maxDepth: 6 }, {}, info);
    await resolve(mdx('2'), { maxDepth: 6 }, {}, info);
    await resolve(mdx('3'), { maxDepth: 6 }, {}, info);
    await resolve(mdx('1'), { maxDepth: 6 }, {}, info);
    expect(calls).toHaveLength(4);
    await resolve({ internal: {} }, { maxDepth: 6 }, {}, info);
    await resolve({ internal: {} }, { maxDepth: 6 }, {}, info);
    expect(calls).toHaveLength(6);
  });

  test('says so when Gatsby gives no original resolver', () => {
    expect(() => memoisedTableOfContents()(mdx('# A'), {}, {}, {})).toThrow('Mdx.tableOfContents: createResolvers gave no original resolver');
  });

  describe('kept between runs', () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fms-toc-'));
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    const storeOf = (version: string | undefined): TocStore => ({ file: path.join(dir, 'toc.bin'), version: () => version });

    test('a second run of the same version answers from the file without calling the plugin', async () => {
      const first = original();
      await memoisedTableOfContents({ store: storeOf('v1') })(mdx('# A'), { maxDepth: 6 }, {}, first.info);
      jest.advanceTimersByTime(1000);
      expect(fs.existsSync(path.join(dir, 'toc.bin'))).toBe(true);

      const second = original();
      const resolve = memoisedTableOfContents({ store: storeOf('v1') });
      expect(await resolve(mdx('# A'), { maxDepth: 6 }, {}, second.info)).toEqual({ items: [{ title: '# A', depth: 6 }] });
      expect(second.calls).toEqual([]);
      await resolve(mdx('# B'), { maxDepth: 6 }, {}, second.info);
      expect(second.calls).toEqual(['# B /site/content/docs/a.mdx 6']);
    });

    test('another version of the code, a file that does not read, or no version: the plugin is called', async () => {
      await memoisedTableOfContents({ store: storeOf('v1') })(mdx('# A'), { maxDepth: 6 }, {}, original().info);
      jest.advanceTimersByTime(1000);
      const other = original();
      await memoisedTableOfContents({ store: storeOf('v2') })(mdx('# A'), { maxDepth: 6 }, {}, other.info);
      expect(other.calls).toHaveLength(1);
      jest.advanceTimersByTime(1000);

      fs.writeFileSync(path.join(dir, 'toc.bin'), 'not v8 data');
      const unreadable = original();
      await memoisedTableOfContents({ store: storeOf('v2') })(mdx('# A'), { maxDepth: 6 }, {}, unreadable.info);
      expect(unreadable.calls).toHaveLength(1);
      jest.advanceTimersByTime(1000);
      fs.writeFileSync(path.join(dir, 'toc.bin'), 'not v8 data');

      const none = original();
      const resolve = memoisedTableOfContents({ store: storeOf(undefined) });
      await resolve(mdx('# C'), { maxDepth: 6 }, {}, none.info);
      jest.advanceTimersByTime(1000);
      expect(none.calls).toHaveLength(1);
      expect(fs.readFileSync(path.join(dir, 'toc.bin'), 'utf8')).toBe('not v8 data');
    });

    test("a site's store is versioned by its compiled gatsby-config and gatsby-node and its package-lock.json", () => {
      const store = siteTocStore(dir);
      expect(store.file).toBe(path.join(dir, 'node_modules', '.cache', 'fms-mdx', 'tables-of-contents.bin'));
      expect(store.version()).toBeUndefined();
      fs.mkdirSync(path.join(dir, '.cache', 'compiled'), { recursive: true });
      fs.writeFileSync(path.join(dir, '.cache', 'compiled', 'gatsby-config.js'), 'config 1');
      fs.writeFileSync(path.join(dir, 'package-lock.json'), '{}');
      const first = store.version();
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      fs.writeFileSync(path.join(dir, '.cache', 'compiled', 'gatsby-node.js'), 'node 1');
      const second = store.version();
      fs.writeFileSync(path.join(dir, '.cache', 'compiled', 'gatsby-config.js'), 'config 2');
      const third = store.version();
      fs.writeFileSync(path.join(dir, 'package-lock.json'), '{"v":2}');
      expect(new Set([first, second, third, store.version()]).size).toBe(4);
    });
  });
});
