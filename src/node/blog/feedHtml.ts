/**
 * The full HTML of a post for the feeds, taken from its built page (`public/blog/<slug>/index.html`).
 *
 * Why the built page: it is exactly what readers see, with every MDX component rendered, and it needs
 * no second MDX pipeline. Cleaning keeps the content and drops what only works on the site: buttons,
 * icons, 'Direct link to' anchors, screen-reader-only hints, layout wrappers, classes and ARIA hooks.
 */
import { DomUtils, Parser, parseDocument } from 'htmlparser2';
import { POST_BODY_ATTRIBUTE } from '../../blog/paths';

type HtmlDocument = ReturnType<typeof parseDocument>;
type HtmlNode = HtmlDocument['children'][number];
type HtmlElement = Extract<HtmlNode, { attribs: unknown }>;

/**
 * Text and attribute values are kept as the page writes them (entities included) and names keep their
 * case, so what is not cleaned is copied byte for byte; `<x/>` closes x, as it does in the SVG React
 * writes. <pre> is parsed, not kept as raw text: its syntax-highlighting spans are unwrapped.
 */
const PARSE_OPTIONS = { decodeEntities: false, lowerCaseTags: false, lowerCaseAttributeNames: false, recognizeSelfClosing: true };
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/** A value as written in the page (`a &amp; b`) with its character references decoded (`a & b`). */
function decoded(raw: string): string {
  if (!raw.includes('&')) return raw;
  let value = raw;
  new Parser({ onattribute: (_name, data) => (value = data) }).end(`<a v="${raw.replace(/"/g, '&quot;')}">`);
  return value;
}

/** An attribute's decoded value (its name matched without regard to case, as HTML does), or undefined. */
function attribute(element: HtmlElement, name: string): string | undefined {
  const key = Object.keys(element.attribs).find((key) => key.toLowerCase() === name);
  return key === undefined ? undefined : decoded(element.attribs[key]);
}

/**
 * The HTML of nodes, comments and the doctype left out. An element in `rewritten` (its attributes
 * cleaned) writes an empty attribute as its bare name (`<img alt src="…">`), the way the feeds always
 * have; any other as the built page writes it (`alt=""`).
 */
function serialize(nodes: readonly HtmlNode[], rewritten: ReadonlySet<HtmlElement> = new Set()): string {
  let html = '';
  for (const node of nodes) {
    if (DomUtils.isText(node)) html += node.data;
    if (!DomUtils.isTag(node)) continue;
    const attributes = Object.entries(node.attribs).map(([name, value]) =>
      value === '' && rewritten.has(node) ? ` ${name}` : ` ${name}="${value.replace(/"/g, '&quot;')}"`,
    );
    html += `<${node.name}${attributes.join('')}>`;
    if (!VOID_ELEMENTS.has(node.name.toLowerCase())) html += `${serialize(node.children, rewritten)}</${node.name}>`;
  }
  return html;
}

/** The inner HTML of the element carrying POST_BODY_ATTRIBUTE, or null when the page has none. */
export function extractPostBody(pageHtml: string): string | null {
  const body = DomUtils.findOne((element) => POST_BODY_ATTRIBUTE in element.attribs, parseDocument(pageHtml, PARSE_OPTIONS).children);
  return body ? serialize(body.children) : null;
}

export interface FeedHtmlOptions {
  /** The post's absolute URL: `#fragment` links point into it. */
  readonly pageUrl: string;
  /** The site's origin (and path prefix), without a trailing slash: root-relative URLs are resolved against it. */
  readonly siteUrl: string;
  /** Prefix of the accessible name of heading anchors ('Direct link to '), which are dropped. */
  readonly headingAnchorLabel: string;
  /** An external link's "(opens in new tab)" (SmartLink's arrow, drawn by CSS), which is dropped. */
  readonly newTabLabel: string;
}

const SITE_ONLY_ELEMENTS = new Set(['button', 'svg', 'script', 'style', 'template', 'noscript']);
/** Wrappers without meaning outside the site (syntax-highlighting spans, layout divs): their content stays. */
const UNWRAPPED = new Set(['span', 'div']);
const KEPT_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'start', 'datetime', 'width', 'height', 'lang', 'dir']);

/** Elements that only work on the site (or are decoration) and are dropped with their content. */
function isSiteOnly(element: HtmlElement, options: FeedHtmlOptions): boolean {
  const tag = element.name.toLowerCase();
  if (SITE_ONLY_ELEMENTS.has(tag)) return true;
  if (attribute(element, 'aria-hidden') === 'true') return true;
  if ((element.attribs.class ?? '').split(/\s+/).includes('visually-hidden')) return true;
  const parent = element.parent;
  if (
    tag === 'span' &&
    parent &&
    DomUtils.isTag(parent) &&
    attribute(parent, 'target') === '_blank' &&
    decoded(DomUtils.textContent(element)).trim() === options.newTabLabel
  )
    return true;
  return tag === 'a' && (attribute(element, 'aria-label') ?? '').startsWith(options.headingAnchorLabel);
}

function absoluteUrl(value: string, options: FeedHtmlOptions): string {
  if (value.startsWith('#')) return `${options.pageUrl}${value}`;
  if (value.startsWith('/') && !value.startsWith('//')) return `${options.siteUrl}${value}`;
  return value;
}

/** Cleans parent's descendants; adds to `rewritten` each element whose attributes it changed. */
function clean(parent: HtmlDocument | HtmlElement, options: FeedHtmlOptions, rewritten: Set<HtmlElement>): void {
  for (const child of [...parent.children]) {
    if (!DomUtils.isTag(child)) continue;
    if (isSiteOnly(child, options)) {
      DomUtils.removeElement(child);
      continue;
    }
    clean(child, options, rewritten);
    for (const name of Object.keys(child.attribs)) {
      const lowerCase = name.toLowerCase();
      if (!KEPT_ATTRIBUTES.has(lowerCase)) delete child.attribs[name];
      // Decoded to be resolved, then written as an attribute value again.
      else if (lowerCase === 'href' || lowerCase === 'src')
        child.attribs[name] = absoluteUrl(decoded(child.attribs[name]), options).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      else continue;
      rewritten.add(child);
    }
    if (UNWRAPPED.has(child.name.toLowerCase())) {
      for (const grandchild of [...child.children]) DomUtils.prepend(child, grandchild);
      DomUtils.removeElement(child);
    }
  }
}

/**
 * Feed-ready HTML: site-only elements removed, wrappers unwrapped, attributes reduced to those with
 * meaning in a feed reader, every link and image URL absolute.
 */
export function cleanFeedHtml(html: string, options: FeedHtmlOptions): string {
  const root = parseDocument(html, PARSE_OPTIONS);
  const rewritten = new Set<HtmlElement>();
  clean(root, options, rewritten);
  return serialize(root.children, rewritten).trim();
}
