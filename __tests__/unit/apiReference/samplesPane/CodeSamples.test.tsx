import * as React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { CodeSamples } from '../../../../src/apiReference/samplesPane/CodeSamples';
import { resetLanguageChoice } from '../../../../src/apiReference/samplesPane/languageChoice';

const samples = [
  { id: 'curl', label: 'curl', language: 'bash', code: 'curl --request GET' },
  { id: 'javascript-fetch', label: 'JavaScript', language: 'javascript', code: 'fetch(url)' },
  { id: 'python-requests', label: 'Python', language: 'python', code: 'requests.get(url)' },
];

describe('CodeSamples', () => {
  beforeEach(() => {
    resetLanguageChoice();
    window.localStorage.clear();
  });

  it('follows the tabs pattern: one selected tab controlling the visible panel', () => {
    render(<CodeSamples samples={samples} />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Request sample languages' })).toBeInTheDocument();
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[0]?.id);
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('curl --request GET');
  });

  it('switches with a click and with the arrow, Home and End keys', () => {
    render(<CodeSamples samples={samples} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Python' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('requests.get(url)');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Python' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'curl' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'curl' }), { key: 'End' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('requests.get(url)');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Python' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('fetch(url)');
  });

  it('gives the shown sample a copy button; only its code is in the page, in the one panel every tab controls', () => {
    const { container } = render(<CodeSamples samples={samples} />);
    expect(screen.getAllByRole('button', { name: 'Copy code to clipboard', hidden: true })).toHaveLength(1);
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(1);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('data-sample-id', 'curl');
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(container.textContent).not.toContain('fetch(url)');
    fireEvent.click(screen.getByRole('tab', { name: 'Python' }));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', screen.getByRole('tab', { name: 'Python' }).id);
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Copy code to clipboard', hidden: true })).toBeInTheDocument();
    expect(container.querySelectorAll('pre')).toHaveLength(1);
  });
});

describe('CodeSamples: the document’s own samples are marked as such (issue 42)', () => {
  beforeEach(() => {
    resetLanguageChoice();
    window.localStorage.clear();
  });

  it('names an x-codeSamples tab as coming from the API document, in its text and its accessible name, and says so above its code', () => {
    const own = { id: 'x-php-guzzle', label: 'PHP (Guzzle)', language: 'php', code: '$client->get();', origin: 'document' as const };
    render(<CodeSamples samples={[own, ...samples]} />);
    const tab = screen.getByRole('tab', { name: 'PHP (Guzzle) from the API document' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Written by the API document’s authors');
    // Ours carry no such mark, and no note.
    expect(screen.getByRole('tab', { name: 'curl' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'curl' }));
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('API document');
  });
});

describe('CodeSamples: one remembered language for every instance', () => {
  beforeEach(() => {
    resetLanguageChoice();
    window.localStorage.clear();
  });

  it('picking a tab in one instance switches another, and is remembered', () => {
    const other = [samples[0]!, { id: 'python-requests', label: 'Python', language: 'python', code: 'requests.post(url)' }];
    render(
      <>
        <CodeSamples samples={samples} label="first" />
        <CodeSamples samples={other} label="second" />
      </>,
    );
    const second = within(screen.getByRole('tablist', { name: 'second' }));
    expect(second.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(within(screen.getByRole('tablist', { name: 'first' })).getByRole('tab', { name: 'Python' }));
    expect(second.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('requests.post(url)')).toBeVisible();
    expect(window.localStorage.getItem('api.sampleLanguage')).toBe('python-requests');
    // A language the second lacks: it shows its first tab, the first instance keeps the choice.
    fireEvent.click(within(screen.getByRole('tablist', { name: 'first' })).getByRole('tab', { name: 'JavaScript' }));
    expect(second.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
    expect(window.localStorage.getItem('api.sampleLanguage')).toBe('javascript-fetch');
  });
});

describe('CodeSamples before and after the page runs', () => {
  beforeEach(() => {
    resetLanguageChoice();
    window.localStorage.clear();
  });

  it('the server HTML names the languages in plain spans (the shown one current): no tab that could not switch; hydrated, they are the tabs', async () => {
    Object.assign(globalThis, { TextEncoder: jest.requireActual<typeof import('node:util')>('node:util').TextEncoder });
    const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
    const { hydrateRoot } = jest.requireActual<typeof import('react-dom/client')>('react-dom/client');
    const { act } = jest.requireActual<typeof import('react')>('react') as unknown as { act: (callback: () => void) => Promise<void> };
    const markup = renderToString(<CodeSamples samples={samples} />);
    expect(markup).not.toContain('role="tab');
    expect(markup).not.toContain('<button'); // the copy button too comes with JavaScript
    expect(markup.match(/<span[^>]* aria-current="true">curl<\/span>/g)).toHaveLength(1);
    expect(markup).toMatch(/<span[^>]*>JavaScript<\/span><span[^>]*>Python<\/span>/);
    expect(markup).toContain('curl --request GET');

    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = markup;
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(() => {
      root = hydrateRoot(container, <CodeSamples samples={samples} />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]); // no hydration mismatch
    const tabs = within(container).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['curl', 'JavaScript', 'Python']);
    expect(container.querySelector('[aria-current]')).toBeNull();
    const panel = within(container).getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[0]?.id);
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'End' });
    expect(within(container).getByRole('tab', { name: 'Python' })).toHaveFocus();
    expect(within(container).getByRole('tabpanel')).toHaveTextContent('requests.get(url)');
    await act(() => root?.unmount());
    container.remove();
  });
});
