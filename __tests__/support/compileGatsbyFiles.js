/**
 * Runs Gatsby's compile of a site's gatsby-* files once, as `gatsby build` starts it, for
 * __tests__/build/keptGatsbyFiles.test.ts: `node compileGatsbyFiles.js <site> [<gatsby folder>]`.
 *
 * A file, not `node -e`: Gatsby runs Parcel in a child (gatsby-worker) and Parcel starts workers of its
 * own, which run the parent's code again; run with PARCEL_WORKERS=0 (Parcel works in Gatsby's child) and
 * gatsby_executing_command=build (as `gatsby build` sets it). Prints one JSON line: whether Parcel ran
 * (it leaves its cache, .cache/.parcel-cache, behind; a kept compile does not start it) and the
 * compiled files' names under .cache/compiled.
 */
const fs = require('node:fs');
const path = require('node:path');

const site = path.resolve(process.argv[2]);
const gatsby = process.argv[3] ? path.resolve(process.argv[3]) : path.dirname(require.resolve('gatsby/package.json'));
const { compileGatsbyFiles } = require(path.join(gatsby, 'dist/utils/parcel/compile-gatsby-files.js'));

const filesUnder = (dir, prefix = '') =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]))
        .sort()
    : [];

compileGatsbyFiles(site).then(
  () => {
    // Written at once (console.log to a pipe may be cut short by process.exit), on a line of its own.
    const result = { parcelRan: fs.existsSync(path.join(site, '.cache/.parcel-cache')), compiled: filesUnder(path.join(site, '.cache/compiled')) };
    fs.writeSync(1, `\n${JSON.stringify(result)}\n`);
    process.exit(0);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
