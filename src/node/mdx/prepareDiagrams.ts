/**
 * The diagrams' preparation, before anything is bundled (gatsby-node's onPreBootstrap): whether this
 * run draws the diagrams itself, at build time (a browser was found and started), and in a build the
 * drawing of every diagram of the MDX sources ahead (src/node/mdx/rehypeMermaid.ts).
 */
import path from 'node:path';
import type { ResolvedSiteSettings } from '../../config/settingsContract';
import { keptResults, buildCacheDir, siteCodeVersion } from '../buildCache';
import { listFiles } from '../checks/files';
import { diagramRendererFromEnvironment, NoBrowserError, prepareBuildTimeDiagrams, type DiagramBatch } from './mermaidRenderer';
import { diagramBatchesOf, drawBatchesAhead } from './rehypeMermaid';

/** Whether the diagrams are drawn at build time; in a build, their drawing is started in the background. */
export async function prepareDiagrams(settings: ResolvedSiteSettings, warn: (message: string) => void): Promise<boolean> {
  if (process.env.gatsby_executing_command !== 'build') {
    return (await prepareBuildTimeDiagrams(warn)) === true;
  }
  // A build draws every diagram of the MDX sources now, in the background: the browser draws while
  // the API documents are sourced, the compiles find the drawings, and the browser closes early; it
  // does not start when every drawing is in the cache already (docs/decisions/0024-build-speed.md).
  const folders = [
    path.resolve('content/pages'),
    path.resolve(settings.blog.path),
    ...settings.docs.versions.map((version) => path.resolve(version.docs)),
    ...settings.i18n.locales.map((locale) => path.resolve(settings.i18n.path, locale, 'docs')),
  ];
  const files = [...new Set(folders.flatMap((folder) => listFiles(folder).map((file) => path.join(folder, file))))].filter((file) => /\.mdx?$/.test(file));
  // Each file's diagrams are kept between builds of the same code (node_modules/.cache/fms-mdx/).
  const kept = keptResults<DiagramBatch>(path.join(buildCacheDir('fms-mdx'), 'diagram-batches.json'), () => siteCodeVersion());
  const batches = await diagramBatchesOf(files, process.cwd(), kept);
  const atBuildTime = (await prepareBuildTimeDiagrams(warn, batches)) === true;
  const renderer = diagramRendererFromEnvironment();
  if (atBuildTime && !(renderer instanceof NoBrowserError)) void drawBatchesAhead(batches, renderer);
  return atBuildTime;
}
