import React from 'react';
import { render, screen } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { MobileSidebar } from '../../../../../src/shell/navbar/mobileSidebar/MobileSidebar';
import { ColorModeProvider } from '../../../../../src/lib/colorMode/ColorModeProvider';
import { ShellLocationProvider } from '../../../../../src/lib/location';
import { SecondaryMenuFiller, SecondaryMenuProvider } from '../../../../../src/lib/secondaryMenu';

beforeAll(() => {
  // The primary menu's docs items read the guide's pages.
  (useStaticQuery as jest.Mock).mockReturnValue({ allMdx: { nodes: [{ fields: { route: '/docs', docId: 'index', version: 'current' } }] } });
  // jsdom has no matchMedia: the menu listens for the desktop width while it is open.
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() })) as never;
});

/** The mobile menu with a page that registers its sidebar as the secondary menu. */
function Shell({ open }: { readonly open: boolean }): JSX.Element {
  return (
    <ShellLocationProvider pathname="/docs/intro/zones">
      <ColorModeProvider>
        <SecondaryMenuProvider>
          <MobileSidebar open={open} onClose={() => undefined} />
          <SecondaryMenuFiller>
            <nav aria-label="Page sidebar (menu)">
              <a href="/docs/intro/zones">Zones</a>
            </nav>
          </SecondaryMenuFiller>
        </SecondaryMenuProvider>
      </ColorModeProvider>
    </ShellLocationProvider>
  );
}

describe('the mobile menu’s secondary menu (decision 0026)', () => {
  test('is not rendered until the menu first opens, then shown, and kept once closed', () => {
    const { rerender } = render(<Shell open={false} />);
    expect(screen.queryByRole('navigation', { name: 'Page sidebar (menu)', hidden: true })).toBeNull();
    // Nor the main menu in its place: the closed panel would hold a second copy of the navbar's links
    // (a locale's page then links to the other language twice; fixtureVersions.test.ts found it); nor
    // its header, a second brand and colour-mode toggle (decision 0025, session 13): the panel is empty.
    expect(screen.queryAllByRole('link', { hidden: true })).toEqual([]);
    expect(screen.queryAllByRole('button', { hidden: true })).toEqual([]);
    expect(screen.getByRole('dialog', { hidden: true })).toBeEmptyDOMElement();
    rerender(<Shell open />);
    expect(screen.getByRole('button', { name: 'Close the navigation menu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Page sidebar (menu)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← Back to main menu' })).toBeInTheDocument();
    rerender(<Shell open={false} />);
    expect(screen.getByRole('navigation', { name: 'Page sidebar (menu)', hidden: true })).toBeInTheDocument();
  });

  test('without a secondary menu, the closed menu is empty too; opened, it shows the main menu', () => {
    const { container, rerender } = render(
      <ShellLocationProvider pathname="/blog">
        <ColorModeProvider>
          <MobileSidebar open={false} onClose={() => undefined} />
        </ColorModeProvider>
      </ShellLocationProvider>,
    );
    expect(screen.getByRole('dialog', { hidden: true })).toBeEmptyDOMElement();
    const closed = container.innerHTML.length;
    rerender(
      <ShellLocationProvider pathname="/blog">
        <ColorModeProvider>
          <MobileSidebar open onClose={() => undefined} />
        </ColorModeProvider>
      </ShellLocationProvider>,
    );
    expect(screen.getByRole('dialog')).not.toBeEmptyDOMElement();
    expect(screen.getAllByRole('link').length).toBeGreaterThan(1);
    expect(container.innerHTML.length).toBeGreaterThan(closed + 1000);
  });
});
