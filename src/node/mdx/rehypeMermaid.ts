/**
 * ```mermaid fences drawn at build time (issue 17): a rehype plugin for gatsby-plugin-mdx
 * (gatsby-config.ts) that renders each diagram of a file to SVG twice, in the light and the dark
 * colour mode, makes one SVG of the two (the dark colours as CSS scoped to <html data-theme='dark'>,
 * src/node/mdx/colourModes.ts), writes it to a file and puts a <BuildTimeDiagram drawing label chart> in
 * place of the fence, its drawing imported from that file. The page then ships each diagram once in
 * its HTML and no mermaid code. Two drawings that are not the same picture stay two
 * (<BuildTimeDiagram light dark …>): CSS shows the one matching <html data-theme>.
 *
 * A diagram that does not parse stops the compile with the file, the fence's line and the parser's
 * message (in `gatsby build` that ends the build); `gatsby develop` prints it, shows it in the browser
 * overlay and keeps serving, the broken fence replaced by a <MermaidDiagram chart error> that shows the
 * parser's message in the page, as mermaid would, without mermaid (decision 0027).
 * Without a browser to draw with, the build warns once and leaves the fences as they are: CodeBlock
 * then draws them in the reader's browser, as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { parseCodeMeta } from '../../mdx/codeMeta';
import {
  NoBrowserError,
  diagramRendererFromEnvironment,
  giveUpOnEnvironmentRenderer,
  warnOnceAboutFallback,
  fallbackWarning,
  type DiagramBatch,
  type DiagramRenderer,
  type DiagramResult,
} from './mermaidRenderer';
import { translate } from '../../strings';
import { NARROWEST_COLUMN_PX, withReadableMinimum } from './readableDiagram';
import { reportToDevelopOverlay } from '../developOverlay';
import { mergeColourModes } from './colourModes';
import { onlyForTableOfContents } from './tocCompile';
import { resultKey, type KeptResults } from '../buildCache';
import { codeBlocks, codeLanguage, codeMeta, codeSource, type CodeBlock, type HastElement, type HastNode } from './codeBlocks';

interface VFileLike {
  path?: string;
  cwd?: string;
  value?: unknown;
  data?: unknown;
}

export interface RehypeMermaidOptions {
  /** The renderer, or why there is none; by default the build's, found from the environment. */
  readonly renderer?: () => DiagramRenderer | NoBrowserError;
  /** Where the drawing files are written; DIAGRAM_DIR by default. */
  readonly diagramDir?: string;
  /** Where the one warning goes when diagrams are left to the browser. */
  readonly warn?: (message: string) => void;
  /**
   * What a diagram that does not parse does: 'stop' the compile (a build), or 'report' it (gatsby
   * develop, the default there): printed, sent to the browser overlay, and shown in the page too
   * (a <MermaidDiagram chart error> in place of the fence). Stopping is no use in develop:
   * gatsby-plugin-mdx catches the error, prints it and hands webpack the raw MDX, whose JavaScript
   * parse error ("Invalid left-hand side in prefix operation" at the frontmatter) is all the overlay showed.
   */
  readonly onSyntaxError?: 'stop' | 'report';
  /** The browser overlay (src/node/developOverlay.ts); replaceable for tests. */
  readonly overlay?: typeof reportToDevelopOverlay;
}

/** A broken diagram: the message names the file, the fence's line and the parser's words. */
export class MermaidSyntaxError extends Error {
  override readonly name = 'MermaidSyntaxError';
}

