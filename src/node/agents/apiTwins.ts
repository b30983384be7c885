/**
 * Markdown twins of the API reference's pages (issue 44): what a coding agent reads instead of the
 * HTML page. No navigation chrome, the request first: method and URL, servers, authentication, the
 * parameters as a table, bodies and responses as outlines, the examples the page shows, one curl sample.
 * Each line the page shows reads the same in the twin, words in the page's order (the page writes a space
 * between its inline parts), so the afdocs check markdown-content-parity finds the page's text in it.
 *
 * Each twin is one mdast tree serialised once (`serialiseMarkdown`): document text only ever sits in
 * text, inline code and code nodes, so it cannot open a heading, a table row or a fence. Descriptions
 * are demoted below the section holding them (`htmlToBlocks`' `headingDepthBase`). Links are whatever
 * the caller's `ApiTwinContext` returns. The caller prepends its pointer line.
 */
import type { BlockContent, Content, Heading, PhrasingContent, Table, TableCell } from 'mdast';
import type { ChangelogVersionData } from '../../apiReference/changelog/changelogData';
import { sharedKey, sharedSchemas } from '../../openapi/operationView';
import { unpackExamples, type Packed } from '../../openapi/packedExamples';
import { unpackSamples, type PackedSamples } from '../../openapi/packedSamples';
import { translate } from '../../strings';
import { describeScheme } from '../../apiReference/shared/schemeWords';
import { parameterNode } from '../../apiReference/shared/parameterNode';
import type { ApiSpecFields, ApiSpecTagFields, ApiTagOperationFields } from '../api/model';
import { apiOperationRoute, apiSchemaRoute } from '../api/routes';
import type {
  ExampleData,
  MediaTypeData,
  OperationPageData,
  ParameterLocation,
  ResponseData,
  RequestBodyData,
  SchemaNode,
  SchemaPageData,
  SecurityRequirementData,
  SecuritySchemeData,
  ServerData,
  ServerVariableData,
  UsagePlace,
} from '../../openapi/pageData';
import { flattenToPhrasing, htmlToBlocks, serialiseMarkdown } from './htmlMarkdown';
import {
  bulletList,
  code,
  codeList,
  factParts,
  flagWords,
  innerBlocks,
  link,
  listItem,
  oneLine,
  paragraph,
  propertyList,
  schemaOutline,
  spaced,
  strong,
  text,
  typePhrasing,
} from './schemaOutline';

/** Where the twins' links go, filled by the writer of the twins. */
export interface ApiTwinContext {
  readonly apiLabel: string;
  /** The document's servers, for operations that have no choice of their own. */
  readonly servers: readonly ServerData[];
  /** The HTML page of a site route. */
  htmlHref(route: string): string;
  operationHref(slug: string): string;
  /** Undefined when the schema has no page (and so no twin). */
  schemaHref(name: string): string | undefined;
  tagHref(slug: string): string;
  readonly indexHref: string;
  /** The overview of all APIs' twin. */
  readonly overviewHref: string;
  readonly changelogHref?: string;
  /** Applied to every link and image URL found in descriptions and changelog entries. */
  rewriteHref(href: string): string;
}

/* ------------------------------------------------------------------ building blocks */

/** A heading, or a bold paragraph past depth 6. */
function heading(depth: number, ...children: PhrasingContent[]): BlockContent {
  return depth <= 6 ? ({ type: 'heading', depth: depth as Heading['depth'], children } as Heading) : paragraph(strong(...children));
}

/** The page's note (OperationHeader.tsx, SchemaPage.tsx, CallbacksSection.tsx): '**Deprecated.** This operation is deprecated and may be removed…'. */
function deprecatedNote(notice: 'api.deprecated.notice' | 'api.schemaPage.deprecated.notice' | 'api.callbacks.deprecated'): BlockContent {
  return paragraph(strong(text(`${translate('api.deprecated')}.`)), text(` ${translate(notice)}`));
}

function description(html: string | undefined, depth: number, context: ApiTwinContext): BlockContent[] {
  return htmlToBlocks(html, { headingDepthBase: depth, rewriteHref: context.rewriteHref });
}

