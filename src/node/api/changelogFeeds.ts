/**
 * An RSS 2.0 and an Atom 1.0 feed of each API's changelog (decision 0021), one item per version,
 * newest first, written in onPostBuild next to the changelog page: `/docs/api/<id>/changelog/rss.xml`
 * and `…/atom.xml`. The changelog page links them as `alternate`s, site-relative like the blog's.
 * Built with the `feed` library, as the blog's Atom feed is (src/node/blog/feeds.ts).
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
  const dateOf = (version: ChangelogVersionData): Date => (version.date ? new Date(`${version.date}T00:00:00Z`) : fallbackDate);
  const feed = new Feed({
    id: page,
    link: page,
    title: translate('changelog.feedTitle', { api: spec.label }),
    description: translate('changelog.description', { api: spec.label }),
    copyright: site.copyright,
    language: 'en',
    favicon: `${site.url}/favicon.svg`,
    updated: versions[0] ? dateOf(versions[0]) : fallbackDate,
    feedLinks: { atom: `${site.url}${paths.atom}`, rss: `${site.url}${paths.rss}` },
  });
  for (const version of versions) {
    const link = `${page}#${version.anchor}`;
    feed.addItem({
      id: link,
      link,
      title: translate('changelog.feedItemTitle', { api: spec.label, version: version.version, changes: version.changeCount, breaking: version.breakingCount }),
      date: dateOf(version),
      published: dateOf(version),
      description: translate('changelog.versionSince', { previous: version.previous }),
      content: versionHtml(version, site.url),
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
