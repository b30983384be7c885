/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { changelogFeed, changelogFeedPaths, versionHtml, writeChangelogFeeds } from '../../../../src/node/api/changelogFeeds';
import { JSDOM } from 'jsdom';
import type { ChangelogVersionData } from '../../../../src/apiReference/changelog/changelogData';
import { feedSite } from '../../../../src/node/blog/feeds';
import { siteSettings } from '../../../../src/config/settings';
import { validateSettings } from '../../../../src/node/config/validate';
import { parseAtom, parseRss } from '../../../support/parseFeeds';
import { removeTree, tempFolder } from '../../../support/tempFolder';

const settings = validateSettings(siteSettings);
const site = feedSite(settings);

const versions: ChangelogVersionData[] = [
  {
    version: '1.1',
    previous: '1.0',
    date: '2026-11-02',
    anchor: 'version-1-1',
    changeCount: 2,
    breakingCount: 1,
    groups: [
      {
        title: 'GET /assets',
        method: 'GET',
        path: '/assets',
        href: '/docs/api/portal-api/list-assets',
        removed: false,
        breaking: true,
        changes: [
          {
            text: 'Query parameter `zoneId` is now required.',
            breaking: true,
            kind: 'parameter-required',
            pointer: '#/x',
            href: '/docs/api/portal-api/list-assets#parameter-query-zoneId',
          },
          { text: 'New response `404` <for> "you".', breaking: false, kind: 'response-added', pointer: '#/y' },
        ],
      },
    ],
  },
  { version: '1.0.1', previous: '1.0', anchor: 'version-1-0-1', changeCount: 0, breakingCount: 0, groups: [] },
];

describe('changelog feeds', () => {
  it('RSS and Atom parse, one item per version, newest first, linking to the version’s entry', () => {
    const feed = changelogFeed({ apiId: 'portal-api', label: 'Portal API' }, versions, site, new Date(0));
    const rss = parseRss(feed.rss2());
    const atom = parseAtom(feed.atom1());
    for (const parsed of [rss, atom]) {
      expect(parsed.title).toBe('Portal API changelog');
      expect(parsed.items.map((item) => item.title)).toEqual(['Portal API 1.1: 2 changes, 1 breaking', 'Portal API 1.0.1: 0 changes, 0 breaking']);
      expect(parsed.items[0]?.link).toBe(`${site.url}/docs/api/portal-api/changelog#version-1-1`);
      expect(parsed.items[0]?.date.toISOString()).toBe('2026-11-02T00:00:00.000Z');
    }
    expect(atom.self).toBe(`${site.url}/docs/api/portal-api/changelog/atom.xml`);
  });

  it('an item’s content marks breaking changes in words, escapes text and makes links absolute', () => {
    const html = versionHtml(versions[0] as ChangelogVersionData, 'https://docs.example.com');
    expect(html).toContain(
      '<li><strong>Breaking change:</strong> <a href="https://docs.example.com/docs/api/portal-api/list-assets#parameter-query-zoneId">Query parameter <code>zoneId</code> is now required.</a></li>',
    );
    expect(html).toContain('<li>New response <code>404</code> &lt;for&gt; &quot;you&quot;.</li>');
    expect(html).toContain('<h3><a href="https://docs.example.com/docs/api/portal-api/list-assets">GET /assets</a></h3>');
  });

  it('writes both files next to the changelog page, only for APIs with a changelog', () => {
    const dir = tempFolder('fms-changelog-feeds-');
    try {
      writeChangelogFeeds(
        [
          { apiId: 'portal-api', label: 'Portal API', changelog: JSON.stringify(versions), changelogRoute: '/docs/api/portal-api/changelog' },
          { apiId: 'ac-api', label: 'AC', changelog: '[]' },
        ],
        settings,
        dir,
      );
      const paths = changelogFeedPaths('portal-api');
      expect(paths).toEqual({ rss: '/docs/api/portal-api/changelog/rss.xml', atom: '/docs/api/portal-api/changelog/atom.xml' });
      expect(parseRss(fs.readFileSync(path.join(dir, paths.rss), 'utf8')).items).toHaveLength(2);
      expect(parseAtom(fs.readFileSync(path.join(dir, paths.atom), 'utf8')).items).toHaveLength(2);
      expect(fs.existsSync(path.join(dir, 'docs/api/ac-api'))).toBe(false);
    } finally {
      removeTree(dir);
    }
  });
});

