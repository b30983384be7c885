/**
 * The site's logos written into the HTML as SVG elements (decision 0026, third pass). An `<img>` of an
 * SVG file costs the page a document of its own, built on the main thread when the file arrives (one
 * task of 50–110 ms per file at 4× CPU slowdown in the traces: the light and the dark logo on every
 * page); the same drawing inline is a few elements of the page. A logo is inlined only when its file
 * is a small, plain drawing: one `<svg>` with a viewBox, shapes and groups only, presentation attributes
 * only (no ids, which two copies on a page would share, no styles, scripts, links or text). Any other
 * file stays an `<img>` (nothing is lost: only the cost stays).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LogoSettings, ResolvedSiteSettings } from '../../config/settingsContract';
import type { InlineSvg } from '../../config/resolved';

/** Larger files stay images: the drawing is in every page's HTML and in the browser bundle. */
export const MAX_INLINE_LOGO_BYTES = 4096;

const SHAPES = new Set(['svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);
const ATTRIBUTES = new Set([
  'xmlns',
  'viewBox',
  'width',
  'height',
  'd',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
]);
const TAG = /<(\/?)([A-Za-z][\w-]*)((?:\s+[^\s=/>]+\s*=\s*"[^"<>]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /\s+([^\s=/>]+)\s*=\s*"([^"<>]*)"/g;

/**
 * The drawing of an SVG file as an inline SVG (its viewBox and its content), or why it cannot be one.
 * A file is accepted when it is a single `<svg>` element (after an optional XML declaration and
 * comments) holding only the shapes and attributes above, and no text.
 */
export function inlineSvgOf(text: string): InlineSvg | { readonly reason: string } {
  if (Buffer.byteLength(text) > MAX_INLINE_LOGO_BYTES) return { reason: `larger than ${MAX_INLINE_LOGO_BYTES} bytes` };
  const source = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  const open: string[] = [];
  let viewBox: string | undefined;
  let inner = '';
  let innerStart = -1;
  let position = 0;
  while (position < source.length) {
    const space = /\s*/y;
    space.lastIndex = position;
    space.exec(source);
    position = space.lastIndex;
    if (position >= source.length) break;
    if (open.length === 0 && viewBox !== undefined) return { reason: 'more than one root element' };
    TAG.lastIndex = position;
    const tag = TAG.exec(source);
    if (!tag) return { reason: `text or markup other than elements at character ${position}` };
    const [whole, closing, name, attributeText, selfClosing] = tag;
    if (!SHAPES.has(name)) return { reason: `a <${name}> element` };
    if (closing) {
      if (open.pop() !== name) return { reason: `</${name}> closes no open <${name}>` };
      if (open.length === 0) inner = source.slice(innerStart, position);
    } else {
      const attributes = new Map([...attributeText.matchAll(ATTRIBUTE)].map((match) => [match[1], match[2]]));
      const unknown = [...attributes.keys()].find((attribute) => !ATTRIBUTES.has(attribute));
      if (unknown) return { reason: `the attribute ${unknown} on <${name}>` };
      if (/url\(|javascript:/i.test(attributeText)) return { reason: `a reference in an attribute of <${name}>` };
      if (open.length === 0) {
        if (name !== 'svg') return { reason: `the root element is <${name}>, not <svg>` };
        viewBox = attributes.get('viewBox');
        if (!viewBox) return { reason: 'no viewBox on <svg>' };
        innerStart = position + whole.length;
        if (selfClosing) return { reason: 'an empty <svg>' };
      } else if (name === 'svg') return { reason: 'an <svg> inside <svg>' };
      if (!selfClosing) open.push(name);
    }
    position += whole.length;
  }
  if (viewBox === undefined) return { reason: 'no <svg> element' };
  if (open.length) return { reason: `<${open[open.length - 1]}> is not closed` };
  return { viewBox, inner: inner.trim() };
}

/**
 * The inline drawings of the logos the settings name (navbar light and dark, footer), by their `src`
 * as written in the settings. A logo whose file is missing or not a plain SVG is left out, with the
 * reason passed to `note` (it stays an `<img>`).
 */
export function inlineLogos(settings: ResolvedSiteSettings, staticDir: string, note: (message: string) => void = () => undefined): Record<string, InlineSvg> {
  const logos: (LogoSettings | undefined)[] = [settings.navbar.logo, settings.footer.logo];
  const sources = [...new Set(logos.flatMap((logo) => (logo ? [logo.src, logo.srcDark] : [])).filter((src): src is string => !!src))];
  const result: Record<string, InlineSvg> = {};
  for (const src of sources) {
    if (!/\.svg$/i.test(src) || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) continue;
    const file = path.join(staticDir, src.replace(/^\/+/, ''));
    if (!fs.existsSync(file)) continue;
    const drawing = inlineSvgOf(fs.readFileSync(file, 'utf8'));
    if ('reason' in drawing) note(`The logo ${src} stays an <img> (not inlined): ${drawing.reason} (${path.relative(process.cwd(), file)})`);
    else result[src] = drawing;
  }
  return result;
}
