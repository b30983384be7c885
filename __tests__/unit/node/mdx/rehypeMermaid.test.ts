/**
 * @jest-environment node
 *
 * The build-time diagram step (issue 17) with Debian's Chromium: light and dark SVG for every
 * ```mermaid fence, drawn in one browser and shipped as one SVG for both modes; a broken diagram stops the compile with file, fence line and
 * the parser's message; without a browser, one warning and the fences are left for the reader's browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  closeEnvironmentRenderer,
  createDiagramRenderer,
  diagramCacheVersion,
  diagramRendererFromEnvironment,
  NoBrowserError,
  prepareBuildTimeDiagrams,
  type DiagramBatch,
  type DiagramRenderer,
} from '../../../../src/node/mdx/mermaidRenderer';
import { diagramBatchesOf, diagramLabel, drawBatchesAhead, drawDiagramsAhead, mermaidFenceLines, rehypeMermaid } from '../../../../src/node/mdx/rehypeMermaid';
import { DIAGRAM_MIN_SCALE } from '../../../../src/node/mdx/readableDiagram';
import type { KeptResults } from '../../../../src/node/buildCache';
import { removeTree, tempFolder } from '../../../support/tempFolder';

const CHROMIUM = '/usr/bin/chromium';
// Node's own require, for the ESM-only MDX compiler (jest's registry cannot load ESM).
const nodeRequire = process.getBuiltinModule('node:module').createRequire(__filename);

jest.setTimeout(120_000);

let dir: string;
let renderer: DiagramRenderer;

beforeAll(() => {
  dir = tempFolder('fms-mermaid-');
  renderer = createDiagramRenderer({ executablePath: CHROMIUM, cacheDir: path.join(dir, 'cache') });
});
afterAll(async () => {
  await renderer.close();
  removeTree(dir);
});

/** Compiles MDX the way gatsby-plugin-mdx does (MDX 2), with the plugin; returns the JavaScript. */
async function compileMdx(file: string, plugin: ReturnType<typeof rehypeMermaid>): Promise<string> {
  const { compile } = nodeRequire('@mdx-js/mdx') as typeof import('@mdx-js/mdx');
  const { VFile } = nodeRequire('vfile') as { VFile: new (options: { value: string; path: string; cwd: string }) => import('vfile').VFile };
  const result = await compile(new VFile({ value: fs.readFileSync(file, 'utf8'), path: file, cwd: dir }), {
    rehypePlugins: [() => plugin],
    development: false,
  });
  return String(result);
}

