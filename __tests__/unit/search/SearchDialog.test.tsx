/**
 * Issue 26 (p95 under 10 ms): a query's first screen of results is rendered with the keystroke, the
 * rest just after, in a render React can interrupt; the list says it is busy until then.
 */
import * as React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { FIRST_SCREEN, firstResults } from '../../../src/search/firstScreen';
import { SearchDialog } from '../../../src/search/SearchDialog';
import type { SearchRecord } from '../../../src/search/types';

const records = (query: string): SearchRecord[] =>
  Array.from({ length: query === 'few' ? 4 : 30 }, (_, i) => ({
    id: `${query}-${i}`,
    kind: i % 3 === 0 ? 'guide' : 'api',
    title: `${query} result ${i}`,
    url: `/docs/${query}/${i}`,
    excerpt: `About ${query}`,
  }));

jest.mock('../../../src/search/useSearch', () => ({
  useSearch: (query: string) => ({
    status: 'ready',
    results: query.trim() ? records(query.trim()) : [],
    highlight: [],
    load: () => undefined,
  }),
}));

describe('firstResults', () => {
  const groups = [
    { kind: 'api', items: [1, 2, 3, 4] },
    { kind: 'guide', items: [5, 6, 7] },
    { kind: 'blog', items: [8, 9] },
  ];

  it('keeps the first results in their groups, cutting the group the count ends in', () => {
    expect(firstResults(groups, 6)).toEqual([
      { kind: 'api', items: [1, 2, 3, 4] },
      { kind: 'guide', items: [5, 6] },
    ]);
  });

  it('leaves out the groups after the count, and keeps whole groups as they are', () => {
    expect(firstResults(groups, 4)).toEqual([groups[0]]);
    expect(firstResults(groups, 4)[0]).toBe(groups[0]);
    expect(firstResults(groups, 100)).toEqual(groups);
    expect(firstResults(groups, 0)).toEqual([]);
  });
});

describe('SearchDialog', () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let previous: boolean | undefined;
  beforeEach(() => {
    previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  });

  it('renders the first screen with the keystroke, busy, then every result', async () => {
    render(<SearchDialog onClose={() => undefined} />);
    const input = screen.getByRole<HTMLInputElement>('combobox');
    const list = screen.getByRole('listbox');
    // As in a browser: the keystroke's render happens in its event, the deferred one is scheduled
    // (inside act() both would be flushed before it returns).
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set as (this: HTMLInputElement, v: string) => void;
    setValue.call(input, 'asset');
    input.dispatchEvent(new Event('input', { bubbles: true }));

    expect(list).toHaveAttribute('data-query', 'asset');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(FIRST_SCREEN);
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    // The count announced is the whole query's.
    expect(screen.getByRole('status')).toHaveTextContent('30');

    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getAllByRole('option')).toHaveLength(30);
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('href'))).toEqual(expect.arrayContaining(records('asset').map((r) => r.url)));
  });

  it('is not busy before a query, nor when the results fit the first screen', () => {
    render(<SearchDialog onClose={() => undefined} />);
    const list = screen.getByRole('listbox');
    expect(list).toHaveAttribute('aria-busy', 'false');
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const input = screen.getByRole<HTMLInputElement>('combobox');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set as (this: HTMLInputElement, v: string) => void;
    setValue.call(input, 'few');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(list).toHaveAttribute('data-query', 'few');
    expect(list).toHaveAttribute('aria-busy', 'false');
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });
});
