/**
 * Nothing stale survives an incremental build (issue 45; docs/decisions/0036-incremental-builds.md):
 * a build with .cache/ and public/ kept after three edits of content (a guide page, a blog post, an
 * operation's description: scripts/bench/contentChanges.ts, as bench:incremental makes them) writes
 * the same public/ as a cold build of the same edited tree, file for file and byte for byte, except
 * the times of the build some files carry (TIMESTAMPED). A kept build of an unchanged tree renders no
 * page again (the HTML renderer's hashes are the same for the same code,
 * src/node/webpack/stableSourceMaps.ts), and the edited one renders the edited pages and few others
 * (no static query on every page names what an edit changes: the search index's URLs are /search's).
 *
 * One private copy of the project (projectCopy, with nothing kept from an earlier run), in one folder
 * (module ids carry the files' absolute paths, so two folders' bundles differ): built cold, built
 * again unchanged, edited and built again, with its .cache/ and public/ kept; that public/ is moved
 * aside and the edited tree built cold in the same folder. Four builds. No duration is asserted.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { gatsbyEnv, projectCopy } from '../support/projectCopy';
import { ADDED_PARAGRAPH, CHANGES, GUIDE_FILE } from '../../scripts/bench/contentChanges';

const BUILD_TIMEOUT_MS = 20 * 60 * 1000;
/** The edits of content, applied together before the kept build. */
const EDITS = CHANGES.filter((change) => ['guide', 'blog', 'operation'].includes(change.name));
const EDITED_PAGE = 'docs/intro/asset/index.html';
/** The pages a kept build may render again after the edits: the three edited pages and those that list or link them (blog lists, tag page, feeds' pages). */
const MAX_RENDERED_AFTER_EDITS = 12;
/** The times of the build that wrote a file, by file: blanked before comparing (the RSS feed's `<lastBuildDate>`, gatsby-plugin-feed's). */
const TIMESTAMPED: Readonly<Record<string, RegExp>> = { 'rss.xml': /<lastBuildDate>[^<]*<\/lastBuildDate>/g };

/** A built file's bytes, its build times blanked (TIMESTAMPED). */
function builtBytes(publicDir: string, file: string): Buffer {
  const bytes = fs.readFileSync(path.join(publicDir, file));
  const times = TIMESTAMPED[file];
  return times ? Buffer.from(bytes.toString('utf8').replace(times, '')) : bytes;
}

interface Build {
  readonly status: number | null;
  readonly output: string;
}

function build(copy: string): Build {
  const env = gatsbyEnv('');
  delete env.FMS_SETTINGS_OVERRIDE; // the site's own settings
  const result = spawnSync(process.execPath, [path.join(copy, 'node_modules/gatsby/cli.js'), 'build', '--log-pages'], {
    cwd: copy,
    env,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    timeout: BUILD_TIMEOUT_MS,
  });
  return { status: result.status, output: stripVTControlCharacters(`${result.stdout ?? ''}\n${result.stderr ?? ''}`) };
}

const edit = (copy: string): void => {
  if (EDITS.length !== 3)
    throw new Error(`scripts/bench/contentChanges.ts: expected the guide, blog and operation changes, found ${EDITS.map((change) => change.name).join(', ')}`);
  for (const change of EDITS) change.apply(copy);
};

/** Every file below `dir`, as paths relative to it with `/`. */
function filesBelow(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** The pages Gatsby rendered, from its log ("Building static HTML for pages - 1.2s - 3/3"); 0 when it rendered none. */
const pagesRendered = (output: string): number => Number(/Building static HTML for pages - [0-9.]+s - (\d+)\/\d+/.exec(output)?.[1] ?? 0);

let copy = '';
/** Where the kept build's public/ is moved before the cold build. */
let keptPublic = '';
const builds: Record<'first' | 'unchanged' | 'kept' | 'cold', Build> = {
  first: { status: null, output: '' },
  unchanged: { status: null, output: '' },
  kept: { status: null, output: '' },
  cold: { status: null, output: '' },
};

beforeAll(() => {
  copy = projectCopy('incremental', process.env.FMS_INCREMENTAL_DIR, []);
  keptPublic = `${copy}-kept-public`;
  fs.rmSync(keptPublic, { recursive: true, force: true });
  builds.first = build(copy);
  if (builds.first.status !== 0) return;
  builds.unchanged = build(copy);
  edit(copy);
  builds.kept = build(copy);
  fs.renameSync(path.join(copy, 'public'), keptPublic);
  fs.rmSync(path.join(copy, '.cache'), { recursive: true, force: true });
  builds.cold = build(copy);
}, 4 * BUILD_TIMEOUT_MS);

describe(`a kept build after a guide page's (${GUIDE_FILE}), a blog post's and an operation's edits`, () => {
  it('builds cold, then twice with .cache/ and public/ kept (unchanged, edited), and the edited tree cold', () => {
    const failed = (Object.entries(builds) as [string, Build][])
      .filter(([, run]) => run.status !== 0)
      .map(([name, run]) => `${name}: ${run.output.slice(-3000)}`);
    expect(failed).toEqual([]);
  });

  it('renders no page again when nothing changed (the renderer’s hashes are the same for the same code)', () => {
    expect(pagesRendered(builds.first.output)).toBeGreaterThan(100);
    expect(pagesRendered(builds.unchanged.output)).toBe(0);
  });

  it('renders the edited pages again, and few others', () => {
    expect(fs.readFileSync(path.join(keptPublic, EDITED_PAGE), 'utf8')).toContain(ADDED_PARAGRAPH);
    const updated = [...builds.kept.output.matchAll(/^Updated page: (\S+)$/gm)].map((match) => match[1]);
    expect(updated).toContain('/docs/intro/asset');
    expect(updated.some((route) => route.startsWith('/blog/'))).toBe(true);
    expect(updated).toContain('/docs/api/portal-api/list-assets');
    expect(pagesRendered(builds.kept.output)).toBeLessThanOrEqual(MAX_RENDERED_AFTER_EDITS);
    expect(updated.length).toBeLessThanOrEqual(MAX_RENDERED_AFTER_EDITS);
  });

  const coldPublic = (): string => path.join(copy, 'public');
  const keptFiles = (): string[] => filesBelow(keptPublic).sort();
  const coldFiles = (): string[] => filesBelow(coldPublic()).sort();

  it('writes no file a cold build would not write, and lacks none', () => {
    // The earlier builds' bundle files leave a kept public/ (src/node/webpack/staleAssets.ts), and so do the search index's (src/node/search/staleFiles.ts).
    const kept = keptFiles();
    const cold = coldFiles();
    expect({ onlyInKept: kept.filter((file) => !cold.includes(file)), onlyInCold: cold.filter((file) => !kept.includes(file)) }).toEqual({
      onlyInKept: [],
      onlyInCold: [],
    });
  });

  it('writes every other file as the cold build does, byte for byte (but for the build times some files carry)', () => {
    const cold = new Set(coldFiles());
    const differing = keptFiles().filter((file) => cold.has(file) && !builtBytes(keptPublic, file).equals(builtBytes(coldPublic(), file)));
    // The docs' static query and sitemap.xml are sorted (node order differs between a kept and a cold build); _headers names the current assets only.
    expect(differing).toEqual([]);
  });
});
