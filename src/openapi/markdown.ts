/**
 * Markdown from API documents → HTML that is safe to inject.
 *
 * Rules:
 * - CommonMark + GFM: tables, strikethrough and autolinks (markdown-it, `linkify`), task lists
 *   (markdown-it-task-lists: disabled checkboxes wrapped in their label, so each has a name) and
 *   GitHub alerts (`> [!NOTE]`, TIP, IMPORTANT, WARNING, CAUTION: markdown-it-github-alerts) rendered
 *   as the guide's admonitions (`ALERT_CLASSES`, styled by `src/ui/admonition.module.css`).
 * - Raw HTML is parsed, then the whole output goes through sanitize-html with an allow-list:
 *   formatting, headings, lists, tables, `details`/`summary`, `code`/`pre`/`kbd`, images and links
 *   (http, https, mailto and relative URLs only). Everything else is removed: scripts, event
 *   handlers, `style` (the CSP forbids inline styles), `javascript:`/`data:` links, iframes,
 *   objects, forms and SVG, with the text inside them for the ones that hold no reader text.
 *   A checkbox survives only when the task-list rule made it (it carries a per-process secret).
 * - Images from another origin (`http(s)://`, `//`) become a link with their alt text: the site
 *   makes no requests off its origin. Each one is reported to `collectRemoteImages`. Relative
 *   (same-origin) images and `data:` raster images (png, gif, jpeg, webp, avif) are kept.
 * - External links open in a new tab with rel="noopener noreferrer"; table alignment becomes a
 *   class (`md-align-left|center|right`), since inline styles are dropped.
 * - Headings (Markdown or HTML) keep their outline but move so the description's highest one lands
 *   at `topHeadingLevel` (h3 by default), whether its writer started at '#' or '###': the page's h1
 *   and h2 sections stay above it and heading levels never skip (axe heading-order). A `details`
 *   without a `summary` gets one; tables scroll sideways in a focusable region, as the guide's do.
 */
import MarkdownIt from 'markdown-it';
import githubAlerts from 'markdown-it-github-alerts';
import taskLists from 'markdown-it-task-lists';
import sanitizeHtml from 'sanitize-html';
import { translate } from '../strings';

/** Where a description's highest heading lands unless the caller says otherwise: h3, below a page's h2 sections. */
export const DEFAULT_HEADING_LEVEL = 3;

/** GitHub's alert markers, with the guide admonition each one looks like and its title. */
export const ALERT_KINDS = {
  note: { admonition: 'note', title: translate('admonition.note') },
  tip: { admonition: 'tip', title: translate('admonition.tip') },
  important: { admonition: 'info', title: translate('admonition.important') },
  warning: { admonition: 'warning', title: translate('admonition.warning') },
  caution: { admonition: 'danger', title: translate('admonition.caution') },
} as const;
export type AlertKind = keyof typeof ALERT_KINDS;

/** Global class names of a rendered alert; `src/ui/admonition.module.css` styles them as the guide's admonitions. */
export const ALERT_CLASSES = {
  root: 'md-alert',
  title: 'md-alert-title',
  body: 'md-alert-body',
  kind: (admonition: string): string => `md-alert-${admonition}`,
} as const;

/** Summary given to a `<details>` written without one: a disclosure needs a name (axe, html-validate). */
export const DEFAULT_DETAILS_SUMMARY = translate('api.markdown.detailsSummary');

const TASK_CHECKBOX_MARK = 'data-fms-task';
// Unknowable to a document's author, so a raw `<input>` in a description can never pass as a task checkbox.
// Web Crypto (Node 20 and browsers alike): the module stays free of Node built-ins.
const TASK_CHECKBOX_SECRET = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false });

