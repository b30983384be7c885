/** @jest-environment node */
import path from 'node:path';
import { checkMarkdownSources, resolveTarget, type MdxSource, type PublishedSite } from '../../../../src/node/checks/markdownLinks';
import { removeTree, writeTree } from '../../../support/tempFolder';

const site: PublishedSite = {
  hasPage: (route) => ['/', '/docs/intro', '/docs/intro/zones', '/docs/intro/asset', '/docs/Architerute/High Level'].includes(route),
  hasFile: (urlPath) => ['/img/logo.svg', '/Portal-v1.json'].includes(urlPath),
};

describe('resolveTarget', () => {
  it('resolves a relative link against the page route as a folder, as Gatsby Link does', () => {
    expect(resolveTarget({ kind: 'link', target: 'zones' }, '/docs/intro')).toBe('/docs/intro/zones');
    expect(resolveTarget({ kind: 'link', target: '../asset' }, '/docs/intro/zones')).toBe('/docs/intro/asset');
  });

  it('resolves a relative image against the page URL, as the browser does', () => {
    expect(resolveTarget({ kind: 'image', target: 'a.png' }, '/docs/intro')).toBe('/docs/a.png');
  });

  it('leaves out external URLs, mailto and anchors of the same page; decodes the path', () => {
    expect(resolveTarget({ kind: 'link', target: 'https://example.com/x' }, '/')).toBeNull();
    expect(resolveTarget({ kind: 'link', target: '//cdn.example.com/x' }, '/')).toBeNull();
    expect(resolveTarget({ kind: 'link', target: 'mailto:a@b.c' }, '/')).toBeNull();
    expect(resolveTarget({ kind: 'link', target: '#fields' }, '/docs/intro')).toBeNull();
    expect(resolveTarget({ kind: 'link', target: '/docs/Architerute/High%20Level?x=1#y' }, '/')).toBe('/docs/Architerute/High Level');
  });
});

describe('checkMarkdownSources', () => {
  let root: string;
  beforeAll(() => {
    root = writeTree({ 'docs/intro/zones.mdx': '# Zones', 'docs/intro/diagram.png': 'png' });
  });
  afterAll(() => removeTree(root));

  const source = (text: string, route = '/docs/intro/asset'): MdxSource => ({
    file: 'docs/intro/asset.mdx',
    absolutePath: path.join(root, 'docs/intro/asset.mdx'),
    route,
    text,
  });
  const messages = (sources: MdxSource[]): string[] => checkMarkdownSources(sources, site).map((f) => `${f.kind}: ${f.message}`);

  it('accepts links to pages (with .html, trailing slash, query, anchor) and to published files', () => {
    const text =
      '[a](/docs/intro) [b](/docs/intro/zones/) [c](/docs/intro.html) [d](/docs/intro?x#y) [e](/Portal-v1.json) ![l](/img/logo.svg) [f](../zones) [g](#top)';
    expect(messages([source(text)])).toEqual([]);
  });

  it('reports a broken link and a broken image with file, line, column, target and page', () => {
    expect(messages([source('## T\n\n[gone](/docs/gone)\n\n![missing](/img/missing.png)')])).toEqual([
      'brokenMarkdownLinks: Broken Markdown link "/docs/gone" in docs/intro/asset.mdx:3:8 (page /docs/intro/asset): no page or file is published at /docs/gone. Link to an existing route (such as /docs/intro) or to a file in static/.',
      'brokenMarkdownImages: Broken Markdown image "/img/missing.png" in docs/intro/asset.mdx:5:12 (page /docs/intro/asset): no file is published at /img/missing.png. Put the image in static/ (static/img/missing.png is served as /img/missing.png) or fix the path.',
    ]);
  });

  it('an image must be a file, not a page', () => {
    expect(checkMarkdownSources([source('![x](/docs/intro)')], site).map((f) => f.kind)).toEqual(['brokenMarkdownImages']);
  });

  it('points a link to a source file at the route of that file', () => {
    const zones: MdxSource = { file: 'docs/intro/zones.mdx', absolutePath: path.join(root, 'docs/intro/zones.mdx'), route: '/docs/intro/zones', text: '' };
    const [finding] = checkMarkdownSources([source('[zones](./zones.mdx#types)'), zones], site);
    expect(finding?.message).toContain('it names the source file of a page: link to its route "/docs/intro/zones#types" instead');
  });

  it('says that a file next to the source is not published', () => {
    const [finding] = checkMarkdownSources([source('![d](./diagram.png)')], site);
    expect(finding?.message).toContain('the file exists next to the source, but only files in static/ are published');
  });

  it('reports an empty target', () => {
    expect(messages([source('[x]()')])).toEqual([
      'brokenMarkdownLinks: Broken Markdown link in docs/intro/asset.mdx:1:5 (page /docs/intro/asset): the target is empty. Write the page route or file path between the parentheses.',
    ]);
  });
});
