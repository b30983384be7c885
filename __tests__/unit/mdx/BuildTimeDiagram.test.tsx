/**
 * A diagram the build drew (src/node/mdx/rehypeMermaid.ts puts <BuildTimeDiagram> in place of the
 * fence): its one drawing for both colour modes (or the light and the dark one when mermaid's were not
 * the same picture) with their text alternative, and mermaid never loaded. In the browser bundle
 * the drawings are URLs of their files: a page opened by client-side navigation fetches them.
 */
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { BuildTimeDiagram } from '../../../src/mdx/BuildTimeDiagram';
import { mdxComponents } from '../../../src/mdx/components';

const mockImported = jest.fn();
jest.mock('mermaid', () => {
  mockImported();
  return { __esModule: true, default: { initialize: jest.fn(), render: jest.fn() } };
});

const LIGHT = '<svg id="mermaid-1-light-0" aria-roledescription="flowchart-v2"><g><text>Site</text></g></svg>';
const DARK = '<svg id="mermaid-1-dark-0" aria-roledescription="flowchart-v2"><g><text>Site</text></g></svg>';
const CHART = 'flowchart TD\n  Site --> Building';
const BOTH =
  '<svg id="mermaid-1-0" aria-roledescription="flowchart-v2"><style>#mermaid-1-0 rect{fill:#ececff}html[data-theme=\'dark\'] #mermaid-1-0 rect{fill:#1f2020}</style><g><rect/><text>Site</text></g></svg>';

test('one drawing for both colour modes (its own style switches its colours): one SVG, named by the text alternative', () => {
  const fetchSpy = jest.fn();
  global.fetch = fetchSpy;
  const { container, rerender } = render(<BuildTimeDiagram drawing={BOTH} label="Zones nest in sites" chart={CHART} />);
  const drawings = screen.getAllByRole('img', { name: 'Zones nest in sites' });
  expect(drawings).toHaveLength(1);
  expect(drawings[0]).toHaveAttribute('data-color-mode', 'both');
  expect(container.querySelectorAll('svg')).toHaveLength(1);
  expect(drawings[0].querySelector('svg')?.id).toBe('mermaid-1-0');
  expect(screen.getByText('Diagram source')).toBeInTheDocument();
  rerender(<BuildTimeDiagram drawing={BOTH} label="Zones nest in sites" chart={CHART} scrolls />);
  const frames = screen.getAllByRole('group', { name: 'Diagram (scrolls sideways)' });
  expect(frames).toHaveLength(1);
  expect(frames[0]).toHaveAttribute('tabindex', '0');
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(mockImported).not.toHaveBeenCalled();
});

test('one drawing after a client-side navigation: its file is fetched once', async () => {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => BOTH })) as unknown as typeof fetch;
  render(<BuildTimeDiagram drawing="/static/diagram-both.svg" label="Flowchart" chart={CHART} />);
  await waitFor(() => expect(screen.getByRole('img', { name: 'Flowchart' }).querySelector('svg')?.id).toBe('mermaid-1-0'));
  expect(global.fetch).toHaveBeenCalledTimes(1);
  expect(global.fetch).toHaveBeenCalledWith('/static/diagram-both.svg');
});

test('the MDX component map provides it, as the build expects', () => {
  expect(mdxComponents.BuildTimeDiagram).toBe(BuildTimeDiagram);
});

test('two drawings (not the same picture): a diagram that may be wider than a phone column scrolls in a focusable frame per colour mode; others have no tab stop', () => {
  const { container, rerender } = render(<BuildTimeDiagram light={LIGHT} dark={DARK} label="Zones nest in sites" chart={CHART} scrolls />);
  const frames = screen.getAllByRole('group', { name: 'Diagram (scrolls sideways)' });
  expect(frames).toHaveLength(2);
  for (const frame of frames) expect(frame).toHaveAttribute('tabindex', '0');
  expect(frames.map((frame) => within(frame).getByRole('img', { name: 'Zones nest in sites' }).getAttribute('data-color-mode'))).toEqual(['light', 'dark']);
  rerender(<BuildTimeDiagram light={LIGHT} dark={DARK} label="Zones nest in sites" chart={CHART} />);
  expect(screen.queryAllByRole('group', { name: 'Diagram (scrolls sideways)' })).toEqual([]);
  expect(container.querySelector('[tabindex]')).toBeNull();
});

