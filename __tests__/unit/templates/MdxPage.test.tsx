import * as React from 'react';
import { render, screen } from '@testing-library/react';
import MdxPage from '../../../src/templates/MdxPage';

jest.mock('@mdx-js/react', () => ({ MDXProvider: ({ children }: { children: React.ReactNode }) => children }));
jest.mock('../../../src/mdx/components', () => ({ mdxComponents: {} }));

type Props = React.ComponentProps<typeof MdxPage>;

const page = (frontmatter: Record<string, unknown>, headings: number[], items: unknown[]): Props =>
  ({
    data: {
      mdx: {
        frontmatter: { title: 'T', description: null, hide_table_of_contents: null, ...frontmatter },
        fields: { topHeadingLevel: headings.length ? Math.min(...headings) : 2 },
        tableOfContents: { items },
      },
    },
    children: <p>body</p>,
  }) as unknown as Props;

const withSections = [
  {
    url: '#t',
    title: 'T',
    items: [
      { url: '#one', title: 'One', items: [{ url: '#one-a', title: 'One A' }] },
      { url: '#two', title: 'Two' },
    ],
  },
];

describe('stand-alone MDX pages', () => {
  it('show the table of contents of their ## and ### headings (the # title is not in it), as a column and as the phone control', () => {
    render(<MdxPage {...page({}, [1, 2, 3, 2], withSections)} />);
    const column = screen.getByRole('navigation', { name: 'On this page' });
    expect([...column.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#one', '#one-a', '#two']);
    expect(screen.getByRole('navigation', { name: 'On this page (collapsible)', hidden: true })).toBeInTheDocument();
  });

  it('show none without ## or ### headings', () => {
    render(<MdxPage {...page({}, [1], [{ url: '#t', title: 'T' }])} />);
    expect(screen.queryByRole('navigation', { name: /On this page/, hidden: true })).toBeNull();
    expect(screen.getByText('body')).toBeInTheDocument();
  });

  it('show none when the front matter says hide_table_of_contents: true', () => {
    render(<MdxPage {...page({ hide_table_of_contents: true }, [1, 2, 3, 2], withSections)} />);
    expect(screen.queryByRole('navigation', { name: /On this page/, hidden: true })).toBeNull();
  });

  it('without an h1, start the levels at ##', () => {
    render(<MdxPage {...page({}, [2, 3], [{ url: '#one', title: 'One', items: [{ url: '#one-a', title: 'One A' }] }])} />);
    expect([...screen.getByRole('navigation', { name: 'On this page' }).querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#one', '#one-a']);
  });
});

describe('the top heading level of a page body', () => {
  it('is the shallowest heading outside code fences', () => {
    const { shallowestHeadingLevel } = require('../../../src/node/content/mdxNodes') as typeof import('../../../src/node/content/mdxNodes');
    expect(shallowestHeadingLevel('# Title\n\ntext\n\n## A\n### B')).toBe(1);
    expect(shallowestHeadingLevel('## A\n\n```bash\n# a shell comment\n```\n### B')).toBe(2);
    expect(shallowestHeadingLevel('no headings\n#hashtag')).toBeNull();
  });
});
