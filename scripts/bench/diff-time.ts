/**
 * The changelog diff's time on a large description (decision 0021): GitHub's REST API description
 * (api.github.com.json of the `@octokit/openapi` package, about 13 MB and 1,000 operations) compared
 * with itself after one change (a query parameter made required), so the figure is the whole
 * comparison of two large documents, not a shortcut for identical ones. Printed by `npm run bench`
 * (scripts/bench/api-build.ts) before the builds, or alone: `npx tsx scripts/bench/diff-time.ts [file]`.
 * The file is found at node_modules/@octokit/openapi/generated/api.github.com.json unless given;
 * the package is not a dependency (385 MB unpacked): `npm pack @octokit/openapi` and extract it, or
 * pass any large OpenAPI document.
 */
import fs from 'node:fs';
import path from 'node:path';
import { diffApiDocuments } from '../../src/node/api/apiDiff';

const DEFAULT_FILE = path.resolve(__dirname, '../../node_modules/@octokit/openapi/generated/api.github.com.json');

type Json = Record<string, unknown>;

/** A copy of the document with the first optional query parameter of an operation made required; returns what changed. */
function withOneChange(document: Json): { changed: Json; what: string } {
  const changed = structuredClone(document);
  for (const [route, item] of Object.entries((changed.paths ?? {}) as Record<string, Json>)) {
    for (const [method, operation] of Object.entries(item)) {
      const parameters = (operation as Json)?.parameters;
      if (!Array.isArray(parameters)) continue;
      const parameter = parameters.find((entry: Json) => entry && entry.in === 'query' && entry.required !== true && typeof entry.name === 'string') as
        Json | undefined;
      if (!parameter) continue;
      parameter.required = true;
      return { changed, what: `${method.toUpperCase()} ${route}: query parameter ${String(parameter.name)} made required` };
    }
  }
  throw new Error('No operation with an optional inline query parameter to change.');
}

export interface DiffTiming {
  readonly file: string;
  readonly megabytes: number;
  readonly operations: number;
  readonly what: string;
  readonly seconds: number;
  readonly changes: number;
  readonly breaking: number;
}

export function timeDiff(file: string = DEFAULT_FILE): DiffTiming | string {
  if (!fs.existsSync(file))
    return `Changelog diff: skipped, no ${path.relative(process.cwd(), file)} (npm pack @octokit/openapi and extract it there, or pass a file).`;
  const text = fs.readFileSync(file, 'utf8');
  const document = JSON.parse(text) as Json;
  const operations = Object.values((document.paths ?? {}) as Record<string, Json>).reduce(
    (sum, item) => sum + Object.keys(item).filter((key) => key !== 'parameters').length,
    0,
  );
  const { changed, what } = withOneChange(document);
  const start = process.hrtime.bigint();
  const changes = diffApiDocuments(document, changed);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return {
    file,
    megabytes: text.length / 2 ** 20,
    operations,
    what,
    seconds,
    changes: changes.length,
    breaking: changes.filter((change) => change.breaking).length,
  };
}

export function formatDiffTiming(timing: DiffTiming | string): string {
  if (typeof timing === 'string') return timing;
  return (
    `Changelog diff: ${path.basename(timing.file)} (${timing.megabytes.toFixed(1)} MiB, ${timing.operations} operations) against itself with one change ` +
    `(${timing.what}): ${timing.seconds.toFixed(2)} s, ${timing.changes} change(s) found, ${timing.breaking} breaking`
  );
}

if (require.main === module) console.log(formatDiffTiming(timeDiff(process.argv[2] ? path.resolve(process.argv[2]) : undefined)));
