/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiIndexTwin, changelogTwin, operationTwin, schemaTwin, tagTwin, backtickPhrasing, type ApiTwinContext } from '../../../../src/node/agents/apiTwins';
import { normaliseApi } from '../../../../src/openapi/normalise';
import { apiNodeContents } from '../../../../src/node/api/model';
import type { ChangelogVersionData } from '../../../../src/apiReference/changelog/changelogData';
import { parseMarkdown } from '../../../support/markdownTree';
import { packExamples } from '../../../../src/openapi/packedExamples';
import { packSamples } from '../../../../src/openapi/packedSamples';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A small API with every section a twin shows. */
const assetsDocument = {
  openapi: '3.0.3',
  info: { title: 'Assets API', version: '1.2.0', description: 'Manage the **assets** of a facility.\n\n# Getting started\n\nAsk for a token first.' },
  servers: [
    {
      url: 'https://{region}.example.com/v1',
      description: 'Production',
      variables: { region: { default: 'eu', enum: ['eu', 'us'], description: 'Where the data lives.' } },
    },
  ],
  tags: [
    { name: 'Assets', description: 'Things the facility maintains.' },
    { name: 'Zones', description: 'Places.' },
  ],
  security: [{ bearer: [] }],
  paths: {
    '/assets': {
      post: {
        operationId: 'createAsset',
        summary: 'Create an asset',
        description: 'Creates an asset in a zone.\n\n## Rules\n\nThe code must be unique.',
        tags: ['Assets'],
        security: [{ bearer: [] }, { apiKey: [], oauth: ['assets:write'] }],
        parameters: [
          { name: 'dryRun', in: 'query', description: 'Validate only.', schema: { type: 'boolean', default: false } },
          {
            name: 'zone',
            in: 'query',
            description: 'Where the asset is.',
            schema: { type: 'string' },
            examples: { plant: { summary: 'The plant', value: 'PLANT-1' }, yard: { value: 'YARD' } },
          },
          { name: 'X-Request-Id', in: 'header', required: true, description: 'Idempotency key.', schema: { type: 'string', format: 'uuid' }, example: '3f1c' },
        ],
        requestBody: { required: true, content: { 'application/json': { schema: ref('Asset') } } },
        responses: {
          201: {
            description: 'Created',
            headers: {
              Location: { description: 'The new asset.', schema: { type: 'string' }, examples: { pump: { summary: 'A pump', value: '/assets/a1' } } },
            },
            content: { 'application/json': { schema: ref('Asset'), example: { id: 'a1', code: 'PUMP-1', status: 'active' } } },
          },
          400: { description: 'Invalid input', content: { 'application/json': { schema: ref('Error') } } },
        },
        callbacks: {
          assetChanged: {
            '{$request.body#/callbackUrl}': {
              post: {
                summary: 'Asset changed',
                requestBody: { content: { 'application/json': { schema: ref('AssetEvent') } } },
                responses: { 204: { description: 'Received' } },
              },
            },
          },
        },
      },
    },
    '/assets/{id}': {
      get: {
        operationId: 'getAsset',
        summary: 'Get an asset',
        deprecated: true,
        tags: ['Assets'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: { description: 'OK', content: { 'application/json': { schema: ref('Asset') } } } },
      },
    },
    '/zones': {
      get: {
        operationId: 'listZones',
        summary: 'List zones',
        tags: ['Zones'],
        security: [],
        responses: { 200: { description: 'OK', content: { 'application/json': { schema: { type: 'array', items: ref('Zone') } } } } },
      },
    },
  },
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A token from the portal.' },
      apiKey: { type: 'apiKey', in: 'header', name: 'X-Key' },
      oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: { 'assets:write': 'Write assets' } } } },
    },
    schemas: {
      Asset: {
        type: 'object',
        description: 'A thing the facility maintains.',
        required: ['code'],
        properties: {
          id: { type: 'string', readOnly: true, description: 'Set by the server.' },
          code: { type: 'string', minLength: 1, maxLength: 20, description: 'Unique code.', example: 'PUMP-1' },
          status: { type: 'string', enum: ['active', 'retired'], default: 'active' },
          zone: ref('Zone'),
          parent: ref('Asset'),
          location: ref('Location'),
          callbackUrl: { type: 'string', format: 'uri' },
        },
      },
      Zone: { type: 'object', properties: { name: { type: 'string' }, floor: { type: 'integer' } } },
      Location: {
        oneOf: [ref('Room'), ref('Outdoor')],
        discriminator: { propertyName: 'kind', mapping: { room: '#/components/schemas/Room', outdoor: '#/components/schemas/Outdoor' } },
      },
      Place: { type: 'object', required: ['kind'], properties: { kind: { type: 'string' } } },
      Room: { allOf: [ref('Place'), { type: 'object', properties: { number: { type: 'string' } } }] },
      Outdoor: { allOf: [ref('Place'), { type: 'object', properties: { gps: { type: 'string' } } }] },
      AssetEvent: { type: 'object', properties: { asset: ref('Asset'), change: { type: 'string', enum: ['created', 'updated'] } } },
      Error: { type: 'object', properties: { message: { type: 'string' } } },
    },
  },
};

