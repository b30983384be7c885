/**
 * The full HTML of a post for the feeds, taken from its built page (`public/blog/<slug>/index.html`).
 *
 * Why the built page: it is exactly what readers see, with every MDX component rendered, and it needs
 * no second MDX pipeline. Cleaning keeps the content and drops what only works on the site: buttons,
 * icons, 'Direct link to' anchors, screen-reader-only hints, layout wrappers, classes and ARIA hooks.
 */
import { HTMLElement, parse } from 'node-html-parser';
import { POST_BODY_ATTRIBUTE } from '../../blog/paths';

// <pre> is parsed, not kept as raw text: its syntax-highlighting spans are unwrapped.
const PARSE_OPTIONS = { comment: false, blockTextElements: { script: true, noscript: true, style: true } };

/** The inner HTML of the element carrying POST_BODY_ATTRIBUTE, or null when the page has none. */
export function extractPostBody(pageHtml: string): string | null {
  return parse(pageHtml, PARSE_OPTIONS).querySelector(`[${POST_BODY_ATTRIBUTE}]`)?.innerHTML ?? null;
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
function isSiteOnly(element: HTMLElement, options: FeedHtmlOptions): boolean {
  const tag = element.rawTagName.toLowerCase();
  if (SITE_ONLY_ELEMENTS.has(tag)) return true;
  if (element.getAttribute('aria-hidden') === 'true') return true;
  if (element.classList.contains('visually-hidden')) return true;
  if (tag === 'span' && element.parentNode?.getAttribute('target') === '_blank' && element.text.trim() === options.newTabLabel) return true;
  return tag === 'a' && (element.getAttribute('aria-label') ?? '').startsWith(options.headingAnchorLabel);
}

function absoluteUrl(value: string, options: FeedHtmlOptions): string {
  if (value.startsWith('#')) return `${options.pageUrl}${value}`;
  if (value.startsWith('/') && !value.startsWith('//')) return `${options.siteUrl}${value}`;
  return value;
}

function clean(element: HTMLElement, options: FeedHtmlOptions): void {
  for (const child of [...element.childNodes]) {
    if (!(child instanceof HTMLElement)) continue;
    if (isSiteOnly(child, options)) {
      child.remove();
      continue;
    }
    clean(child, options);
    for (const name of Object.keys(child.attributes)) {
      if (!KEPT_ATTRIBUTES.has(name.toLowerCase())) child.removeAttribute(name);
    }
    for (const name of ['href', 'src']) {
      const value = child.getAttribute(name);
      // getAttribute decodes entities and setAttribute writes the value as given: encode it again.
      if (value !== undefined) child.setAttribute(name, absoluteUrl(value, options).replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    }
    if (UNWRAPPED.has(child.rawTagName.toLowerCase())) child.replaceWith(...child.childNodes);
  }
}

/**
 * Feed-ready HTML: site-only elements removed, wrappers unwrapped, attributes reduced to those with
 * meaning in a feed reader, every link and image URL absolute.
 */
export function cleanFeedHtml(html: string, options: FeedHtmlOptions): string {
  const root = parse(html, PARSE_OPTIONS);
  clean(root, options);
  return root.toString().trim();
}
