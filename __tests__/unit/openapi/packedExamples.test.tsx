/** @jest-environment node */
import * as React from 'react';
import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { normaliseApi } from '../../../src/openapi/normalise';
import { packExamples, packableJson, unpackExamples } from '../../../src/openapi/packedExamples';
import { OperationPage } from '../../../src/apiReference/operationPage/OperationPage';
import { SchemaPage } from '../../../src/apiReference/schemaPages/SchemaPage';
import type { OpenApiV3Document } from '../../../src/openapi/document';

const portal = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../static/Portal-v1.json'), 'utf8')) as OpenApiV3Document;
const api = normaliseApi(portal, { id: 'portal-api', file: '/Portal-v1.json' });
const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));
const examplesIn = (value: unknown): Record<string, unknown>[] => {
  const found: Record<string, unknown>[] = [];
  const walk = (node: unknown, key?: string): void => {
    if (Array.isArray(node)) node.forEach((item) => (key === 'examples' ? found.push(item as Record<string, unknown>) : walk(item)));
    else if (node && typeof node === 'object') for (const [name, child] of Object.entries(node)) walk(child, name);
  };
  walk(value);
  return found;
};

describe('examples packed in page data', () => {
  it("every operation's and schema's data unpacks to what it was, in fewer bytes; the JSON examples are values", () => {
    let before = 0;
    let after = 0;
    for (const data of [...api.operations, ...api.schemas]) {
      // Through JSON, as Gatsby writes page data and the browser reads it.
      const packed = JSON.parse(JSON.stringify(packExamples(data))) as ReturnType<typeof packExamples<typeof data>>;
      expect(unpackExamples(packed)).toEqual(JSON.parse(JSON.stringify(data)));
      before += bytes(data);
      after += bytes(packed);
    }
    const examples = examplesIn([...api.operations, ...api.schemas]);
    const packedExamples = examplesIn([...api.operations, ...api.schemas].map((data) => packExamples(data)));
    expect(packedExamples.filter((example) => 'json' in example).length).toBeGreaterThan(100);
    expect(bytes(packedExamples)).toBeLessThan(bytes(examples) * 0.8);
    expect(after).toBeLessThan(before);
  });

  it('the HTML rendered from unpacked data is the same', () => {
    const operation = api.operations.find((op) => op.slug === 'create-asset');
    const schema = api.schemas.find((entry) => entry.slug === 'asset');
    if (!operation || !schema) throw new Error('fixture');
    const through = <T,>(data: T): T => unpackExamples(JSON.parse(JSON.stringify(packExamples(data))) as ReturnType<typeof packExamples<T>>);
    expect(renderToString(<OperationPage operation={through(operation)} />)).toBe(renderToString(<OperationPage operation={operation} />));
    expect(renderToString(<SchemaPage schema={through(schema)} apiRoute="/docs/api/portal-api" />)).toBe(
      renderToString(<SchemaPage schema={schema} apiRoute="/docs/api/portal-api" />),
    );
  });

  it('packs only text that is exactly its value pretty-printed: other spellings, key orders, cut and plain texts stay text', () => {
    expect(packableJson('{\n  "a": [\n    1,\n    "x"\n  ]\n}')).toEqual({ a: [1, 'x'] });
    expect(packableJson('[]')).toEqual([]);
    for (const text of [
      '{"a":1}',
      '{\n  "b": 1,\n  "1": 2\n}',
      '{\n  "n": 1.0\n}',
      '{\n  "n": 1e3\n}',
      '{\n  "a": 1\n',
      '"text"',
      '42',
      'plain text',
      '<xml/>',
    ]) {
      expect(packableJson(text)).toBeUndefined();
    }
    const data = {
      examples: [
        { name: 'a', value: '{\n  "id": 1\n}' },
        { name: 'cut', value: '{\n  "id": 1,\n  …', full: { href: '/x.json', chars: 9, lines: 3, shownLines: 2 } },
        { name: 'text', value: 'hello' },
      ],
      other: { value: '{\n  "id": 1\n}' },
    };
    const packed = packExamples(data) as unknown as typeof data;
    expect(packed.examples.map((example) => Object.keys(example))).toEqual([
      ['name', 'json'],
      ['name', 'value', 'full'],
      ['name', 'value'],
    ]);
    expect(packed.other).toBe(data.other); // not an example list: left alone
    expect(unpackExamples(packExamples(data))).toEqual(data);
  });
});
