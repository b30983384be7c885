/**
 * A ```mermaid fence that the build drew (src/node/mdx/rehypeMermaid.ts sets svglight, svgdark and
 * diagramlabel on its <code>) renders both drawings with their text alternative and no diagram
 * component that would load mermaid; one the build did not draw falls back to the browser component.
 */
import React from 'react';
import { render, screen } from '@testing-library/react';
import { MdxPre } from '../../../src/mdx/CodeBlock';
import { ColorModeProvider } from '../../../src/shell/colorMode/ColorModeProvider';

const mockImported = jest.fn();
jest.mock('mermaid', () => {
  mockImported();
  return { __esModule: true, default: { initialize: jest.fn(), render: jest.fn() } };
});

const LIGHT = '<svg id="mermaid-1-light-0" aria-roledescription="flowchart-v2"><g><text>Site</text></g></svg>';
const DARK = '<svg id="mermaid-1-dark-0" aria-roledescription="flowchart-v2"><g><text>Site</text></g></svg>';

test('a drawn diagram: the light and the dark SVG, each named by the text alternative, and its source; mermaid is never loaded', () => {
  const { container } = render(
    <MdxPre>
      {React.createElement('code', { className: 'language-mermaid', svglight: LIGHT, svgdark: DARK, diagramlabel: 'Zones nest in sites' }, 'flowchart TD\n  Site --> Building\n')}
    </MdxPre>,
  );
  const figure = container.querySelector('figure');
  expect(figure).toHaveAttribute('data-mermaid-state', 'static');
  const drawings = screen.getAllByRole('img', { name: 'Zones nest in sites' });
  expect(drawings.map((el) => el.getAttribute('data-color-mode'))).toEqual(['light', 'dark']);
  expect(drawings[0].querySelector('svg')?.id).toBe('mermaid-1-light-0');
  expect(drawings[1].querySelector('svg')?.id).toBe('mermaid-1-dark-0');
  expect(drawings[0].querySelector('text')?.textContent).toBe('Site');
  expect(screen.getByText('Diagram source')).toBeInTheDocument();
  expect(container.querySelector('[aria-busy]')).toBeNull();
  expect(mockImported).not.toHaveBeenCalled();
});

test('a diagram the build did not draw (no browser at build time) is left to the browser component', () => {
  window.matchMedia = ((q: string) => ({ matches: false, media: q, addEventListener: jest.fn(), removeEventListener: jest.fn() })) as never;
  const { container } = render(
    <ColorModeProvider>
      <MdxPre>
        <code className="language-mermaid">{'flowchart TD\n  Site --> Building\n'}</code>
      </MdxPre>
    </ColorModeProvider>,
  );
  expect(container.querySelector('figure')).toHaveAttribute('data-mermaid-state', 'loading');
});
