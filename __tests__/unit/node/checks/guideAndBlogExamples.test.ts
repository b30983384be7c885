/**
 * @jest-environment node
 *
 * The guide and blog examples checked against the APIs (issue 19): the fence annotation and the
 * check over MDX sources, each finding with file and line (the curl parser: curlCommands.test.ts).
 */
import { checkApiExamples } from '../../../../src/node/checks/apiDocumentExamples';
import { checkCodeExamples, codeFences, parseExampleAnnotation } from '../../../../src/node/checks/guideAndBlogExamples';
import { resolveRefPointer } from '../../../../src/openapi/json';
import { parseCodeMeta } from '../../../../src/mdx/codeMeta';
import type { OpenApiV3Document } from '../../../../src/openapi/document';

const GROUP = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', readOnly: true },
    name: { type: 'string', minLength: 1 },
    memberIds: { type: 'array', items: { type: 'string', format: 'uuid' } },
  },
};
const API_DOCUMENT = {
  openapi: '3.0.3',
  info: { title: 'AC', version: '1' },
  servers: [{ url: 'https://{host}.example.com/api', variables: { host: { default: 'ac' } } }],
  paths: {
    '/groups': {
      post: {
        operationId: 'createGroup',
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Group' } } } },
        responses: {
          201: { description: 'Created', content: { 'application/json': { schema: { $ref: '#/components/schemas/Group' } } } },
          409: { description: 'Taken' },
        },
      },
    },
    '/groups/{groupId}': {
      get: {
        operationId: 'getGroup',
        responses: { 200: { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Group' } } } } },
      },
    },
    '/groups/export': { get: { operationId: 'exportGroups', responses: { 200: { description: 'OK' } } } },
  },
  components: { schemas: { Group: GROUP } },
} as unknown as OpenApiV3Document;
const apis = [checkApiExamples('ac-api', 'static/AC.json', API_DOCUMENT)];
const check = (text: string): string[] => checkCodeExamples([{ file: 'content/docs/page.mdx', text }], apis).map((finding) => finding.message);
const fence = (info: string, body: string): string => `\`\`\`${info}\n${body}\n\`\`\`\n`;

describe('the fence annotation', () => {
  it('names an operation and its request or response body, beside the title and line highlights', () => {
    expect(parseExampleAnnotation('title="New group" operation="ac-api:createGroup" body="request" {2}')).toEqual({
      api: 'ac-api',
      operationId: 'createGroup',
      body: { kind: 'request' },
    });
    expect(parseExampleAnnotation('operation="ac-api:createGroup" body="response 201"')).toEqual({
      api: 'ac-api',
      operationId: 'createGroup',
      body: { kind: 'response', status: '201' },
    });
    expect(parseExampleAnnotation("operation='ac-api:getGroup' body=response")).toEqual({
      api: 'ac-api',
      operationId: 'getGroup',
      body: { kind: 'response', status: undefined },
    });
    expect(parseExampleAnnotation('title="x.json" {1,3-5}')).toBeUndefined();
    expect(parseCodeMeta('title="New group" operation="ac-api:createGroup" body="response 201" {1,3-4}')).toEqual({
      title: 'New group',
      highlightedLines: [1, 3, 4],
    });
  });

  it('says what is wrong with a malformed one', () => {
    expect(parseExampleAnnotation('operation="createGroup" body="request"')).toMatch(/should be "<api id>:<operationId>"/);
    expect(parseExampleAnnotation('operation="ac-api:createGroup"')).toMatch(/needs body="request" or body="response <status>"/);
    expect(parseExampleAnnotation('body="request"')).toMatch(/needs operation=/);
    expect(parseExampleAnnotation('operation="ac-api:createGroup" body="reply"')).toMatch(/should be "request", "response" or "response <status>"/);
  });

  it('finds fences with their lines, indented (inside JSX) or not, with ``` or ~~~', () => {
    const text = 'Intro\n\n<Tabs>\n  ```json title="a"\n  { "a": 1 }\n  ```\n</Tabs>\n\n~~~bash\ncurl x\n~~~\n';
    expect(codeFences(text)).toEqual([
      { language: 'json', meta: 'title="a"', body: '{ "a": 1 }', line: 4 },
      { language: 'bash', meta: '', body: 'curl x', line: 9 },
    ]);
  });
});

describe('checkCodeExamples', () => {
  it('accepts bodies that match their operation, and leaves unannotated fences and other hosts alone', () => {
    const text = [
      fence('json title="New group" operation="ac-api:createGroup" body="request"', '{ "name": "Technicians" }'),
      fence('json operation="ac-api:getGroup" body="response"', '{ "id": "g1", "name": "Technicians" }'),
      fence('json', '{ "anything": true }'),
      fence('bash', 'curl -X POST https://ac.example.com/api/groups -H "Content-Type: application/json" -d \'{ "name": "A" }\''),
      fence('bash', 'curl -X DELETE https://other.example.com/api/nowhere'),
    ].join('\n');
    expect(check(text)).toEqual([]);
  });

  it('reports a body the schema rejects, with file, line and the validator message', () => {
    const text = `# Groups\n\n${fence('json operation="ac-api:createGroup" body="request"', '{ "tenantId": "t1", "name": "A" }')}`;
    expect(check(text)).toEqual([
      "Invalid example in content/docs/page.mdx:3: the request body of createGroup does not match static/AC.json: the example must NOT have additional properties ('tenantId').",
    ]);
  });

  it('reports a readOnly field in a request body, JSON that does not parse, and annotations naming nothing', () => {
    const text = [
      fence('json operation="ac-api:createGroup" body="request"', '{ "id": "g1", "name": "A" }'),
      fence('json operation="ac-api:createGroup" body="request"', '{\n  "name": "A",\n}'),
      fence('json operation="portal-api:createGroup" body="request"', '{}'),
      fence('json operation="ac-api:deleteGroup" body="request"', '{}'),
      fence('json operation="ac-api:createGroup" body="response 200"', '{}'),
      fence('json operation="ac-api:getGroup" body="request"', '{}'),
      fence('bash operation="ac-api:getGroup" body="request"', 'ls'),
    ].join('\n');
    expect(check(text)).toEqual([
      'Invalid example in content/docs/page.mdx:1: the request body of createGroup does not match static/AC.json: /id is readOnly: it is not sent in a request.',
      expect.stringMatching(/^Invalid example in content\/docs\/page\.mdx:8: the request body of createGroup is not JSON: /),
      'Invalid example in content/docs/page.mdx:11: operation="portal-api:createGroup" names no API of the settings (api.specs ids: ac-api).',
      'Invalid example in content/docs/page.mdx:15: operation="ac-api:deleteGroup": static/AC.json has no operation with operationId "deleteGroup".',
      'Invalid example in content/docs/page.mdx:19: operation="ac-api:createGroup": createGroup has no response 200 (it has 201, 409).',
      'Invalid example in content/docs/page.mdx:23: operation="ac-api:getGroup": getGroup takes no JSON request body.',
      'Invalid example in content/docs/page.mdx:27: operation="…" annotates ```json blocks only; this one is ```bash.',
    ]);
  });

  it('reports a curl call to an unknown path or method of a configured API, and its invalid inline body', () => {
    const text = [
      'Text',
      fence('bash', 'curl "https://ac.example.com/api/teams" -H "Authorization: Bearer $T"'),
      fence('bash', 'curl -X DELETE "https://ac.example.com/api/groups/$GROUP_ID"'),
      fence('bash', 'curl -X POST https://ac.example.com/api/groups \\\n  -H "Content-Type: application/json" \\\n  -d \'{ "name": "" }\''),
      fence('bash', 'curl -X POST https://ac.example.com/api/groups'),
    ].join('\n');
    // Each finding is at the line of its own curl, the line after the fence's.
    expect(check(text)).toEqual([
      'Invalid example in content/docs/page.mdx:3: curl GET https://ac.example.com/api/teams: static/AC.json (ac-api) has no path /teams.',
      'Invalid example in content/docs/page.mdx:7: curl DELETE https://ac.example.com/api/groups/$GROUP_ID: static/AC.json (ac-api) has no DELETE operation at /groups/{groupId} (it has GET).',
      'Invalid example in content/docs/page.mdx:11: curl POST https://ac.example.com/api/groups: the request body of createGroup does not match static/AC.json: /name must NOT have fewer than 1 characters.',
      'Invalid example in content/docs/page.mdx:17: curl POST https://ac.example.com/api/groups: createGroup requires a request body and the command sends none.',
    ]);
  });

  it('takes -d @file from the next JSON block titled with the file name, and otherwise says it cannot be checked', () => {
    const curl = fence('bash', 'curl -X POST https://ac.example.com/api/groups -H "Content-Type: application/json" -d @group.json');
    expect(check(`${curl}\n${fence('json title="group.json"', '{ "name": "A" }')}`)).toEqual([]);
    expect(check(`${curl}\n${fence('json title="group.json"', '{ "name": 5 }')}`)).toEqual([
      'Invalid example in content/docs/page.mdx:2: curl POST https://ac.example.com/api/groups: the request body of createGroup does not match static/AC.json: /name must be string.',
    ]);
    expect(check(`${curl}\n${fence('json title="response"', '{ "id": "g1", "name": "A" }')}`)).toEqual([
      'Invalid example in content/docs/page.mdx:2: curl POST https://ac.example.com/api/groups: the body is read from the file "group.json", which cannot be checked; show its JSON in the next block, ```json title="group.json"```.',
    ]);
  });

  it('puts each curl finding at the line of its own command, not the fence', () => {
    const text = fence(
      'bash',
      [
        '# three calls',
        'curl "https://ac.example.com/api/teams"',
        'curl -X DELETE \\',
        '  "https://ac.example.com/api/groups/$GROUP_ID"',
        '',
        'echo done && curl -X PUT https://ac.example.com/api/groups',
      ].join('\n'),
    );
    expect(check(text).map((message) => /^Invalid example in content\/docs\/page\.mdx:(\d+):/.exec(message)?.[1])).toEqual(['3', '4', '7']);
  });

  it('checks that a -d @file block annotated with an operation names the operation the curl calls', () => {
    const curl = fence('bash', 'curl -X POST https://ac.example.com/api/groups -H "Content-Type: application/json" -d @group.json');
    const body = '{ "name": "A" }';
    expect(check(`${curl}\n${fence('json title="group.json" operation="ac-api:createGroup" body="request"', body)}`)).toEqual([]);
    expect(check(`${curl}\n${fence('json title="group.json" operation="ac-api:getGroup" body="response"', '{ "id": "g1", "name": "A" }')}`)).toEqual([
      'Invalid example in content/docs/page.mdx:2: curl POST https://ac.example.com/api/groups: the body is read from "group.json", whose block says operation="ac-api:getGroup" body="response"; the command sends operation="ac-api:createGroup" body="request".',
    ]);
    expect(check(`${curl}\n${fence('json title="group.json" operation="ac-api:createGroup" body="response 201"', '{ "id": "g1", "name": "A" }')}`)).toEqual([
      'Invalid example in content/docs/page.mdx:2: curl POST https://ac.example.com/api/groups: the body is read from "group.json", whose block says operation="ac-api:createGroup" body="response 201"; the command sends operation="ac-api:createGroup" body="request".',
    ]);
  });
});

describe('resolveRefPointer', () => {
  const document = {
    components: {
      requestBodies: { Group: { $ref: '#/components/requestBodies/GroupBody' }, GroupBody: { content: {} }, Loop: { $ref: '#/components/requestBodies/Loop' } },
    },
    paths: { '/groups': { post: { requestBody: { $ref: '#/components/requestBodies/Group' } } } },
  };

  it('follows a chain of $refs and says where it ends', () => {
    expect(resolveRefPointer(document, '#/paths/~1groups/post/requestBody')).toEqual({
      pointer: '#/components/requestBodies/GroupBody',
      value: { content: {} },
    });
    expect(resolveRefPointer(document, '#/components/requestBodies/GroupBody')).toEqual({
      pointer: '#/components/requestBodies/GroupBody',
      value: { content: {} },
    });
  });

  it('is undefined for nothing at the pointer, a broken reference, and a cycle', () => {
    expect(resolveRefPointer(document, '#/paths/~1teams')).toBeUndefined();
    expect(resolveRefPointer({ a: { $ref: '#/b' } }, '#/a')).toBeUndefined();
    expect(resolveRefPointer(document, '#/components/requestBodies/Loop')).toBeUndefined();
  });
});