/** A sentence made of text with `code` in backticks (the changelog's texts): the backticked parts become inline code. */
export function backtickPhrasing(value: string): PhrasingContent[] {
  const parts = value.split('`');
  // An odd number of backticks leaves the last one unpaired: it stays text.
  if (parts.length % 2 === 0) return [text(value)];
  return parts.flatMap((part, index) => (part === '' ? [] : [index % 2 === 1 ? code(part) : text(part)]));
}

function serialise(children: BlockContent[]): string {
  return serialiseMarkdown({ type: 'root', children });
}

/* ------------------------------------------------------------------ servers and security */

function variableItems(variables: readonly ServerVariableData[] | undefined, context: ApiTwinContext) {
  return (variables ?? []).map((variable) => {
    const head: PhrasingContent[] = [code(variable.name)];
    if (variable.default !== undefined) head.push(text(' (default '), code(variable.default), text(')'));
    if (variable.enum && variable.enum.length > 0) head.push(text(', one of '), ...codeList(variable.enum));
    const said = oneLine(variable.descriptionHtml, context);
    if (said) head.push(text(' — '), ...said);
    return listItem(paragraph(...head));
  });
}

function serverBlocks(
  servers: readonly { url: string; template?: string; descriptionHtml?: string; variables?: readonly ServerVariableData[] }[],
  context: ApiTwinContext,
): BlockContent[] {
  if (servers.length === 0) return [];
  const items = servers.map((server) => {
    const head: PhrasingContent[] = [code(server.template ?? server.url)];
    const said = oneLine(server.descriptionHtml, context);
    if (said) head.push(text(' — '), ...said);
    const variables = variableItems(server.variables, context);
    return listItem(paragraph(...head), ...(variables.length > 0 ? [paragraph(text('Variables:')), bulletList(variables)] : []));
  });
  return [heading(2, text('Servers')), bulletList(items)];
}

type SchemeSummary = Pick<SecuritySchemeData, 'name' | 'type' | 'scheme' | 'in' | 'paramName' | 'bearerFormat' | 'flows' | 'openIdConnectUrl'>;

/** "apiKey in header `X-Key`", "http bearer (JWT)", "oauth2 (authorizationCode)". */
function schemeKind(scheme: SchemeSummary): PhrasingContent[] {
  const out: PhrasingContent[] = [text(scheme.type)];
  if (scheme.scheme) out.push(text(' '), text(scheme.scheme));
  if (scheme.bearerFormat) out.push(text(', format '), code(scheme.bearerFormat));
  if (scheme.in) out.push(text(` in ${scheme.in}`));
  if (scheme.paramName) out.push(text(' '), code(scheme.paramName));
  if (scheme.flows && scheme.flows.length > 0) out.push(text(', flows: '), ...codeList(scheme.flows));
  if (scheme.openIdConnectUrl) out.push(text(', OpenID Connect: '), link(scheme.openIdConnectUrl, text(scheme.openIdConnectUrl)));
  return out;
}

/**
 * The page's line ('Authorization: `bearerAuth` (HTTP bearer) or `key` (API key in header "X-Key")': alternatives
 * joined by "or", schemes a requirement needs together by "and"), then what the line leaves out of each scheme
 * (bearer format, OAuth flows, OpenID Connect URL).
 */
function securityBlocks(security: readonly SecurityRequirementData[]): BlockContent[] {
  const title = heading(2, text(translate('api.security.title')));
  const lead = text(`${translate('api.security.title')}: `);
  if (security.length === 0) return [title, paragraph(lead, text(`${translate('api.security.none')} (the operation needs no authentication).`))];
  const line = security.flatMap((requirement, index): PhrasingContent[] => [
    ...(index > 0 ? [text(` ${translate('api.security.or')} `)] : []),
    ...(requirement.schemes.length === 0
      ? [text(translate('api.security.optional'))]
      : requirement.schemes.flatMap((scheme, position) => [
          ...(position > 0 ? [text(` ${translate('api.security.and')} `)] : []),
          code(scheme.name),
          text(` (${describeScheme(scheme)}`),
          ...(scheme.scopes.length > 0 ? [text(`; ${translate('api.security.scopes', { scopes: scheme.scopes.join(', ') })}`)] : []),
          text(')'),
        ])),
  ]);
  const seen = new Set<string>();
  const details = security
    .flatMap((requirement) => requirement.schemes)
    .filter((scheme) => (scheme.bearerFormat || scheme.flows?.length || scheme.openIdConnectUrl) && !seen.has(scheme.name) && seen.add(scheme.name))
    .map((scheme) => listItem(paragraph(code(scheme.name), text(': '), ...schemeKind(scheme))));
  return [title, paragraph(lead, ...line), ...(details.length > 0 ? [bulletList(details)] : [])];
}

