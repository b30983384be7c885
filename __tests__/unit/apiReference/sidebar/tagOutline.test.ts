/** @jest-environment node */
import path from 'node:path';
import { tagOutline } from '../../../../src/apiReference/sidebar/tagOutline';
import { normaliseApi } from '../../../../src/openapi';
import { loadApiDocument } from '../../../../src/node/api/loadDocument';
import { apiNodeContents } from '../../../../src/node/api/model';
import { buildApiSidebar } from '../../../../src/apiReference/sidebar/apiSidebar';
import type { SidebarItem } from '../../../../src/docs/types';

const FIXTURES = path.resolve(__dirname, '../../../fixtures/openapi');

async function sidebarOf(file: string, id: string): Promise<SidebarItem[]> {
  const api = normaliseApi(await loadApiDocument(path.join(FIXTURES, file)), { id, file: `/${file}` });
  const { spec } = apiNodeContents({ id, label: id, file }, api, 0);
  return buildApiSidebar([spec], '/docs/api');
}

/** Category labels as an outline, operations as their titles. */
function shape(items: readonly SidebarItem[]): unknown[] {
  return items.map((item) => (item.type === 'category' ? { [item.label]: shape(item.items) } : item.label));
}

describe('tag labels and groups of a document', () => {
  it('x-tagGroups become categories holding their tags, labelled by x-displayName; ungrouped tags follow', async () => {
    const [, api] = await sidebarOf('tag-groups.json', 'access');
    expect(shape(api?.type === 'category' ? api.items : [])).toEqual([
      { 'Access control': [{ Badges: ['List badges'] }, { Doors: ['List doors'] }] },
      { Compliance: [{ 'Audit log': ['List audit entries'] }] },
      { loose: ['A loose operation'] },
    ]);
  });

  it('OpenAPI 3.2 parent tags nest, labelled by their summary', async () => {
    const [, api] = await sidebarOf('openapi-3.2.yaml', 'zones');
    expect(shape(api?.type === 'category' ? api.items : [])).toEqual([
      { Facilities: ['List sites', { Buildings: ['List buildings', { Floors: ['List floors'] }] }] },
      // 3.2's QUERY method and an additionalOperations method (COPY) are operations like the others.
      { People: ['List people', 'Search people', 'Copy people'] },
    ]);
  });

  it('normalises tag labels, parent slugs and sections', async () => {
    const api = normaliseApi(await loadApiDocument(path.join(FIXTURES, 'openapi-3.2.yaml')), { id: 'zones', file: '/z.yaml' });
    expect(api.tags.map(({ name, label, slug, parentSlug }) => ({ name, label, slug, parentSlug }))).toEqual([
      { name: 'facilities', label: 'Facilities', slug: 'facilities', parentSlug: undefined },
      { name: 'buildings', label: 'Buildings', slug: 'buildings', parentSlug: 'facilities' },
      { name: 'floors', label: 'Floors', slug: 'floors', parentSlug: 'buildings' },
      { name: 'people', label: 'People', slug: 'people', parentSlug: undefined },
    ]);
    expect(api.tagSections).toEqual([]);
    const grouped = normaliseApi(await loadApiDocument(path.join(FIXTURES, 'tag-groups.json')), { id: 'a', file: '/a.json' });
    expect(grouped.tagSections).toEqual([
      { name: 'Access control', slug: 'group-access-control', tagSlugs: ['badges', 'doors'] },
      { name: 'Compliance', slug: 'group-compliance', tagSlugs: ['audit'] },
    ]);
  });

  it('keeps a 3.2 parent tag without operations of its own when a tag below it has some', async () => {
    const document = await loadApiDocument(path.join(FIXTURES, 'openapi-3.2.yaml'));
    const paths = { ...document.paths };
    delete (paths as Record<string, unknown>)['/sites'];
    const api = normaliseApi({ ...document, paths }, { id: 'zones', file: '/z.yaml' });
    expect(api.tags.map((tag) => [tag.slug, tag.operationSlugs.length])).toEqual([
      ['facilities', 0],
      ['buildings', 1],
      ['floors', 1],
      ['people', 3],
    ]);
  });

  it('warns about an x-tagGroups entry naming a tag that does not exist', async () => {
    const document = await loadApiDocument(path.join(FIXTURES, 'tag-groups.json'));
    const api = normaliseApi({ ...document, 'x-tagGroups': [{ name: 'G', tags: ['badges', 'ghost'] }] }, { id: 'a', file: '/a.json' });
    expect(api.warnings).toContain('x-tagGroups "G" names "ghost", which no operation or tag declares.');
  });
});

describe('tagOutline', () => {
  const tag = (slug: string, parentSlug?: string) => ({ slug, parentSlug });

  it('puts children inside their parent and keeps tags of a parent loop visible', () => {
    const outline = tagOutline([tag('a'), tag('b', 'a'), tag('x', 'y'), tag('y', 'x')]);
    expect(outline.map((entry) => (entry.type === 'tag' ? entry.node.tag.slug : entry.name))).toEqual(['a', 'x']);
    const [first, loop] = outline;
    expect(first?.type === 'tag' && first.node.children.map((child) => child.tag.slug)).toEqual(['b']);
    expect(loop?.type === 'tag' && loop.node.children.map((child) => child.tag.slug)).toEqual(['y']);
  });

  it('ignores groups that name no top-level tag', () => {
    expect(tagOutline([tag('a')], [{ name: 'Empty', slug: 'group-empty', tagSlugs: ['nope'] }])).toEqual([
      { type: 'tag', node: { tag: tag('a'), children: [] } },
    ]);
  });
});