markdown.use(githubAlerts, {
  markers: Object.keys(ALERT_KINDS).map((kind) => kind.toUpperCase()),
  titles: Object.fromEntries(Object.entries(ALERT_KINDS).map(([marker, { title }]) => [marker, title])),
});
// The plugin's own markup is GitHub's (an SVG icon, its title unescaped): ours is the guide's admonition.
markdown.renderer.rules.alert_open = (tokens, idx) => {
  const meta = tokens[idx]?.meta as { type?: string; title?: string } | undefined;
  const kind = ALERT_KINDS[(meta?.type ?? 'note') as AlertKind] ?? ALERT_KINDS.note;
  const title = meta?.title || kind.title;
  return (
    `<div class="${ALERT_CLASSES.root} ${ALERT_CLASSES.kind(kind.admonition)}" role="note">` +
    `<p class="${ALERT_CLASSES.title}">${markdown.utils.escapeHtml(title)}</p><div class="${ALERT_CLASSES.body}">`
  );
};
markdown.renderer.rules.alert_close = () => '</div></div>\n';

markdown.use(taskLists, { label: true });
// The plugin adds its checkboxes as raw HTML tokens: those present before it runs are the author's.
markdown.core.ruler.before('github-task-lists', 'fms-mark-authored-html', (state) => {
  for (const token of state.tokens) for (const child of token.children ?? []) if (child.type === 'html_inline') child.meta = { authored: true };
});
markdown.core.ruler.after('github-task-lists', 'fms-sign-task-checkboxes', (state) => {
  for (const token of state.tokens) {
    for (const child of token.children ?? []) {
      if (child.type === 'html_inline' && !(child.meta as { authored?: boolean } | null)?.authored && child.content.startsWith('<input')) {
        child.content = child.content.replace('<input', `<input ${TASK_CHECKBOX_MARK}="${TASK_CHECKBOX_SECRET}"`);
      }
    }
  }
});

/** Where a relative URL is resolved to decide its origin: any URL that does not stay here is off the site. */
const SITE_PROBE = 'https://site.invalid';

/**
 * Whether a browser would fetch `url` from another origin. Resolved as the browser resolves it, so
 * `//host/x`, `\\host/x`, `/\host/x` and URLs with tabs or line breaks inside are caught as well as
 * `https://…`; `data:` URLs are not requests. A URL the parser refuses is not loaded by a browser either.
 */
function isOffSite(url: string): boolean {
  if (/^\s*data:/i.test(url)) return false;
  try {
    return new URL(url, `${SITE_PROBE}/`).origin !== SITE_PROBE;
  } catch {
    return false;
  }
}

/** A link that leaves the site over the web (opened in a new tab); `mailto:` and the like are not. */
function isWebLinkOffSite(url: string): boolean {
  if (!isOffSite(url)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(url, `${SITE_PROBE}/`).protocol);
  } catch {
    return false;
  }
}
const SAFE_DATA_IMAGE = /^data:image\/(?:png|gif|jpeg|jpg|webp|avif)[;,]/i;
const ALIGNMENTS = ['left', 'center', 'right'] as const;

const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code', 'kbd', 'samp', 'var'],
  ...['b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr', 'q', 'cite', 'dfn'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col'],
  ...['details', 'summary', 'a', 'img', 'label', 'input'],
];

