import { collapseDurationMs, REDUCED_MOTION_DURATION_MS } from '../../../src/docs/collapse';
import { tocFromMdx } from '../../../src/docs/toc';
import { parseCodeMeta } from '../../../src/mdx/codeMeta';

test('TOC keeps heading levels 2 to 3 only (a setting)', () => {
  const toc = {
    items: [
      { url: '#fields', title: 'Fields', items: [{ url: '#status', title: 'Status', items: [{ url: '#deep', title: 'Deep' }] }] },
      { url: '#tasks', title: 'Tasks' },
    ],
  };
  expect(tocFromMdx(toc, { minHeadingLevel: 2, maxHeadingLevel: 3 })).toEqual([
    { id: 'fields', title: 'Fields', level: 2 },
    { id: 'status', title: 'Status', level: 3 },
    { id: 'tasks', title: 'Tasks', level: 2 },
  ]);
  expect(tocFromMdx(toc, { minHeadingLevel: 2, maxHeadingLevel: 4 }).map((e) => e.id)).toContain('deep');
  expect(tocFromMdx(toc, { minHeadingLevel: 3, maxHeadingLevel: 3 }).map((e) => e.id)).toEqual(['status']);
  expect(tocFromMdx(null, { minHeadingLevel: 2, maxHeadingLevel: 3 })).toEqual([]);
});

test('TOC: a heading with a {#custom-id} links to that id, under the title without it', () => {
  const toc = { items: [{ url: '#retired-assets-retired', title: 'Retired assets {#retired}', items: [{ url: '#notes', title: 'Notes' }] }] };
  expect(tocFromMdx(toc, { minHeadingLevel: 2, maxHeadingLevel: 3 })).toEqual([
    { id: 'retired', title: 'Retired assets', level: 2 },
    { id: 'notes', title: 'Notes', level: 3 },
  ]);
});

test('collapse duration grows with content height and is 1 ms under reduced motion', () => {
  expect(collapseDurationMs(0, false)).toBe(40);
  expect(collapseDurationMs(360, false)).toBeGreaterThan(collapseDurationMs(36, false));
  expect(collapseDurationMs(10000, true)).toBe(REDUCED_MOTION_DURATION_MS);
  expect(REDUCED_MOTION_DURATION_MS).toBe(1);
});

test('code meta: title and highlighted lines', () => {
  expect(parseCodeMeta('title="Get an asset" {1,3-5}')).toEqual({ title: 'Get an asset', highlightedLines: [1, 3, 4, 5] });
  expect(parseCodeMeta("title='x.json'")).toEqual({ title: 'x.json', highlightedLines: [] });
  expect(parseCodeMeta(undefined)).toEqual({ highlightedLines: [] });
});