/** Parses with a strict XML parser (jsdom's, saxes): any well-formedness error, a character XML does not allow included, fails. */
const { window } = new JSDOM('');
function strictXml(xml: string): Document {
  const document = new window.DOMParser().parseFromString(xml, 'text/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent ?? ''}`);
  return document;
}

/** Each element name of a document with how many times it occurs. */
function elementCounts(document: Document): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const element of Array.from(document.getElementsByTagName('*'))) counts[element.tagName] = (counts[element.tagName] ?? 0) + 1;
  return counts;
}

/** The text an HTML fragment (an item's title, description or content) shows, and the fragment's elements. */
function html(fragment: string): HTMLElement {
  const element = window.document.createElement('div');
  element.innerHTML = fragment;
  return element;
}

const only = (document: Document, name: string, index = 0): string => document.getElementsByTagName(name)[index]?.textContent ?? '';

describe('changelog feeds from hostile document text (issue 42)', () => {
  const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
  const cleaned = (text: string): string => text.replace(NOT_XML, '\uFFFD');
  const label = { apiId: 'portal-api', label: 'Portal API' };

  /** Two versions with `text` in every place document text reaches: versions, group title, change sentence, href. */
  function versionsWith(text: string): ChangelogVersionData[] {
    const href = `/docs/api/portal-api/op#a${text}`;
    return [
      {
        version: `2.0${text}`,
        previous: `1.0${text}`,
        date: '2026-11-02',
        anchor: 'version-2-0',
        changeCount: 1,
        breakingCount: 1,
        groups: [
          {
            title: `GET /a${text}`,
            href,
            removed: false,
            breaking: true,
            changes: [{ text: `Enum value \`on${text}\` added to \`na${text}me\`.`, breaking: true, kind: 'response-enum-added', pointer: '#/x', href }],
          },
        ],
      },
      { version: `1.0${text}`, previous: `0.9${text}`, anchor: 'version-1-0', changeCount: 0, breakingCount: 0, groups: [] },
    ];
  }

  const HOSTILE: readonly (readonly [string, string])[] = [
    ['a version with two `]]>` that adds an XHTML script', ']]>x]]><script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script><![CDATA['],
    ['two `]]>` that add a spoofed Atom entry', ']]>x]]><entry><title>Spoofed</title><id>urn:x</id><link href="https://evil.example/"/></entry><![CDATA['],
    ['HTML markup', '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&amp;'],
    ['the control characters U+0001 and U+0007', 'a\u0001b\u0007c'],
    ['lone surrogates, U+FFFE and U+FFFF', 'a\uD800b\uDC00c\uFFFE\uFFFF'],
    ['all of them', ']]>\u0001]]><entry>\uD800</entry><![CDATA[\u0007'],
  ];

  // The item's description: RSS's second `description` (the channel has the first), Atom's `summary`.
  for (const [kind, write, itemName, [descriptionName, descriptionIndex], contentName] of [
    ['RSS', (feed: ReturnType<typeof changelogFeed>) => feed.rss2(), 'item', ['description', 1], 'content:encoded'],
    ['Atom', (feed: ReturnType<typeof changelogFeed>) => feed.atom1(), 'entry', ['summary', 0], 'content'],
  ] as const) {
    describe.each(HOSTILE)(`${kind} from %s`, (_name, text) => {
      it('is well-formed XML with only the feed’s own elements, and reads back as written (less characters XML does not allow)', () => {
        const document = strictXml(write(changelogFeed(label, versionsWith(text), site, new Date(0))));
        // The same elements, as many of each, as the feed of plain text of the same shape.
        expect(elementCounts(document)).toEqual(elementCounts(strictXml(write(changelogFeed(label, versionsWith(''), site, new Date(0))))));
        expect(document.getElementsByTagName(itemName)).toHaveLength(2);
        // Titles, descriptions and contents are HTML (Atom: type="html"): what they show is the document's text.
        const shown = cleaned(text);
        expect(html(only(document, 'title', 1)).textContent).toBe(`Portal API 2.0${shown}: 1 changes, 1 breaking`);
        expect(html(only(document, 'title', 2)).textContent).toBe(`Portal API 1.0${shown}: 0 changes, 0 breaking`);
        expect(html(only(document, descriptionName, descriptionIndex)).textContent).toBe(`Changes since 1.0${shown}`);
        const content = html(only(document, contentName));
        expect(Array.from(content.querySelectorAll('*'), (element) => element.tagName.toLowerCase())).toEqual([
          'h3',
          'a',
          'ul',
          'li',
          'strong',
          'a',
          'code',
          'code',
        ]);
        expect(content.querySelector('h3')?.textContent).toBe(`GET /a${shown}`);
        expect(content.querySelector('li')?.textContent).toBe(`Breaking change: Enum value on${shown} added to na${shown}me.`);
        const href = `${site.url}/docs/api/portal-api/op#a${shown}`;
        expect(Array.from(content.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual([href, href]);
        // No link but the feed's own: a spoofed entry's is nowhere.
        expect(Array.from(document.getElementsByTagName('link'), (link) => link.getAttribute('href') ?? link.textContent).join(' ')).not.toContain(
          'evil.example',
        );
      });
    });
  }

  it('the written files are well-formed too', () => {
    const dir = tempFolder('fms-changelog-feeds-hostile-');
    try {
      const hostile = versionsWith(HOSTILE.map(([, text]) => text).join(''));
      writeChangelogFeeds([{ ...label, changelog: JSON.stringify(hostile), changelogRoute: '/docs/api/portal-api/changelog' }], settings, dir);
      const paths = changelogFeedPaths('portal-api');
      expect(strictXml(fs.readFileSync(path.join(dir, paths.rss), 'utf8')).getElementsByTagName('item')).toHaveLength(2);
      expect(strictXml(fs.readFileSync(path.join(dir, paths.atom), 'utf8')).getElementsByTagName('entry')).toHaveLength(2);
    } finally {
      removeTree(dir);
    }
  });

  it('a release date that is not a date never makes an Invalid Date: the version is dated like one without a date', () => {
    const undated = [
      { ...(versions[0] as ChangelogVersionData), date: 'yesterday' },
      { ...(versions[1] as ChangelogVersionData), date: '2026-02-30' },
    ];
    const feed = changelogFeed(label, undated, site, new Date(Date.UTC(2026, 0, 5)));
    expect(() => feed.atom1()).not.toThrow();
    for (const parsed of [parseRss(feed.rss2()), parseAtom(feed.atom1())])
      expect(parsed.items.map((item) => item.date.toISOString())).toEqual(['2026-01-05T00:00:00.000Z', '2026-01-05T00:00:00.000Z']);
    // The build's writing (onPostBuild) does not stop either.
    const dir = tempFolder('fms-changelog-feeds-dates-');
    try {
      expect(() =>
        writeChangelogFeeds([{ ...label, changelog: JSON.stringify(undated), changelogRoute: '/docs/api/portal-api/changelog' }], settings, dir),
      ).not.toThrow();
      expect(parseAtom(fs.readFileSync(path.join(dir, changelogFeedPaths('portal-api').atom), 'utf8')).items[0]?.date.getTime()).toBe(0);
    } finally {
      removeTree(dir);
    }
  });
});
