/**
 * Nothing stale survives an incremental build (issue 45; docs/decisions/0036-incremental-builds.md):
 * a build with .cache/ and public/ kept after one guide page's edit writes the same public/ as a cold
 * build of the same edited tree, file for file and byte for byte, except the times of the build some
 * files carry (TIMESTAMPED). And a kept build of an unchanged tree renders no page again (the
 * HTML renderer's hashes are the same for the same code, src/node/webpack/stableSourceMaps.ts).
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

const BUILD_TIMEOUT_MS = 20 * 60 * 1000;
const EDITED_FILE = 'content/docs/intro/asset.mdx';
const EDITED_PAGE = 'docs/intro/asset/index.html';
const ADDED = 'A paragraph added by the incremental build test.';
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

const edit = (copy: string): void => fs.appendFileSync(path.join(copy, EDITED_FILE), `\n\n${ADDED}\n`);

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

describe('a kept build after one guide page’s edit', () => {
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

  it('renders the edited page again', () => {
    expect(fs.readFileSync(path.join(keptPublic, EDITED_PAGE), 'utf8')).toContain(ADDED);
    expect(builds.kept.output).toContain('Updated page: /docs/intro/asset\n');
  });

  const coldPublic = (): string => path.join(copy, 'public');
  const keptFiles = (): string[] => filesBelow(keptPublic).sort();
  const coldFiles = (): string[] => filesBelow(coldPublic()).sort();

  it.failing('writes no file a cold build would not write, and lacks none', () => {
    // Still fails (decision 0036, "what remains"): the kept public/ keeps the edited page's earlier chunk and
    // the earlier webpack runtime; Gatsby does not remove webpack's earlier assets. When it passes, drop `.failing`.
    const kept = keptFiles();
    const cold = coldFiles();
    expect({ onlyInKept: kept.filter((file) => !cold.includes(file)), onlyInCold: cold.filter((file) => !kept.includes(file)) }).toEqual({
      onlyInKept: [],
      onlyInCold: [],
    });
  });

  it.failing('writes every other file as the cold build does, byte for byte (but for the build times some files carry)', () => {
    const cold = new Set(coldFiles());
    const differing = keptFiles().filter((file) => cold.has(file) && !builtBytes(keptPublic, file).equals(builtBytes(coldPublic(), file)));
    // Still fails (decision 0036, "what remains"): the docs' static query result and sitemap.xml list the same
    // entries in another order than a cold build, and _headers names the earlier assets. When it passes, drop `.failing`.
    expect(differing).toEqual([]);
  });
});