/** Elements removed with everything inside them: none of their content is text for a reader. */
const DROPPED_WITH_CONTENT = [
  ...['script', 'style', 'noscript', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet'],
  ...['svg', 'math', 'canvas', 'audio', 'video', 'form', 'select', 'option', 'textarea', 'button'],
];
// `<picture>` is not listed: it is unwrapped and its `<source>`s dropped, so its `<img>` stays under the image rules.

const ALIGN_CLASSES = ALIGNMENTS.map((alignment) => `md-align-${alignment}`);

function alignmentClass(attribs: sanitizeHtml.Attributes): Record<string, string> {
  const declared = /text-align\s*:\s*(left|center|right)/i.exec(attribs.style ?? '')?.[1] ?? attribs.align;
  const alignment = ALIGNMENTS.find((candidate) => candidate === declared?.toLowerCase());
  return alignment ? { class: `md-align-${alignment}` } : {};
}

/** An image or checkbox with no attributes left, which `exclusiveFilter` then drops. */
const STRIPPED = (tagName: string): sanitizeHtml.Tag => ({ tagName, attribs: {} });

interface RenderState {
  /** Added to every heading's level (negative when the writer's highest heading is below the target). */
  readonly headingShift: number;
}

/** Images from another origin met by `renderMarkdown` while a collector runs (innermost first). */
const collectors: string[][] = [];

function sanitiseOptions(state: RenderState): sanitizeHtml.IOptions {
  const heading: sanitizeHtml.Transformer = (tagName) => ({
    tagName: `h${Math.max(1, Math.min(6, Number(tagName.slice(1)) + state.headingShift))}`,
    attribs: {},
  });
  const cell: sanitizeHtml.Transformer = (tagName, attribs) => ({
    tagName,
    attribs: {
      ...alignmentClass(attribs),
      ...Object.fromEntries(['colspan', 'rowspan', 'scope'].flatMap((name) => (attribs[name] ? [[name, attribs[name]]] : []))),
    },
  });
  return {
    allowedTags: ALLOWED_TAGS,
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
      abbr: ['title'],
      dfn: ['title'],
      ol: ['start', 'reversed'],
      td: ['colspan', 'rowspan', 'class'],
      th: ['colspan', 'rowspan', 'scope', 'class'],
      col: ['span'],
      colgroup: ['span'],
      details: ['open'],
      input: ['type', 'checked', 'disabled', 'class'],
      ul: ['class'],
      li: ['class'],
      div: ['class', { name: 'role', values: ['note'] }],
      p: ['class'],
    },
    allowedClasses: {
      td: ALIGN_CLASSES,
      th: ALIGN_CLASSES,
      ul: ['contains-task-list'],
      li: ['task-list-item'],
      input: ['task-list-item-checkbox'],
      div: [ALERT_CLASSES.root, ALERT_CLASSES.body, ...Object.values(ALERT_KINDS).map((kind) => ALERT_CLASSES.kind(kind.admonition))],
      p: [ALERT_CLASSES.title],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['data'] },
    allowProtocolRelative: true,
    transformTags: {
      h1: heading,
      h2: heading,
      h3: heading,
      h4: heading,
      h5: heading,
      h6: heading,
      td: cell,
      th: cell,
      a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs.href, attribs.title) }),
      img: (tagName, attribs) => {
        const src = (attribs.src ?? '').trim();
        if (isOffSite(src)) {
          collectors[collectors.length - 1]?.push(src);
          return { tagName: 'a', attribs: linkAttributes(src, attribs.title), text: attribs.alt?.trim() || src };
        }
        if (!src || (/^data:/i.test(src) && !SAFE_DATA_IMAGE.test(src))) return STRIPPED(tagName);
        // Every image needs a text alternative; an empty one marks it decorative, as the author gave none.
        return { tagName, attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' } };
      },
      input: (tagName, attribs) =>
        attribs[TASK_CHECKBOX_MARK] === TASK_CHECKBOX_SECRET
          ? {
              tagName,
              attribs: { type: 'checkbox', class: 'task-list-item-checkbox', disabled: '', ...(attribs.checked !== undefined ? { checked: '' } : {}) },
            }
          : STRIPPED(tagName),
    },
    // `frame.tag` is the name before `transformTags`: an image from another origin is a link by now, with an href.
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !frame.attribs.src && !frame.attribs.href) || (frame.tag === 'input' && frame.attribs.type !== 'checkbox'),
  };
}