/* ------------------------------------------------------------------ operations */

const PARAMETER_LOCATIONS: readonly ParameterLocation[] = ['path', 'query', 'header', 'cookie'];

const cell = (...children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });

/**
 * The parameters as one table, in the page's order (path, query, header, cookie). The columns follow the page's
 * lines: Name, Type and Required read as its row ('`assetId` `string<uuid>` required'), In is its group, then the
 * description, and Constraints, Default and Example read as its facts line ('`>= 1` Default: `25` Example: `"25"`').
 * Required holds the row's flags ('required', 'required deprecated') or 'optional'. A parameter with properties,
 * options or a note below its row (an object, an array of a named schema) has them after the table.
 */
function parameterBlocks(operation: OperationPageData, context: ApiTwinContext): BlockContent[] {
  const parameters = PARAMETER_LOCATIONS.flatMap((location) =>
    (operation.parameters[location] ?? []).map((parameter) => ({ location, node: parameterNode(parameter), examples: parameter.examples })),
  );
  if (parameters.length === 0) return [];
  const header = ['Name', 'Type', 'Required', 'In', 'Description', 'Constraints', 'Default', 'Example'];
  const rows = parameters.map(({ location, node, examples }) => {
    const facts = factParts(node);
    const flags = flagWords(node);
    return {
      type: 'tableRow' as const,
      children: [
        cell(code(node.name ?? '')),
        cell(...typePhrasing(node, context)),
        cell(text(flags.length > 0 ? flags.join(' ') : 'optional')),
        cell(text(location)),
        cell(...flattenToPhrasing(htmlToBlocks(node.descriptionHtml, { headingDepthBase: 6, rewriteHref: context.rewriteHref }) as Content[])),
        cell(...facts.constraints),
        cell(...facts.default),
        cell(...(examples ? namedExamplesPhrasing(examples) : facts.example)),
      ],
    };
  });
  const table: Table = {
    type: 'table',
    align: header.map(() => null),
    children: [{ type: 'tableRow', children: header.map((name) => cell(text(name))) }, ...rows],
  };
  const inner = parameters.flatMap(({ location, node }) => {
    const blocks = innerBlocks(node, context);
    return blocks.length > 0 ? [paragraph(code(node.name ?? ''), text(` (${location}):`)), ...blocks] : [];
  });
  return [heading(2, text(translate('api.parameters.title'))), table, ...inner];
}

/** A parameter's named examples as the page lists them: 'Examples: Active assets `active`; Every asset `all`'. */
function namedExamplesPhrasing(examples: readonly ExampleData[]): PhrasingContent[] {
  return [
    text(`${translate('api.parameter.examples')} `),
    ...examples.flatMap((example, index) => [
      text(`${index > 0 ? '; ' : ''}${example.summary ?? example.name} `),
      code(example.externalValue && !example.value ? example.externalValue : example.value),
    ]),
  ];
}

/** 'Default response' for `default`, else the status, as the page titles a response. */
function responseTitle(status: string): string {
  return status === 'default' ? translate('api.response.default') : status;
}

/**
 * Each media type: its schema's outline (or, as on the page, 'Same schema as response 400' when an earlier
 * response of the operation has the very same schema) and its examples, each as the page shows it (ExamplePicker.tsx
 * writes them all, a chooser picks one once the page runs).
 */
