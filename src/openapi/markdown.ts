/**
 * Markdown from API documents → HTML that is safe to inject.
 *
 * Rules: raw HTML is never passed through (markdown-it `html: false` escapes it, so a `<script>` in a
 * description shows as text); links and images whose URL markdown-it's `validateLink` rejects
 * (javascript:, vbscript:, file:, most data:) are not turned into elements; external http(s) links
 * open in a new tab with rel="noopener noreferrer".
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

/** HTML for a Markdown text; undefined for a missing or blank text. */
export function renderMarkdown(source: string | undefined): string | undefined {
  if (typeof source !== 'string' || source.trim() === '') return undefined;
  return markdown.render(source).trim();
}
