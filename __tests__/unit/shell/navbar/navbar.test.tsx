import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { NavbarItemSettings } from '../../../../src/config/settingsContract';
import { NavbarItem } from '../../../../src/shell/navbar/items/NavbarItem';
import { ShellLocationProvider } from '../../../../src/lib/location';
import { navbarItemComponents } from '../../../../src/shell/navbar/items/registry';
import { Footer } from '../../../../src/shell/footer/Footer';

function renderItems(items: NavbarItemSettings[], pathname = '/') {
  return render(
    <ShellLocationProvider pathname={pathname}>
      <nav>
        {items.map((item, index) => (
          <NavbarItem key={index} item={item} index={index} />
        ))}
      </nav>
    </ShellLocationProvider>,
  );
}

describe('navbar items', () => {
  test('a link item to a route is active from activeBasePath', () => {
    renderItems([{ type: 'default', position: 'left', label: 'API', to: '/docs/api/overview', activeBasePath: '/docs/api' }], '/docs/api/ac-api/get-user');
    expect(screen.getByRole('link', { name: 'API' })).toHaveAttribute('aria-current', 'page');
  });

  test('an external link opens in a new tab, safely, and says so', () => {
    renderItems([{ type: 'default', position: 'right', label: 'GitHub', href: 'https://github.com/x/y' }]);
    const link = screen.getByRole('link', { name: 'GitHub (opens in new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('a dropdown is a disclosure that opens, closes on Escape and returns focus', () => {
    renderItems([
      {
        type: 'dropdown',
        position: 'left',
        label: 'APIs',
        items: [
          { type: 'default', label: 'Portal', to: '/docs/api/portal-api' },
          { type: 'default', label: 'AC', to: '/docs/api/ac-api' },
        ],
      },
    ]);
    const button = screen.getByRole('button', { name: 'APIs' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Portal' })).toBeNull();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(within(list as HTMLElement).getByRole('link', { name: 'Portal' })).toHaveAttribute('href', '/docs/api/portal-api');
    fireEvent.keyDown(list as HTMLElement, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  test('an html item renders its markup', () => {
    renderItems([{ type: 'html', position: 'right', value: '<span data-testid="badge">v1</span>' }]);
    expect(screen.getByTestId('badge')).toHaveTextContent('v1');
  });

  test('the search item renders the search slot', () => {
    const { container } = renderItems([{ type: 'search', position: 'right' }]);
    expect(container.querySelector('[data-navbar-search-slot]')).not.toBeNull();
  });

  test('an item that throws is left out, the others render, and the error names the item', () => {
    const original = navbarItemComponents.html;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    (navbarItemComponents as Record<string, unknown>).html = () => {
      throw new Error('boom');
    };
    try {
      renderItems([
        { type: 'default', position: 'left', label: 'Guide', to: '/docs/intro' },
        { type: 'html', position: 'right', value: '<b>x</b>' },
      ]);
      expect(screen.getByRole('link', { name: 'Guide' })).toBeInTheDocument();
      const messages = error.mock.calls.map((call) => String(call[0]));
      expect(messages.some((m) => m.includes("A navbar item failed to render and was left out: navbar.items[1] (type 'html')") && m.includes('boom'))).toBe(
        true,
      );
    } finally {
      (navbarItemComponents as Record<string, unknown>).html = original;
      error.mockRestore();
    }
  });
});

describe('footer', () => {
  test('the shipped footer: dark, columns Docs, Community, More, copyright 2025', () => {
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Docs', 'Community', 'More']);
    expect(footer).toHaveTextContent('Copyright © 2025 Northwind Facilities');
    expect(within(footer).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });

  test('the simple style: one row of links and an optional logo', () => {
    render(
      <Footer
        footer={{
          style: 'light',
          links: [
            { label: 'Guide', to: '/docs/intro' },
            { label: 'Status', href: 'https://status.example.com' },
          ],
          logo: { src: '/img/logo.svg', alt: 'FMS logo' },
          copyright: '© 2025',
        }}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('[data-footer-style="simple"]')).not.toBeNull();
    expect(within(footer).queryAllByRole('heading')).toHaveLength(0);
    expect(within(footer).getByRole('img', { name: 'FMS logo' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Status (opens in new tab)' })).toHaveAttribute('target', '_blank');
  });
});