function mediaBlocks(
  content: readonly MediaTypeData[],
  depth: number,
  context: ApiTwinContext,
  sameAs: (mediaType: string) => string | undefined = () => undefined,
): BlockContent[] {
  return content.flatMap((media) => {
    const same = sameAs(media.mediaType);
    return [
      heading(depth, text(`${translate('api.mediaType')} `), code(media.mediaType)),
      ...(!media.schema
        ? [paragraph(text('No schema.'))]
        : same !== undefined
          ? [paragraph(code(media.schema.refName ?? media.schema.typeLabel), text(` ${translate('api.schema.sameAs', { status: same })}.`))]
          : schemaOutline(media.schema, context)),
      ...media.examples.flatMap((example) => exampleBlocks(example, context)),
    ];
  });
}

function requestBodyBlocks(body: RequestBodyData | undefined, depth: number, context: ApiTwinContext): BlockContent[] {
  if (!body) return [];
  return [
    // The page's heading, 'Request body' and its mark 'required'.
    heading(depth, text(`${translate('api.requestBody.title')} `), {
      type: 'emphasis',
      children: [text(body.required ? translate('api.schema.required') : 'optional')],
    }),
    ...description(body.descriptionHtml, depth, context),
    ...mediaBlocks(body.content, depth + 1, context),
  ];
}

/** A response header as the page shows it: a schema node named after the header. */
function headerNode(header: ResponseData['headers'][number]): SchemaNode {
  return {
    ...header.schema,
    name: header.name,
    role: 'property',
    ...(header.required ? { required: true as const } : {}),
    ...(header.deprecated ? { deprecated: true as const } : {}),
    ...(header.descriptionHtml ? { descriptionHtml: header.descriptionHtml } : {}),
  };
}

function responseBlocks(responses: readonly ResponseData[], depth: number, context: ApiTwinContext): BlockContent[] {
  if (responses.length === 0) return [];
  const shared = sharedSchemas(responses);
  return [
    heading(depth, text(translate('api.responses.title'))),
    ...responses.flatMap((response) => [
      // The page's summary line: '`201` The asset was created.'
      heading(depth + 1, ...spaced([[code(response.status)], response.summary ? [text(response.summary)] : []])),
      ...description(response.descriptionHtml, depth + 1, context),
      ...(response.headers.length > 0
        ? [
            paragraph(text(`${translate('api.responses.headers')}:`)),
            propertyList(response.headers.map(headerNode), context),
            // The named examples the page lists after a header's facts (NamedExamples).
            ...response.headers.flatMap((header) =>
              header.examples ? [paragraph(code(header.name), text(' '), ...namedExamplesPhrasing(header.examples))] : [],
            ),
          ]
        : []),
      ...(response.content.length === 0
        ? [paragraph(text(translate('api.responses.noContent')))]
        : mediaBlocks(response.content, depth + 2, context, (mediaType) => {
            const same = shared.get(sharedKey(response.status, mediaType));
            return same ? responseTitle(same.status) : undefined;
          })),
    ]),
  ];
}

function callbackBlocks(operation: OperationPageData, context: ApiTwinContext): BlockContent[] {
  if (!operation.callbacks || operation.callbacks.length === 0) return [];
  return [
    heading(2, text('Callbacks')),
    ...operation.callbacks.flatMap((callback) => [
      heading(3, code(callback.name)),
      ...callback.operations.flatMap((callbackOperation) => [
        heading(4, code(`${callbackOperation.method} ${callbackOperation.expression}`)),
        ...(callbackOperation.deprecated ? [deprecatedNote('api.callbacks.deprecated')] : []),
        ...(callbackOperation.summary ? [paragraph(text(callbackOperation.summary))] : []),
        ...description(callbackOperation.descriptionHtml, 4, context),
        ...requestBodyBlocks(callbackOperation.requestBody, 5, context),
        ...responseBlocks(callbackOperation.responses, 5, context),
      ]),
    ]),
  ];
}

