/** @jest-environment node */
import * as React from 'react';
import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { normaliseApi } from '../../../src/openapi/normalise';
import { SAMPLE_LANGUAGES, sharedSampleLines } from '../../../src/openapi/codeSamples';
import { packCode, packSamples, unpackCode, unpackSamples, type PackedSample } from '../../../src/openapi/packedSamples';
import { SAMPLE_LINES } from '../../../src/openapi/sampleLines';
import { OperationPage } from '../../../src/apiReference/operationPage/OperationPage';
import type { OpenApiV3Document } from '../../../src/openapi/document';
import type { CodeSample, OperationPageData } from '../../../src/openapi/pageData';

const load = (file: string, id: string) =>
  normaliseApi(JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../static', file), 'utf8')) as OpenApiV3Document, { id, file: `/${file}` });
const apis = [load('Portal-v1.json', 'portal-api'), load('AC-v1.json', 'ac-api')];
const operations = apis.flatMap((api) => api.operations);
const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));
/** Through JSON, as Gatsby writes page data and the browser reads it. */
const throughJson = (data: OperationPageData): OperationPageData =>
  unpackSamples<OperationPageData>(JSON.parse(JSON.stringify(packSamples(data))) as ReturnType<typeof packSamples<OperationPageData>>);

describe('request samples packed in page data', () => {
  it('the shared lines are the ones httpsnippet writes today (regenerate src/openapi/sampleLines.ts when this fails)', () => {
    expect(SAMPLE_LINES).toEqual(sharedSampleLines());
    expect(SAMPLE_LINES.length).toBeGreaterThan(100);
  });

  it('every sample of every operation of both shipped documents is written back exactly, in every language, in under 70 % of the bytes', () => {
    let before = 0;
    let after = 0;
    let generated = 0;
    for (const operation of operations) {
      const packed = JSON.parse(JSON.stringify(packSamples(operation))) as { codeSamples: (CodeSample | PackedSample)[] };
      const unpacked = throughJson(operation);
      expect(unpacked.codeSamples).toEqual(operation.codeSamples);
      // The same texts, character for character, and the same fields in the same order.
      expect(JSON.stringify(unpacked.codeSamples)).toBe(JSON.stringify(operation.codeSamples));
      generated += packed.codeSamples.filter((sample) => 'lines' in sample).length;
      before += bytes(operation.codeSamples);
      after += bytes(packed.codeSamples);
    }
    expect(operations.length).toBeGreaterThan(100);
    // Every generated language of every operation was packed.
    expect(generated).toBe(operations.reduce((count, op) => count + op.codeSamples.filter((s) => SAMPLE_LANGUAGES.some((l) => l.id === s.id)).length, 0));
    expect(after).toBeLessThan(before * 0.7);
  });

  it('the HTML rendered from unpacked data is the same', () => {
    for (const slug of ['create-asset', 'list-assets', 'authenticate']) {
      const operation = operations.find((op) => op.slug === slug);
      if (!operation) throw new Error(`fixture: ${slug}`);
      expect(renderToString(<OperationPage operation={throughJson(operation)} />)).toBe(renderToString(<OperationPage operation={operation} />));
    }
  });

  it('a shared line becomes its number, other lines stay text in runs; empty lines, \\r and edges survive', () => {
    const shared = SAMPLE_LINES.indexOf('import requests');
    expect(shared).toBeGreaterThanOrEqual(0);
    expect(packCode('import requests\n\nurl = "https://x.invalid/a"\nimport requests')).toEqual([shared, '\nurl = "https://x.invalid/a"', shared]);
    for (const code of ['', '\n', 'import requests', '\nimport requests\n', 'a\r\nb\r\n\r\n{}', 'import requests\r', 'x\n\n\nimport requests\n\n']) {
      expect(unpackCode(packCode(code))).toBe(code);
    }
    expect(() => unpackCode([SAMPLE_LINES.length])).toThrow('no shared line');
  });

  it("the document's own samples and a sample not labelled as its language stay as they are", () => {
    const own: CodeSample = { id: 'x-php-guzzle', label: 'PHP (Guzzle)', language: 'php', code: 'import requests' };
    const relabelled: CodeSample = { id: 'curl', label: 'cURL', language: 'bash', code: 'import requests' };
    const generatedSample: CodeSample = { id: 'python-requests', label: 'Python', language: 'python', code: 'import requests\nprint(1)' };
    const packed = packSamples({ codeSamples: [own, relabelled, generatedSample] });
    expect(packed.codeSamples).toEqual([own, relabelled, { id: 'python-requests', lines: [SAMPLE_LINES.indexOf('import requests'), 'print(1)'] }]);
    expect(unpackSamples<{ codeSamples: readonly CodeSample[] }>(packed).codeSamples).toEqual([own, relabelled, generatedSample]);
    expect(() => unpackSamples<{ codeSamples: readonly CodeSample[] }>({ codeSamples: [{ id: 'cobol', lines: ['x'] }] })).toThrow('unknown language cobol');
  });
});
