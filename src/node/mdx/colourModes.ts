/**
 * One drawing for both colour modes (decision 0025). Mermaid draws a diagram in the light and in the
 * dark theme with the same geometry: the two SVGs differ in their <style> and in a few colours written
 * on elements (a drop shadow's `flood-color`, a state diagram's start and end circles' `fill`, a
 * sequence diagram's actor `style="stroke: …"`). `mergeColourModes` makes one SVG of the two: the light
 * drawing, its style followed by each rule of the dark style that differs, scoped under
 * `html[data-theme='dark']` (the colour mode the head script sets before first paint, so no script is
 * needed to switch), and each colour that differs on an element given as a dark rule on a class of its
 * own. The page then carries each diagram once instead of twice.
 *
 * Anything else that differs (a coordinate, a text, an element) means the drawings are not the same
 * picture: the merge answers undefined and the page keeps both drawings, each shown in its mode.
 */

/** The selector of the dark colour mode (src/styles/global.css). */
export const DARK_MODE_SELECTOR = "html[data-theme='dark']";

/** Attributes that only colour an element: the only ones allowed to differ between the two drawings. */
const COLOUR_ATTRIBUTES = new Set(['fill', 'stroke', 'flood-color', 'stop-color', 'color', 'lighting-color']);

/** Top-level CSS rules of a stylesheet (a rule's block may nest, as @keyframes' do). */
export function cssRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      // A statement at-rule (@import, @charset): kept whole.
      const statement = css.slice(start, i + 1).trim();
      if (statement) rules.push(statement);
      start = i + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) rules.push(rest);
  return rules;
}

