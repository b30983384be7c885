/**
 * Markdown twins of the API reference's pages (issue 44): what a coding agent reads instead of the
 * HTML page. No navigation chrome, the request first: method and path, servers, authentication,
 * parameters, bodies and responses as outlines, one curl sample, one example per response.
 *
 * Each twin is one mdast tree serialised once (`serialiseMarkdown`): document text only ever sits in
 * text, inline code and code nodes, so it cannot open a heading, a table row or a fence. Descriptions
 * are demoted below the section holding them (`htmlToBlocks`' `headingDepthBase`). Links are whatever
 * the caller's `ApiTwinContext` returns. The caller prepends its pointer line.
 */
import type { BlockContent, Heading, PhrasingContent, TableCell, TableRow } from 'mdast';
import type { ChangelogVersionData } from '../../apiReference/changelog/changelogData';
import type { ApiSpecFields, ApiSpecTagFields, ApiTagOperationFields } from '../api/model';
import { apiOperationRoute, apiSchemaRoute } from '../api/routes';
import type {
  ExampleData,
  MediaTypeData,
  OperationPageData,
  ParameterData,
  RequestBodyData,
  ResponseData,
  SchemaPageData,
  SecurityRequirementData,
  SecuritySchemeData,
  ServerData,
  ServerVariableData,
  UsagePlace,
} from '../../openapi/pageData';
import { flattenToPhrasing, htmlToBlocks, serialiseMarkdown } from './htmlMarkdown';
import { bulletList, code, codeList, constraintPhrasing, jsonText, link, listItem, oneLine, paragraph, schemaOutline, strong, text } from './schemaOutline';

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
  readonly changelogHref?: string;
  /** Applied to every link and image URL found in descriptions and changelog entries. */
  rewriteHref(href: string): string;
}

/* ------------------------------------------------------------------ building blocks */

/** A heading, or a bold paragraph past depth 6. */
function heading(depth: number, ...children: PhrasingContent[]): BlockContent {
  return depth <= 6 ? ({ type: 'heading', depth: depth as Heading['depth'], children } as Heading) : paragraph(strong(...children));
}

function description(html: string | undefined, depth: number, context: ApiTwinContext): BlockContent[] {
  return htmlToBlocks(html, { headingDepthBase: depth, rewriteHref: context.rewriteHref });
}

/** A table cell's one line: a description flattened. */
function cell(...children: PhrasingContent[]): TableCell {
  return { type: 'tableCell', children };
}

