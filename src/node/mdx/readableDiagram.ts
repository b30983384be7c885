/**
 * Keeps a build-time diagram's labels readable. Mermaid draws its labels at 16 px and gives the SVG
 * `width="100%"` with `max-width` at its natural width, so a wide diagram shrinks with its column: the
 * guide's concept map (2,284 px wide) came out at 29 % in the 655 px column of a desktop page, its
 * labels under 5 px. Below DIAGRAM_MIN_SCALE a diagram stops shrinking and its frame scrolls sideways
 * instead (src/mdx/MermaidDiagram.module.css), the way a wide table does.
 */

/** The smallest scale a diagram is drawn at: mermaid's 16 px labels stay above 10 px. */
export const DIAGRAM_MIN_SCALE = 0.65;

/**
 * The narrowest column a diagram meets (a 390 px phone less the page's padding): a diagram whose
 * minimum width exceeds it may scroll, so its frame takes keyboard focus.
 */
export const NARROWEST_COLUMN_PX = 330;

export interface ReadableDiagram {
  readonly svg: string;
  /** The width below which the drawing no longer shrinks (px), when the SVG says its size. */
  readonly minWidth?: number;
}

/** Adds `min-width` to the root `<svg>`'s style, from the width of its viewBox. */
export function withReadableMinimum(svg: string): ReadableDiagram {
  const root = /<svg\b[^>]*>/.exec(svg);
  if (!root) return { svg };
  const viewBox = /\sviewBox="\s*[-\d.e]+[\s,]+[-\d.e]+[\s,]+([\d.e]+)[\s,]+[\d.e]+\s*"/.exec(root[0]);
  const width = viewBox ? Number(viewBox[1]) : NaN;
  if (!Number.isFinite(width) || width <= 0) return { svg };
  const minWidth = Math.round(width * DIAGRAM_MIN_SCALE);
  const declaration = `min-width: ${minWidth}px;`;
  const tag = /\sstyle="/.test(root[0])
    ? root[0].replace(/\sstyle="([^"]*)"/, (_whole, style: string) => ` style="${style.trim().replace(/;?$/, ';')} ${declaration}"`)
    : root[0].replace(/^<svg\b/, `<svg style="${declaration}"`);
  return { svg: svg.slice(0, root.index) + tag + svg.slice(root.index + root[0].length), minWidth };
}