/** Names for the default text alternative, by the diagram's first keyword. */
const DIAGRAM_TYPES: readonly [RegExp, string][] = [
  [/^(flowchart|graph)\b/, translate('mdx.diagram.kind.flowchart')],
  [/^sequenceDiagram\b/, translate('mdx.diagram.kind.sequenceDiagram')],
  [/^classDiagram/, translate('mdx.diagram.kind.classDiagram')],
  [/^stateDiagram/, translate('mdx.diagram.kind.stateDiagram')],
  [/^erDiagram\b/, translate('mdx.diagram.kind.entityRelationshipDiagram')],
  [/^journey\b/, translate('mdx.diagram.kind.userJourneyDiagram')],
  [/^gantt\b/, translate('mdx.diagram.kind.ganttChart')],
  [/^pie\b/, translate('mdx.diagram.kind.pieChart')],
  [/^mindmap\b/, translate('mdx.diagram.kind.mindMap')],
  [/^timeline\b/, translate('mdx.diagram.kind.timeline')],
  [/^gitGraph\b/, translate('mdx.diagram.kind.gitGraph')],
  [/^quadrantChart\b/, translate('mdx.diagram.kind.quadrantChart')],
  [/^C4\w*\b/, translate('mdx.diagram.kind.c4Diagram')],
  [/^requirementDiagram\b/, translate('mdx.diagram.kind.requirementDiagram')],
  [/^xychart/, translate('mdx.diagram.kind.xyChart')],
  [/^block/, translate('mdx.diagram.kind.blockDiagram')],
  [/^sankey/, translate('mdx.diagram.kind.sankeyDiagram')],
];

/** The diagram's kind, from its first line that is not a comment or front matter, e.g. 'State diagram'. */
export function diagramType(source: string): string {
  const body = source.replace(/^\s*---\n[\s\S]*?\n---\s*\n/, '');
  const first = body
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('%%'));
  return DIAGRAM_TYPES.find(([pattern]) => pattern.test(first ?? ''))?.[1] ?? translate('mdx.diagram.label');
}

/**
 * The text alternative: the fence's `alt="…"` or `title="…"`, else the diagram's own accTitle and
 * accDescr, else its kind ('Flowchart').
 */
export function diagramLabel(meta: string | undefined, source: string, drawn?: { title?: string; description?: string }): string {
  const alt = /\balt=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? '');
  const given = alt ? (alt[1] ?? alt[2]) : parseCodeMeta(meta).title;
  if (given?.trim()) return given.trim();
  const own = [drawn?.title, drawn?.description].filter((part): part is string => Boolean(part?.trim())).map((part) => part.trim());
  if (own.length > 0) return own.join(': ');
  return diagramType(source);
}

/** Line of each ```mermaid (or ~~~mermaid) fence of a Markdown/MDX text, in order. */
export function mermaidFenceLines(text: string): number[] {
  const lines = text.split(/\r?\n/);
  const found: number[] = [];
  let open: { marker: string } | null = null;
  lines.forEach((line, index) => {
    const fence = /^\s{0,3}(`{3,}|~{3,})\s*([^\s`]*)/.exec(line);
    if (!fence) return;
    if (open) {
      if (fence[1][0] === open.marker[0] && fence[1].length >= open.marker.length && fence[2] === '') open = null;
      return;
    }
    open = { marker: fence[1] };
    if (fence[2] === 'mermaid') found.push(index + 1);
  });
  return found;
}

function displayPath(file: VFileLike): string {
  if (!file.path) return 'an MDX file';
  const relative = path.relative(file.cwd ?? process.cwd(), file.path);
  return relative.startsWith('..') ? file.path : relative.split(path.sep).join('/');
}

/**
 * The line of the k-th fence in the file on disk: gatsby-plugin-mdx compiles the file without its
 * frontmatter too, where the tree's own positions are off by the frontmatter's lines.
 */
function fenceLine(file: VFileLike, index: number, code: HastElement): number | undefined {
  let text: string | undefined;
  try {
    text = file.path ? fs.readFileSync(file.path, 'utf8') : undefined;
  } catch {
    text = undefined;
  }
  text ??= typeof file.value === 'string' ? file.value : undefined;
  const fromFile = text === undefined ? undefined : mermaidFenceLines(text)[index];
  return fromFile ?? code.position?.start.line;
}

const defaultWarn = (message: string): void => console.warn(`warning ${message}`);

