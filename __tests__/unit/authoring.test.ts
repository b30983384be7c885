/**
 * The OpenAPI authoring (scripts/authoring/): the definitions, one module per tag, generate in memory
 * exactly the committed static/Portal-v1.json, static/AC-v1.json and the operation table of
 * docs/domain-model.md, byte for byte — what `npm run openapi -- --check` checks, without the rules
 * (spec-documents.test.ts tests those). A change to a definition that is not followed by
 * `npm run openapi` fails here, naming the file and its first differing line. Also the builders the
 * definitions use: PathBuilder's derived error statuses and tags, and item().
 */
import fs from 'node:fs';
import path from 'node:path';
import { generatedFiles, ROOT } from '../../scripts/authoring/documents';
import { PathBuilder, defaultErrors, jsonBody, multipartBody, noContent, ok, ref, type OperationSpec, type Parameter } from '../../scripts/authoring/lib';
import { P, item } from '../../scripts/authoring/operations';

/** The first line where two texts differ, as `line N: expected … got …`, or '' when they are equal. */
function firstDifference(committed: string, generated: string): string {
  if (committed === generated) return '';
  const a = committed.split('\n');
  const b = generated.split('\n');
  const n = a.findIndex((line, i) => line !== b[i]);
  const at = n === -1 ? a.length : n;
  return `line ${at + 1}: committed ${JSON.stringify(a[at])}, generated ${JSON.stringify(b[at])}`;
}

test('firstDifference names the first line that differs', () => {
  expect(firstDifference('a\nb\nc', 'a\nb\nc')).toBe('');
  expect(firstDifference('a\nb\nc', 'a\nx\nc')).toBe('line 2: committed "b", generated "x"');
  expect(firstDifference('a\nb', 'a\nb\nc')).toBe('line 3: committed undefined, generated "c"');
});

test('the definitions generate the committed documents and operation table byte for byte', () => {
  const { files } = generatedFiles();
  expect(files.map(({ file }) => path.relative(ROOT, file))).toEqual(['static/Portal-v1.json', 'static/AC-v1.json', 'docs/domain-model.md']);
  const stale = files.map(({ file, text }) => [path.relative(ROOT, file), firstDifference(fs.readFileSync(file, 'utf8'), text)]).filter(([, diff]) => diff);
  expect(stale).toEqual([]);
});

describe('PathBuilder', () => {
  const parameters: Record<string, Parameter> = {
    Page: { name: 'page', in: 'query', description: 'The page.', schema: { type: 'integer' } },
    ZoneId: { name: 'zoneId', in: 'path', description: "The zone's id.", required: true, schema: { type: 'string', format: 'uuid' } },
    NoteId: { name: 'noteId', in: 'path', description: "The note's id.", required: true, schema: { type: 'string', format: 'uuid' } },
  };
  const answer = ok(200, 'The zone.', { type: 'object' });
  const spec = (extra: Partial<OperationSpec> = {}): OperationSpec => ({ id: 'x', summary: 'X', description: 'Does x.', ok: answer, ...extra });
  const conflict = { code: 'Conflict', message: 'It conflicts.' };

  test('an operation that names no errors gets those its path, body, parameters and conflict call for', () => {
    expect(defaultErrors('/zones', spec({ params: [P('Page')] }), parameters)).toEqual([400, 401, 403]);
    expect(defaultErrors('/zones/{zoneId}', spec({ params: [P('ZoneId')] }), parameters)).toEqual([401, 403, 404]);
    expect(defaultErrors('/zones/{zoneId}', spec({ params: [P('ZoneId')], body: jsonBody({ type: 'object' }, 'The zone.'), conflict }), parameters)).toEqual([
      400, 401, 403, 404, 409,
    ]);
    expect(defaultErrors('/zones/import', spec({ body: multipartBody('ImportFileUpload', 'The file.') }), parameters)).toEqual([400, 401, 403, 413]);
    expect(() => defaultErrors('/zones', spec({ params: [P('Missing')] }), parameters)).toThrow('x: no parameter #/components/parameters/Missing');
  });

  test("an operation has the builder's tag unless it names its own, and its own errors when it names them", () => {
    const b = new PathBuilder(parameters);
    expect(() => b.get('/zones', 'listZones', 'List zones', { description: 'Lists.', ok: answer })).toThrow('listZones has no tag');
    b.tag('Zones');
    b.get('/zones', 'listZones', 'List zones', { description: 'Lists.', params: [P('Page')], ok: answer });
    b.delete('/zones/{zoneId}', 'deleteZone', 'Delete a zone', { tag: 'Places', description: 'Deletes.', params: [P('ZoneId')], ok: answer, errors: [401] });
    expect(b.order.map(({ tag, id, method }) => [tag, id, method])).toEqual([
      ['Zones', 'listZones', 'GET'],
      ['Places', 'deleteZone', 'DELETE'],
    ]);
    expect(Object.keys(b.paths['/zones'].get.responses)).toEqual(['200', '400', '401', '403']);
    expect(Object.keys(b.paths['/zones/{zoneId}'].delete.responses)).toEqual(['200', '401']);
  });

  test('item() derives the ids, summaries, paths, parameters, bodies and answers of a resource from its names', () => {
    const b = new PathBuilder(parameters);
    b.tag('Zones');
    const zone = item(b, '/zones/{zoneId}', 'Zone', 'zone');
    zone.create('https://example.com/zones/1', { description: 'Creates.' });
    zone.get({ description: 'Gets.' });
    zone.update({ description: 'Updates.', conflict });
    zone.delete({ summary: 'Remove a zone', description: 'Deletes.', ok: noContent('Gone.') });
    expect(b.order.map(({ id, method, path: at, summary }) => `${method} ${at} ${id}: ${summary}`)).toEqual([
      'POST /zones createZone: Create a zone',
      'GET /zones/{zoneId} getZone: Get a zone',
      'PUT /zones/{zoneId} updateZone: Update a zone',
      'DELETE /zones/{zoneId} deleteZone: Remove a zone',
    ]);
    const update = b.paths['/zones/{zoneId}'].put;
    expect(update.parameters).toEqual([P('ZoneId')]);
    expect(update.requestBody?.content['application/json'].schema).toEqual(ref('ZoneRequest'));
    expect(Object.keys(update.responses)).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(b.paths['/zones'].post.responses[201]).toMatchObject({ description: 'The zone was created.' });
    expect(b.paths['/zones/{zoneId}'].delete.responses[204]).toEqual({ description: 'Gone.' });
    item(b, '/zones/{zoneId}/notes/{noteId}', 'ZoneNote', 'note').get({ description: 'Gets a note.' });
    expect(b.paths['/zones/{zoneId}/notes/{noteId}'].get.parameters).toEqual([P('ZoneId'), P('NoteId')]);
    expect(() => item(b, '/zones', 'Zone', 'zone')).toThrow('/zones does not end in a path parameter');
  });
});
