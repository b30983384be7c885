/** @jest-environment node */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { Sidebar } from '../../../src/docs/Sidebar';

// Readable class names. Every stylesheet maps to the same module in unit tests (jest.config.js), so
// one mock names the classes of the sidebar's, the method badge's and the deprecated mark's.
jest.mock('../../../src/docs/Sidebar.module.css', () => ({
  sidebar: 'sidebar',
  root: 'root',
  list: 'list',
  link: 'link',
  categoryLink: 'categoryLink',
  active: 'active',
  mark: 'mark',
  badge: 'badge',
}));

describe('the sidebar, its links (decision 0025, session 14: classes by structure)', () => {
  const html = renderToString(
    <Sidebar
      currentPath="/docs/api/get-asset"
      items={[
        { type: 'link', label: 'Get an asset', href: '/docs/api/get-asset', method: 'get' },
        {
          type: 'link',
          label: 'Delete an asset',
          href: '/docs/api/delete-asset',
          method: 'delete',
          deprecated: true,
          mark: { label: 'New', text: 'new in 1.1' },
        },
        { type: 'category', label: 'Guides', href: '/docs/guides', items: [{ type: 'link', label: 'Intro', href: '/docs/intro' }] },
      ]}
    />,
  );

  test('a link has no trailing space in its class; the current one is link and active', () => {
    expect(html).not.toMatch(/class="[^"]* "/);
    expect(html).toContain('<a href="/docs/api/get-asset" class="link active" aria-current="page">');
    expect(html).toContain('<a href="/docs/api/delete-asset" class="link">');
    expect(html).toContain('<a href="/docs/guides" class="categoryLink">');
  });

  test("the label is the link's only span without a class, which the stylesheet selects", () => {
    for (const label of ['Get an asset', 'Delete an asset', 'Intro']) expect(html).toContain(`<span>${label}</span>`);
    const spans = [...html.matchAll(/<a [^>]*class="link[^"]*"[^>]*>(.*?)<\/a>/g)].map((match) => match[1].match(/<span(?: [^>]*)?>/g) ?? []);
    expect(spans).toHaveLength(3);
    // Direct children only: the mark's inner spans have aria-hidden or a class.
    for (const tags of spans) expect(tags.filter((tag) => tag === '<span>')).toHaveLength(1);
  });
});
