/** @jest-environment node */
/**
 * The Gatsby patches (docs/decisions/0034-gatsby-patches.md): unified diffs in patches/, one per package,
 * applied by patch-package at `npm install`/`npm ci` (package.json's `postinstall`). Each is named by
 * patch-package as `<package>+<version>.patch` and made against that exact version: package.json pins it,
 * the installed package must be it, and the installed files must hold what each hunk makes of them (a
 * patch that did not apply, or a package installed without `postinstall`, fails here with the file named).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const PATCHES = path.join(ROOT, 'patches');

interface PatchFile {
  readonly file: string;
  readonly packageName: string;
  readonly version: string;
}

/** The patch files patch-package applies: `<package>+<version>.patch` (a scoped package's `/` is a `+`). */
function patchFiles(): PatchFile[] {
  return fs
    .readdirSync(PATCHES)
    .filter((file) => file.endsWith('.patch'))
    .map((file) => {
      const match = /^(.+)\+(\d+\.\d+\.\d+[^+]*)\.patch$/.exec(file);
      if (!match) throw new Error(`patches/${file}: not named <package>+<version>.patch, as patch-package names its patches`);
      return { file, packageName: (match[1] ?? '').replace('+', '/'), version: match[2] ?? '' };
    });
}

interface Hunk {
  /** The file patched, relative to the project (`node_modules/<package>/…`). */
  readonly target: string;
  /** The hunk's first line number in the patched file, as the diff says. */
  readonly at: number;
  /** The hunk's lines as they are after the patch (context and added lines). */
  readonly after: string;
}

/** The hunks of a unified diff (patch-package writes git's format: `diff --git a/… b/…`, `+++ b/…`, `@@ … @@`). */
function hunksOf(diff: string): Hunk[] {
  const hunks: Hunk[] = [];
  let target = '';
  let current: { at: number; lines: string[] } | undefined;
  const close = () => {
    if (current) hunks.push({ target, at: current.at, after: current.lines.join('\n') });
    current = undefined;
  };
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) close();
    else if (line.startsWith('+++ ')) target = line.slice(4).replace(/^b\//, '');
    else if (line.startsWith('@@ ')) {
      close();
      current = { at: Number(/\+(\d+)/.exec(line)?.[1]), lines: [] };
    } else if (current && (line.startsWith(' ') || line.startsWith('+'))) current.lines.push(line.slice(1));
  }
  close();
  return hunks;
}

const installedVersion = (packageName: string): string =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', packageName, 'package.json'), 'utf8')) as { version: string }).version;

describe('the Gatsby patches (patches/, patch-package)', () => {
  const patches = patchFiles();
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

  it('are applied by patch-package at install, pinned to an exact version', () => {
    expect(pkg.scripts.postinstall).toBe('patch-package');
    expect(pkg.devDependencies['patch-package']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(patches.map((patch) => patch.packageName).sort()).toEqual(['gatsby', 'gatsby-source-filesystem']);
  });

  it('were made for the version package.json pins and the one installed', () => {
    const problems = patches.flatMap(({ file, packageName, version }) => {
      const pinned = pkg.dependencies[packageName] ?? pkg.devDependencies[packageName];
      const installed = installedVersion(packageName);
      return [
        ...(pinned === version
          ? []
          : [`package.json asks for ${packageName} "${pinned}", but patches/${file} was made for ${version}: pin "${version}" exactly`]),
        ...(installed === version
          ? []
          : [
              `${packageName} ${installed} is installed, but patches/${file} was made for ${version}: ` +
                'check each patch against the new version, make the patch again (`npx patch-package ' +
                `${packageName}\`, docs/decisions/0034-gatsby-patches.md) and pin that version in package.json`,
            ]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('are applied: each installed file holds what each hunk makes of it', () => {
    const hunks = patches.flatMap(({ file }) => hunksOf(fs.readFileSync(path.join(PATCHES, file), 'utf8')).map((hunk) => ({ ...hunk, patch: file })));
    expect(hunks.length).toBeGreaterThan(0);
    const problems = hunks
      .filter((hunk) => !fs.readFileSync(path.join(ROOT, hunk.target), 'utf8').includes(hunk.after))
      .map((hunk) => `${hunk.target}: the hunk at line ${hunk.at} of patches/${hunk.patch} is not applied (run \`npx patch-package\`)`);
    expect(problems).toEqual([]);
  });

  it('finds a hunk that is not applied (the check works)', () => {
    const diff = [
      'diff --git a/node_modules/x/a.js b/node_modules/x/a.js',
      '--- a/node_modules/x/a.js',
      '+++ b/node_modules/x/a.js',
      '@@ -1,2 +1,2 @@',
      ' const a = 1;',
      '-const b = 500;',
      '+const b = 20;',
    ].join('\n');
    const [hunk] = hunksOf(diff);
    expect(hunk).toEqual({ target: 'node_modules/x/a.js', at: 1, after: 'const a = 1;\nconst b = 20;' });
    expect('const a = 1;\nconst b = 500;\n'.includes(hunk?.after ?? '')).toBe(false);
  });
});
