/**
 * The site's own onPostBuild (wired from gatsby-node.ts), after Gatsby's plugins' (gatsby-plugin-feed
 * writes /rss.xml; the Atom feed is ours, docs/decisions/0005-blog-and-feeds.md): its steps in order,
 * each timed, and their seconds in one line at the end.
 */
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import type { ResolvedSiteSettings } from '../config/settingsContract';
import { writeAgentFiles } from './agents/writeAgentFiles';
import { writeChangelogFeeds } from './api/changelogFeeds';
import { compactStaticJson, publishApiDownloads } from './api/downloads';
import type { ApiSpecFields } from './api/model';
import { writeAtomFeed } from './blog/feeds';
import { checkBuiltPages } from './checks';
import { writeDeployFiles } from './deploy/writeDeployFiles';
import { removeUnusedStaticQueryResults } from './deploy/staleStaticQueries';
import { removeStaleSearchFiles } from './search/staleFiles';
import { browserAssetListFile, removeStaleBrowserAssets } from './webpack/staleAssets';
import { closeEnvironmentRenderer } from './mdx/mermaidRenderer';

export async function runPostBuild(args: BuildArgs, settings: ResolvedSiteSettings): Promise<void> {
  // Each step's seconds, in one line at the end: on a large API this hook reads and rewrites every page.
  const steps: string[] = [];
  const timed = async <T>(label: string, step: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await step();
    steps.push(`${label} ${((performance.now() - start) / 1000).toFixed(1)} s`);
    return result;
  };
  const diagrams = await timed('diagrams', closeEnvironmentRenderer);
  if (diagrams) {
    args.reporter.info(
      `Diagrams drawn at build time: ${diagrams.drawn} SVGs drawn, ${diagrams.fromCache} from the cache, in ${diagrams.browserLaunches} browser session(s), ` +
        `${(diagrams.renderMs / 1000).toFixed(1)} s of drawing`,
    );
  }
  // After Gatsby's copy of static/: a split document's download is its bundled copy, not its root file.
  await timed('API downloads', () => publishApiDownloads(process.cwd()));
  // JSON from static/ compact, as the documents' downloads (decision 0014).
  await timed('static JSON', () => compactStaticJson(process.cwd()));
  await timed('Atom feed', () => writeAtomFeed(args, settings));
  // Each API's changelog feeds (docs/decisions/0021-api-changelog-and-breaking-changes.md).
  await timed('changelog feeds', () => writeChangelogFeeds(args.getNodesByType('ApiSpec') as unknown as ApiSpecFields[], settings));
  // The search index's files of earlier builds out of a kept public/ (src/node/search/staleFiles.ts; decision 0036).
  await timed('search files', async () => {
    const { data } = await args.graphql<{ localSearchSite: { publicIndexURL: string; publicStoreURL: string } | null }>(
      `{ localSearchSite { publicIndexURL publicStoreURL } }`,
    );
    const site = data?.localSearchSite;
    if (site) removeStaleSearchFiles(path.join('public', 'static'), [path.basename(site.publicIndexURL), path.basename(site.publicStoreURL)]);
  });
  // Static query results no page names any more (a query the code no longer has) out of a kept public/
  // (src/node/deploy/staleStaticQueries.ts; decision 0036).
  await timed('static query results', () => {
    const removed = removeUnusedStaticQueryResults('public');
    if (removed.length > 0) args.reporter.info(`Removed ${removed.length} static query result(s) no page uses: ${removed.join(', ')}`);
  });
  // The browser bundle's files of earlier builds out of a kept public/, before _headers names the files
  // (src/node/webpack/staleAssets.ts; decision 0036).
  await timed('stale bundle files', () => {
    const removed = removeStaleBrowserAssets('public', browserAssetListFile(path.resolve('.cache')));
    if (removed.length > 0) args.reporter.info(`Removed ${removed.length} file(s) of earlier builds' browser bundles from public/: ${removed.join(', ')}`);
  });
  // Each page's Markdown twin and llms.txt, for coding agents (decision 0031): before the deploy files, which name them.
  const agentFiles = await timed('Markdown for agents', () => writeAgentFiles(args, settings));
  // Last: it rewrites and hashes the final HTML for the CSP and writes headers, redirects, sitemap.xml, robots.txt.
  await timed('deploy files', () => writeDeployFiles(args, settings, 'public', agentFiles));
  // Reads the final output only: links and anchors in the generated HTML, then the link-check summary.
  await timed('link check', () => checkBuiltPages(args, settings));
  args.reporter.info(`The site's own onPostBuild steps: ${steps.join(', ')}.`);
}