const api = normaliseApi(assetsDocument as never, { id: 'assets', file: '/Assets-v1.json' });

/** Descriptions and names written to break a Markdown page: none of it may change the twin's structure. */
const hostileDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Hostile `API` | # not a heading',
    version: '1',
    description: 'Intro\n\n```\nan unclosed fence\n\n# Heading inside the fence\n\n</details>',
  },
  tags: [{ name: 'Tag|`x`', description: '# T\n\n```\n' }],
  paths: {
    '/h/{id}': {
      post: {
        operationId: 'hostile',
        tags: ['Tag|`x`'],
        summary: 'Do `it` | now',
        description:
          'Line one\n\n\\```\n\n\\# hash at line start\n\n<details><summary>S</summary>\n\ninside</details></details>\n\n' +
          '<div class="site-header"><nav>menu</nav></div>\n\n# Real heading\n\n```js\nconst fence = "```";\n```\n\n| a | b |\n|---|---|\n| x \\| y | `|` |',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          {
            name: 'a|b`c',
            in: 'query',
            description: 'pipe | here\n\nsecond ``` para\n# heading\n\n- item\n- item | 2',
            schema: { type: 'string', pattern: '^a|b$', default: '|' },
          },
        ],
        requestBody: {
          content: {
            'text/plain; x="```"': {
              schema: {
                type: 'object',
                properties: {
                  '`tick`': { type: 'string', description: '```\n# in a list\n```' },
                  'pipe|name': { type: 'string', enum: ['a|b', '```'] },
                  '# hash': { type: 'integer', description: '# H1 in a property\n\ntext' },
                },
              },
            },
          },
        },
        responses: {
          '200': {
            description: '# OK\n\n```',
            content: { 'application/json': { schema: { type: 'object' }, example: { text: '```\n# x', html: '</details><script>x</script>' } } },
          },
          '404': { description: 'Not found', content: { 'text/plain': { example: '```\n# not a heading\n```' } } },
        },
      },
    },
  },
};

const FIXTURE_DIR = path.join(__dirname, '../../../fixtures/twins');
const UPDATE = process.env.UPDATE_TWINS === '1';

/** The twin against its reviewed file (UPDATE_TWINS=1 rewrites the files, to review before committing). */
function expectFile(name: string, twin: string): void {
  const file = path.join(FIXTURE_DIR, name);
  if (UPDATE) require('node:fs').writeFileSync(file, twin);
  expect(twin).toBe(readFileSync(file, 'utf8'));
}

interface MdNode {
  type: string;
  depth?: number;
  lang?: string | null;
  value?: string;
  children?: MdNode[];
  position?: { start: { line: number }; end: { line: number } };
}

/** The twin parsed back as CommonMark + GFM, as an agent's Markdown reader would. */
function parse(markdown: string): MdNode {
  return parseMarkdown(markdown) as MdNode;
}

function all(node: MdNode, type: string): MdNode[] {
  return [...(node.type === type ? [node] : []), ...(node.children ?? []).flatMap((child) => all(child, type))];
}

