/** @jest-environment node */
import type { Actions } from 'gatsby';
import { duplicateRouteFindings, pageSourceFile, trackCreatedPages, trackedPages } from '../../../../src/node/checks/routes';

const ROOT = '/site';
const doc = (file: string): string => `${ROOT}/src/templates/DocPage.tsx?__contentFilePath=${ROOT}/${file}`;

describe('trackCreatedPages', () => {
  it('records each page and passes the call on with the same arguments (Gatsby fills in the plugin by argument count)', () => {
    const createPage = jest.fn();
    const args = trackCreatedPages({ actions: { createPage } as unknown as Actions, other: 1 });
    args.actions.createPage({ path: '/a', component: '/t.tsx', context: {} });
    expect(createPage.mock.calls).toEqual([[{ path: '/a', component: '/t.tsx', context: {} }]]);
    expect(trackedPages()).toEqual([{ path: '/a', component: '/t.tsx' }]);
    expect(args.other).toBe(1);
  });

  it('starts a new record on each createPages run', () => {
    trackCreatedPages({ actions: { createPage: jest.fn() } as unknown as Actions });
    expect(trackedPages()).toEqual([]);
  });
});

describe('pageSourceFile', () => {
  it('is the MDX file of an MDX page, else the component, relative to the root', () => {
    expect(pageSourceFile(doc('content/docs/intro.mdx'), ROOT)).toBe('content/docs/intro.mdx');
    expect(pageSourceFile(`${ROOT}/src/pages/index.tsx`, ROOT)).toBe('src/pages/index.tsx');
    expect(pageSourceFile('/elsewhere/x.tsx', ROOT)).toBe('/elsewhere/x.tsx');
  });
});

describe('duplicateRouteFindings', () => {
  it('finds nothing when each route is created once, even if Gatsby re-creates a page as it was', () => {
    const pages = [{ path: '/docs/intro', component: doc('content/docs/intro.mdx') }];
    expect(
      duplicateRouteFindings(
        pages,
        [...pages, { path: '/404.html', component: `${ROOT}/src/pages/404.tsx` }, { path: '/404/', component: `${ROOT}/src/pages/404.tsx` }],
        ROOT,
      ),
    ).toEqual([]);
  });

  it('finds a route the site created twice, naming both sources', () => {
    const first = { path: '/docs/intro', component: doc('content/docs/intro.mdx') };
    const second = { path: '/docs/intro/', component: doc('content/docs/intro-copy.mdx') };
    expect(duplicateRouteFindings([first, second], [second], ROOT)).toEqual([
      {
        kind: 'duplicateRoutes',
        count: 1,
        message:
          'Duplicate route /docs/intro: created 2 times, by content/docs/intro.mdx, content/docs/intro-copy.mdx; only the last one is served. ' +
          'Give each page its own route (an MDX page: frontmatter "slug" or the file name; a React page: its file name in src/pages).',
      },
    ]);
  });

  it('finds a page of the site replaced by another plugin’s page (src/pages)', () => {
    const ours = { path: '/my-react-page', component: `${ROOT}/src/templates/MdxPage.tsx?__contentFilePath=${ROOT}/content/pages/my-react-page.mdx` };
    const theirs = { path: '/my-react-page', component: `${ROOT}/src/pages/my-react-page.tsx` };
    const [finding] = duplicateRouteFindings([ours], [theirs], ROOT);
    expect(finding?.message).toContain('Duplicate route /my-react-page: created 2 times, by content/pages/my-react-page.mdx, src/pages/my-react-page.tsx');
  });

  it('says when one template makes the same path twice', () => {
    const tag = { path: '/blog/tags/qr', component: `${ROOT}/src/templates/BlogTagPage.tsx` };
    const [finding] = duplicateRouteFindings([tag, tag], [tag], ROOT);
    expect(finding?.message).toContain('The code that creates pages from src/templates/BlogTagPage.tsx makes this path more than once');
  });
});