/**
 * Where the drawings are written, one file per SVG named by its content. The pages import them: the
 * HTML renderer inlines the SVG, the browser bundle gets only the file's URL (src/node/webpack/config.ts,
 * DIAGRAM_FILE_RULE), so no page's JavaScript carries the drawings.
 */
export const DIAGRAM_DIR = path.resolve('.cache', 'fms-mermaid', 'svg');
/** The extension of a drawing file: no other webpack rule (such as Gatsby's for images) matches it. */
export const DIAGRAM_EXTENSION = '.fms-diagram';
export const DIAGRAM_FILE = /\.fms-diagram$/;

function svgFile(dir: string, svg: string): string {
  const file = path.join(dir, `${createHash('sha256').update(svg).digest('hex').slice(0, 20)}${DIAGRAM_EXTENSION}`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, svg);
  }
  return file;
}

interface EsNode {
  type: string;
  [key: string]: unknown;
}

/** An `import name from "file"` per drawing, as the MDX ESM node that hast-util-to-estree turns into code. */
function esmNode(pairs: readonly (readonly [string, string])[]): HastNode {
  const body: EsNode[] = pairs.map(([name, file]) => ({
    type: 'ImportDeclaration',
    specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
    source: { type: 'Literal', value: file, raw: JSON.stringify(file) },
  }));
  return {
    type: 'mdxjsEsm',
    value: pairs.map(([name, file]) => `import ${name} from ${JSON.stringify(file)};`).join('\n'),
    data: { estree: { type: 'Program', sourceType: 'module', body } },
  } as HastNode;
}

function expressionAttribute(name: string, identifier: string): EsNode {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: identifier,
      data: {
        estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: identifier } }] },
      },
    },
  };
}

/** Puts the diagram element where the fence's <pre> was. */
function replaceWith(pre: HastElement, element: EsNode): void {
  Object.keys(pre).forEach((key) => delete (pre as unknown as Record<string, unknown>)[key]);
  Object.assign(pre, element);
}

const isMermaid = ({ code }: CodeBlock): boolean => codeLanguage(code) === 'mermaid';

/** Unique per file, and short: the SVGs' ids and their CSS selectors all start with it. */
function diagramPrefix(file: VFileLike): string {
  return `mermaid-${createHash('sha256').update(displayPath(file)).digest('hex').slice(0, 8)}`;
}

/** The frontmatter (--- … --- at the top) as empty lines: gatsby-plugin-mdx compiles the body without it. */
function withoutFrontmatter(text: string): string {
  const lines = text.split('\n');
  if (lines[0]?.replace(/^\uFEFF/, '').trimEnd() !== '---') return text;
  const end = lines.findIndex((line, index) => index > 0 && /^(---|\.\.\.)\s*$/.test(line));
  return end < 0 ? text : [...lines.slice(0, end + 1).map(() => ''), ...lines.slice(end + 1)].join('\n');
}

/**
 * The diagrams of these MDX files, one batch per file, as Gatsby's compiles will ask for them: each
 * file is parsed as gatsby-plugin-mdx parses it (MDX 2, the same fences and texts, the same id
 * prefix), so the cache keys are the compiles' own. A file that does not parse, or cannot be read,
 * is left to the compile, which reports it. With `kept`, a file's diagrams are kept by its path and
 * text for the next build of the same code (decision 0024, sixth step): a clean build of unchanged
 * sources parses none of them.
 */
