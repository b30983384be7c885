/**
 * The SVG sprite written once at the start of every page's body (gatsby-ssr's preBody): the site's
 * icons (src/ui/icons.ts) and its logos, each a `<symbol>` that an `<svg><use href="#id"/></svg>`
 * shows. Decision 0026, eleventh pass: an SVG *file* shown by `<img>`, a CSS mask or a `<use>` of
 * another file makes the browser build a whole document for it on the page's main thread (a task of
 * 4–12 ms unthrottled per file on this host, 35–100 ms at a phone's 8×); symbols in the page cost none.
 *
 * A logo comes from the site's settings (`navbar.logo.src`, `srcDark`, `footer.logo.src`): a file under
 * `static/`. Written into the page, an SVG's scripts, event handlers and links would run as the page's
 * (docs/decisions/0023, the threat model: settings and static files come from people who may not write
 * code the readers run), so a logo is only written into the page when every element and attribute of
 * it is on a short list of shapes and paints with no reference outside it (no `id`, `href`, `url(…)`,
 * `style`, script or foreign content). Any other logo stays an `<img>`, which the browser sandboxes; the
 * build says why (`logoNotes`), so nothing is silently treated otherwise.
 */
import fs from 'node:fs';
import { Parser } from 'htmlparser2';
import { ICONS, iconId } from '../ui/icons';
import type { InlineLogo } from '../ui/inlineLogos';
import type { ResolvedSiteSettings } from '../config/settingsContract';
import { staticSvg } from './staticSvg';