function row(cells: TableCell[]): TableRow {
  return { type: 'tableRow', children: cells };
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

function securityBlocks(security: readonly SecurityRequirementData[]): BlockContent[] {
  const title = heading(2, text('Authentication'));
  if (security.length === 0) return [title, paragraph(text('None: the operation needs no authentication.'))];
  const items = security.map((requirement) => {
    const parts = requirement.schemes.flatMap((scheme, index) => [
      ...(index > 0 ? [text(' and ')] : []),
      code(scheme.name),
      text(' ('),
      ...schemeKind(scheme),
      ...(scheme.scopes.length > 0 ? [text('; scopes: '), ...codeList(scheme.scopes)] : []),
      text(')'),
    ]);
    return listItem(paragraph(...(parts.length > 0 ? parts : [text('No authentication (optional)')])));
  });
  return [title, paragraph(text(security.length > 1 ? 'One of:' : 'Required:')), bulletList(items)];
}

/* ------------------------------------------------------------------ operations */

function parameterRow(parameter: ParameterData, context: ApiTwinContext): TableRow {
  const blocks = description(parameter.descriptionHtml, 6, context);
  const said = flattenToPhrasing(blocks);
  return row([
    cell(code(parameter.name)),
    cell(text(parameter.in)),
    cell(code(parameter.schema.typeLabel)),
    cell(text(parameter.required ? 'yes' : 'no')),
    cell(...(parameter.deprecated ? [strong(text('Deprecated.')), ...(said.length > 0 ? [text(' ')] : [])] : []), ...said),
    cell(...constraintPhrasing(parameter.schema.constraints), ...(parameter.schema.enum ? [text(' enum: '), ...codeList(parameter.schema.enum)] : [])),
    cell(...(parameter.schema.default !== undefined ? [code(jsonText(parameter.schema.default))] : [])),
    cell(
      ...(parameter.example !== undefined
        ? [code(parameter.example)]
        : parameter.schema.example !== undefined
          ? [code(jsonText(parameter.schema.example))]
          : []),
    ),
  ]);
}

function parameterBlocks(operation: OperationPageData, context: ApiTwinContext): BlockContent[] {
  const all = Object.values(operation.parameters).flat();
  if (all.length === 0) return [];
  const header = row(['Name', 'In', 'Type', 'Required', 'Description', 'Constraints', 'Default', 'Example'].map((label) => cell(text(label))));
  return [heading(2, text('Parameters')), { type: 'table', align: [], children: [header, ...all.map((parameter) => parameterRow(parameter, context))] }];
}

function mediaBlocks(content: readonly MediaTypeData[], depth: number, context: ApiTwinContext): BlockContent[] {
  return content.flatMap((media) => [
    heading(depth, code(media.mediaType)),
    ...(media.schema ? schemaOutline(media.schema, context) : [paragraph(text('No schema.'))]),
  ]);
}

function requestBodyBlocks(body: RequestBodyData | undefined, depth: number, context: ApiTwinContext): BlockContent[] {
  if (!body) return [];
  return [
    heading(depth, text(body.required ? 'Request body (required)' : 'Request body (optional)')),
    ...description(body.descriptionHtml, depth, context),
    ...mediaBlocks(body.content, depth + 1, context),
  ];
}

function responseBlocks(responses: readonly ResponseData[], depth: number, context: ApiTwinContext): BlockContent[] {
  if (responses.length === 0) return [];
  return [
    heading(depth, text('Responses')),
    ...responses.flatMap((response) => {
      const headers = response.headers.map((header) => {
        const head: PhrasingContent[] = [code(header.name), text(' ('), code(header.schema.typeLabel)];
        if (header.required) head.push(text(', required'));
        if (header.deprecated) head.push(text(', deprecated'));
        head.push(text(')'));
        const said = flattenToPhrasing(description(header.descriptionHtml, 6, context));
        return listItem(paragraph(...head, ...(said.length > 0 ? [text(' — '), ...said] : [])));
      });
      return [
        heading(depth + 1, code(response.status), ...(response.summary ? [text(' '), text(response.summary)] : [])),
        ...description(response.descriptionHtml, depth + 1, context),
        ...(headers.length > 0 ? [paragraph(text('Headers:')), bulletList(headers)] : []),
        ...(response.content.length === 0 ? [paragraph(text('No body.'))] : mediaBlocks(response.content, depth + 2, context)),
      ];
    }),
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
        ...(callbackOperation.deprecated ? [paragraph(strong(text('Deprecated.')))] : []),
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
  const blocks: BlockContent[] = [];
  if (example.summary) blocks.push(paragraph(text(example.summary)));
  blocks.push({ type: 'code', lang: language, value: example.value });
  if (example.full) {
    const { href, lines, shownLines } = example.full;
    blocks.push(paragraph(text(`Cut: the first ${shownLines} of ${lines} lines. The whole example: `), link(context.rewriteHref(href), text(href)), text('.')));
  }
  return blocks;
}

function exampleResponseBlocks(operation: OperationPageData, context: ApiTwinContext): BlockContent[] {
  const shown = operation.responses.flatMap((response) => {
    const media = response.content[0];
    const example = media?.examples[0];
    return media && example ? [[heading(3, code(response.status), text(' '), code(media.mediaType)), ...exampleBlocks(example, context)]] : [];
  });
  return shown.length === 0 ? [] : [heading(2, text('Example responses')), ...shown.flat()];
}

/** The operation's twin: everything needed to call it, request first. */
export function operationTwin(operation: OperationPageData, context: ApiTwinContext): string {
  const servers = operation.servers ?? context.servers;
  const curl = operation.codeSamples.find((sample) => sample.id === 'curl');
  const blocks: BlockContent[] = [
    heading(1, text(operation.title)),
    paragraph(code(`${operation.method} ${operation.path}`), ...(operation.kind === 'webhook' ? [text(' (webhook: a request the API sends)')] : [])),
    paragraph(
      text(`API: ${context.apiLabel}. HTML page: `),
      link(context.htmlHref(apiOperationRoute(operation.apiId, operation.slug)), text(operation.title)),
      text('.'),
    ),
    ...(operation.deprecated ? [paragraph(strong(text('Deprecated:')), text(' this operation may be removed; avoid it in new code.'))] : []),
    ...description(operation.summaryHtml, 1, context),
    ...(operation.descriptionHtml ? [heading(2, text('Description')), ...description(operation.descriptionHtml, 2, context)] : []),
    ...serverBlocks(servers, context),
    ...securityBlocks(operation.security),
    ...parameterBlocks(operation, context),
    ...requestBodyBlocks(operation.requestBody, 2, context),
    ...responseBlocks(operation.responses, 2, context),
    ...callbackBlocks(operation, context),
    ...(curl ? [heading(2, text('Request sample')), { type: 'code', lang: 'bash', value: curl.code } as BlockContent] : []),
    ...exampleResponseBlocks(operation, context),
  ];
  return serialise(blocks);
}

/* ------------------------------------------------------------------ schemas */

function placeText(place: UsagePlace): PhrasingContent[] {
  const where =
    place.in === 'parameters'
      ? 'parameters'
      : place.in === 'request'
        ? 'request body'
        : place.in === 'response'
          ? `response ${place.status ?? ''}`.trim()
          : `callback ${place.callback ?? ''}`.trim();
  return [text(where), ...(place.via ? [text(' via '), code(place.via)] : [])];
}

function operationLine(
  operation: Pick<ApiTagOperationFields, 'slug' | 'method' | 'path' | 'title' | 'deprecated'>,
  context: ApiTwinContext,
): PhrasingContent[] {
  return [
    link(context.operationHref(operation.slug), text(`${operation.method} ${operation.path} — ${operation.title}`)),
    ...(operation.deprecated ? [text(' (deprecated)')] : []),
  ];
}

/** A named schema's twin: its outline, an example, and where it is used. */
export function schemaTwin(schema: SchemaPageData, context: ApiTwinContext): string {
  const uses = schema.usedBy.map((use) =>
    listItem(
      paragraph(
        ...operationLine({ ...use, deprecated: use.deprecated === true }, context),
        text(': '),
        ...use.places.flatMap((place, index) => [...(index > 0 ? [text(', ')] : []), ...placeText(place)]),
      ),
    ),
  );
  const referrers = schema.referencedBy.map((referrer) => {
    const href = context.schemaHref(referrer.name);
    return listItem(paragraph(href ? link(href, code(referrer.name)) : code(referrer.name)));
  });
  const example = schema.examples[0];
  const blocks: BlockContent[] = [
    heading(1, text(schema.title ?? schema.name)),
    paragraph(
      text('Schema '),
      code(schema.name),
      text(` of the ${context.apiLabel}. HTML page: `),
      link(context.htmlHref(apiSchemaRoute(schema.apiId, schema.slug)), text(schema.name)),
      text('.'),
    ),
    ...(schema.deprecated ? [paragraph(strong(text('Deprecated:')), text(' avoid this schema in new code.'))] : []),
    ...(schema.descriptionHtml ? [heading(2, text('Description')), ...description(schema.descriptionHtml, 2, context)] : []),
    heading(2, text('Fields')),
    ...schemaOutline(schema.tree, context, schema.name),
    ...(example ? [heading(2, text('Example')), ...exampleBlocks(example, context)] : []),
    ...(uses.length > 0 ? [heading(2, text('Used by')), bulletList(uses)] : []),
    ...(referrers.length > 0 ? [heading(2, text('Referenced by')), bulletList(referrers)] : []),
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
    paragraph(text('The OpenAPI document: '), link(context.rewriteHref(spec.file), text(spec.file)), text('.')),
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
    ...versions.flatMap((version) => [
      heading(2, text(version.version), ...(version.date ? [text(` (${version.date})`)] : [])),
      paragraph(
        text(`Since ${version.previous}: ${version.changeCount} change${version.changeCount === 1 ? '' : 's'}, `),
        text(`${version.breakingCount} breaking.`),
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