export async function diagramBatchesOf(files: readonly string[], cwd: string = process.cwd(), kept?: KeptResults<DiagramBatch>): Promise<DiagramBatch[]> {
  let mdx: { createProcessor: typeof import('@mdx-js/mdx').createProcessor; VFile: typeof import('vfile').VFile } | undefined;
  const batches: DiagramBatch[] = [];
  for (const absolutePath of files) {
    let text: string;
    try {
      text = fs.readFileSync(absolutePath, 'utf8');
    } catch {
      continue;
    }
    if (!/mermaid/.test(text)) continue;
    // A file parsed by an earlier build of the same code, with the same text, has the same diagrams.
    const key = resultKey('diagram-batch', absolutePath, cwd, text);
    const known = kept?.get(key);
    if (known) {
      if (known.sources.length > 0) batches.push(known);
      continue;
    }
    if (!mdx) {
      // ESM-only; Node ≥ 20.19 loads them with require(esm) (gatsby-config.ts does so for remark-gfm).
      const nodeRequire = process.getBuiltinModule('node:module').createRequire(__filename);
      mdx = {
        createProcessor: (nodeRequire('@mdx-js/mdx') as typeof import('@mdx-js/mdx')).createProcessor,
        VFile: (nodeRequire('vfile') as typeof import('vfile')).VFile,
      };
    }
    const file = new mdx.VFile({ path: absolutePath, cwd, value: withoutFrontmatter(text) });
    let sources: string[] = [];
    const collect = () => (tree: HastNode) => {
      sources = codeBlocks(tree)
        .filter(isMermaid)
        .map(({ code }) => codeSource(code));
    };
    try {
      const processor = mdx.createProcessor({ format: 'mdx', rehypePlugins: [collect] });
      await processor.run(processor.parse(file), file);
    } catch {
      continue;
    }
    const batch = { prefix: diagramPrefix(file), sources };
    kept?.set(key, batch);
    if (sources.length > 0) batches.push(batch);
  }
  return batches;
}

/**
 * Draws these batches now, ahead of Gatsby's compiles, which then find each drawing in the
 * renderer's cache (or wait for the one under way). A production build calls it when it starts
 * (gatsby-node onPreBootstrap), so the browser draws while the API documents are sourced instead of
 * holding up the first compile (the search index's, in createPages), and can be closed early. A
 * diagram that does not draw is left to the compile, which reports it. Resolves with the number of
 * diagrams asked for; never rejects.
 */
export async function drawBatchesAhead(batches: readonly DiagramBatch[], renderer: DiagramRenderer): Promise<number> {
  await Promise.allSettled(batches.flatMap((batch) => [renderer.render(batch, 'light'), renderer.render(batch, 'dark')]));
  return batches.reduce((sum, batch) => sum + batch.sources.length, 0);
}

/** `diagramBatchesOf` these files, then `drawBatchesAhead`. */
export async function drawDiagramsAhead(files: readonly string[], renderer: DiagramRenderer, cwd: string = process.cwd()): Promise<number> {
  return drawBatchesAhead(await diagramBatchesOf(files, cwd), renderer);
}

