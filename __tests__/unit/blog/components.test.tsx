import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { Pagination } from '../../../src/blog/Pagination';
import { PostCard } from '../../../src/blog/PostCard';
import { PostNav } from '../../../src/blog/PostNav';
import { TagList } from '../../../src/blog/TagList';
import type { BlogPostSummary } from '../../../src/blog/types';
import { Seo } from '../../../src/shell/Seo';

const POST: BlogPostSummary = {
  id: 'p1',
  fields: {
    route: '/blog/securing-tenants',
    readingTime: 4,
    excerpt: '<p>Every customer is a <strong>tenant</strong>.</p>',
    draft: false,
    authors: [
      { jsonId: 'amara-okafor', name: 'Amara Okafor', title: 'Solutions Architect', url: 'https://github.com/a', image: '/img/authors/amara-okafor.svg' },
      { jsonId: 'priya-raman', name: 'Priya Raman', title: 'Product Manager', url: null, image: null },
    ],
  },
  frontmatter: { title: 'Securing tenants', description: 'How.', date: '2025-08-19', dateLabel: 'August 19, 2025', tags: ['security', 'api'] },
};

describe('PostCard', () => {
  test('title link, date, reading time, authors, excerpt, tag chips, read more', () => {
    render(<PostCard post={POST} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 2, name: 'Securing tenants' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Securing tenants' })).toHaveAttribute('href', '/blog/securing-tenants');
    expect(card.querySelector('time')).toHaveAttribute('dateTime', '2025-08-19');
    expect(card).toHaveTextContent('August 19, 2025');
    expect(card).toHaveTextContent('4 min read');
    expect(card).toHaveTextContent('Amara Okafor and Priya Raman');
    expect(card.querySelector('img')).toHaveAttribute('src', '/img/authors/amara-okafor.svg');
    expect(within(card).getByText('tenant').tagName).toBe('STRONG');
    const tags = within(card).getByRole('list', { name: 'Tags of this post' });
    expect(
      within(tags)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/blog/tags/security', '/blog/tags/api']);
    expect(within(card).getByRole('link', { name: 'Read more about “Securing tenants”' })).toHaveAttribute('href', '/blog/securing-tenants');
  });
  test('a draft says so (development only: production builds have no drafts)', () => {
    render(<PostCard post={{ ...POST, fields: { ...POST.fields, draft: true } }} />);
    expect(screen.getByRole('article')).toHaveTextContent('Draft');
  });
});

describe('Pagination', () => {
  test('nothing for a single page', () => {
    const { container } = render(<Pagination pageNumber={1} pageCount={1} newerPath={null} olderPath={null} />);
    expect(container).toBeEmptyDOMElement();
  });
  test('page 2 of 3: newer, numbers with the current one marked, older', () => {
    render(<Pagination pageNumber={2} pageCount={3} newerPath="/blog" olderPath="/blog/page/3" />);
    const nav = screen.getByRole('navigation', { name: 'Blog list pages' });
    expect(within(nav).getByRole('link', { name: 'Newer posts' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Older posts' })).toHaveAttribute('href', '/blog/page/3');
    expect(within(nav).getByRole('link', { name: 'Page 1 of 3' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Page 3 of 3' })).toHaveAttribute('href', '/blog/page/3');
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Page 2 of 3');
  });
});

describe('PostNav', () => {
  test('newer and older posts', () => {
    render(<PostNav newer={{ title: 'B', path: '/blog/b' }} older={{ title: 'A', path: '/blog/a' }} />);
    const nav = screen.getByRole('navigation', { name: 'Blog post navigation' });
    expect(within(nav).getByRole('link', { name: /Newer post\s*B/ })).toHaveAttribute('href', '/blog/b');
    expect(within(nav).getByRole('link', { name: /Older post\s*A/ })).toHaveAttribute('href', '/blog/a');
  });
  test('nothing when the blog has one post', () => {
    const { container } = render(<PostNav newer={null} older={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('TagList', () => {
  test('counts are read as "N posts"; the decorative # is hidden', () => {
    render(<TagList tags={['api', 'release']} counts={{ api: 4, release: 1 }} label="Tags" />);
    expect(screen.getByRole('link', { name: /^api\s*,\s*4 posts$/ })).toHaveAttribute('href', '/blog/tags/api');
    expect(screen.getByRole('link', { name: /^release\s*,\s*1 post$/ })).toBeInTheDocument();
  });
});

describe('Seo feed links', () => {
  test('every page head links the RSS and Atom feeds below the base URL, so previews and local servers advertise their own', () => {
    const { container } = render(<Seo title="Any page" pathname="/docs/intro" />);
    const links = [...container.querySelectorAll('link[rel="alternate"]')].map((l) => [
      l.getAttribute('type'),
      l.getAttribute('href'),
      l.getAttribute('title'),
    ]);
    // First the page's Markdown twin (issue 44), then the feeds.
    expect(links).toEqual([
      ['text/markdown', '/docs/intro.md', null],
      ['application/rss+xml', '/rss.xml', 'FMS documents blog (RSS)'],
      ['application/atom+xml', '/atom.xml', 'FMS documents blog (Atom)'],
    ]);
  });
  test('a page can leave them out', () => {
    const { container } = render(<Seo title="Any page" pathname="/x" feeds={false} />);
    expect(container.querySelectorAll('link[rel="alternate"]:not([type="text/markdown"])')).toHaveLength(0);
  });
  test("the Markdown twin's link: encoded, none on a not-found page or when the page says so", () => {
    const twinOf = (element: React.ReactElement): (string | null)[] =>
      [...render(element).container.querySelectorAll('link[type="text/markdown"]')].map((link) => link.getAttribute('href'));
    expect(twinOf(<Seo title="Any page" pathname="/docs/Architerute/High Level" />)).toEqual(['/docs/Architerute/High%20Level.md']);
    expect(twinOf(<Seo title="Any page" pathname="/" />)).toEqual(['/index.md']);
    expect(twinOf(<Seo title="Not found" pathname="/404.html" />)).toEqual([]);
    expect(twinOf(<Seo title="Not found" pathname="/no-such-page" markdownTwin={false} />)).toEqual([]);
  });
});
