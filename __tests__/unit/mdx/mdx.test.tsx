import React from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ColorModeProvider } from '../../../src/shell/colorMode/ColorModeProvider';
import { makeHeading } from '../../../src/mdx/Heading';
import { Admonition } from '../../../src/mdx/Admonition';
import { Tabs, TabItem } from '../../../src/mdx/Tabs';
import { CodeBlock } from '../../../src/mdx/CodeBlock';

const mockRender = jest.fn();
jest.mock('mermaid', () => ({ __esModule: true, default: { initialize: jest.fn(), render: (...args: unknown[]) => mockRender(...args) } }));

beforeAll(() => {
  window.matchMedia = ((q: string) => ({ matches: false, media: q, addEventListener: jest.fn(), removeEventListener: jest.fn() })) as never;
});

test("headings link to themselves with 'Direct link to {heading}'", () => {
  const H2 = makeHeading(2);
  render(
    <H2 id="work-order-status">
      Work order <code>status</code>
    </H2>,
  );
  const link = screen.getByRole('link', { name: 'Direct link to Work order status' });
  expect(link).toHaveAttribute('href', '#work-order-status');
  expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'work-order-status');
});

test('admonitions have a type title', () => {
  render(<Admonition type="warning">Careful.</Admonition>);
  expect(screen.getByRole('complementary', { name: 'Warning' })).toHaveTextContent('Careful.');
});

test('tabs follow the ARIA pattern with arrow keys', () => {
  render(
    <Tabs>
      <TabItem value="curl" label="curl">
        curl it
      </TabItem>
      <TabItem value="js" label="JavaScript">
        fetch it
      </TabItem>
    </Tabs>,
  );
  const [curl, js] = screen.getAllByRole('tab');
  expect(curl).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(curl, { key: 'ArrowRight' });
  expect(js).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('fetch it');
});

test('code blocks: title, highlighted lines, language tokens', () => {
  const { container } = render(<CodeBlock code={'curl -X GET \\\n  https://x\n'} language="bash" metastring='title="Get" {2}' />);
  expect(screen.getByText('Get')).toBeInTheDocument();
  const lines = container.querySelectorAll('pre code > span');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toHaveAttribute('data-highlighted', 'true');
  expect(container.querySelector('.token.function, .token.builtin, .token.keyword')).not.toBeNull();
});

describe('mermaid diagrams', () => {
  const renderDiagram = (chart: string) =>
    render(
      <ColorModeProvider>
        <CodeBlock code={chart} language="mermaid" />
      </ColorModeProvider>,
    );

  test('render as SVG', async () => {
    mockRender.mockResolvedValue({ svg: '<svg data-testid="diagram"></svg>' });
    renderDiagram('graph TD; A-->B');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(screen.getByTestId('diagram')).toBeInTheDocument());
  });

  test('a syntax error shows the message in place of the diagram', async () => {
    mockRender.mockRejectedValue(new Error('Parse error on line 1'));
    renderDiagram('graph ???');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Parse error on line 1'));
  });
});