/** The example's text fenced (json when it parses as JSON), with a note and link when it was cut. */
function exampleBlocks(example: ExampleData, context: ApiTwinContext): BlockContent[] {
  let language = 'text';
  try {
    JSON.parse(example.value);
    language = 'json';
  } catch {
    // Not JSON: shown as text.
  }
  // The caption the page gives it (ExampleBlock.tsx `exampleCaption`): 'Example', 'Example: {summary}', 'Example (generated from the schema)'.
  const caption = example.generated
    ? translate('api.example.generated')
    : example.name === 'default' && !example.summary
      ? translate('api.example')
      : translate('api.example.named', { name: example.summary ?? example.name });
  const blocks: BlockContent[] = [paragraph(text(`${caption}:`))];
  blocks.push({ type: 'code', lang: language, value: example.value });
  if (example.full) {
    const { href, lines, shownLines } = example.full;
    blocks.push(paragraph(text(`Cut: the first ${shownLines} of ${lines} lines. The whole example: `), link(context.rewriteHref(href), text(href)), text('.')));
  }
  return blocks;
}

/**
 * Page data as the API nodes hold it (src/node/api/sourceApiNodes.ts): JSON examples and generated request
 * samples packed. Read through the templates' own `unpackExamples` / `unpackSamples`, which leave data that is
 * not packed as it is: without them every example and the curl sample were empty fences.
 */
type NodeData<T> = T | Packed<T>;

function unpackedOperation(data: NodeData<OperationPageData>): OperationPageData {
  return unpackSamples<OperationPageData>(unpackExamples(data as Packed<PackedSamples<OperationPageData>>));
}

/** The operation's twin: everything needed to call it, request first. */
export function operationTwin(data: NodeData<OperationPageData>, context: ApiTwinContext): string {
  const operation = unpackedOperation(data);
  const servers = operation.servers ?? context.servers;
  const curl = operation.codeSamples.find((sample) => sample.id === 'curl');
  const blocks: BlockContent[] = [
    heading(1, text(operation.title)),
    // The page's line (OperationHeader.tsx): the method and the full URL, or for a webhook its mark and the path.
    paragraph(
      ...(operation.kind === 'webhook'
        ? [code(operation.method.toUpperCase()), text(` ${translate('api.webhook')} `), code(operation.path), text(' (a request the API sends)')]
        : [code(`${operation.method.toUpperCase()} ${operation.fullUrl.endsWith(operation.path) ? operation.fullUrl : operation.path}`)]),
    ),
    paragraph(
      text(`API: ${context.apiLabel}. HTML page: `),
      link(context.htmlHref(apiOperationRoute(operation.apiId, operation.slug)), text(operation.title)),
      text('.'),
    ),
    ...(operation.deprecated ? [deprecatedNote('api.deprecated.notice')] : []),
    ...description(operation.summaryHtml, 1, context),
    ...(operation.descriptionHtml ? [heading(2, text('Description')), ...description(operation.descriptionHtml, 2, context)] : []),
    ...serverBlocks(servers, context),
    ...securityBlocks(operation.security),
    ...parameterBlocks(operation, context),
    ...requestBodyBlocks(operation.requestBody, 2, context),
    ...responseBlocks(operation.responses, 2, context),
    ...callbackBlocks(operation, context),
    ...(curl ? [heading(2, text('Request sample')), { type: 'code', lang: 'bash', value: curl.code } as BlockContent] : []),
  ];
  return serialise(blocks);
}

/* ------------------------------------------------------------------ schemas */

/** A place as the schema page says it (SchemaPage.tsx `groupPlaces`, `placeLabel`): responses reached through the same schema as one. */
function placesText(places: readonly UsagePlace[]): PhrasingContent[] {
  const groups: { place: UsagePlace; statuses?: string[] }[] = [];
  for (const place of places) {
    const same = place.in === 'response' ? groups.find((group) => group.place.in === 'response' && group.place.via === place.via) : undefined;
    if (same) same.statuses = [...(same.statuses ?? [same.place.status ?? '']), place.status ?? ''];
    else groups.push({ place });
  }
  return groups.flatMap(({ place, statuses }, index) => {
    const label =
      place.in === 'response' && statuses
        ? translate('api.schemaPage.place.responses', { statuses: statuses.join(', ') })
        : place.in === 'response'
          ? translate('api.schemaPage.place.response', { status: place.status ?? '' })
          : place.in === 'callback'
            ? translate('api.schemaPage.place.callback', { name: place.callback ?? '' })
            : translate(place.in === 'request' ? 'api.schemaPage.place.request' : 'api.schemaPage.place.parameters');
    return [...(index > 0 ? [text(', ')] : []), text(label), ...(place.via ? [text(` ${translate('api.schemaPage.place.through')} `), code(place.via)] : [])];
  });
}