/** Splits on commas outside parentheses, brackets and quotes. */
function splitSelectors(selectors: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < selectors.length; i += 1) {
    const c = selectors[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(selectors.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(selectors.slice(start).trim());
  return parts.filter(Boolean);
}

/** A rule's selector and the properties it sets, without their values. */
function ruleShape(rule: string): string {
  const open = rule.indexOf('{');
  const properties = rule
    .slice(open + 1, rule.lastIndexOf('}'))
    .split(';')
    .map((declaration) => declaration.slice(0, declaration.indexOf(':')).trim())
    .filter(Boolean)
    .sort();
  return `${rule.slice(0, open).trim()}{${properties.join(';')}}`;
}

/** A style rule scoped to the dark mode; undefined for an at-rule, which cannot be scoped so simply. */
function scopedToDark(rule: string): string | undefined {
  if (rule.startsWith('@')) return undefined;
  const open = rule.indexOf('{');
  if (open < 0) return undefined;
  const selectors = splitSelectors(rule.slice(0, open));
  return `${selectors.map((selector) => `${DARK_MODE_SELECTOR} ${selector}`).join(',')}${rule.slice(open)}`;
}

interface Tag {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

const TAG = /<!--[\s\S]*?-->|<\/?[A-Za-z][^\s/>]*(?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*\/?>/g;
const ATTRIBUTE = /\s([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function tagsOf(svg: string): Tag[] {
  return [...svg.matchAll(TAG)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
}

function attributesOf(tag: string): [string, string][] {
  const name = /^<\/?[^\s/>]+/.exec(tag)?.[0] ?? '';
  return [...tag.slice(name.length).matchAll(ATTRIBUTE)].map((m) => [m[1], m[2] ?? m[3] ?? m[4] ?? '']);
}

function declarationsOf(style: string): Map<string, string> {
  return new Map(
    style
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const colon = part.indexOf(':');
        return [part.slice(0, colon).trim(), part.slice(colon + 1).trim()] as [string, string];
      }),
  );
}

/** The dark declarations an element needs, or undefined when its tags differ in more than colour. */
function darkDeclarations(light: string, dark: string): string[] | undefined {
  if (light === dark) return [];
  const [lightName, darkName] = [/^<\/?[^\s/>]+/.exec(light)?.[0], /^<\/?[^\s/>]+/.exec(dark)?.[0]];
  if (lightName !== darkName) return undefined;
  const [a, b] = [attributesOf(light), attributesOf(dark)];
  if (a.length !== b.length) return undefined;
  const declarations: string[] = [];
  for (let i = 0; i < a.length; i += 1) {
    const [[name, value], [otherName, other]] = [a[i], b[i]];
    if (name !== otherName) return undefined;
    if (value === other) continue;
    if (COLOUR_ATTRIBUTES.has(name)) declarations.push(`${name}:${other}`);
    else if (name === 'style') {
      const [lightStyle, darkStyle] = [declarationsOf(value), declarationsOf(other)];
      if ([...lightStyle.keys()].join() !== [...darkStyle.keys()].join()) return undefined;
      for (const [property, darkValue] of darkStyle) {
        if (lightStyle.get(property) === darkValue) continue;
        if (!COLOUR_ATTRIBUTES.has(property)) return undefined;
        declarations.push(`${property}:${darkValue}`);
      }
    } else return undefined;
  }
  return declarations;
}

/** The id of the root <svg>. */
export function svgId(svg: string): string | undefined {
  return /^\s*<svg\b[^>]*?\sid="([^"]+)"/.exec(svg)?.[1];
}

/** Every occurrence of the id as a whole id (`x-1` is not part of `x-10`). */
function renamed(svg: string, from: string, to: string): string {
  return svg.replace(new RegExp(`${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`, 'g'), to);
}

const STYLE = /<style>([\s\S]*?)<\/style>/;
const GRADIENT = /<(linearGradient|radialGradient)\b[^>]*?\sid="([^"]+)"[^>]*>[\s\S]*?<\/\1>/g;

/** The drawing's gradients (paint that shows only where a style or an attribute refers to it), by id. */
function gradientsOf(svg: string): Map<string, string> {
  return new Map([...svg.matchAll(GRADIENT)].map((m) => [m[2], m[0]]));
}

function withoutGradients(svg: string, gradients: ReadonlySet<string>): string {
  return svg.replace(GRADIENT, (whole) => (gradients.has(whole) ? '' : whole));
}

/**
 * One SVG showing the light drawing's colours in the light mode and the dark drawing's in the dark
 * mode, with the id `id`; undefined when the two are not the same picture.
 */
export function mergeColourModes(lightSvg: string, darkSvg: string, id: string): string | undefined {
  const [lightId, darkId] = [svgId(lightSvg), svgId(darkSvg)];
  if (!lightId || !darkId) return undefined;
  const light = renamed(lightSvg, lightId, id);
  const dark = renamed(darkSvg, darkId, id);
  const [lightStyle, darkStyle] = [STYLE.exec(light), STYLE.exec(dark)];
  if (!lightStyle || !darkStyle) return undefined;
  // The dark theme adds a gradient of its own (after the drawing, referenced from its style): it is
  // carried along; a gradient both have must be the same.
  const [lightGradients, darkGradients] = [gradientsOf(light), gradientsOf(dark)];
  const extraGradients: string[] = [];
  for (const [gradientId, gradient] of darkGradients) {
    const own = lightGradients.get(gradientId);
    if (own === undefined) extraGradients.push(gradient);
    else if (own !== gradient) return undefined;
  }
  // The drawings without their style: the same tags and texts, but for colours.
  const [lightBody, darkBody] = [light.replace(STYLE, '<style></style>'), withoutGradients(dark.replace(STYLE, '<style></style>'), new Set(extraGradients))];
  const [lightTags, darkTags] = [tagsOf(lightBody), tagsOf(darkBody)];
  if (lightTags.length !== darkTags.length) return undefined;
  const classes = new Map<string, string>();
  const marked: { tag: Tag; className: string }[] = [];
  for (let i = 0; i < lightTags.length; i += 1) {
    const [a, b] = [lightTags[i], darkTags[i]];
    const textBetween = (tags: Tag[], body: string): string => body.slice(tags[i].end, tags[i + 1]?.start ?? body.length);
    if (textBetween(lightTags, lightBody) !== textBetween(darkTags, darkBody)) return undefined;
    if (i === 0 && lightBody.slice(0, a.start) !== darkBody.slice(0, b.start)) return undefined;
    const declarations = darkDeclarations(a.text, b.text);
    if (!declarations) return undefined;
    if (declarations.length === 0) continue;
    const rule = declarations.map((declaration) => `${declaration} !important`).join(';');
    if (!classes.has(rule)) classes.set(rule, `${id}-dk${classes.size}`);
    marked.push({ tag: a, className: classes.get(rule) ?? '' });
  }
  // The dark style's rules that the light style lacks, scoped to the dark mode.
  const lightRules = new Set(cssRules(lightStyle[1]));
  const darkOwn = cssRules(darkStyle[1]).filter((rule) => !lightRules.has(rule));
  // Each light rule the dark style lacks must be overridden whole in the dark mode: a dark rule of the
  // same selector sets the same properties (else a light colour would show through).
  const darkShapes = new Set(darkOwn.map(ruleShape));
  const darkAll = new Set(cssRules(darkStyle[1]));
  for (const rule of lightRules) if (!darkAll.has(rule) && !rule.startsWith('@') && !darkShapes.has(ruleShape(rule))) return undefined;
  const darkRules: string[] = [];
  for (const rule of darkOwn) {
    const scoped = scopedToDark(rule);
    if (scoped === undefined) {
      // An at-rule of the dark theme's own (mermaid's are its keyframes, the same in both).
      if (/^@keyframes\s/.test(rule) && [...lightRules].some((own) => own.startsWith(rule.slice(0, rule.indexOf('{'))))) continue;
      return undefined;
    }
    darkRules.push(scoped);
  }
  const elementRules = [...classes].map(([rule, className]) => `${DARK_MODE_SELECTOR} #${id} .${className}{${rule}}`);
  let out = '';
  let at = 0;
  for (const { tag, className } of marked) {
    const withClass = /\sclass="/.test(tag.text)
      ? tag.text.replace(/\sclass="([^"]*)"/, (_whole, names: string) => ` class="${names ? `${names} ` : ''}${className}"`)
      : tag.text.replace(/^<[^\s/>]+/, (name) => `${name} class="${className}"`);
    out += lightBody.slice(at, tag.start) + withClass;
    at = tag.end;
  }
  out += lightBody.slice(at);
  if (extraGradients.length > 0) {
    const close = out.lastIndexOf('</svg>');
    if (close < 0) return undefined;
    out = `${out.slice(0, close)}<defs>${extraGradients.join('')}</defs>${out.slice(close)}`;
  }
  const style = `<style>${lightStyle[1]}${[...darkRules, ...elementRules].join('')}</style>`;
  return out.replace('<style></style>', () => style);
}
