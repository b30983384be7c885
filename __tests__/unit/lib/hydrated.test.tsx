import * as React from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import { render } from '@testing-library/react';
import { useAfterHydration } from '../../../src/lib/hydrated';

// The Node build: jsdom has no TextEncoder, which the browser build of react-dom/server needs.
const { renderToString } = require('react-dom/server.node') as typeof ReactDomServer;

function Probe(): JSX.Element {
  return <span>{useAfterHydration() ? 'running' : 'static'}</span>;
}

describe('useAfterHydration (decision 0026)', () => {
  test('false on the server and while hydrating, then true; only the component that reads it renders again', async () => {
    let pageRenders = 0;
    function Page(): JSX.Element {
      pageRenders += 1;
      return (
        <main>
          <Probe />
        </main>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    expect(container.textContent).toBe('static');
    pageRenders = 0;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    try {
      await act(async () => {
        hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverable.push(error) });
      });
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(container.textContent).toBe('running');
    expect(pageRenders).toBe(1);
    container.remove();
  });

  test('true at once in a component mounted later', () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('running');
  });
});