/** An operation as the index lists it (ApiIndex.tsx `OperationList`): '[GET List assets](…) `/assets`', its deprecated mark after the title. */
function operationLine(
  operation: Pick<ApiTagOperationFields, 'slug' | 'method' | 'path' | 'title' | 'deprecated'>,
  context: ApiTwinContext,
): PhrasingContent[] {
  return [
    link(context.operationHref(operation.slug), text(`${operation.method.toUpperCase()} ${operation.title}`)),
    ...(operation.deprecated ? [text(' '), strong(text(translate('api.index.deprecated')))] : []),
    text(' '),
    code(operation.path),
  ];
}

/** A named schema's twin: its outline, an example, and where it is used. */
export function schemaTwin(data: NodeData<SchemaPageData>, context: ApiTwinContext): string {
  const schema = unpackExamples(data as Packed<SchemaPageData>);
  // 'GET List assets `/assets`: response 200 through `AssetPage`', as the page lists a use (its deprecated mark after the title).
  const uses = schema.usedBy.map((use) =>
    listItem(
      paragraph(
        link(context.operationHref(use.slug), text(`${use.method.toUpperCase()} ${use.title}`)),
        ...(use.deprecated ? [text(' '), strong(text(translate('api.index.deprecated')))] : []),
        text(' '),
        code(use.path),
        text(': '),
        ...placesText(use.places),
      ),
    ),
  );
  const referrers = schema.referencedBy.map((referrer) => {
    const href = context.schemaHref(referrer.name);
    return listItem(paragraph(href ? link(href, code(referrer.name)) : code(referrer.name)));
  });
  const blocks: BlockContent[] = [
    heading(1, text(schema.title ?? schema.name)),
    paragraph(
      text('Schema '),
      code(schema.name),
      text(` of the ${context.apiLabel}. HTML page: `),
      link(context.htmlHref(apiSchemaRoute(schema.apiId, schema.slug)), text(schema.name)),
      text('.'),
    ),
    ...(schema.deprecated ? [deprecatedNote('api.schemaPage.deprecated.notice')] : []),
    ...(schema.descriptionHtml ? [heading(2, text('Description')), ...description(schema.descriptionHtml, 2, context)] : []),
    heading(2, text('Fields')),
    ...schemaOutline(schema.tree, context, schema.name),
    ...(schema.examples.length > 0 ? [heading(2, text('Example')), ...schema.examples.flatMap((example) => exampleBlocks(example, context))] : []),
    heading(2, text(translate('api.schemaPage.usedBy'))),
    paragraph(text(translate(uses.length > 0 ? 'api.schemaPage.usedBy.lead' : 'api.schemaPage.usedBy.none', { name: schema.name }))),
    ...(uses.length > 0 ? [bulletList(uses)] : []),
    ...(referrers.length > 0 ? [heading(2, text(translate('api.schemaPage.referencedBy'))), bulletList(referrers)] : []),
  ];
  return serialise(blocks);
}

/* ------------------------------------------------------------------ the API, its tags, its changelog */

function schemeItem(scheme: SecuritySchemeData, context: ApiTwinContext) {
  const said = oneLine(scheme.descriptionHtml, context);
  return listItem(paragraph(code(scheme.name), text(': '), ...schemeKind(scheme), ...(said ? [text(' — '), ...said] : [])));
}

function tagOperations(tag: ApiSpecTagFields, context: ApiTwinContext): BlockContent[] {
  if (tag.operations.length === 0) return [paragraph(text('No operations.'))];
  return [bulletList(tag.operations.map((operation) => listItem(paragraph(...operationLine(operation, context)))))];
}

