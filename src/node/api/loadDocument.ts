/**
 * Reads an API document and makes sure it is something the engine can use.
 *
 * Rules, in order: the file must be readable and be JSON (else line, column and reason); it must
 * declare `swagger: "2.0"`, or `openapi: "3.0.x"` or `"3.1.x"`; it must pass
 * @apidevtools/swagger-parser's validation (run on a copy, because the parser dereferences what it
 * validates; an error names the JSON pointer and the reason); Swagger 2.0 is then converted to
 * OpenAPI 3.0 by swagger2openapi. The result keeps its `$ref`s, so circular schemas stay finite.
 * Every failure is an `ApiDocumentError`, whose message the build prints before stopping.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { convertObj } from 'swagger2openapi';
import { ApiDocumentError } from '../../openapi/errors';
import { findRefPointer, isObject, resolvePointer, toPointer } from '../../openapi/json';
import { HTTP_METHODS, type OpenApiV3Document } from '../../openapi/types';

/** Versions swagger-parser knows; other patch versions of 3.0 and 3.1 are validated as these. */
const VALIDATION_VERSION: Readonly<Record<'3.0' | '3.1', string>> = { '3.0': '3.0.3', '3.1': '3.1.0' };
const SUPPORTED_OPENAPI = /^3\.([01])\.\d+(-[\w.]+)?$/;

export async function loadApiDocument(filePath: string): Promise<OpenApiV3Document> {
  const file = displayPath(filePath);
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (error) {
    const code = isObject(error) && typeof error.code === 'string' ? error.code : String(error);
    throw new ApiDocumentError({ file, pointer: '#', reason: `the file cannot be read (${code})` });
  }
  return parseApiDocument(text, file);
}

/** Same as `loadApiDocument`, for text already in memory; `file` is only used in messages. */
export async function parseApiDocument(text: string, file: string): Promise<OpenApiV3Document> {
  const document = parseJson(text, file);
  const version = detectVersion(document, file);
  await validate(document, version, file);
  if (version === '2.0') return convertSwagger2(document, text, file);
  return document as unknown as OpenApiV3Document;
}

/** 'static/Portal-v1.json' for a file under the working directory, else the path as given. */
function displayPath(filePath: string): string {
  const relative = path.relative(process.cwd(), filePath);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : filePath;
}

function parseJson(text: string, file: string): Record<string, unknown> {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const { line, column } = errorPosition(message, source);
    const reason = message
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/\s*in JSON at position \d+/, '')
      .replace(/\s*at position \d+/, '');
    throw new ApiDocumentError({ file, line, column, reason: reason || 'the JSON cannot be parsed' });
  }
  if (!isObject(value)) throw new ApiDocumentError({ file, pointer: '#', reason: 'the document must be a JSON object' });
  return value;
}

/** 1-based line and column from V8's message ('… at position 57', or '(line 3 column 9)' on newer Node). */
export function errorPosition(message: string, text: string): { line: number; column: number } {
  const explicit = /\(line (\d+) column (\d+)\)/.exec(message);
  if (explicit) return { line: Number(explicit[1]), column: Number(explicit[2]) };
  const position = /position (\d+)/.exec(message);
  const offset = position ? Math.min(Number(position[1]), text.length) : text.length;
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - (before.lastIndexOf('\n') + 1) + 1;
  return { line, column };
}

function detectVersion(document: Record<string, unknown>, file: string): '2.0' | '3.0' | '3.1' {
  if ('swagger' in document) {
    if (document.swagger === '2.0') return '2.0';
    throw new ApiDocumentError({
      file,
      pointer: '#/swagger',
      reason: `unsupported Swagger version ${JSON.stringify(document.swagger)}; expected "2.0"`,
    });
  }
  if ('openapi' in document) {
    const match = typeof document.openapi === 'string' ? SUPPORTED_OPENAPI.exec(document.openapi) : null;
    if (match) return match[1] === '0' ? '3.0' : '3.1';
    throw new ApiDocumentError({
      file,
      pointer: '#/openapi',
      reason: `unsupported OpenAPI version ${JSON.stringify(document.openapi)}; expected a string "3.0.x" or "3.1.x"`,
    });
  }
  throw new ApiDocumentError({
    file,
    pointer: '#',
    reason: `the document has no version: add "openapi": "3.1.0" (or "3.0.x"), or "swagger": "2.0"`,
  });
}

