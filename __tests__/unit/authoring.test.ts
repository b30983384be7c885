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
import {
  PathBuilder,
  defaultErrors,
  finalize,
  jsonBody,
  jsonBodyExamples,
  multipartBody,
  noContent,
  object,
  ok,
  ref,
  s,
  securitySchemes,
  variantsBody,
  withFormEncoding,
  type Document,
  type OperationSpec,
  type Parameter,
  type RequestBody,
  type Schema,
} from '../../scripts/authoring/lib';
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

describe('finalize: the bodies the samples choose from (issue 43)', () => {
  const schemas = (): Record<string, Schema> => ({
    Note: object('A note.', { id: s.ro(s.uuid("The note's id.", 'b6f0e7c2-1d3a-4c5b-8e9f-0a1b2c3d4e5f')), text: s.string('The text.', 'Boiler checked.') }, [
      'text',
    ]),
    Reading: object('A reading.', { value: s.number('The value.', 12.5) }, ['value']),
    Entry: { description: 'A note or a reading.', oneOf: [ref('Note'), ref('Reading')] },
  });
  const documentWith = (body: RequestBody): Document => ({
    openapi: '3.0.3',
    info: { title: 'Notes', description: 'Notes.', version: '1.0', 'x-release-date': '2025-03-14' },
    servers: [{ url: 'https://notes.example.com/api', description: 'Production' }],
    paths: {
      '/notes': {
        post: {
          tags: ['Notes'],
          summary: 'Add',
          description: 'Adds a note.',
          operationId: 'addNote',
          requestBody: body,
          responses: { 204: { description: 'Added.' } },
          security: [],
        },
      },
      '/entries': {
        post: {
          tags: ['Notes'],
          summary: 'Add an entry',
          description: 'Adds an entry.',
          operationId: 'addEntry',
          requestBody: jsonBody(ref('Entry'), 'The entry.'),
          responses: { 204: { description: 'Added.' } },
          security: [],
        },
      },
    },
    components: { schemas: schemas(), responses: {}, parameters: {}, securitySchemes: securitySchemes() },
    security: [],
    tags: [{ name: 'Notes', description: 'Notes.' }],
  });
  const body = (doc: Document, path = '/notes') => doc.paths[path].post.requestBody?.content;

  test('a named example without a value is the schema’s example as a request sends it; one with a value keeps it', () => {
    const doc = finalize(
      documentWith(
        jsonBodyExamples(ref('Note'), 'The note.', {
          usual: { summary: 'Usual' },
          short: { summary: 'Short', description: 'Only the text.', value: { text: 'Ok.' } },
        }),
      ),
    );
    expect(body(doc)?.['application/json']).toEqual({
      schema: ref('Note'),
      examples: {
        usual: { summary: 'Usual', value: { text: 'Boiler checked.' } },
        short: { summary: 'Short', description: 'Only the text.', value: { text: 'Ok.' } },
      },
    });
  });

  test('a body of variants gets no example of its own, and needs a oneOf; a choice schema has none either', () => {
    const doc = finalize(documentWith(variantsBody(ref('Entry'), 'The entry.')));
    expect(body(doc)?.['application/json']).toEqual({ schema: ref('Entry') });
    expect(doc.components.schemas.Entry).not.toHaveProperty('example');
    expect(doc.components.schemas.Note.example).toEqual({ id: 'b6f0e7c2-1d3a-4c5b-8e9f-0a1b2c3d4e5f', text: 'Boiler checked.' });
    // Without the marker the body shows the first variant's example.
    expect(body(doc, '/entries')?.['application/json'].example).toMatchObject({ text: 'Boiler checked.' });
    expect(() => finalize(documentWith(variantsBody(ref('Note'), 'The note.')))).toThrow('A body with one example per variant needs a oneOf schema');
  });

  test('a JSON body also sent as a form: the same schema, the form’s own example', () => {
    const doc = finalize(documentWith(withFormEncoding(jsonBody(ref('Note'), 'The note.'), { text: 'From a form.' })));
    expect(body(doc)).toEqual({
      'application/json': { schema: ref('Note'), example: { text: 'Boiler checked.' } },
      'application/x-www-form-urlencoded': { schema: ref('Note'), example: { text: 'From a form.' } },
    });
  });
});
