/**
 * Markdown from API documents → HTML that is safe to inject.
 *
 * Rules: raw HTML is never passed through (markdown-it `html: false` escapes it, so a `<script>` in a
 * description shows as text); links and images whose URL markdown-it's `validateLink` rejects
 * (javascript:, vbscript:, file:, most data:) are not turned into elements; external http(s) links
 * open in a new tab with rel="noopener noreferrer". Headings are shifted down (by default '#' becomes
 * h3) so a description never competes with the page's own h1 and h2 sections.
 */
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));

markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const href = token.attrGet('href') ?? '';
  if (/^(https?:)?\/\//i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** Where a description's top-level heading lands: h3 on operation pages (h1 = title, h2 = sections). */
export const DEFAULT_HEADING_LEVEL = 3;

interface RenderEnv {
  readonly headingShift: number;
}

const shiftHeading: NonNullable<typeof markdown.renderer.rules.heading_open> = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const shift = (env as RenderEnv | undefined)?.headingShift ?? 0;
  const level = Math.min(6, Number(token.tag.slice(1)) + shift);
  token.tag = `h${level}`;
  return self.renderToken(tokens, idx, options);
};
markdown.renderer.rules.heading_open = shiftHeading;
markdown.renderer.rules.heading_close = shiftHeading;

/** HTML for a Markdown text; undefined for a missing or blank text. `topHeadingLevel` is what '#' becomes. */
export function renderMarkdown(source: string | undefined, topHeadingLevel = DEFAULT_HEADING_LEVEL): string | undefined {
  if (typeof source !== 'string' || source.trim() === '') return undefined;
  const env: RenderEnv = { headingShift: Math.max(0, topHeadingLevel - 1) };
  return markdown.render(source, env).trim();
}