/** The API's twin: what it is, how to reach and authenticate, then every operation by tag and every schema. */
export function apiIndexTwin(spec: ApiSpecFields, context: ApiTwinContext): string {
  const schemaItems = spec.schemas.map((schema) => {
    const href = context.schemaHref(schema.name);
    return listItem(paragraph(href ? link(href, code(schema.name)) : code(schema.name), ...(schema.deprecated ? [text(' (deprecated)')] : [])));
  });
  const blocks: BlockContent[] = [
    heading(1, text(spec.title)),
    paragraph(
      text(`${context.apiLabel}, version `),
      code(spec.version),
      text(', OpenAPI '),
      code(spec.openapiVersion),
      text('. HTML page: '),
      link(context.htmlHref(spec.route), text(spec.title)),
      text('.'),
    ),
    paragraph(text(translate('api.index.summary', { title: spec.title, version: spec.version, operations: spec.operationCount, groups: spec.tags.length }))),
    paragraph(link(context.overviewHref, text(translate('api.index.overview'))), text('.')),
    paragraph(
      text(`${translate('api.index.download', { file: spec.file.replace(/^\//, '') })}: `),
      link(context.rewriteHref(spec.file), text(spec.file)),
      text('.'),
    ),
    ...(spec.descriptionHtml ? [heading(2, text('Description')), ...description(spec.descriptionHtml, 2, context)] : []),
    ...serverBlocks(spec.servers, context),
    ...(spec.securitySchemes.length > 0
      ? [heading(2, text('Security schemes')), bulletList(spec.securitySchemes.map((scheme) => schemeItem(scheme, context)))]
      : []),
    ...spec.tags.flatMap((tag) => [
      heading(2, link(context.tagHref(tag.slug), text(tag.label))),
      ...description(tag.descriptionHtml, 2, context),
      ...tagOperations(tag, context),
    ]),
    ...(schemaItems.length > 0 ? [heading(2, text('Schemas')), bulletList(schemaItems)] : []),
    ...(spec.changelogRoute && context.changelogHref
      ? [heading(2, text('Changelog')), paragraph(link(context.changelogHref, text(`Changes of the ${spec.title} by version`)))]
      : []),
  ];
  return serialise(blocks);
}

/** A tag's twin: its description and its operations. */
export function tagTwin(spec: ApiSpecFields, tag: ApiSpecTagFields, context: ApiTwinContext): string {
  const blocks: BlockContent[] = [
    heading(1, text(tag.label)),
    paragraph(
      text('Operations of the '),
      link(context.indexHref, text(spec.title)),
      text(' tagged '),
      code(tag.name),
      text('. HTML page: '),
      link(context.htmlHref(tag.route), text(tag.label)),
      text('.'),
    ),
    ...(tag.descriptionHtml ? [heading(2, text('Description')), ...description(tag.descriptionHtml, 2, context)] : []),
    heading(2, text('Operations')),
    ...tagOperations(tag, context),
  ];
  return serialise(blocks);
}

/** The changelog's twin: per version its groups of changes, breaking ones marked. */
export function changelogTwin(spec: ApiSpecFields, versions: readonly ChangelogVersionData[], context: ApiTwinContext): string {
  const blocks: BlockContent[] = [
    heading(1, text(`Changelog: ${spec.title}`)),
    paragraph(text('The changes between the versions of the '), link(context.indexHref, text(spec.title)), text(', newest first.')),
    paragraph(text(translate('changelog.intro'))),
    ...versions.flatMap((version) => [
      heading(2, text(version.version), ...(version.date ? [text(` (${version.date})`)] : [])),
      // The page's line (ChangelogView.tsx): 'Changes since 1.0 · Released 2026-11-02 · 3 changes, 0 breaking'.
      paragraph(
        text(
          [
            translate('changelog.versionSince', { previous: version.previous }),
            ...(version.date ? [translate('changelog.released', { date: version.date })] : []),
            translate('changelog.counts', { changes: version.changeCount, breaking: version.breakingCount }),
          ].join(' · '),
        ),
      ),
      ...version.groups.flatMap((group) => [
        heading(3, group.href ? link(context.rewriteHref(group.href), text(group.title)) : text(group.title), ...(group.removed ? [text(' (removed)')] : [])),
        bulletList(
          group.changes.map((change) =>
            listItem(paragraph(...(change.breaking ? [strong(text('Breaking')), text(': ')] : []), ...backtickPhrasing(change.text))),
          ),
        ),
      ]),
    ]),
  ];
  return serialise(blocks);
}