function linkAttributes(href: string | undefined, title: string | undefined): Record<string, string> {
  return {
    ...(href !== undefined ? { href } : {}),
    ...(title ? { title } : {}),
    ...(href && isWebLinkOffSite(href.trim()) ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
  };
}

/** A `<details>` whose first child is not a `<summary>` gets one, as browsers would show anyway. */
function summariseDetails(html: string): string {
  return html.replace(
    /<details(\s[^>]*)?>(?!\s*<summary>)/g,
    (_whole, attributes: string | undefined) => `<details${attributes ?? ''}><summary>${DEFAULT_DETAILS_SUMMARY}</summary>`,
  );
}

/** Label of the scrolling region around a table, as the guide's tables have (src/mdx/components.tsx). */
export const TABLE_SCROLL_LABEL = translate('mdx.table.label');

/** Outermost tables scroll sideways in a focusable region (global class `table-scroll`), so keyboard users can scroll them too. */
function wrapTables(html: string): string {
  let depth = 0;
  return html.replace(/<(\/?)table\b[^>]*>/g, (tag, closing: string) => {
    if (closing) {
      depth = Math.max(0, depth - 1);
      return depth === 0 ? `${tag}</div>` : tag;
    }
    depth += 1;
    return depth === 1 ? `<div class="table-scroll" tabindex="0" role="group" aria-label="${TABLE_SCROLL_LABEL}">${tag}` : tag;
  });
}

/** A rendered text and the remote images it reported, by heading level and source. */
export interface Rendered {
  readonly html: string | undefined;
  readonly remoteImages: readonly string[];
}

/**
 * Texts already rendered in this process. A document repeats its descriptions (a schema's properties
 * in every tree that shows it, shared parameters), and `gatsby develop` normalises a document again on
 * each save: each text is rendered once (decision 0027). Emptied when it reaches `MEMO_LIMIT` entries.
 */
const memo = new Map<string, Rendered>();
const MEMO_LIMIT = 20_000;

/** The rendered texts, to keep between runs (src/node/api/memoStore.ts); `restoreRenderedMarkdown` takes them back. */
export function renderedMarkdown(): ReadonlyMap<string, Rendered> {
  return memo;
}

/** Takes back texts rendered by an earlier run of the same code (what `renderedMarkdown` gave). */
export function restoreRenderedMarkdown(rendered: ReadonlyMap<string, Rendered>): void {
  for (const [key, value] of rendered) if (memo.size < MEMO_LIMIT) memo.set(key, value);
}

/** HTML for a Markdown text; undefined for a missing or blank text. `topHeadingLevel` is what its highest heading becomes. */
export function renderMarkdown(source: string | undefined, topHeadingLevel = DEFAULT_HEADING_LEVEL): string | undefined {
  if (typeof source !== 'string' || source.trim() === '') return undefined;
  const key = `${topHeadingLevel}\n${source}`;
  let rendered = memo.get(key);
  if (!rendered) {
    const found: string[] = [];
    collectors.push(found);
    try {
      rendered = { html: renderUncached(source, topHeadingLevel), remoteImages: found };
    } finally {
      collectors.pop();
    }
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, rendered);
  }
  // A text met again reports its remote images again, to whoever collects them now.
  reportRemoteImages(rendered.remoteImages);
  return rendered.html;
}

function renderUncached(source: string, topHeadingLevel: number): string | undefined {
  const rendered = markdown.render(source);
  const levels = [...rendered.matchAll(/<h([1-6])\b/gi)].map((match) => Number(match[1]));
  const state: RenderState = { headingShift: levels.length > 0 ? topHeadingLevel - Math.min(...levels) : 0 };
  const html = wrapTables(summariseDetails(sanitizeHtml(rendered, sanitiseOptions(state)))).trim();
  return html === '' ? undefined : html;
}

/** Reports `urls` as remote images met now (an operation whose page was kept from an earlier normalisation, operationMemo.ts). */
export function reportRemoteImages(urls: readonly string[]): void {
  collectors[collectors.length - 1]?.push(...urls);
}

/**
 * Runs `render` and returns what it returned with the URLs of the images from another origin that
 * `renderMarkdown` turned into links meanwhile (in order met, repeated URLs once), so a caller can
 * warn once per document. Rendering is synchronous, so the collector sees exactly `render`'s calls.
 */
export function collectRemoteImages<T>(render: () => T): { readonly value: T; readonly remoteImages: readonly string[] } {
  const found: string[] = [];
  collectors.push(found);
  try {
    return { value: render(), remoteImages: [...new Set(found)] };
  } finally {
    collectors.pop();
  }
}