function plain(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(plain).join('');
}

/** '## Responses' for each heading, in order. */
function headings(markdown: string): string[] {
  return all(parse(markdown), 'heading').map((heading) => `${'#'.repeat(heading.depth ?? 0)} ${plain(heading)}`);
}

/** Every fenced block has a language and a closing fence of its own (an unclosed one runs to the end). */
function expectSoundFences(markdown: string): void {
  const lines = markdown.split('\n');
  for (const block of all(parse(markdown), 'code')) {
    expect(block.lang).toBeTruthy();
    const opening = lines[(block.position?.start.line ?? 1) - 1].trim();
    const closing = lines[(block.position?.end.line ?? 1) - 1].trim();
    const fence = /^(`{3,}|~{3,})/.exec(opening)?.[1] ?? '';
    expect(fence).not.toBe('');
    expect(closing).toBe(fence[0].repeat(closing.length));
    expect(closing.length).toBeGreaterThanOrEqual(fence.length);
  }
}

/** No raw HTML at all, so none of the page's chrome (nav, header, scripts, divs). */
function expectNoHtml(markdown: string): void {
  expect(all(parse(markdown), 'html')).toEqual([]);
}

function contextFor(normalised: typeof api): ApiTwinContext {
  const schemaSlugs = new Map(normalised.schemas.map((schema) => [schema.name, schema.slug]));
  const base = `/docs/api/${normalised.id}`;
  return {
    apiLabel: 'Assets API',
    servers: normalised.servers,
    htmlHref: (route) => `https://docs.example.com${route}`,
    operationHref: (slug) => `${base}/${slug}.md`,
    schemaHref: (name) => (schemaSlugs.has(name) ? `${base}/schemas/${schemaSlugs.get(name)}.md` : undefined),
    tagHref: (slug) => `${base}/tags/${slug}.md`,
    indexHref: `${base}.md`,
    overviewHref: '/docs/api/openapi-document-on-azure-functions.md',
    changelogHref: `${base}/changelog.md`,
    rewriteHref: (href) => (href.startsWith('/docs/') ? `${href.replace(/#.*$/, '')}.md` : href),
  };
}

const context = contextFor(api);
const contents = apiNodeContents({ id: 'assets', label: 'Assets API', file: '/Assets-v1.json' }, api, 0);
const spec = { ...contents.spec, changelogRoute: '/docs/api/assets/changelog' };
const operation = (slug: string) => {
  const found = api.operations.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no operation ${slug}`);
  return found;
};
const schema = (name: string) => {
  const found = api.schemas.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no schema ${name}`);
  return found;
};

const versions: ChangelogVersionData[] = [
  {
    version: '1.2.0',
    previous: '1.1.0',
    date: '2026-11-02',
    anchor: 'version-1-2-0',
    changeCount: 3,
    breakingCount: 1,
    groups: [
      {
        title: 'POST /assets',
        method: 'POST',
        path: '/assets',
        href: '/docs/api/assets/create-asset#parameter-header-X-Request-Id',
        removed: false,
        breaking: true,
        changes: [
          { text: 'Header parameter `X-Request-Id` is now required.', breaking: true, kind: 'parameter-required', pointer: '/paths/~1assets/post' },
          { text: 'New response `400`.', breaking: false, kind: 'response-added', pointer: '/paths/~1assets/post/responses/400' },
        ],
      },
      {
        title: 'DELETE /assets/{id}',
        method: 'DELETE',
        path: '/assets/{id}',
        removed: true,
        breaking: false,
        changes: [{ text: 'Removed: `DELETE /assets/{id}` | was `|` and ``` ``` ```', breaking: false, kind: 'operation-removed', pointer: '/paths' }],
      },
    ],
  },
  {
    version: '1.1.0',
    previous: '1.0.0',
    anchor: 'version-1-1-0',
    changeCount: 1,
    breakingCount: 0,
    groups: [
      {
        title: 'Assets API',
        removed: false,
        breaking: false,
        changes: [{ text: 'New server `https://{region}.example.com/v1`.', breaking: false, kind: 'server-added', pointer: '/servers' }],
      },
    ],
  },
];

