import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenApiV3Document } from '../../../src/openapi/types';

export const FIXTURES = path.join(__dirname, '../../fixtures/openapi');

export function fixturePath(name: string): string {
  return path.join(FIXTURES, name);
}

/** A fixture read as is (no validation or conversion), for the pure functions. */
export function readFixture(name: string): OpenApiV3Document {
  return JSON.parse(readFileSync(fixturePath(name), 'utf8')) as OpenApiV3Document;
}
