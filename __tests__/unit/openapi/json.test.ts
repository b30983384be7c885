import { findRefPointer, findStringPointer } from '../../../src/openapi/json';

describe('pointers of what a document holds', () => {
  const document = {
    paths: { '/a~b': { get: { description: 'See https://x.test/a.png', responses: { '200': { $ref: '#/components/responses/Ok' } } } } },
    tags: [{ name: 'https://x.test/a.png' }, { description: 'https://x.test/a.png' }],
    components: { responses: { Ok: { $ref: '#/components/responses/Ok' } } },
  };

  test('findRefPointer: the first `$ref` with that value, in document order; none when absent', () => {
    expect(findRefPointer(document, '#/components/responses/Ok')).toBe('#/paths/~1a~0b/get/responses/200');
    expect(findRefPointer(document, '#/nowhere')).toBeUndefined();
  });

  test('findStringPointer: the first string holding the text, or the first under a member of that name', () => {
    expect(findStringPointer(document, 'x.test/a.png')).toBe('#/paths/~1a~0b/get/description');
    expect(findStringPointer(document.tags, 'x.test/a.png', 'description')).toBe('#/1/description');
    expect(findStringPointer(document, 'absent')).toBeUndefined();
  });

  test('a cycle of objects ends the search instead of recursing for ever', () => {
    const cyclic: Record<string, unknown> = { a: { b: 1 } };
    (cyclic.a as Record<string, unknown>).back = cyclic;
    cyclic.c = { $ref: '#/x', note: 'found' };
    expect(findRefPointer(cyclic, '#/x')).toBe('#/c');
    expect(findStringPointer(cyclic, 'found')).toBe('#/c/note');
    expect(findStringPointer(cyclic, 'missing')).toBeUndefined();
  });
});
