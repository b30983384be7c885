/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { changelogFeed, changelogFeedPaths, versionHtml, writeChangelogFeeds } from '../../../../src/node/api/changelogFeeds';
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
