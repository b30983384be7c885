import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { TableOfContents } from '../../../src/docs/TableOfContents';

const ENTRIES = ['intro', 'request', 'responses', 'response-200', 'response-404'].map((id) => ({ id, title: id, level: 2 }));

/** Headings at these tops (px from the viewport's top); returns the ids measured, in order. */
function headingsAt(tops: Readonly<Record<string, number>>): string[] {
  const measured: string[] = [];
  for (const [id, top] of Object.entries(tops)) {
    const heading = document.createElement('h2');
    heading.id = id;
    heading.getBoundingClientRect = () => {
      measured.push(id);
      return { top, bottom: top + 20, left: 0, right: 100, width: 100, height: 20, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
    };
    document.body.append(heading);
  }
  return measured;
}

const current = (): string | null => screen.getByRole('link', { current: 'location' }).textContent;

describe('the table of contents: the section being read', () => {
  afterEach(() => document.querySelectorAll('h2').forEach((heading) => heading.remove()));

  test('is the last heading above the top fifth of the viewport (window 1000 px high: 260 px)', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    headingsAt({ intro: -400, request: 100, responses: 900, 'response-200': 1200, 'response-404': 1500 });
    render(<TableOfContents entries={ENTRIES} />);
    expect(current()).toBe('request');
  });

  test('the headings below the first one under that line are not measured: a part the browser skips stays skipped (decision 0038)', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    const measured = headingsAt({ intro: 40, request: 600, responses: 900, 'response-200': 1200, 'response-404': 1500 });
    render(<TableOfContents entries={ENTRIES} />);
    expect(current()).toBe('intro');
    expect([...new Set(measured)]).toEqual(['intro', 'request']);
  });

  test('the first heading when none is above the line yet; a missing heading is passed over', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    headingsAt({ request: 700, responses: 900 });
    render(<TableOfContents entries={ENTRIES} />);
    expect(current()).toBe('intro');
    act(() => {
      document.getElementById('request')!.getBoundingClientRect = () => ({ top: 10 }) as DOMRect;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(current()).toBe('request');
  });
});
