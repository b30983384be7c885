/** Parses the RSS 2.0 and Atom 1.0 feeds as XML (fast-xml-parser) into what the feed tests check. */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

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

const ARRAYS = new Set(['item', 'entry', 'category', 'link', 'author']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (name) => ARRAYS.has(name),
  parseTagValue: false,
  trimValues: true,
});

type XmlNode = string | { readonly '#text'?: string; readonly [key: string]: unknown };

function text(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  return String((node as { '#text'?: string })['#text'] ?? '');
}

function parse(xml: string): Record<string, unknown> {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`Not well-formed XML: ${JSON.stringify(valid.err)}`);
  return parser.parse(xml) as Record<string, unknown>;
}

export function parseRss(xml: string): ParsedFeed & { readonly version: string } {
  const rss = parse(xml).rss as Record<string, unknown> & { '@_version': string; channel: Record<string, unknown> };
  const channel = rss.channel;
  const links = channel.link as XmlNode[];
  const items = (channel.item as Record<string, unknown>[] | undefined) ?? [];
  return {
    version: rss['@_version'],
    title: text(channel.title),
    link: text(links.find((l) => typeof l === 'string') ?? ''),
    self: String((channel['atom:link'] as Record<string, string>)['@_href']),
    items: items.map((item) => ({
      title: text(item.title),
      link: text((item.link as XmlNode[])[0]),
      id: text(item.guid),
      date: new Date(text(item.pubDate)),
      content: text(item['content:encoded']),
      authors: text(item['dc:creator']).split(', ').filter(Boolean),
      categories: ((item.category as XmlNode[] | undefined) ?? []).map(text),
    })),
  };
}

export function parseAtom(xml: string): ParsedFeed & { readonly id: string; readonly namespace: string } {
  const feed = parse(xml).feed as Record<string, unknown>;
  const links = feed.link as Record<string, string>[];
  const entries = (feed.entry as Record<string, unknown>[] | undefined) ?? [];
  return {
    namespace: String(feed['@_xmlns']),
    id: text(feed.id),
    title: text(feed.title),
    link: links.find((l) => l['@_rel'] === 'alternate')?.['@_href'] ?? '',
    self: links.find((l) => l['@_rel'] === 'self')?.['@_href'] ?? '',
    items: entries.map((entry) => ({
      title: text(entry.title),
      link: (entry.link as Record<string, string>[])[0]['@_href'],
      id: text(entry.id),
      date: new Date(text(entry.published ?? entry.updated)),
      content: text(entry.content),
      authors: ((entry.author as Record<string, unknown>[] | undefined) ?? []).map((a) => text(a.name)),
      categories: ((entry.category as Record<string, string>[] | undefined) ?? []).map((c) => c['@_term']),
    })),
  };
}

/** Every href and src in a feed item's HTML. */
export function urlsIn(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]);
}
