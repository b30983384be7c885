/** @jest-environment node */
import { docId, docRoute } from '../../../../src/node/docs/routes';
import { breadcrumbsFor, flattenSidebar, resolveSidebar, SidebarError, type DocSummary } from '../../../../src/node/docs/sidebar';
import { blogFrontmatterSchema, docFrontmatterSchema, validateFrontmatter } from '../../../../src/node/content/frontmatter';
import { PRODUCT_SIDEBAR_ID, sidebars } from '../../../../src/config/sidebars';

const doc = (id: string, route: string): [string, DocSummary] => [id, { id, title: id.toUpperCase(), sidebarLabel: null, route, description: `About ${id}` }];
const DOCS = new Map([doc('intro', '/docs/intro'), doc('asset', '/docs/intro/asset'), doc('zones', '/docs/intro/zones')]);

describe('docRoute', () => {
  test('slug from frontmatter, below /docs and the version path', () => {
    expect(docRoute({ routeBasePath: '/docs', versionPath: '', slug: '/intro/asset', relativeFile: 'intro/asset.mdx' })).toBe('/docs/intro/asset');
    expect(docRoute({ routeBasePath: '/docs', versionPath: '1.0', slug: '/intro', relativeFile: 'intro/index.mdx' })).toBe('/docs/1.0/intro');
    expect(docRoute({ routeBasePath: '/docs', versionPath: '', slug: '/', relativeFile: 'index.mdx' })).toBe('/docs');
    expect(docRoute({ routeBasePath: '/docs', versionPath: '', slug: '/Architerute/High Level', relativeFile: 'a.mdx' })).toBe('/docs/Architerute/High Level');
  });
  test('without a slug, from the file path (index → folder)', () => {
    expect(docRoute({ routeBasePath: '/docs', versionPath: '', relativeFile: 'intro/index.mdx' })).toBe('/docs/intro');
    expect(docRoute({ routeBasePath: '/docs', versionPath: '', relativeFile: 'client/fms_client.mdx' })).toBe('/docs/client/fms_client');
  });
  test('docId: frontmatter id, else file name, index → folder', () => {
    expect(docId('custom', 'a/b.mdx')).toBe('custom');
    expect(docId(undefined, 'intro/index.mdx')).toBe('intro');
    expect(docId(undefined, 'intro/zones.mdx')).toBe('zones');
  });
});

describe('resolveSidebar', () => {
  const items = [
    'intro',
    { type: 'category' as const, label: 'Basics', link: { type: 'generated-index' as const, slug: '/category/basics' }, items: ['asset', 'zones'] },
  ];

  test('resolves ids to routes and labels, categories keep their index link', () => {
    const resolved = resolveSidebar('s', items, DOCS);
    expect(resolved).toEqual([
      { type: 'link', label: 'INTRO', href: '/docs/intro', docId: 'intro' },
      {
        type: 'category',
        label: 'Basics',
        href: '/docs/category/basics',
        generatedIndex: { slug: '/category/basics', title: 'Basics', description: '' },
        items: [
          { type: 'link', label: 'ASSET', href: '/docs/intro/asset', docId: 'asset' },
          { type: 'link', label: 'ZONES', href: '/docs/intro/zones', docId: 'zones' },
        ],
      },
    ]);
    expect(flattenSidebar(resolved).map((e) => e.href)).toEqual(['/docs/intro', '/docs/category/basics', '/docs/intro/asset', '/docs/intro/zones']);
    expect(breadcrumbsFor(resolved, '/docs/intro/zones')).toEqual([{ label: 'Basics', href: '/docs/category/basics' }, { label: 'ZONES' }]);
  });

  test('an entry that links to nothing is an error naming it', () => {
    expect(() => resolveSidebar('s', ['intro', 'nope'], DOCS)).toThrow(SidebarError);
    expect(() => resolveSidebar('s', ['intro', 'nope'], DOCS)).toThrow('s[1]: doc "nope" does not exist');
    expect(() => resolveSidebar('s', [{ type: 'category', label: 'Empty', items: [] }], DOCS)).toThrow('s[0]: the category "Empty" has nothing to link to');
    expect(() => resolveSidebar('s', [], DOCS)).toThrow('s: the sidebar has nothing to link to.');
  });

  test('the shipped {product}Sidebar lists every concept under Basics', () => {
    const basics = sidebars[PRODUCT_SIDEBAR_ID].find((i) => typeof i !== 'string' && i.type === 'category' && i.label === 'Basics');
    expect(basics).toMatchObject({
      items: ['asset', 'categories', 'zones', 'issues', 'workorders', 'renting', 'qrCodes', 'configuration', 'security', 'settings'],
    });
    expect(PRODUCT_SIDEBAR_ID).toBe('FMSSidebar');
  });
});

describe('frontmatter validation names the file, the field and the expected type', () => {
  test('a doc without a title', () => {
    expect(() => validateFrontmatter(docFrontmatterSchema, { sidebar_position: 'one' }, 'content/docs/x.mdx')).toThrow(
      /Invalid frontmatter in content\/docs\/x\.mdx:\n {2}- title: expected string, received undefined\n {2}- sidebar_position: expected number, received string/,
    );
  });
  test('a blog post with authors as a string', () => {
    expect(() =>
      validateFrontmatter(blogFrontmatterSchema, { title: 'T', date: '2025-01-01', authors: 'ann', description: 'd' }, 'content/blog/p.mdx'),
    ).toThrow('authors: expected array, received string');
  });
});