describe('Markdown twins of the API reference (issue 44)', () => {
  it('writes an operation: request first, every section, against its reviewed file', () => {
    const twin = operationTwin(operation('create-asset'), context);
    expectFile('operation-create-asset.md', twin);
    expect(headings(twin)).toEqual([
      '# Create an asset',
      '## Description',
      '### Rules',
      '## Servers',
      '## Authorization',
      '## Parameters',
      '## Request body required',
      '### Media type application/json',
      '## Responses',
      '### 201 Created',
      '#### Media type application/json',
      '### 400 Invalid input',
      '#### Media type application/json',
      '## Callbacks',
      '### assetChanged',
      '#### POST {$request.body#/callbackUrl}',
      '##### Request body optional',
      '###### Media type application/json',
      '##### Responses',
      '###### 204 Received',
      '## Request sample',
    ]);
    expectSoundFences(twin);
    expectNoHtml(twin);
  });

  it('marks a deprecated operation and lists a single requirement', () => {
    const twin = operationTwin(operation('get-asset'), context);
    expect(twin).toContain('**Deprecated.** This operation is deprecated and may be removed in a future version.');
    expect(twin).toContain('Authorization: `bearer` (HTTP bearer)\n\n- `bearer`: http bearer, format `JWT`');
    expect(operationTwin(operation('list-zones'), context)).toContain('Authorization: None (the operation needs no authentication).');
  });

  it('reads page data as the API nodes hold it: examples and request samples packed', () => {
    const data = operation('create-asset');
    const packed = packExamples(packSamples(data));
    expect(packed).not.toEqual(data);
    expect(operationTwin(packed as unknown as typeof data, context)).toBe(operationTwin(data, context));
    const asset = schema('Asset');
    expect(schemaTwin(packExamples(asset) as unknown as typeof asset, context)).toBe(schemaTwin(asset, context));
  });

  it('uses the operation’s own servers when it has a choice, else the document’s', () => {
    const withServers = { ...operation('list-zones'), servers: [{ url: 'https://{tenant}.example.net', variables: [{ name: 'tenant', default: 'acme' }] }] };
    const twin = operationTwin(withServers, context);
    expect(twin).toContain('- `https://{tenant}.example.net`');
    expect(twin).toContain('`tenant` (default `acme`)');
    expect(twin).not.toContain('{region}');
  });

  it('says when an example was cut, and links the whole text', () => {
    const base = operation('create-asset');
    const [first, ...rest] = base.responses;
    const media = first.content[0];
    const cut = { ...media.examples[0], full: { href: '/docs/api/assets/examples/create-asset-201.json', chars: 90_000, lines: 4000, shownLines: 40 } };
    const twin = operationTwin({ ...base, responses: [{ ...first, content: [{ ...media, examples: [cut] }] }, ...rest] }, context);
    expect(twin).toContain(
      'Cut: the first 40 of 4000 lines. The whole example: [/docs/api/assets/examples/create-asset-201.json](/docs/api/assets/examples/create-asset-201.json.md).',
    );
  });

  it('writes a schema: recursive node named not expanded, named schemas linked, oneOf with its discriminator, usage', () => {
    const twin = schemaTwin(schema('Asset'), context);
    expectFile('schema-asset.md', twin);
    expect(headings(twin)).toEqual(['# Asset', '## Description', '## Fields', '## Example', '## Used by', '## Referenced by schemas']);
    // The page's words: the row's flag, the choice's title, each option's discriminator value.
    expect(twin).toContain('- `parent` `object` (`Asset`) ↻ circular reference to Asset\n');
    expect(twin).toContain('One of — Chosen by the property `kind`:');
    expect(twin).toContain('- **Room** `kind = room`: `object` ([`Room`](/docs/api/assets/schemas/room.md))');
    expectSoundFences(twin);
    expectNoHtml(twin);
  });

  it('links a named schema where the page links it (See Asset) instead of repeating it', () => {
    const twin = schemaTwin(schema('AssetEvent'), context);
    expect(twin).toContain('- `asset` `object` ([`Asset`](/docs/api/assets/schemas/asset.md))');
    expect(twin).toContain('See [`Asset`](/docs/api/assets/schemas/asset.md).');
    expect(twin).not.toContain('`code`');
  });

  it('writes the API index and a tag page', () => {
    const index = apiIndexTwin(spec, context);
    expectFile('api-index.md', index);
    expect(headings(index)).toEqual([
      '# Assets API',
      '## Description',
      '### Getting started',
      '## Servers',
      '## Security schemes',
      '## Assets',
      '## Zones',
      '## Schemas',
      '## Changelog',
    ]);
    const tag = tagTwin(spec, spec.tags[0], context);
    expectFile('tag-assets.md', tag);
    for (const twin of [index, tag]) {
      expectSoundFences(twin);
      expectNoHtml(twin);
    }
  });

  it('writes the changelog with code from the texts as inline code and breaking changes marked', () => {
    const twin = changelogTwin(spec, versions, context);
    expectFile('changelog.md', twin);
    expect(headings(twin)).toEqual([
      '# Changelog: Assets API',
      '## 1.2.0 (2026-11-02)',
      '### POST /assets',
      '### DELETE /assets/{id} (removed)',
      '## 1.1.0',
      '### Assets API',
    ]);
    expectNoHtml(twin);
    expect(backtickPhrasing('a `b` c')).toEqual([
      { type: 'text', value: 'a ' },
      { type: 'inlineCode', value: 'b' },
      { type: 'text', value: ' c' },
    ]);
    expect(backtickPhrasing('odd ` tick')).toEqual([{ type: 'text', value: 'odd ` tick' }]);
  });

  describe('a hostile document', () => {
    const hostile = normaliseApi(hostileDocument as never, { id: 'hostile', file: '/Hostile.json' });
    const hostileContext = contextFor(hostile);
    const hostileSpec = apiNodeContents({ id: 'hostile', label: 'Hostile API', file: '/Hostile.json' }, hostile, 0).spec;
    const twin = operationTwin(hostile.operations[0], hostileContext);

    it('keeps the operation twin’s structure: headings, parameters as a table, closed fences with a language', () => {
      expectFile('operation-hostile.md', twin);
      expect(headings(twin)).toEqual([
        '# Do `it` | now',
        '## Description',
        '### Real heading',
        '## Authorization',
        '## Parameters',
        '## Request body optional',
        '### Media type text/plain; x="```"',
        '## Responses',
        '### 200 OK',
        '#### OK',
        '#### Media type application/json',
        '### 404 Not found',
        '#### Media type text/plain',
        '## Request sample',
      ]);
      // The description's own table, then the parameters' (a row each, its hostile name and description kept in their cells).
      const tables = all(parse(twin), 'table');
      expect(tables.length).toBe(2);
      const [header, ...rows] = (tables[1].children ?? []).map((row) => (row.children ?? []).map(plain));
      expect(header).toEqual(['Name', 'Type', 'Required', 'In', 'Description', 'Constraints', 'Default', 'Example']);
      expect(rows.map((row) => row.slice(0, 4))).toEqual([
        ['id', 'string', 'required', 'path'],
        ['a|b`c', 'string', 'optional', 'query'],
      ]);
      expectSoundFences(twin);
      expectNoHtml(twin);
    });

    it('keeps the hostile text as text', () => {
      const text = plain(parse(twin));
      for (const kept of ['```', '# hash at line start', '</details>', 'pipe | here', 'inside']) expect(text).toContain(kept);
    });

    it('keeps the index and the tag twins’ structure', () => {
      const index = apiIndexTwin(hostileSpec, hostileContext);
      expect(headings(index)).toEqual(['# Hostile `API` | # not a heading', '## Description', '## Tag|`x`', '### T']);
      expectSoundFences(index);
      expectNoHtml(index);
      const tag = tagTwin(hostileSpec, hostileSpec.tags[0], hostileContext);
      expect(headings(tag)).toEqual(['# Tag|`x`', '## Description', '### T', '## Operations']);
      expectSoundFences(tag);
      expectNoHtml(tag);
    });
  });
});
