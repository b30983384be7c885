/**
 * Examples coverage (issue 43): every named example (of request bodies, responses, parameters and
 * headers, callbacks' operations too), every media type (of request bodies and responses) and every
 * `oneOf`/`anyOf` branch and discriminator `mapping` entry an operation's body reaches, each by the
 * JSON pointer where the document writes it, and whether the built reference reaches it. What is
 * reached is read from the page data the site renders (`NormalisedApi`): the operation pages'
 * parameters, request body, responses and callbacks, and their schema trees' `variants`, with the
 * schema pages' trees for what a tree links (`seeSchema`) or cuts (coverageSchemas.ts). A request body
 * with several choices reaches a media type, a named example or a branch of its top choice only when
 * its samples offer it too (`requestChoices.bodies`). An item written once and used by several
 * operations is one item, reached when any of them shows it.
 *
 * The build prints one line per document and reports each item not reached with the document's file
 * and the pointer, at the severity of `linkChecks.onUncoveredExamples`.
 */
import { contentEntries, isObject, resolvePointer, toPointer, unescapePointerToken } from '../../openapi/json';
import { mergeParameters } from '../../openapi/operationParts';
import { pathItemOperations } from '../../openapi/pathItem';
import type {
  CallbackData,
  ExampleData,
  HeaderData,
  MediaTypeData,
  NormalisedApi,
  OperationPageData,
  ParameterData,
  RequestBodyData,
  ResponseData,
} from '../../openapi/pageData';
import { at, ChoicesShown, reachableChoices, written, type BodyBranches, type Located } from './coverageSchemas';
import { stopMessage, type CheckReporter } from './report';
import type { Severity } from './types';

export type CoverageKind = 'namedExample' | 'mediaType' | 'variant';

export interface CoverageItem {
  readonly kind: CoverageKind;
  /** Where the document writes it: '#/paths/~1assets/post/requestBody/content/application~1json/examples/full'. */
  readonly pointer: string;
  readonly reached: boolean;
}

type Bodies = NonNullable<NonNullable<OperationPageData['requestChoices']>['bodies']>;
type Json = Record<string, unknown>;

const tokensOf = (pointer: string): string[] => (pointer === '#' ? [] : pointer.slice(2).split('/').map(unescapePointerToken));
const named = (examples: readonly ExampleData[] | undefined, name: string): boolean =>
  Boolean(examples?.some((example) => example.name === name && !example.generated));