/* ------------------------------------------------------------------ the overview of all APIs */

/**
 * The overview page's twin (ApiOverview.tsx), in the page's words and order: the lead, then per API its
 * version, description, servers (with their variables' values and defaults), security schemes, download,
 * operations by tag with their counts, and schemas.
 */
export function overviewTwin(title: string, specs: readonly { readonly spec: ApiSpecFields; readonly context: ApiTwinContext }[]): string {
  const blocks: BlockContent[] = [
    heading(1, text(title)),
    paragraph(text(translate('api.overview.lead', { labels: specs.map(({ spec }) => spec.label).join(' and the ') }))),
  ];
  for (const { spec, context } of specs) {
    const version: PhrasingContent[] = [text(translate('api.overview.version', { version: spec.version, openapi: spec.openapiVersion }))];
    if (spec.changelogRoute && context.changelogHref)
      version.push(text(' · '), link(context.changelogHref, text(translate('changelog.overviewLink', { api: spec.label }))));
    const servers = spec.servers.map((server) => {
      const head: PhrasingContent[] = [code(server.template ?? server.url)];
      const said = oneLine(server.descriptionHtml, context);
      if (said) head.push(text(' '), ...said);
      const variables = (server.variables ?? []).map((variable) => {
        const line: PhrasingContent[] = [code(variable.name)];
        if (variable.enum && variable.enum.length > 0) line.push(text(` ${translate('api.overview.serverValues', { values: variable.enum.join(', ') })}`));
        if (variable.default) line.push(text(` ${translate('api.overview.serverDefault', { value: variable.default })}`));
        const about = oneLine(variable.descriptionHtml, context);
        if (about) line.push(text(' '), ...about);
        return listItem(paragraph(...line));
      });
      return listItem(paragraph(...head), ...(variables.length > 0 ? [bulletList(variables)] : []));
    });
    const schemes = spec.securitySchemes.map((scheme) => {
      const line: PhrasingContent[] = [code(scheme.name), text(`: ${describeScheme({ ...scheme, scopes: [] })}`)];
      if (scheme.bearerFormat) line.push(text(`, ${translate('api.overview.bearerFormat', { format: scheme.bearerFormat })}`));
      return listItem(paragraph(...line), ...description(scheme.descriptionHtml, 4, context));
    });
    const tags = spec.tags.map((tag) =>
      listItem(
        paragraph(
          link(context.tagHref(tag.slug), text(tag.label)),
          text(
            ` (${tag.operationCount === 1 ? translate('api.overview.operationCount.one') : translate('api.overview.operationCount', { count: tag.operationCount })})`,
          ),
        ),
      ),
    );
    const schemas = spec.schemas.map((schema) => {
      const href = context.schemaHref(schema.name);
      const name = text(schema.name);
      return listItem(paragraph(href ? link(href, name) : name, ...(schema.deprecated ? [text(' '), strong(text(translate('api.index.deprecated')))] : [])));
    });
    blocks.push(
      heading(2, text(spec.label)),
      paragraph(...version),
      ...description(spec.descriptionHtml, 2, context),
      heading(3, text(translate('api.overview.servers'))),
      servers.length > 0 ? bulletList(servers) : paragraph(text(translate('api.overview.noServers'))),
      heading(3, text(translate('api.overview.authentication'))),
      schemes.length > 0 ? bulletList(schemes) : paragraph(text(translate('api.overview.noSchemes'))),
      heading(3, text(translate('api.overview.download'))),
      paragraph(link(context.rewriteHref(spec.file), text(translate('api.overview.downloadLink', { file: spec.file.replace(/^\//, '') })))),
      heading(3, text(translate('api.overview.tags'))),
      paragraph(link(context.indexHref, text(translate('api.overview.allOperations', { label: spec.label })))),
      bulletList(tags),
      ...(schemas.length > 0
        ? [
            heading(3, text(translate('api.overview.schemas'))),
            paragraph(text(translate('api.overview.schemasLead', { label: spec.label }))),
            bulletList(schemas),
          ]
        : []),
    );
  }
  return serialise(blocks);
}