test('as rendered into the HTML: the light and the dark SVG, each named by the text alternative, and the source; mermaid is never loaded', () => {
  const fetchSpy = jest.fn();
  global.fetch = fetchSpy;
  const { container } = render(<BuildTimeDiagram light={LIGHT} dark={DARK} label="Zones nest in sites" chart={CHART} />);
  expect(container.querySelector('figure')).toHaveAttribute('data-mermaid-state', 'static');
  const drawings = screen.getAllByRole('img', { name: 'Zones nest in sites' });
  expect(drawings.map((el) => el.getAttribute('data-color-mode'))).toEqual(['light', 'dark']);
  expect(drawings[0].querySelector('svg')?.id).toBe('mermaid-1-light-0');
  expect(drawings[1].querySelector('svg')?.id).toBe('mermaid-1-dark-0');
  expect(drawings[0].querySelector('text')?.textContent).toBe('Site');
  expect(screen.getByText('Diagram source')).toBeInTheDocument();
  expect(container.querySelector('[aria-busy]')).toBeNull();
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(mockImported).not.toHaveBeenCalled();
});

test('after a client-side navigation (the bundle holds the files’ URLs) each drawing is fetched and shown', async () => {
  const files: Record<string, string> = { '/static/diagram-a.svg': LIGHT, '/static/diagram-b.svg': DARK };
  global.fetch = jest.fn(async (url: string) => ({ ok: true, status: 200, text: async () => files[url] })) as unknown as typeof fetch;
  render(<BuildTimeDiagram light="/static/diagram-a.svg" dark="/static/diagram-b.svg" label="Flowchart" chart={CHART} />);
  await waitFor(() =>
    expect(screen.getAllByRole('img', { name: 'Flowchart' }).map((el) => el.querySelector('svg')?.id)).toEqual(['mermaid-1-light-0', 'mermaid-1-dark-0']),
  );
  expect(global.fetch).toHaveBeenCalledTimes(2);
  expect(mockImported).not.toHaveBeenCalled();
});

test('hydration keeps the server’s SVG; a changed drawing (a diagram edited under gatsby develop) is fetched', async () => {
  const files: Record<string, string> = { '/static/diagram-new.svg': DARK };
  global.fetch = jest.fn(async (url: string) => ({ ok: true, status: 200, text: async () => files[url] })) as unknown as typeof fetch;
  const { hydrateRoot } = jest.requireActual<typeof import('react-dom/client')>('react-dom/client');
  // react-dom/server needs it; jsdom has none.
  Object.assign(globalThis, { TextEncoder: jest.requireActual<typeof import('node:util')>('node:util').TextEncoder });
  const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<BuildTimeDiagram light={LIGHT} dark={DARK} label="Flowchart" chart={CHART} />);
  const { act } = jest.requireActual<typeof import('react')>('react') as unknown as { act: (callback: () => void) => Promise<void> };
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(() => {
    root = hydrateRoot(container, <BuildTimeDiagram light="/static/diagram-old.svg" dark="/static/diagram-old-dark.svg" label="Flowchart" chart={CHART} />, {
      onRecoverableError: () => undefined,
    });
  });
  expect(container.querySelector('[data-color-mode="light"] svg')?.id).toBe('mermaid-1-light-0');
  expect(global.fetch).not.toHaveBeenCalled();
  await act(() => {
    root?.render(<BuildTimeDiagram light="/static/diagram-new.svg" dark="/static/diagram-old-dark.svg" label="Flowchart" chart={CHART} />);
  });
  await waitFor(() => expect(container.querySelector('[data-color-mode="light"] svg')?.id).toBe('mermaid-1-dark-0'));
  expect(global.fetch).toHaveBeenCalledWith('/static/diagram-new.svg');
  await act(() => root?.unmount());
});