async function validate(document: Record<string, unknown>, version: '2.0' | '3.0' | '3.1', file: string): Promise<void> {
  const copy = structuredClone(document);
  if (version !== '2.0') copy.openapi = VALIDATION_VERSION[version];
  try {
    await SwaggerParser.validate(copy as never, {
      resolve: { external: false },
      dereference: { circular: 'ignore' },
    } as SwaggerParser.Options);
  } catch (error) {
    throw toDocumentError(error, document, file);
  }
}

interface AjvError {
  readonly instancePath: string;
  readonly keyword: string;
  readonly message?: string;
  readonly params?: Record<string, unknown>;
}

/** Ajv reports every failed branch of the schema's oneOfs; these say nothing to the reader. */
function isNoise(error: AjvError): boolean {
  return (
    ['oneOf', 'anyOf', 'if', 'then', 'else', 'not', '$ref'].includes(error.keyword) ||
    (error.keyword === 'required' && error.params?.missingProperty === '$ref')
  );
}

function toDocumentError(error: unknown, document: unknown, file: string): ApiDocumentError {
  const details = isObject(error) && Array.isArray(error.details) ? (error.details as AjvError[]) : undefined;
  if (details && details.length > 0) {
    const useful = details.filter((e) => !isNoise(e));
    const reported = useful.length > 0 ? useful : details;
    // The validator sees the document with references inlined; prefer places that exist as written.
    const asWritten = reported.filter((e) => resolvePointer(document, `#${e.instancePath}`) !== undefined);
    const candidates = asWritten.length > 0 ? asWritten : reported;
    const best = candidates.reduce((a, b) => (b.instancePath.length > a.instancePath.length ? b : a));
    const allowed = Array.isArray(best.params?.allowedValues) ? `: ${best.params.allowedValues.join(', ')}` : '';
    const extra = best.keyword === 'additionalProperties' ? ` ('${String(best.params?.additionalProperty)}')` : '';
    const others = new Set(reported.map((e) => `${e.instancePath} ${e.message ?? ''}`)).size - 1;
    return new ApiDocumentError({
      file,
      pointer: `#${best.instancePath}`,
      reason: `${best.message ?? 'is invalid'}${allowed}${extra}${others > 0 ? ` (and ${others} more problem${others > 1 ? 's' : ''})` : ''}`,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  const missingRef = /Missing \$ref pointer "([^"]+)"/.exec(message);
  if (missingRef) {
    const ref = missingRef[1] ?? '';
    return new ApiDocumentError({
      file,
      pointer: findRefPointer(document, ref) ?? '#',
      reason: `$ref "${ref}" points to nothing (${message.replace(/^.*?\.\s*/, '').replace(/\.$/, '')})`,
    });
  }
  return new ApiDocumentError({ file, pointer: pointerFromMessage(message), reason: message.replace(/^Validation failed\.\s*/, '') });
}

/** swagger-parser's own checks name an operation as '/paths/assets/{id}/get'; turn that into a real pointer. */
function pointerFromMessage(message: string): string {
  const methods = HTTP_METHODS.join('|');
  const match = new RegExp(`/paths(/\\S*?)/(${methods})\\b`).exec(message);
  return match ? toPointer(['paths', match[1] ?? '', match[2] ?? '']) : '#';
}

async function convertSwagger2(document: Record<string, unknown>, text: string, file: string): Promise<OpenApiV3Document> {
  try {
    const converted = await convertObj(structuredClone(document), { patch: true, warnOnly: true, direct: true, text });
    return converted as OpenApiV3Document;
  } catch (error) {
    throw new ApiDocumentError({
      file,
      pointer: '#',
      reason: `the Swagger 2.0 document cannot be converted to OpenAPI 3 (${error instanceof Error ? error.message : String(error)})`,
    });
  }
}
