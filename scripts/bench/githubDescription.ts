/**
 * GitHub's REST API description (about 13 MB, 1,000 operations, 970 schemas, 10,460 `$ref`s), the
 * large real-world document the benchmarks build and compare: `FMS_GITHUB_DESCRIPTION` when set,
 * else `api.github.com.json` of the `@octokit/openapi` npm package, in node_modules when installed,
 * else fetched once with `npm pack` (the npm registry is the one network the machines have) into
 * node_modules/.cache/fms-bench/. Not a dependency: the package is 385 MB unpacked.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const INSTALLED = path.join(ROOT, 'node_modules/@octokit/openapi/generated/api.github.com.json');
const CACHE = path.join(ROOT, 'node_modules/.cache/fms-bench');
const CACHED = path.join(CACHE, 'api.github.com.json');

/** The description's path, or a sentence saying why there is none. */
export function githubDescription(): { readonly file: string } | { readonly missing: string } {
  const given = process.env.FMS_GITHUB_DESCRIPTION;
  if (given) return fs.existsSync(given) ? { file: path.resolve(given) } : { missing: `FMS_GITHUB_DESCRIPTION=${given} does not exist` };
  if (fs.existsSync(INSTALLED)) return { file: INSTALLED };
  if (fs.existsSync(CACHED)) return { file: CACHED };
  try {
    fs.mkdirSync(CACHE, { recursive: true });
    const tarball =
      execFileSync('npm', ['pack', '@octokit/openapi', '--silent', '--pack-destination', CACHE], { cwd: CACHE, encoding: 'utf8' }).trim().split('\n').pop() ??
      '';
    execFileSync('tar', ['-xzf', path.join(CACHE, tarball), '-C', CACHE, '--strip-components=2', 'package/generated/api.github.com.json']);
    fs.rmSync(path.join(CACHE, tarball), { force: true });
    return { file: CACHED };
  } catch (error) {
    return {
      missing: `GitHub's description could not be fetched with npm pack @octokit/openapi (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    };
  }
}
