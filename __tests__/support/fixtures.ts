/**
 * Where the tests' inputs are, resolved from the repository root, so a test reads the same fixture
 * whichever folder it sits in.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { OpenApiV3Document } from '../../src/openapi/document';

export const ROOT = path.resolve(__dirname, '../..');
export const FIXTURES = path.join(ROOT, '__tests__/fixtures');
export const OPENAPI_FIXTURES = path.join(FIXTURES, 'openapi');

/** An OpenAPI fixture's absolute path (__tests__/fixtures/openapi/<name>). */
export function fixturePath(name: string): string {
  return path.join(OPENAPI_FIXTURES, name);
}

/** An OpenAPI fixture read as is (no validation or conversion), for the pure functions. */
export function readFixture(name: string): OpenApiV3Document {
  return JSON.parse(fs.readFileSync(fixturePath(name), 'utf8')) as OpenApiV3Document;
}

/**
 * A fixture site built by scripts/build-fixture-site.sh <name> (.fixture-builds/<name>). Missing, it
 * fails with the command that builds it rather than serving an empty folder.
 */
export function fixtureSiteBuild(name: string): string {
  const build = path.join(ROOT, '.fixture-builds', name);
  if (!fs.existsSync(path.join(build, 'index.html'))) {
    throw new Error(`No fixture build in ${build}: run "bash scripts/build-fixture-site.sh ${name}" (npm test does).`);
  }
  return build;
}