/** Every item of the document, in the order the operations meet them, with whether `api` (built from `document`) reaches it. */
export function examplesCoverage(document: unknown, api: Pick<NormalisedApi, 'operations' | 'schemas'>): CoverageItem[] {
  const items = new Map<string, CoverageItem>();
  const note = (kind: CoverageKind, pointer: string, reached: boolean): void => {
    items.set(pointer, { kind, pointer, reached: reached || Boolean(items.get(pointer)?.reached) });
  };
  const trees = new ChoicesShown(document);
  const bodySchemas: Located[] = [];

  /** A `content` map: its media types, their named examples and schemas (`bodies`: what a request body's samples offer). */
  const content = (where: Located, shown: readonly MediaTypeData[] | undefined, body: boolean, bodies?: Bodies): void => {
    if (!isObject(where.value)) return;
    for (const mediaType of Object.keys(where.value)) {
      const entry = at(where, mediaType);
      const media = written(document, entry);
      const page = shown?.find((candidate) => candidate.mediaType === mediaType);
      const offered = (test: (choice: Bodies[number]) => boolean): boolean =>
        !bodies || bodies.some((choice) => choice.mediaType === mediaType && test(choice));
      if (body) note('mediaType', entry.pointer, Boolean(page) && offered(() => true));
      if (!media || !isObject(media.value)) continue;
      const examples = media.value.examples;
      if (isObject(examples))
        for (const name of Object.keys(examples))
          note('namedExample', at(media, 'examples', name).pointer, named(page?.examples, name) && offered((choice) => choice.example === name));
      if (media.value.schema === undefined) continue;
      const schema = at(media, 'schema');
      if (body) bodySchemas.push(schema);
      // The branches of a body without named examples are what its samples offer: each must be among them.
      const branches: BodyBranches | undefined =
        bodies && page?.examples.every((example) => example.generated)
          ? { offered: (path) => bodies.some((choice) => choice.mediaType === mediaType && path.every((index, level) => choice.variant?.[level] === index)) }
          : undefined;
      if (page?.schema) trees.tree(schema, page.schema, branches);
    }
  };

  /** A parameter or a header: its named examples (its own, else its content's), and its schema's tree. */
  const parameterLike = (where: Located, shown: ParameterData | HeaderData | undefined): void => {
    const value = where.value as Json;
    const own = isObject(value.examples);
    const [first] = contentEntries(document, value.content);
    if (own) for (const name of Object.keys(value.examples as Json)) note('namedExample', at(where, 'examples', name).pointer, named(shown?.examples, name));
    if (isObject(value.content)) {
      for (const mediaType of Object.keys(value.content)) {
        const media = written(document, at(where, 'content', mediaType));
        if (!media || !isObject(media.value) || !isObject(media.value.examples)) continue;
        // Only the first media type's are shown (a parameter has one), and only when the parameter has no examples of its own.
        const shows = !own && first?.[0] === mediaType;
        for (const name of Object.keys(media.value.examples)) note('namedExample', at(media, 'examples', name).pointer, shows && named(shown?.examples, name));
      }
    }
    const media = first ? written(document, at(where, 'content', first[0])) : undefined;
    const schema =
      value.schema !== undefined ? at(where, 'schema') : media && isObject(media.value) && media.value.schema !== undefined ? at(media, 'schema') : undefined;
    if (shown && schema) trees.tree(schema, shown.schema);
  };

  const requestBody = (where: Located, shown: RequestBodyData | undefined, bodies?: Bodies): void => {
    const body = written(document, where);
    if (body && isObject(body.value)) content(at(body, 'content'), shown?.content, true, bodies);
  };

  const responses = (where: Located, shown: readonly ResponseData[] | undefined): void => {
    if (!isObject(where.value)) return;
    for (const status of Object.keys(where.value)) {
      const response = written(document, at(where, status));
      if (!response || !isObject(response.value)) continue;
      const page = shown?.find((candidate) => candidate.status === status);
      const headers = response.value.headers;
      if (isObject(headers)) {
        for (const name of Object.keys(headers)) {
          const header = written(document, at(response, 'headers', name));
          if (header && isObject(header.value))
            parameterLike(
              header,
              page?.headers.find((candidate) => candidate.name === name),
            );
        }
      }
      content(at(response, 'content'), page?.content, true);
    }
  };

  const parameterOf = (where: Located): void => {
    const parameter = written(document, where);
    if (parameter && isObject(parameter.value)) parameterLike(parameter, undefined);
  };

  const callbacks = (where: Located, shown: readonly CallbackData[] | undefined): void => {
    const map = written(document, where);
    if (!map || !isObject(map.value)) return;
    for (const name of Object.keys(map.value)) {
      const callback = written(document, at(map, name));
      if (!callback || !isObject(callback.value)) continue;
      const page = shown?.find((candidate) => candidate.name === name);
      let position = 0;
      for (const expression of Object.keys(callback.value)) {
        if (expression.startsWith('x-')) continue;
        const item = written(document, at(callback, expression));
        if (!item) continue;
        for (const { tokens } of pathItemOperations(item.value).operations) {
          const shownOperation = page?.operations[position];
          position += 1;
          // A callback's operation shows its request body and responses (not its parameters).
          const op = at(item, ...tokens);
          const value = op.value as Json;
          for (const list of [at(item, 'parameters'), at(op, 'parameters')]) {
            if (Array.isArray(list.value)) list.value.forEach((_entry, index) => parameterOf(at(list, index)));
          }
          if (value.requestBody !== undefined) requestBody(at(op, 'requestBody'), shownOperation?.requestBody);
          responses(at(op, 'responses'), shownOperation?.responses);
        }
      }
    }
  };
  /** An operation (or a callback's): `shown` is its page, undefined when the reference does not show it. */
  const operation = (item: Located, tokens: readonly string[], shown: OperationPageData | undefined): void => {
    const op = at(item, ...tokens);
    const value = op.value as Json;
    // The parameters the page shows: path-level and the operation's, merged as the page merges them.
    const listed = shown
      ? mergeParameters(document, (item.value as Json).parameters as never, value.parameters as never, tokensOf(item.pointer), tokensOf(op.pointer))
      : [];
    const pageParameters = new Map(
      listed.map(({ parameter, pointer }) => [
        written(document, { value: resolvePointer(document, pointer), pointer })?.pointer,
        shown?.parameters[parameter.in as keyof OperationPageData['parameters']]?.find((candidate) => candidate.name === parameter.name),
      ]),
    );
    for (const list of [at(item, 'parameters'), at(op, 'parameters')]) {
      if (!Array.isArray(list.value)) continue;
      list.value.forEach((_entry, index) => {
        const parameter = written(document, at(list, index));
        if (parameter && isObject(parameter.value)) parameterLike(parameter, pageParameters.get(parameter.pointer));
      });
    }
    requestBody(at(op, 'requestBody'), shown?.requestBody, shown?.requestChoices?.bodies);
    responses(at(op, 'responses'), shown?.responses);
    callbacks(at(op, 'callbacks'), shown?.callbacks);
  };

  const operations = api.operations;
  let next = 0;
  const root = isObject(document) ? document : {};
  for (const section of ['paths', 'webhooks', 'x-webhooks']) {
    const map = root[section];
    if (!isObject(map)) continue;
    for (const path of Object.keys(map)) {
      const item = written(document, { value: map[path], pointer: toPointer([section, path]) });
      if (!item || !isObject(item.value)) continue;
      const { operations: found, refused } = pathItemOperations(item.value);
      for (const { tokens } of found) {
        operation(item, tokens, operations[next]);
        next += 1;
      }
      // An additional operation whose method a sample cannot write is not shown (operations.ts).
      for (const tokens of refused) operation(item, tokens, undefined);
    }
  }
  for (const schema of api.schemas) {
    const pointer = toPointer(['components', 'schemas', schema.name]);
    trees.tree({ value: { $ref: pointer }, pointer }, schema.tree);
  }
  for (const pointer of reachableChoices(document, bodySchemas).keys()) note('variant', pointer, trees.shown.has(pointer) && !trees.notOffered.has(pointer));
  return [...items.values()];
}

