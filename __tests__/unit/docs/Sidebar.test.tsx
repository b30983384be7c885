/**
 * The sidebar's entries replaced by another set (a large API's bounded sidebar by the whole one,
 * src/apiReference/sidebar/useApiSidebar.ts): the list is built anew and the current entry keeps its
 * place on the screen, so what the reader saw neither moves nor counts as a layout shift. jsdom lays
 * nothing out: each link's box is made here from its position in the list (28 px a row, the
 * sidebar's box at 120 px, less its scroll), as a browser would report it.
 */
import * as React from 'react';
import { render } from '@testing-library/react';
import { Sidebar } from '../../../src/docs/Sidebar';
import type { SidebarItem } from '../../../src/docs/types';

const ROW = 28;
const NAV_TOP = 120;

const link = (n: number): SidebarItem => ({ type: 'link', label: `Operation ${n}`, href: `/docs/api/a/operation-${n}` });
const CURRENT = '/docs/api/a/operation-60';

function box(top: number): DOMRect {
  return { top, bottom: top + ROW, left: 0, right: 240, width: 240, height: ROW, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
}

let rects: jest.SpyInstance;
beforeEach(() => {
  rects = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const nav = this.closest('nav');
    if (!nav) return box(0);
    if (this === nav) return { ...box(NAV_TOP), bottom: NAV_TOP + 600, height: 600 } as DOMRect;
    const index = [...nav.querySelectorAll('a')].indexOf(this as HTMLAnchorElement);
    return box(NAV_TOP + index * ROW - nav.scrollTop);
  });
});
afterEach(() => rects.mockRestore());

describe('Sidebar: entries replaced by another set', () => {
  // The bounded sidebar: operations 55–65; the whole one: operations 0–199 (60 rows more above the current one).
  const bounded = Array.from({ length: 11 }, (_, i) => link(55 + i));
  const whole = Array.from({ length: 200 }, (_, i) => link(i));

  const currentTop = (nav: HTMLElement): number => (nav.querySelector('[aria-current="page"]') as HTMLElement).getBoundingClientRect().top;

  test('the current entry stays where it was, in new elements', () => {
    const view = render(<Sidebar items={bounded} currentPath={CURRENT} entriesKey="bounded" />);
    const nav = view.container.querySelector('nav') as HTMLElement;
    const listBefore = nav.querySelector('ul');
    const before = currentTop(nav);
    expect(before).toBe(NAV_TOP + 5 * ROW);
    view.rerender(<Sidebar items={whole} currentPath={CURRENT} entriesKey="whole" />);
    expect(nav.scrollTop).toBe(55 * ROW);
    expect(currentTop(nav)).toBe(before);
    // A new list: the old entries were removed, not moved (a browser counts no shift for new elements).
    expect(nav.querySelector('ul')).not.toBe(listBefore);
    expect(listBefore?.isConnected).toBe(false);
  });

  test('the same set updated in place: neither a new list nor a scroll of its own', () => {
    const view = render(<Sidebar items={whole} currentPath={CURRENT} entriesKey="whole" />);
    const nav = view.container.querySelector('nav') as HTMLElement;
    const list = nav.querySelector('ul');
    nav.scrollTop = 1400;
    view.rerender(<Sidebar items={[...whole]} currentPath={CURRENT} entriesKey="whole" />);
    expect(nav.querySelector('ul')).toBe(list);
    expect(nav.scrollTop).toBe(1400);
  });
});
