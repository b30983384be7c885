import * as React from 'react';
import { render, screen } from '@testing-library/react';
import type * as ReactDomServer from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { LogoImage } from '../../../src/ui/LogoImage';

// The Node build: jsdom has no TextEncoder, which the browser build of react-dom/server needs.
const { renderToString } = require('react-dom/server.node') as typeof ReactDomServer;

const drawings = { '/img/logo.svg': { viewBox: '0 0 8 8', inner: '<rect width="8" height="8" fill="#1d4ed8"></rect>' } };

describe('LogoImage', () => {
  test('an inlined logo is an <svg> with the class, size and text alternative an <img> would have', () => {
    const { container } = render(<LogoImage src="/img/logo.svg" alt="FMS logo" width={32} height={32} className="brand" drawings={drawings} />);
    const logo = screen.getByRole('img', { name: 'FMS logo' });
    expect(logo.tagName.toLowerCase()).toBe('svg');
    expect(logo).toHaveAttribute('viewBox', '0 0 8 8');
    expect(logo).toHaveAttribute('width', '32');
    expect(logo).toHaveAttribute('class', 'brand');
    expect(logo.querySelector('rect')?.getAttribute('fill')).toBe('#1d4ed8');
    expect(container.querySelector('img')).toBeNull();
  });

  test('a decorative inlined logo (alt "") is hidden from assistive technology', () => {
    const { container } = render(<LogoImage src="/img/logo.svg" alt="" drawings={drawings} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  test('a logo the build did not inline stays an <img>', () => {
    render(<LogoImage src="/img/logo.png" alt="FMS logo" width={32} height={32} drawings={drawings} />);
    const logo = screen.getByRole('img', { name: 'FMS logo' });
    expect(logo.tagName.toLowerCase()).toBe('img');
    expect(logo).toHaveAttribute('src', '/img/logo.png');
  });

  test("the server's drawing hydrates without changes", async () => {
    const element = <LogoImage src="/img/logo.svg" alt="FMS logo" drawings={drawings} />;
    const host = document.createElement('div');
    host.innerHTML = renderToString(element);
    const rect = host.querySelector('rect');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(host, element);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(host.querySelector('rect')).toBe(rect);
  });
});