/* ------------------------------------------------------------------ the build's report */

const NOUNS: Readonly<Record<CoverageKind, readonly [string, string]>> = {
  namedExample: ['named example', 'named examples'],
  mediaType: ['media type', 'media types'],
  variant: ['variant', 'variants'],
};

/** 'Examples coverage, Portal API: 14/14 named examples, 9/9 media types, 4/4 variants — 100 %' */
export function coverageLine(label: string, items: readonly CoverageItem[]): string {
  const parts = (Object.keys(NOUNS) as CoverageKind[]).map((kind) => {
    const ofKind = items.filter((item) => item.kind === kind);
    return `${ofKind.filter((item) => item.reached).length}/${ofKind.length} ${NOUNS[kind][1]}`;
  });
  const reached = items.filter((item) => item.reached).length;
  // Rounded down: 100 % only when every item is reached.
  const percent = items.length === 0 ? 100 : Math.floor((reached / items.length) * 1000) / 10;
  return `Examples coverage, ${label}: ${parts.join(', ')} — ${percent} %`;
}

/** What the build says of one item the reference does not reach. */
export function uncoveredMessage(file: string, item: CoverageItem): string {
  const what =
    item.kind === 'variant' ? (item.pointer.includes('/discriminator/mapping/') ? 'discriminator mapping entry' : 'oneOf/anyOf branch') : NOUNS[item.kind][0];
  return (
    `Uncovered ${what} in ${file} at ${item.pointer}: the API reference does not show it` +
    `${item.kind === 'variant' ? ' (its tree is cut before it and no schema page shows it, or the request samples do not offer it)' : ''}.`
  );
}

/** One API of the build: its settings' label and file, its document and what was built from it. */
export interface CoverageApi {
  readonly label: string;
  readonly file: string;
  readonly document: unknown;
  readonly api: Pick<NormalisedApi, 'operations' | 'schemas'>;
}

/**
 * Prints each document's coverage line, and each item not reached at `severity`
 * (`linkChecks.onUncoveredExamples`); under 'throw' the build stops after all of them are listed.
 */
export function reportExamplesCoverage(apis: readonly CoverageApi[], severity: Severity, reporter: CheckReporter): void {
  const fatal: string[] = [];
  const lines: string[] = [];
  for (const { label, file, document, api } of apis) {
    const items = examplesCoverage(document, api);
    const line = coverageLine(label, items);
    lines.push(line);
    reporter.info(line);
    for (const item of items.filter((candidate) => !candidate.reached)) {
      const message = uncoveredMessage(file, item);
      if (severity === 'log') reporter.info(message);
      else if (severity === 'warn') reporter.warn(message);
      else if (severity === 'throw') fatal.push(message);
    }
  }
  if (fatal.length > 0) reporter.panicOnBuild(stopMessage(fatal, ['linkChecks.onUncoveredExamples'], lines.join('\n')));
}