/** The BuildTimeDiagram elements of compiled MDX, with the SVG file each imports read back. */
function drawnDiagrams(code: string): { drawing: string; label: string; chart: string }[] {
  const files = new Map([...code.matchAll(/import (\w+) from ("[^"]+")/g)].map((m) => [m[1], JSON.parse(m[2]) as string]));
  return [...code.matchAll(/_jsx\(BuildTimeDiagram, \{\s*drawing: (\w+),\s*label: ("(?:[^"\\]|\\.)*"),\s*chart: ("(?:[^"\\]|\\.)*")/g)].map((m) => ({
    drawing: fs.readFileSync(files.get(m[1]) ?? '', 'utf8'),
    label: JSON.parse(m[2]) as string,
    chart: JSON.parse(m[3]) as string,
  }));
}

function write(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

const FRONTMATTER = ['---', 'title: Fixture', 'slug: /fixture', '---', ''].join('\n');

test('each diagram is drawn as SVG in the light and the dark mode, with a text alternative, all in one browser', async () => {
  const first = write(
    'two.mdx',
    `${FRONTMATTER}\n## Lifecycle\n\n\`\`\`mermaid alt="Asset statuses from active to retired"\nstateDiagram-v2\n  [*] --> Active\n  Active --> Retired\n\`\`\`\n\nText.\n\n\`\`\`mermaid\nflowchart LR\n  Site --> Building\n\`\`\`\n`,
  );
  const second = write('one.mdx', `${FRONTMATTER}\n\`\`\`mermaid\nsequenceDiagram\n  accTitle: Reporting an issue\n  Nurse->>FMS: Report\n\`\`\`\n`);
  const plugin = rehypeMermaid({ renderer: () => renderer, diagramDir: path.join(dir, 'svg') });
  const [code, other] = await Promise.all([compileMdx(first, plugin), compileMdx(second, plugin)]);

  const props = drawnDiagrams(code);
  expect(props).toHaveLength(2);
  // One drawing per diagram (the file imports one each), for both colour modes: the dark theme's
  // colours are rules scoped to <html data-theme='dark'> in the drawing's own style.
  expect([...code.matchAll(/^import fmsDiagram/gm)]).toHaveLength(2);
  expect(code).not.toMatch(/\b(light|dark): fmsDiagram/);
  for (const { drawing } of props) {
    const id = /^<svg[^>]* id="(mermaid-[0-9a-f]{8}-\d)"/.exec(drawing)?.[1];
    expect(id).toBeDefined();
    expect(drawing).not.toMatch(/-(light|dark)-\d/);
    expect(drawing.match(/<svg\b/g)).toHaveLength(1);
    // The labels are text in the SVG, not paths.
    expect(drawing).toMatch(/>(Active|Site)</);
    expect(drawing).toContain(`html[data-theme='dark'] #${id} `);
  }
  expect(props.map((p) => p.label)).toEqual(['Asset statuses from active to retired', 'Flowchart']);
  expect(props[1].chart).toBe('flowchart LR\n  Site --> Building');
  // The fences themselves are gone: nothing is left for the browser to draw.
  expect(code).not.toMatch(/language-mermaid/);
  expect(drawnDiagrams(other).map((p) => p.label)).toEqual(['Reporting an issue']);
  expect(renderer.stats.browserLaunches).toBe(1);
  expect(renderer.stats.drawn).toBe(6);

  // A second compile of the same files (Gatsby compiles each several times) draws nothing again.
  await compileMdx(first, plugin);
  expect(renderer.stats.drawn).toBe(6);
  expect(renderer.stats.fromCache).toBeGreaterThanOrEqual(4);
});

test('a wide diagram keeps its labels readable: a min-width on the SVG, and a frame that scrolls and takes focus', async () => {
  const chain = Array.from({ length: 14 }, (_, i) => `N${i}[Step number ${i}]`).join(' --> ');
  const file = write('wide.mdx', `${FRONTMATTER}\n\`\`\`mermaid\nflowchart LR\n  ${chain}\n\`\`\`\n\n\`\`\`mermaid\nflowchart LR\n  A --> B\n\`\`\`\n`);
  const code = await compileMdx(file, rehypeMermaid({ renderer: () => renderer, diagramDir: path.join(dir, 'svg') }));
  const [wide, narrow] = drawnDiagrams(code);
  const viewBoxWidth = Number(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(wide.drawing)?.[1]);
  expect(viewBoxWidth).toBeGreaterThan(1000);
  expect(wide.drawing).toMatch(new RegExp(`^<svg[^>]* style="[^"]*min-width: ${Math.round(viewBoxWidth * DIAGRAM_MIN_SCALE)}px;`));
  expect(narrow.drawing).toMatch(/^<svg[^>]* style="[^"]*min-width: \d+px;/);
  // Only the wide one may overflow a phone's column, so only its frame is focusable for scrolling.
  const scrolls = [...code.matchAll(/_jsx\(BuildTimeDiagram, \{[^}]*\}/g)].map((m) => /scrolls: true/.test(m[0]));
  expect(scrolls).toEqual([true, false]);
});

test('a broken diagram stops the compile with the file, the line of its fence and the parser message', async () => {
  const file = write(
    'broken.mdx',
    `${FRONTMATTER}\n## Fine\n\n\`\`\`mermaid\nflowchart TD\n  A --> B\n\`\`\`\n\n## Broken\n\n\`\`\`mermaid\nstateDiagram-v2\n  [*] --> Active\n  Active -->-->-- ((( broken\n\`\`\`\n`,
  );
  // The broken diagram's fence is line 15 of the file, frontmatter included.
  expect(mermaidFenceLines(fs.readFileSync(file, 'utf8'))).toEqual([8, 15]);
  const error = await compileMdx(file, rehypeMermaid({ renderer: () => renderer, diagramDir: path.join(dir, 'svg') })).then(
    () => undefined,
    (caught: unknown) => caught as Error,
  );
  expect(error).toBeDefined();
  expect(error?.message).toContain('Mermaid syntax error in broken.mdx, diagram at line 15:');
  expect(error?.message).toMatch(/Parse error on line 3:[\s\S]*Expecting/);
  expect(error?.message).toContain('Fix the diagram named above');

  // gatsby develop: the compile goes on (gatsby-plugin-mdx would otherwise hand webpack the raw MDX);
  // the error goes to the browser overlay with file and line, the broken fence becomes the diagram
  // component with the parser's message, the good diagram is drawn; a fixed file clears the overlay.
  const sent: Array<[string, readonly { title: string; message: string; file?: string; line?: number }[]]> = [];
  const develop = rehypeMermaid({
    renderer: () => renderer,
    diagramDir: path.join(dir, 'svg'),
    onSyntaxError: 'report',
    overlay: (id, errors) => sent.push([id, errors]),
  });
  const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const code = await compileMdx(file, develop);
    expect(drawnDiagrams(code)).toHaveLength(1);
    // The broken one shows the parser's message in the page, without mermaid in the browser.
    expect(code).not.toMatch(/language-mermaid/);
    expect(code).toMatch(/_jsx\(MermaidDiagram, \{\s*chart: "stateDiagram-v2[^"]*",\s*error: "Parse error on line 3:/);
    expect(printed).toHaveBeenCalledWith(expect.stringContaining('Mermaid syntax error in broken.mdx, diagram at line 15:'));
  } finally {
    printed.mockRestore();
  }
  expect(sent).toEqual([
    [
      'fms-diagrams broken.mdx',
      [
        {
          title: 'A diagram in broken.mdx does not parse',
          message: expect.stringMatching(/^Mermaid syntax error in broken\.mdx, diagram at line 15:\nParse error on line 3:/),
          file,
          line: 15,
        },
      ],
    ],
  ]);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Active -->-->-- ((( broken', 'Active --> Retired'));
  expect(drawnDiagrams(await compileMdx(file, develop))).toHaveLength(2);
  expect(sent[1]).toEqual(['fms-diagrams broken.mdx', []]);
});

test('without a browser: one warning naming FMS_CHROMIUM_PATH, and the fences are left for the reader’s browser', async () => {
  const file = write('fallback.mdx', `${FRONTMATTER}\n\`\`\`mermaid\nflowchart TD\n  A --> B\n\`\`\`\n\n\`\`\`mermaid\nflowchart TD\n  C --> D\n\`\`\`\n`);
  const other = write('fallback-2.mdx', `${FRONTMATTER}\n\`\`\`mermaid\nflowchart TD\n  E --> F\n\`\`\`\n`);
  // A browser that does not start counts as none: /bin/false is an executable that exits at once.
  const notStarting = createDiagramRenderer({ executablePath: '/bin/false' });
  const warnings: string[] = [];
  const plugin = rehypeMermaid({ renderer: () => notStarting, warn: (message) => warnings.push(message) });
  const [code, otherCode] = [await compileMdx(file, plugin), await compileMdx(other, plugin)];
  await notStarting.close();
  for (const compiled of [code, otherCode]) {
    expect(compiled).not.toMatch(/BuildTimeDiagram/);
    expect(compiled).toMatch(/className: "language-mermaid"/);
  }
  // One warning per build, not one per page.
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/^Diagrams are not drawn at build time: the browser at \/bin\/false did not start \(.+\)\. Pages with a diagram fall back/);
  expect(warnings[0]).toContain('Set FMS_CHROMIUM_PATH to a Chromium or Chrome executable');

  const missing = new NoBrowserError('no Chromium or Chrome was found');
  const noneWarnings: string[] = [];
  const again = await compileMdx(file, rehypeMermaid({ renderer: () => missing, warn: (message) => noneWarnings.push(message) }));
  expect(again).not.toMatch(/BuildTimeDiagram/);
  expect(noneWarnings).toEqual([expect.stringMatching(/^Diagrams are not drawn at build time: no Chromium or Chrome was found\. /)]);
});

test('drawn ahead (a build, when it starts): the compiles then draw nothing, and an idle browser closes until the next drawing', async () => {
  const ahead = createDiagramRenderer({ executablePath: CHROMIUM, closeWhenIdleMs: 300 });
  try {
    const file = write(
      'ahead.mdx',
      `${FRONTMATTER}\n## Steps\n\n- A step\n\n  \`\`\`mermaid\n  flowchart LR\n    Request --> Approve\n  \`\`\`\n\n\`\`\`mermaid\nstateDiagram-v2\n  [*] --> Open\n\`\`\`\n`,
    );
    const plain = write('plain.md', `${FRONTMATTER}\nNo diagram; the word mermaid in text.\n`);
    const unparsable = write('unparsable.mdx', `${FRONTMATTER}\n<div\n\n\`\`\`mermaid\nflowchart LR\n  X --> Y\n\`\`\`\n`);
    expect(await drawDiagramsAhead([file, plain, unparsable, path.join(dir, 'missing.mdx')], ahead, dir)).toBe(2);
    expect(ahead.stats.drawn).toBe(4);

    // The compile finds every drawing: the same ids and texts as when it draws them itself.
    const code = await compileMdx(file, rehypeMermaid({ renderer: () => ahead, diagramDir: path.join(dir, 'svg') }));
    expect(ahead.stats.drawn).toBe(4);
    expect(ahead.stats.fromCache).toBe(4);
    const drawn = drawnDiagrams(code);
    expect(drawn.map((d) => d.chart)).toEqual(['flowchart LR\n  Request --> Approve', 'stateDiagram-v2\n  [*] --> Open']);
    expect(drawn[0].drawing).toMatch(/^<svg[^>]* id="mermaid-[0-9a-f]{8}-0"/);

    // Two compiles asking at once for a diagram being drawn: it is drawn once.
    const batch = { prefix: 'mermaid-twice', sources: ['flowchart TD\n  Twice --> Once'] };
    const [first, second] = await Promise.all([ahead.render(batch, 'light'), ahead.render(batch, 'light')]);
    expect(second).toEqual(first);
    expect(ahead.stats.drawn).toBe(5);
    expect(ahead.stats.browserLaunches).toBe(1);

    // Idle: the browser closed; the next drawing launches it again.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const [late] = await ahead.render({ prefix: 'mermaid-late', sources: ['flowchart TD\n  Late --> Drawn'] }, 'dark');
    expect(late.ok).toBe(true);
    expect(ahead.stats.browserLaunches).toBe(2);
  } finally {
    await ahead.close();
  }
});

test('kept drawings: a later renderer of the same code and browser draws nothing; other code draws again, and so does an entry that does not read', async () => {
  const cacheDir = path.join(dir, 'kept');
  const batch = { prefix: 'mermaid-kept', sources: ['flowchart LR\n  Kept --> Found'] };
  const renderWith = async (cacheVersion: string): Promise<{ results: unknown; drawn: number; launches: number }> => {
    const one = createDiagramRenderer({ executablePath: CHROMIUM, cacheDir, cacheVersion });
    try {
      const results = await one.render(batch, 'light');
      return { results, drawn: one.stats.drawn, launches: one.stats.browserLaunches };
    } finally {
      await one.close();
    }
  };
  const fresh = await renderWith('code 1');
  expect(fresh.drawn).toBe(1);
  expect(fresh.results).toEqual([expect.objectContaining({ ok: true, svg: expect.stringMatching(/^<svg[^>]* id="mermaid-kept-light-0"/) })]);
  const entries = fs.readdirSync(cacheDir);
  expect(entries).toHaveLength(1);

  // The same code and browser: from the cache, equal to the drawing, and no browser.
  expect(await renderWith('code 1')).toEqual({ results: fresh.results, drawn: 0, launches: 0 });
  // Other code, or another browser: drawn again (and kept beside the first).
  expect(await renderWith('code 2')).toEqual({ results: fresh.results, drawn: 1, launches: 1 });
  expect(fs.readdirSync(cacheDir)).toHaveLength(2);

  // An entry cut short, or one that holds no drawing: drawn again, the same drawing, and written anew.
  for (const broken of ['{"ok":true,"svg":"<sv', '{"ok":true,"svg":"not a drawing"}', '{"ok":false,"message":"kept"}', '']) {
    fs.writeFileSync(path.join(cacheDir, entries[0]), broken);
    expect(await renderWith('code 1')).toEqual({ results: fresh.results, drawn: 1, launches: 1 });
    expect(JSON.parse(fs.readFileSync(path.join(cacheDir, entries[0]), 'utf8'))).toEqual((fresh.results as unknown[])[0]);
  }
});

test('a build whose diagrams are all drawn already (node_modules/.cache) starts no browser; a new diagram starts it', async () => {
  const site = path.join(dir, 'prepare-site');
  const source = path.join(site, 'src', 'node', 'mdx', 'mermaidRenderer.ts');
  fs.mkdirSync(path.dirname(source), { recursive: true });
  fs.copyFileSync(path.resolve('src/node/mdx/mermaidRenderer.ts'), source);
  const cwd = jest.spyOn(process, 'cwd').mockReturnValue(site);
  const before = process.env.FMS_CHROMIUM_PATH;
  process.env.FMS_CHROMIUM_PATH = CHROMIUM;
  // The build's renderer is one per process (on globalThis): removing it is what a new build process sees.
  const registry = globalThis as unknown as Record<symbol, unknown>;
  const newBuild = (): void => void delete registry[Symbol.for('fms.buildTimeDiagrams')];
  const warnings: string[] = [];
  const warn = (message: string): void => void warnings.push(message);
  /** onPreBootstrap of a build: the diagrams' batches, whether they are drawn at build time, the drawing ahead. */
  const bootstrap = async (file: string): Promise<DiagramRenderer> => {
    newBuild();
    const batches = await diagramBatchesOf([file], dir);
    expect(await prepareBuildTimeDiagrams(warn, batches)).toBe(true);
    const renderer = diagramRendererFromEnvironment() as DiagramRenderer;
    await drawBatchesAhead(batches, renderer);
    return renderer;
  };
  try {
    const file = write('prepare.mdx', `${FRONTMATTER}\n\`\`\`mermaid\nflowchart LR\n  Cached --> Ahead\n\`\`\`\n`);
    const first = await bootstrap(file);
    expect(first.stats).toMatchObject({ browserLaunches: 1, drawn: 2 });
    await closeEnvironmentRenderer();
    expect(fs.readdirSync(path.join(site, 'node_modules', '.cache', 'fms-mermaid'))).toHaveLength(2);

    // The next build: every drawing is kept, no browser starts, and the compile finds the drawings.
    const second = await bootstrap(file);
    const code = await compileMdx(file, rehypeMermaid({ diagramDir: path.join(dir, 'svg-prepare') }));
    expect(drawnDiagrams(code).map((d) => d.chart)).toEqual(['flowchart LR\n  Cached --> Ahead']);
    expect(second.stats).toMatchObject({ browserLaunches: 0, drawn: 0 });
    await closeEnvironmentRenderer();

    // A new diagram: the browser starts (and fails the build's check as before if it cannot).
    fs.appendFileSync(file, '\n```mermaid\nflowchart LR\n  New --> Drawn\n```\n');
    const third = await bootstrap(file);
    expect(third.stats).toMatchObject({ browserLaunches: 1, drawn: 4 });
    await closeEnvironmentRenderer();
    expect(warnings).toEqual([]);
  } finally {
    await closeEnvironmentRenderer();
    newBuild();
    if (before === undefined) delete process.env.FMS_CHROMIUM_PATH;
    else process.env.FMS_CHROMIUM_PATH = before;
    cwd.mockRestore();
  }
});

test("a file's diagrams kept by its path and text: the next build of the same code parses none; an edited file is parsed again", async () => {
  const file = write('kept-batches.mdx', `${FRONTMATTER}\n\`\`\`mermaid\nflowchart LR\n  Kept --> Batch\n\`\`\`\n`);
  const plain = write('kept-none.mdx', `${FRONTMATTER}\nNo mermaid diagram here, though the word is.\n`);
  const store = new Map<string, DiagramBatch>();
  const kept: KeptResults<DiagramBatch> = { get: (key) => store.get(key), set: (key, value) => void store.set(key, value) };
  const parsed = await diagramBatchesOf([file, plain], dir, kept);
  expect(parsed).toEqual(await diagramBatchesOf([file, plain], dir));
  expect(parsed).toEqual([{ prefix: expect.stringMatching(/^mermaid-[0-9a-f]{8}$/), sources: ['flowchart LR\n  Kept --> Batch'] }]);
  // Both files kept (the one without diagrams too); what is kept is what the next call returns, unparsed.
  expect(store.size).toBe(2);
  const [key] = [...store].find(([, batch]) => batch.sources.length > 0)!;
  store.set(key, { prefix: parsed[0].prefix, sources: ['flowchart LR\n  From --> Store'] });
  expect((await diagramBatchesOf([file, plain], dir, kept))[0].sources).toEqual(['flowchart LR\n  From --> Store']);
  // An edited text is another key: parsed again.
  fs.appendFileSync(file, '\n```mermaid\nflowchart LR\n  Second --> One\n```\n');
  expect((await diagramBatchesOf([file], dir, kept))[0].sources).toEqual(['flowchart LR\n  Kept --> Batch', 'flowchart LR\n  Second --> One']);
  expect(store.size).toBe(3);
});

test("the drawings' cache version: the renderer's own source and the browser; none without the source", () => {
  const root = path.join(dir, 'site');
  const source = path.join(root, 'src', 'node', 'mdx', 'mermaidRenderer.ts');
  const browser = path.join(dir, 'browser');
  fs.writeFileSync(browser, 'a browser');
  expect(diagramCacheVersion(browser, root)).toBeUndefined();
  fs.mkdirSync(path.dirname(source), { recursive: true });
  fs.writeFileSync(source, 'export const drawing = 1;');
  const first = diagramCacheVersion(browser, root);
  expect(first).toEqual(expect.any(String));
  expect(diagramCacheVersion(browser, root)).toBe(first);
  fs.writeFileSync(source, 'export const drawing = 2;');
  const otherCode = diagramCacheVersion(browser, root);
  expect(otherCode).not.toBe(first);
  fs.writeFileSync(browser, 'another browser');
  const otherBrowser = diagramCacheVersion(browser, root);
  expect(otherBrowser).not.toBe(otherCode);
  expect(diagramCacheVersion(path.join(dir, 'no-browser'), root)).not.toBe(otherBrowser);
});

test('the text alternative: alt or title in the fence, else the diagram’s accTitle, else its kind', () => {
  expect(diagramLabel('alt="Zones nest"', 'flowchart TD\n A-->B')).toBe('Zones nest');
  expect(diagramLabel('title="Work order states"', 'stateDiagram-v2\n [*]-->A')).toBe('Work order states');
  expect(diagramLabel(undefined, 'sequenceDiagram\n A->>B: x', { title: 'Login', description: 'How a user signs in' })).toBe('Login: How a user signs in');
  expect(diagramLabel(undefined, '%% comment\nerDiagram\n A ||--o{ B : has')).toBe('Entity relationship diagram');
  expect(diagramLabel(undefined, 'graph LR\n A-->B')).toBe('Flowchart');
});