/** The rehype plugin. */
export function rehypeMermaid(options: RehypeMermaidOptions = {}): (tree: HastNode, file: VFileLike) => Promise<void> {
  const rendererOf = options.renderer ?? diagramRendererFromEnvironment;
  const warn = options.warn ?? defaultWarn;
  const diagramDir = options.diagramDir ?? DIAGRAM_DIR;
  const onSyntaxError = options.onSyntaxError ?? (process.env.gatsby_executing_command === 'develop' ? 'report' : 'stop');
  const overlay = options.overlay ?? reportToDevelopOverlay;
  // The build's renderer warns once per build; one given in the options, once per plugin.
  let warnedHere = false;
  const warnOnce = (reason: NoBrowserError): void => {
    if (!options.renderer) warnOnceAboutFallback(reason, warn);
    else if (!warnedHere) {
      warnedHere = true;
      warn(fallbackWarning(reason));
    }
  };
  return async (tree, file) => {
    // develop's table-of-contents compiles keep only the headings: the page's own compile draws (decision 0027).
    if (onlyForTableOfContents(file)) return;
    const fences = codeBlocks(tree).filter(isMermaid);
    if (fences.length === 0) return;
    const renderer = rendererOf();
    if (renderer instanceof NoBrowserError) {
      warnOnce(renderer);
      return;
    }
    const sources = fences.map(({ code }) => codeSource(code));
    const prefix = diagramPrefix(file);
    let light: DiagramResult[];
    let dark: DiagramResult[];
    try {
      [light, dark] = await Promise.all([renderer.render({ prefix, sources }, 'light'), renderer.render({ prefix, sources }, 'dark')]);
    } catch (error) {
      if (!(error instanceof NoBrowserError)) throw error;
      if (!options.renderer) giveUpOnEnvironmentRenderer(error);
      warnOnce(error);
      return;
    }
    const broken = light.map((result, index) => ({ result, index })).filter(({ result }) => !result.ok);
    const where = displayPath(file);
    const overlayId = `fms-diagrams ${where}`;
    if (broken.length > 0) {
      const found = broken.map(({ result, index }) => {
        const line = fenceLine(file, index, fences[index].code);
        return { line, text: `Mermaid syntax error in ${where}${line ? `, diagram at line ${line}` : ''}:\n${(result as { message: string }).message}` };
      });
      const message = `${found.map(({ text }) => text).join('\n\n')}\n\nFix the diagram named above (its line is the \`\`\`mermaid fence) and build again.`;
      if (onSyntaxError === 'stop') throw new MermaidSyntaxError(message);
      console.error(`error ${message}`);
      const absolute = file.path ? path.resolve(file.cwd ?? process.cwd(), file.path) : undefined;
      overlay(
        overlayId,
        found.map(({ line, text }) => ({ title: `A diagram in ${where} does not parse`, message: text, file: absolute, line })),
      );
    } else if (onSyntaxError === 'report') {
      overlay(overlayId, []);
    }
    const imports: [string, string][] = [];
    fences.forEach(({ pre, code }, index) => {
      const [lightResult, darkResult] = [light[index], dark[index]];
      if (!lightResult.ok || !darkResult.ok) {
        // Reported above (develop): the page shows the parser's message where the diagram goes, as
        // mermaid in the browser would, without sending mermaid to the browser (decision 0027).
        const failed = !lightResult.ok ? lightResult : darkResult;
        if (!failed.ok)
          replaceWith(pre, {
            type: 'mdxJsxFlowElement',
            name: 'MermaidDiagram',
            attributes: [
              { type: 'mdxJsxAttribute', name: 'chart', value: sources[index] },
              { type: 'mdxJsxAttribute', name: 'error', value: failed.message },
            ],
            children: [],
          });
        return;
      }
      const [lightSvg, darkSvg] = [withReadableMinimum(lightResult.svg), withReadableMinimum(darkResult.svg)];
      // One drawing for both modes when the two are the same picture (src/node/mdx/colourModes.ts).
      const merged = mergeColourModes(lightSvg.svg, darkSvg.svg, `${prefix}-${index}`);
      let drawings: EsNode[];
      if (merged !== undefined) {
        const name = `fmsDiagram${index}`;
        imports.push([name, svgFile(diagramDir, merged)]);
        drawings = [expressionAttribute('drawing', name)];
      } else {
        const [lightName, darkName] = [`fmsDiagram${index}Light`, `fmsDiagram${index}Dark`];
        imports.push([lightName, svgFile(diagramDir, lightSvg.svg)], [darkName, svgFile(diagramDir, darkSvg.svg)]);
        drawings = [expressionAttribute('light', lightName), expressionAttribute('dark', darkName)];
      }
      const scrolls = (lightSvg.minWidth ?? 0) > NARROWEST_COLUMN_PX;
      replaceWith(pre, {
        type: 'mdxJsxFlowElement',
        name: 'BuildTimeDiagram',
        attributes: [
          ...drawings,
          { type: 'mdxJsxAttribute', name: 'label', value: diagramLabel(codeMeta(code), sources[index], lightResult) },
          { type: 'mdxJsxAttribute', name: 'chart', value: sources[index] },
          ...(scrolls ? [{ type: 'mdxJsxAttribute', name: 'scrolls', value: null }] : []),
        ],
        children: [],
      });
    });
    if (imports.length > 0) (tree as { children: HastNode[] }).children.unshift(esmNode(imports));
  };
}
