import { withPrefix } from 'gatsby';
import { rewriteRootRelativeUrls } from '../lib/url';
import { useLocaliseRoute } from './LocaleLink';

/**
 * Trusted HTML (settings, build-time excerpts) with its site links made right for this page: under
 * the base URL, and links to pages in the reader's locale (images and files keep their one path).
 */
export function useSiteHtml(html: string): string {
  const localise = useLocaliseRoute();
  return rewriteRootRelativeUrls(html, (url, attribute) => withPrefix(attribute === 'href' ? localise(url) : url));
}
