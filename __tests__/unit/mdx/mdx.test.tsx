import React from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { makeHeading } from '../../../src/mdx/Heading';
import { ColorModeProvider } from '../../../src/lib/colorMode/ColorModeProvider';
import { Admonition } from '../../../src/mdx/Admonition';
import { Tabs, TabItem } from '../../../src/mdx/Tabs';
import { CodeBlock, MdxPre, textOf } from '../../../src/mdx/CodeBlock';
import { rehypeHighlightCode } from '../../../src/node/mdx/highlightCode';
import { rehypeCodeMeta } from '../../../src/node/mdx/rehypeCodeMeta';
import { mdxComponents } from '../../../src/mdx/components';

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

/** A fenced code block as MDX hands it to rehype: <pre><code class="language-…">text</code></pre>, meta in data. */
const fence = (code: string, language: string | undefined, meta?: string) => ({
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: language ? { className: [`language-${language}`] } : {},
          data: { meta },
          children: [{ type: 'text', value: code }],
        },
      ],
    },
  ],
});
type Hast = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Hast[] };
/** What MDX compiles the highlighted tree to, as React elements (hast property names → React props). */
function toReact(node: Hast, key?: number): React.ReactNode {
  if (node.type === 'text') return node.value;
  const { className, dataHighlighted, ...rest } = node.properties ?? {};
  const props = {
    key,
    ...rest,
    ...(className ? { className: (className as string[]).join(' ') } : {}),
    ...(dataHighlighted ? { 'data-highlighted': dataHighlighted } : {}),
  };
  return React.createElement(node.tagName ?? 'div', props, ...(node.children ?? []).map(toReact));
}
function highlighted(code: string, language: string | undefined, meta?: string): Hast {
  const tree = fence(code, language, meta) as Hast;
  rehypeCodeMeta()(tree as never);
  rehypeHighlightCode()(tree as never);
  return tree.children![0];
}

describe('code blocks (highlighted at build time)', () => {
  test('one line span per line, Prism tokens, highlighted lines from the meta string', () => {
    const code = highlighted('curl -X GET \\\n  https://x\n', 'bash', 'title="Get" {2}').children![0];
    const lines = code.children!;
    expect(lines.map((line) => line.properties?.className)).toEqual([['token-line'], ['token-line']]);
    expect(lines.map((line) => line.properties?.dataHighlighted)).toEqual([undefined, 'true']);
    expect(lines[0].children!.find((token) => token.type === 'element')?.properties?.className).toEqual(['token', 'function']);
  });

  test('aliases and nested tokens: sh is bash; a JSON key is a property token; unknown languages stay plain lines', () => {
    const sh = highlighted('echo "$HOME"', 'sh').children![0];
    expect(JSON.stringify(sh)).toContain('"className":["token","builtin"');
    expect(JSON.stringify(sh)).toContain('"className":["token","string"]');
    const json = highlighted('{ "id": 1 }', 'json').children![0];
    expect(JSON.stringify(json)).toContain('"className":["token","property"]');
    const csv = highlighted('a,b\n1,2', 'not-a-language').children![0];
    expect(csv.children!.map((line) => line.children!.map((c) => c.value).join(''))).toEqual(['a,b\n', '1,2\n']);
  });

  test('mermaid fences are left as text for the diagram component', () => {
    const code = highlighted('graph TD; A-->B', 'mermaid').children![0];
    expect(code.children).toEqual([{ type: 'text', value: 'graph TD; A-->B' }]);
  });

  test('MdxPre renders the highlighted lines with title, highlighted line and the copy text of the code', () => {
    const { container } = render(<MdxPre>{toReact(highlighted('curl -X GET \\\n  https://x\n', 'bash', 'title="Get" {2}').children![0])}</MdxPre>);
    expect(screen.getByText('Get')).toBeInTheDocument();
    expect(screen.getByLabelText('Code: Get').tagName).toBe('PRE');
    const lines = container.querySelectorAll('pre code > span');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toHaveAttribute('data-highlighted', 'true');
    expect(container.querySelector('.token.function')).toHaveTextContent('curl');
    expect(textOf(toReact(highlighted('a\nb', 'bash')))).toBe('a\nb\n');
  });

  test('the example annotation (operation="…" body="…") keeps the title and highlights working and is not rendered', () => {
    const meta = 'title="New group" operation="ac-api:createGroup" body="response 201" {2}';
    const tree = highlighted('{\n  "name": "A"\n}', 'json', meta);
    const { container } = render(<MdxPre>{toReact(tree.children![0])}</MdxPre>);
    expect(screen.getByText('New group')).toBeInTheDocument();
    expect(container.querySelectorAll('pre code > span')[1]).toHaveAttribute('data-highlighted', 'true');
    expect(container.innerHTML).not.toMatch(/operation|ac-api|createGroup|response 201/);
    expect(container.querySelector('[metastring]')).toBeNull();
  });

  test('without build-time highlighting the code is shown as plain lines', () => {
    const { container } = render(<CodeBlock code={'one\ntwo\n'} language="text" metastring="{1}" />);
    expect([...container.querySelectorAll('pre code > span')].map((line) => line.textContent)).toEqual(['one\n', 'two\n']);
    expect(container.querySelector('pre code > span')).toHaveAttribute('data-highlighted', 'true');
  });
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

  test("a diagram the build could not draw (gatsby develop) shows the parser's message without loading mermaid", async () => {
    mockRender.mockReset();
    const { container } = render(
      <ColorModeProvider>
        <mdxComponents.MermaidDiagram chart="graph ???" error={'Parse error on line 1:\ngraph ???'} />
      </ColorModeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This diagram has an error:');
    expect(screen.getByRole('alert')).toHaveTextContent('Parse error on line 1:');
    expect(container.querySelector('figure')).toHaveAttribute('data-mermaid-state', 'syntax-error');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mockRender).not.toHaveBeenCalled();
  });

  test('mermaid is loaded only once the diagram comes near the viewport, after the page is idle', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; target?: Element }[] = [];
    const idle: (() => void)[] = [];
    Object.assign(window, {
      IntersectionObserver: class {
        private readonly entry: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.entry = { callback, options };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
      },
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      cancelIdleCallback: () => undefined,
    });
    try {
      mockRender.mockReset();
      mockRender.mockResolvedValue({ svg: '<svg data-testid="lazy"></svg>' });
      const { container } = renderDiagram('graph TD; A-->B');
      const figure = container.querySelector('figure')!;
      expect(observers).toHaveLength(1);
      expect(observers[0].target).toBe(figure);
      expect(observers[0].options?.rootMargin).toBe('400px 0px');
      // Idle, but far from the viewport: nothing is loaded.
      act(() => idle.splice(0).forEach((callback) => callback()));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(mockRender).not.toHaveBeenCalled();
      expect(figure).toHaveAttribute('data-mermaid-state', 'loading');
      expect(figure).not.toHaveAttribute('aria-busy');
      // Near the viewport: mermaid is loaded, the figure is busy until the diagram is drawn.
      act(() => observers[0].callback([{ isIntersecting: true, target: figure } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(figure).toHaveAttribute('aria-busy', 'true');
      await waitFor(() => expect(screen.getByTestId('lazy')).toBeInTheDocument());
      expect(mockRender).toHaveBeenCalledTimes(1);
      expect(figure).not.toHaveAttribute('aria-busy');
    } finally {
      delete (window as Partial<typeof window>).IntersectionObserver;
      delete (window as Partial<typeof window>).requestIdleCallback;
    }
  });
});
