/** @jest-environment node */
import { memoisedTableOfContents, type TocSource } from '../../../../src/node/mdx/tableOfContents';

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
    const resolve = memoisedTableOfContents(2);
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
});
