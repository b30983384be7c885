/** Parses the RSS 2.0 and Atom 1.0 feeds as XML (jsdom's strict XML parser, saxes) into what the feed tests check. */
import { JSDOM } from 'jsdom';

export interface ParsedFeedItem {
  readonly title: string;
  readonly link: string;
  readonly id: string;
  readonly date: Date;
  readonly content: string;
  readonly authors: string[];
  readonly categories: string[];
}

export interface ParsedFeed {
  readonly title: string;
  readonly link: string;
  readonly self: string;
  readonly items: ParsedFeedItem[];
}

let window: JSDOM['window'] | undefined;

/** A document parsed as XML; any well-formedness error, a character XML does not allow included, fails. */
export function parseXml(xml: string): Document {
  window ??= new JSDOM('').window;
  const document = new window.DOMParser().parseFromString(xml, 'text/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent ?? ''}`);
  return document;
}

/** The child elements of `parent` with this (prefixed) name, in document order. */
function children(parent: Element, name: string): Element[] {
  return Array.from(parent.children).filter((element) => element.tagName === name);
}

/** The trimmed text of the first child element with this name, '' without one. */
function text(parent: Element, name: string): string {
  return children(parent, name)[0]?.textContent?.trim() ?? '';
}

export function parseRss(xml: string): ParsedFeed & { readonly version: string } {
  const rss = parseXml(xml).documentElement;
  if (rss.tagName !== 'rss') throw new Error(`Not an RSS feed: <${rss.tagName}>`);
  const channel = children(rss, 'channel')[0];
  return {
    version: rss.getAttribute('version') ?? '',
    title: text(channel, 'title'),
    link: text(channel, 'link'),
    self: children(channel, 'atom:link')[0]?.getAttribute('href') ?? '',
    items: children(channel, 'item').map((item) => ({
      title: text(item, 'title'),
      link: text(item, 'link'),
      id: text(item, 'guid'),
      date: new Date(text(item, 'pubDate')),
      content: text(item, 'content:encoded'),
      authors: text(item, 'dc:creator').split(', ').filter(Boolean),
      categories: children(item, 'category').map((category) => category.textContent?.trim() ?? ''),
    })),
  };
}

export function parseAtom(xml: string): ParsedFeed & { readonly id: string; readonly namespace: string } {
  const feed = parseXml(xml).documentElement;
  if (feed.tagName !== 'feed') throw new Error(`Not an Atom feed: <${feed.tagName}>`);
  const links = children(feed, 'link');
  const href = (rel: string): string => links.find((link) => link.getAttribute('rel') === rel)?.getAttribute('href') ?? '';
  return {
    namespace: feed.getAttribute('xmlns') ?? '',
    id: text(feed, 'id'),
    title: text(feed, 'title'),
    link: href('alternate'),
    self: href('self'),
    items: children(feed, 'entry').map((entry) => ({
      title: text(entry, 'title'),
      link: children(entry, 'link')[0]?.getAttribute('href') ?? '',
      id: text(entry, 'id'),
      date: new Date(text(entry, children(entry, 'published').length ? 'published' : 'updated')),
      content: text(entry, 'content'),
      authors: children(entry, 'author').map((author) => text(author, 'name')),
      categories: children(entry, 'category').map((category) => category.getAttribute('term') ?? ''),
    })),
  };
}

/** Every href and src in a feed item's HTML. */
export function urlsIn(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]);
}
