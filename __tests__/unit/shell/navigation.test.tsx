import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { connectionAllowsPrefetch } from '../../../src/shell/prefetchPolicy';
import { errorChain } from '../../../src/shell/errors/errorChain';
import { PageErrorBoundary } from '../../../src/shell/errors/PageErrorBoundary';
import { PROGRESS_DELAY_MS, PROGRESS_OPTIONS, routeChangeFinished, routeChangeStarted } from '../../../src/shell/progress/progressBar';
import { ShellLocationProvider } from '../../../src/lib/location';
import { NavbarItem } from '../../../src/shell/navbar/items/NavbarItem';
import { navbarItemComponents } from '../../../src/shell/navbar/items/registry';
import { firstDocOfSidebar } from '../../../src/shell/navbar/items/DocSidebarNavbarItem';
import { MOBILE_MAX_WIDTH, DESKTOP_MEDIA_QUERY } from '../../../src/lib/breakpoints';
import NProgress from 'nprogress';

test('prefetch is skipped on 2g and with data saver', () => {
  expect(connectionAllowsPrefetch(undefined)).toBe(true);
  expect(connectionAllowsPrefetch({ effectiveType: '4g' })).toBe(true);
  expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false);
  expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
});

test('the desktop breakpoint is 996 px', () => {
  expect(MOBILE_MAX_WIDTH).toBe(996);
  expect(DESKTOP_MEDIA_QUERY).toBe('(min-width: 997px)');
});

describe('progress bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('uses the spec defaults', () => {
    expect(PROGRESS_DELAY_MS).toBe(200);
    expect(PROGRESS_OPTIONS).toMatchObject({ minimum: 0.08, speed: 200, trickleSpeed: 800 });
  });

  test('never starts for a navigation faster than 200 ms', () => {
    const start = jest.spyOn(NProgress, 'start');
    routeChangeStarted();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS - 1);
    routeChangeFinished();
    jest.advanceTimersByTime(1000);
    expect(start).not.toHaveBeenCalled();
    start.mockRestore();
  });

  test("the route update of the page being left does not end the next navigation; the new page's does", () => {
    const start = jest.spyOn(NProgress, 'start').mockImplementation(() => NProgress);
    const done = jest.spyOn(NProgress, 'done').mockImplementation(() => NProgress);
    window.history.pushState({}, '', '/docs/intro');
    routeChangeStarted('/my-react-page');
    // The previous navigation's onRouteUpdate, committed late: /docs/intro is the page being left.
    routeChangeFinished('/docs/intro');
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(start).toHaveBeenCalledTimes(1);
    expect(done).not.toHaveBeenCalled();
    routeChangeFinished('/my-react-page/');
    expect(done).toHaveBeenCalledTimes(1);
    // A navigation to the page already shown, or one whose end is not told by its path, ends as before.
    routeChangeStarted('/docs/intro');
    routeChangeFinished('/docs/intro');
    routeChangeStarted();
    routeChangeFinished('/docs/intro');
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(start).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledTimes(3);
    start.mockRestore();
    done.mockRestore();
  });

  test('starts 200 ms after a slow route change begins', () => {
    const start = jest.spyOn(NProgress, 'start').mockImplementation(() => NProgress);
    routeChangeStarted();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(start).toHaveBeenCalledTimes(1);
    routeChangeFinished();
    start.mockRestore();
  });
});

describe('page crash', () => {
  test('errorChain follows error.cause', () => {
    const error = new Error('Could not render the work order', { cause: new TypeError('x is undefined', { cause: 'network down' }) });
    expect(errorChain(error)).toEqual(['Could not render the work order', 'TypeError: x is undefined', 'network down']);
  });

  test("shows 'This page crashed.', the chain and 'Try again' that re-renders", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Page(): JSX.Element {
      if (fail) throw new Error('outer', { cause: new Error('inner') });
      return <p>Recovered</p>;
    }
    render(
      <PageErrorBoundary>
        <Page />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('outer');
    expect(screen.getByRole('alert')).toHaveTextContent('Cause: inner');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('docs navbar items', () => {
  beforeEach(() => {
    (useStaticQuery as jest.Mock).mockReturnValue({
      allMdx: {
        nodes: [
          { fields: { route: '/docs', docId: 'index', version: 'current' } },
          { fields: { route: '/docs/intro', docId: 'intro', version: 'current' } },
          { fields: { route: '/docs/intro/asset', docId: 'asset', version: 'current' } },
        ],
      },
    });
    window.localStorage.clear();
  });

  test('all nine item types have a component, each its own', () => {
    expect(Object.keys(navbarItemComponents).sort()).toEqual(
      ['default', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown', 'dropdown', 'html', 'localeDropdown', 'search'].sort(),
    );
    const components = Object.values(navbarItemComponents);
    expect(new Set(components).size).toBe(components.length);
  });

  test('doc, doc sidebar and docs version items link to their docs', () => {
    render(
      <ShellLocationProvider pathname="/docs/intro/asset">
        <NavbarItem item={{ type: 'doc', position: 'left', docId: 'asset', label: 'Assets' }} index={0} />
        <NavbarItem item={{ type: 'docSidebar', position: 'left', sidebarId: 'FMSSidebar', label: 'Guide' }} index={1} />
        <NavbarItem item={{ type: 'docsVersion', position: 'right' }} index={2} />
      </ShellLocationProvider>,
    );
    expect(screen.getByRole('link', { name: 'Assets' })).toHaveAttribute('href', '/docs/intro/asset');
    expect(screen.getByRole('link', { name: 'Assets' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Guide' })).toHaveAttribute('href', '/docs');
    expect(screen.getByRole('link', { name: 'v1' })).toHaveAttribute('href', '/docs/intro');
  });

  test('a doc sidebar item for a sidebar with nothing to link to is left out with an error naming it', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ShellLocationProvider pathname="/">
        <NavbarItem item={{ type: 'docSidebar', position: 'left', sidebarId: 'missingSidebar', label: 'Nope' }} index={4} />
      </ShellLocationProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Nope' })).toBeNull();
    expect(error.mock.calls.map((c) => String(c[0])).join('\n')).toContain("navbar.items[4] (type 'docSidebar', label 'Nope')");
    expect(error.mock.calls.map((c) => String(c[0])).join('\n')).toContain('Sidebar "missingSidebar" has nothing to link to');
    error.mockRestore();
  });

  test('firstDocOfSidebar goes depth first', () => {
    expect(firstDocOfSidebar([{ type: 'category', label: 'A', items: [{ type: 'category', label: 'B', items: ['deep'] }] }, 'later'])).toBe('deep');
    expect(firstDocOfSidebar([])).toBeNull();
  });

  test('the version dropdown remembers the chosen version', () => {
    render(
      <ShellLocationProvider pathname="/docs/intro">
        <NavbarItem item={{ type: 'docsVersionDropdown', position: 'right' }} index={0} />
      </ShellLocationProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'v1' }));
    fireEvent.click(screen.getByRole('link', { name: 'v1' }));
    expect(window.localStorage.getItem('docs.preferredVersion')).toBe('current');
  });

  test('the locale dropdown lists every locale', () => {
    render(
      <ShellLocationProvider pathname="/docs/intro">
        <NavbarItem item={{ type: 'localeDropdown', position: 'right' }} index={0} />
      </ShellLocationProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/docs/intro');
  });
});