/** Elements a logo may hold to be written into the page: shapes, groups and their titles. */
const LOGO_ELEMENTS = new Set(['svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'title', 'desc']);

/** Attributes a logo's elements may carry: geometry and plain paints (a paint naming `url(…)` is refused). */
const LOGO_ATTRIBUTES = new Set([
  'xmlns',
  'version',
  'viewBox',
  'width',
  'height',
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
  'd',
  'points',
  'transform',
  'fill',
  'fill-rule',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'clip-rule',
  'opacity',
]);

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** A value the page may carry in an attribute: no reference (url(…), javascript:, &-entities decoded already). */
const SAFE_VALUE = /^[-\w\s.,#%()+]*$/;

/** A logo written into the sprite: its symbol's id, and its own size (as an `<img>` of it would take). */
export type { InlineLogo };

export type LogoSymbol =
  { readonly ok: true; readonly symbol: string; readonly width: number; readonly height: number } | { readonly ok: false; readonly reason: string };

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The `<symbol id="…">` of a logo's SVG text, when every part of it is on the lists above; otherwise why
 * not (the first element or attribute that is not). The root's `viewBox` becomes the symbol's (or
 * `0 0 width height` from its size); its own size is the `<img>`'s, set by the settings.
 */
export function logoSymbol(svgText: string, id: string): LogoSymbol {
  let reason: string | null = null;
  let depth = 0;
  let rootSeen = false;
  let viewBox: string | null = null;
  // Set in the parser's callbacks (a holder: TypeScript does not follow assignments made in them).
  const own: { size?: { width: number; height: number } } = {};
  const body: string[] = [];
  const refuse = (why: string): void => {
    reason ??= why;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!LOGO_ELEMENTS.has(name)) refuse(`<${name}> is not a shape`);
        if (depth === 0) {
          if (rootSeen) refuse('more than one root element');
          if (name !== 'svg') refuse(`its root is <${name}>, not <svg>`);
          rootSeen = true;
        } else if (name === 'svg') refuse('a nested <svg>');
        for (const [attribute, value] of Object.entries(attributes)) {
          if (!LOGO_ATTRIBUTES.has(attribute)) refuse(`<${name} ${attribute}> may name or run something outside the logo`);
          else if (attribute === 'xmlns') {
            if (value !== SVG_NAMESPACE) refuse(`<${name} xmlns="${value.slice(0, 40)}"> is not SVG's namespace`);
          } else if (!SAFE_VALUE.test(value) || /url\s*\(/i.test(value)) refuse(`<${name} ${attribute}="${value.slice(0, 40)}"> is not a plain value`);
        }
        if (depth === 0) {
          viewBox = attributes.viewBox ?? (attributes.width && attributes.height ? `0 0 ${attributes.width} ${attributes.height}` : null);
          const box = (viewBox ?? '')
            .trim()
            .split(/[\s,]+/)
            .map(Number);
          const width = Number.parseFloat(attributes.width ?? '') || box[2];
          const height = Number.parseFloat(attributes.height ?? '') || box[3];
          if (width > 0 && height > 0) own.size = { width, height };
        } else {
          const written = Object.entries(attributes)
            .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
            .join('');
          body.push(`<${name}${written}>`);
        }
        depth += 1;
      },
      ontext(text) {
        if (depth <= 1) {
          if (text.trim()) refuse('text outside its shapes');
          return;
        }
        body.push(escapeText(text));
      },
      onclosetag(name) {
        depth -= 1;
        if (depth > 0) body.push(`</${name}>`);
      },
      onprocessinginstruction(name) {
        if (!/^\?xml\b/i.test(name) && !/^!doctype\b/i.test(name)) refuse(`a processing instruction (${name})`);
      },
      oncdatastart() {
        refuse('a CDATA section');
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(svgText);
  parser.end();
  if (!rootSeen) refuse('no <svg> element');
  if (!viewBox) refuse('no viewBox, nor a width and height to make one');
  const { size } = own;
  if (!size) refuse('no size of its own (a viewBox of a positive width and height)');
  if (reason || !size) return { ok: false, reason: reason ?? 'no size of its own' };
  return {
    ok: true,
    width: size.width,
    height: size.height,
    symbol: `<symbol id="${escapeAttribute(id)}" viewBox="${escapeAttribute(viewBox ?? '')}">${body.join('')}</symbol>`,
  };
}

export interface SiteSprite {
  /** The sprite's symbols, written in a hidden `<svg>` at the start of every page's body (gatsby-ssr). */
  readonly symbols: string;
  /** A logo's `src` (as in the settings) → its symbol's id and size, for the logos written into the page. */
  readonly logoIds: Readonly<Record<string, InlineLogo>>;
  /** Why a logo stays an `<img>` (file and reason), for the build's output. */
  readonly logoNotes: readonly string[];
}

/** The logos the settings name, for the sprite: the navbar's (and its dark variant) and the footer's. */
export function settingsLogos({ navbar, footer }: Pick<ResolvedSiteSettings, 'navbar' | 'footer'>): string[] {
  return [navbar.logo?.src, navbar.logo?.srcDark, footer.logo?.src].filter((src): src is string => Boolean(src));
}

/**
 * The sprite of the icons and of the logos the settings name (`logoSources`), read from `staticDir`.
 * A logo that is not an `.svg` under `static/` (another format, another site's URL) stays an `<img>`
 * without a note; a path that leaves `static/` (`..`, a symbolic link out of it) is an error.
 */
export function siteSvgSprite(logoSources: readonly string[], staticDir: string): SiteSprite {
  const symbols = Object.entries(ICONS).map(
    ([name, icon]) => `<symbol id="${iconId(name as keyof typeof ICONS)}" viewBox="${icon.viewBox}">${icon.body}</symbol>`,
  );
  const logoIds: Record<string, InlineLogo> = {};
  const logoNotes: string[] = [];
  for (const src of new Set(logoSources)) {
    const found = staticSvg(src, staticDir, (reason) => new Error(`Settings: the logo ${src} ${reason}`));
    if (found.kind === 'other') continue;
    if (found.kind === 'missing') {
      logoNotes.push(`${src}: no such file in static/ (shown as an <img>, which will not load)`);
      continue;
    }
    const id = `fms-logo-${Object.keys(logoIds).length + 1}`;
    const made = logoSymbol(fs.readFileSync(found.path, 'utf8'), id);
    if (made.ok) {
      logoIds[src] = { id, width: made.width, height: made.height };
      symbols.push(made.symbol);
    } else logoNotes.push(`static${src}: not written into the pages (${made.reason}); shown as an <img>`);
  }
  return { symbols: symbols.join(''), logoIds, logoNotes };
}
