/**
 * An RSS 2.0 and an Atom 1.0 feed of each API's changelog (decision 0021), one item per version,
 * newest first, written in onPostBuild next to the changelog page: `/docs/api/<id>/changelog/rss.xml`
 * and `…/atom.xml`. The changelog page links them as `alternate`s, site-relative like the blog's.
 * Built with the `feed` library, as the blog's Atom feed is (src/node/blog/feeds.ts).
 *
 * Document text (versions, change sentences, group titles, hrefs) is made safe here, whatever the
 * library does with it (issue 42): `feed` 4.2 puts item titles, descriptions and contents in CDATA
 * sections, and its XML writer (xml-js) splits only the first `]]>` of a section, so each of them
 * is HTML here, escaped by us (Atom marks them `type="html"`), and holds no `]]>` at all; and every
 * string given to the library loses the characters XML 1.0 does not allow (U+0000–U+0008, U+000B,
 * U+000C, U+000E–U+001F, lone surrogates, U+FFFE, U+FFFF), each replaced by U+FFFD.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Feed } from 'feed';
import type { ChangelogVersionData } from '../../apiReference/changelog/changelogData';
import type { ResolvedSiteSettings } from '../../config/settingsContract';
import { translate } from '../../strings';
import { feedSite, type FeedSite } from '../blog/feeds';
import { changelogRoute } from './changelog';
import type { ApiSpecFields } from './model';

export function changelogFeedPaths(apiId: string): { rss: string; atom: string } {
  return { rss: `${changelogRoute(apiId)}/rss.xml`, atom: `${changelogRoute(apiId)}/atom.xml` };
}

/** Every character XML 1.0 does not allow (with `u`, a lone surrogate is one such character). */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text any XML document may hold: each character XML does not allow replaced by U+FFFD. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML_CHARACTER, '\uFFFD');
}

/**
 * HTML for a CDATA section of the library: XML characters only, and no `]]>` (which would end the
 * section early): `&gt;` means `>` in HTML text and attribute values alike.
 */
export function cdataHtml(html: string): string {
  return xmlText(html).replace(/]]>/g, ']]&gt;');
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const sentenceHtml = (text: string): string => escapeHtml(text).replace(/`([^`]*)`/g, '<code>$1</code>');

/** One version's changes as HTML: a list per operation, breaking changes marked in words, links absolute. */
export function versionHtml(version: ChangelogVersionData, siteUrl: string): string {
  return version.groups
    .map((group) => {
      const title = group.href ? `<a href="${escapeHtml(siteUrl + group.href)}">${escapeHtml(group.title)}</a>` : escapeHtml(group.title);
      const items = group.changes
        .map((change) => {
          const text = sentenceHtml(change.text);
          const body = change.href ? `<a href="${escapeHtml(siteUrl + change.href)}">${text}</a>` : text;
          return `<li>${change.breaking ? `<strong>${escapeHtml(translate('changelog.breakingText'))}</strong> ` : ''}${body}</li>`;
        })
        .join('');
      return `<h3>${title}</h3>${group.removed ? `<p>${escapeHtml(translate('changelog.removedOperation'))}</p>` : ''}<ul>${items}</ul>`;
    })
    .join('');
}

/** The feed of one API's changelog; a version without a release date is dated by `fallbackDate`. */
export function changelogFeed(
  spec: Pick<ApiSpecFields, 'apiId' | 'label'>,
  versions: readonly ChangelogVersionData[],
  site: FeedSite,
  fallbackDate: Date,
): Feed {
  const page = `${site.url}${changelogRoute(spec.apiId)}`;
  const paths = changelogFeedPaths(spec.apiId);
  // Never an Invalid Date (the library's toISOString would throw while writing Atom): documentVersion
  // keeps only real calendar dates, and anything else is dated like a version without a date.
  const fallback = Number.isNaN(fallbackDate.getTime()) ? new Date(0) : fallbackDate;
  const dateOf = (version: ChangelogVersionData): Date => {
    const date = typeof version.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(version.date) ? new Date(`${version.date}T00:00:00Z`) : undefined;
    // '2026-02-30' would be 2 March: only a date that reads back as written is one.
    return date && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === version.date ? date : fallback;
  };
  const feed = new Feed({
    id: page,
    link: page,
    title: xmlText(translate('changelog.feedTitle', { api: spec.label })),
    description: xmlText(translate('changelog.description', { api: spec.label })),
    copyright: xmlText(site.copyright),
    language: 'en',
    favicon: `${site.url}/favicon.svg`,
    updated: versions[0] ? dateOf(versions[0]) : fallback,
    feedLinks: { atom: `${site.url}${paths.atom}`, rss: `${site.url}${paths.rss}` },
  });
  for (const version of versions) {
    const link = xmlText(`${page}#${version.anchor}`);
    // Title and description are HTML (Atom's type="html"; RSS readers decode them too): escaped text.
    const title = translate('changelog.feedItemTitle', {
      api: spec.label,
      version: version.version,
      changes: version.changeCount,
      breaking: version.breakingCount,
    });
    feed.addItem({
      id: link,
      link,
      title: cdataHtml(escapeHtml(title)),
      date: dateOf(version),
      published: dateOf(version),
      description: cdataHtml(escapeHtml(translate('changelog.versionSince', { previous: version.previous }))),
      content: cdataHtml(versionHtml(version, site.url)),
    });
  }
  return feed;
}

/** onPostBuild: both feeds of every API that has a changelog. */
export function writeChangelogFeeds(
  specs: readonly Pick<ApiSpecFields, 'apiId' | 'label' | 'changelog' | 'changelogRoute'>[],
  settings: ResolvedSiteSettings,
  publicDir = 'public',
): void {
  const site = feedSite(settings);
  for (const spec of specs) {
    if (!spec.changelogRoute) continue;
    const versions = JSON.parse(spec.changelog) as ChangelogVersionData[];
    const feed = changelogFeed(spec, versions, site, new Date(0));
    const paths = changelogFeedPaths(spec.apiId);
    for (const [file, xml] of [
      [paths.rss, feed.rss2()],
      [paths.atom, feed.atom1()],
    ] as const) {
      const target = path.join(publicDir, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, xml);
    }
  }
}
