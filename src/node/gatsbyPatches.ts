/**
 * Two small edits of Gatsby's own code that take waiting out of every edit `gatsby develop` shows
 * (docs/decisions/0027-dev-server-speed.md, step 16), applied by `npm install`/`npm ci` (package.json's
 * `postinstall`: scripts/patch-gatsby.ts). An edit of a content file (MDX, an API document) goes
 * through Gatsby's state machine one step after the other: the changed File node waits in a batch,
 * the schema is built again, every `createPages` runs, the queries run, then webpack. Two of these
 * steps wait or work for nothing:
 *
 * - **The node batch** (`dist/state-machines/waiting/index.js`): a node changed while develop is idle
 *   waits `NODE_MUTATION_BATCH_TIMEOUT` (500 ms, a constant: no option or variable sets it) for more
 *   to come before anything runs. 100 ms still gathers the nodes one save creates (gatsby-source-filesystem
 *   sends them one after the other, at once), and a batch of 100 is committed at once either way.
 *   Nodes that come later are not lost: they are run by the batch that is running, or by the next.
 * - **The inference metadata** (`dist/services/build-schema.js`): every schema build in develop after
 *   an edit rebuilt the inference metadata of every node type from all its nodes
 *   (`fullMetadataBuild`, on by default), although since the first schema build Gatsby keeps that
 *   metadata up to date node by node (`START_INCREMENTAL_INFERENCE`: its reducer follows every
 *   created, deleted and extended node), and Gatsby's own schema hot reloader builds from it. The first
 *   build (develop's bootstrap, `gatsby build`) is full as before; later ones use the kept metadata.
 *
 * Each patch replaces one exact text; a file that already holds the replacement is left alone, and one
 * that holds neither (another Gatsby version) fails the install with the file named, so the patch is
 * looked at again rather than silently lost. A patched file is written to a new file that then takes
 * the old one's name, never in place: an install made of hard links (shared with other copies of
 * node_modules) keeps the other copies as they were.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface SourcePatch {
  /** The file, relative to the package's folder. */
  readonly file: string;
  /** The text replaced: it must occur exactly once. */
  readonly find: string;
  /** What takes its place; it holds MARK, by which a patched file is recognised. */
  readonly replace: string;
}

/** In every replacement: how a patched file is recognised (and found by a reader). */
export const MARK = 'fms-documents: decision 0027, step 16';

/** The node batch's wait in develop, in milliseconds (Gatsby's is 500). */
export const NODE_MUTATION_BATCH_MS = 100;

export const GATSBY_PATCHES: readonly SourcePatch[] = [
  {
    file: 'dist/state-machines/waiting/index.js',
    find: 'const NODE_MUTATION_BATCH_TIMEOUT = 500;',
    replace: `const NODE_MUTATION_BATCH_TIMEOUT = ${NODE_MUTATION_BATCH_MS}; // ${MARK} (was 500)`,
  },
  {
    file: 'dist/services/build-schema.js',
    find: ['  await (0, _schema.build)({', '    parentSpan: activity.span', '  });'].join('\n'),
    replace: [
      '  await (0, _schema.build)({',
      '    parentSpan: activity.span,',
      `    // ${MARK}: the inference metadata kept up to date since the first build, not rebuilt from every node`,
      '    fullMetadataBuild: require("../redux").store.getState().inferenceMetadata.step !== `incrementalBuild`',
      '  });',
    ].join('\n'),
  },
];

/** `text` with `patch` applied; `undefined` when it is already there. Throws, naming `where`, when neither text is found once. */
export function patchText(text: string, patch: SourcePatch, where: string): string | undefined {
  if (text.includes(patch.replace)) return undefined;
  const at = text.indexOf(patch.find);
  if (at < 0 || text.indexOf(patch.find, at + 1) >= 0) {
    throw new Error(
      `${where}: the text to patch (decision 0027, step 16) is ${at < 0 ? 'not there' : 'there more than once'}: "${patch.find.split('\n')[0]}". ` +
        'Another version of the package? Check the patch in src/node/gatsbyPatches.ts against it.',
    );
  }
  return text.slice(0, at) + patch.replace + text.slice(at + patch.find.length);
}

/**
 * Applies `patches` to the package in `packageDir`; returns the files it changed. Each changed file is
 * written beside the old one and renamed over it, so a hard link to the old file keeps the old text.
 */
export function applyPatches(packageDir: string, patches: readonly SourcePatch[] = GATSBY_PATCHES): string[] {
  const changed: string[] = [];
  for (const patch of patches) {
    const file = path.join(packageDir, patch.file);
    const text = fs.readFileSync(file, 'utf8');
    const patched = patchText(text, patch, file);
    if (patched === undefined) continue;
    const temporary = `${file}.${process.pid}.patching`;
    fs.writeFileSync(temporary, patched, { mode: fs.statSync(file).mode });
    fs.renameSync(temporary, file);
    changed.push(patch.file);
  }
  return changed;
}
