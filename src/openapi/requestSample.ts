/**
 * The one request an operation's code samples show (see `codeSamples.ts` for how it is written).
 *
 * Rules: path parameters filled with sample values (percent-encoded strictly; one with named
 * examples to choose among is a slot of the URL, `pathParameters`); required
 * query/header/cookie parameters and those with a documented example; the credentials placeholder
 * of the first security requirement (or the one chosen); the first request body example of the first media
 * type (or the body chosen: issue 43).
 * A header or cookie whose name is not an HTTP token (or holds ' ` $), or whose name or value holds
 * CR/LF or another control character, is left out with a warning naming its JSON pointer; so is a
 * multipart field whose name cannot be written in `name="…"`.
 */
import {
  headerNameProblem,
  headerValueProblem,
  multipartNameProblem,
  strictEncode,
  type NameValue,
  type PathParameterSlot,
  type RequestSampleInput,
} from './codeSamples';
import { contentEntries, isObject, resolveRefs, toJsonValue } from './json';
import { firstExampleValue } from './samples';
import type { HeaderObject, JsonValue, ParameterObject, RequestBodyObject, SchemaLike } from './document';
import type { ParameterChoiceData, SecurityRequirementData } from './pageData';
import { sampleBase, SERVER_SAMPLE_ORIGIN } from './servers';
import { CREDENTIAL_PLACEHOLDERS, type CredentialPart } from './sampleSlots';

/** Origin used in code samples when the document's server URL is relative (or absent). */
export const SAMPLE_ORIGIN = SERVER_SAMPLE_ORIGIN;

export interface SampleParameter {
  readonly parameter: ParameterObject;
  /** JSON pointer of the parameter in the document, for warnings. */
  readonly pointer: string;
}

export interface RequestSampleOptions {
  readonly document: unknown;
  readonly method: string;
  /** The first server's URL with its defaults ('' when there is none): the samples' base. */
  readonly server: string;
  /** Whether the reader may choose another server (the samples then record where the base sits). */
  readonly serverChoice?: boolean;
  /** Which of the operation's security requirements the samples send (the first by default). */
  readonly requirement?: number;
  /** The operation's path template. */
  readonly path: string;
  readonly parameters: readonly SampleParameter[];
  readonly body?: RequestBodyObject;
  /** The body the samples send: one media type of `body` and an example's value (issue 43); by default the first example of the first. */
  readonly bodyChoice?: { readonly mediaType: string; readonly value: JsonValue };
  /** JSON pointer of the request body, for warnings. */
  readonly bodyPointer?: string;
  readonly security: readonly SecurityRequirementData[];
  readonly warn: (message: string) => void;
}

export function requestSample(options: RequestSampleOptions): RequestSampleInput {
  const { document, parameters, body, security, warn } = options;
  const query: NameValue[] = [];
  const headers: NameValue[] = [];
  const cookies: NameValue[] = [];
  // The path parameters' values by name: their text in the path, and the reader's choice when they have one.
  const pathValues = new Map<string, { readonly text: string; readonly slot?: Omit<PathParameterSlot, 'at'> }>();

  /** Headers and cookies a sample can hold; the others are reported and left out. */
  const usable = (kind: 'header' | 'cookie', entry: NameValue, pointer: string): boolean => {
    const problem = headerNameProblem(entry.name) ?? headerValueProblem(entry.value);
    if (!problem) return true;
    warn(`The ${kind} ${JSON.stringify(entry.name)} at ${pointer} is left out of the code samples: ${problem}.`);
    return false;
  };

  const choosable = new Map(parameterChoices(parameters, document).map((choice) => [choice.key, choice]));
  for (const { parameter, pointer } of parameters) {
    const documented = parameter.example !== undefined || isObject(parameter.examples) || hasSchemaExample(document, parameter.schema);
    if (parameter.in !== 'path' && parameter.required !== true && !documented) continue;
    const value = firstExampleValue({ ...parameter, schema: parameterSchema(parameter, document) }, document, 'request');
    const values = Array.isArray(value) ? value.map(inlineText) : [inlineText(value ?? '')];
    // A parameter the reader may set to another of its named examples: a slot (issue 43), the first example by default.
    const choice = choosable.get(parameterKey(parameter));
    const encode = parameter.in === 'header' ? 'header' : parameter.in === 'path' ? 'path' : 'query';
    const slot = choice ? { value: choice.options[0]?.value ?? '', parameter: { parameter: choice.key, encode } as const } : undefined;
    if (parameter.in === 'path') {
      if (!pathValues.has(parameter.name))
        pathValues.set(parameter.name, slot ? { text: strictEncode(slot.value), slot } : { text: strictEncode(values.join(',')) });
    } else if (parameter.in === 'query') {
      if (slot) query.push({ name: parameter.name, ...slot });
      else for (const v of values) query.push({ name: parameter.name, value: v });
    } else if (parameter.in === 'header' || parameter.in === 'cookie') {
      const entry = { name: parameter.name, ...(slot ?? { value: values.join(',') }) };
      if (usable(parameter.in, entry, pointer)) (parameter.in === 'header' ? headers : cookies).push(entry);
    }
  }

  // The credentials: placeholders the reader may fill in on the page (issue 43), each recorded as a slot.
  for (const scheme of security[options.requirement ?? 0]?.schemes ?? []) {
    const credential = (as: CredentialPart['as'], encode: CredentialPart['encode'], prefix = ''): NameValue['credential'] => ({
      part: { credential: scheme.name, as, encode },
      ...(prefix ? { prefix } : {}),
    });
    if (scheme.type === 'apiKey' && scheme.paramName) {
      const pointer = `#/components/securitySchemes/${scheme.name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const value = CREDENTIAL_PLACEHOLDERS.key;
      if (scheme.in === 'query') query.push({ name: scheme.paramName, value, credential: credential('key', 'query') });
      else if (scheme.in === 'cookie') {
        const entry = { name: scheme.paramName, value, credential: credential('key', 'query') };
        if (usable('cookie', entry, pointer)) cookies.push(entry);
      } else {
        const entry = { name: scheme.paramName, value, credential: credential('key', 'header') };
        if (usable('header', entry, pointer)) headers.push(entry);
      }
    } else if (scheme.type === 'http' && scheme.scheme === 'basic') {
      headers.push({ name: 'Authorization', value: `Basic ${CREDENTIAL_PLACEHOLDERS.basic}`, credential: credential('basic', 'header', 'Basic ') });
    } else if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
      headers.push({ name: 'Authorization', value: `Bearer ${CREDENTIAL_PLACEHOLDERS.token}`, credential: credential('token', 'header', 'Bearer ') });
    }
  }

  const entries = contentEntries(document, body?.content);
  const entry = options.bodyChoice ? entries.find(([mediaType]) => mediaType === options.bodyChoice?.mediaType) : entries[0];
  let requestBody: RequestSampleInput['body'];
  if (entry) {
    const [mediaType, media] = entry;
    let value = options.bodyChoice ? options.bodyChoice.value : isObject(media) ? firstExampleValue(media, document, 'request') : undefined;
    if (value !== undefined && /^multipart\/form-data\b/i.test(mediaType.trim()) && isObject(value)) {
      value = Object.fromEntries(
        Object.entries(value).filter(([name]) => {
          const problem = multipartNameProblem(name);
          if (problem) {
            const where = `${options.bodyPointer ?? '#'}/content/${mediaType.replace(/~/g, '~0').replace(/\//g, '~1')}`;
            warn(`The multipart field ${JSON.stringify(name)} of ${where} is left out of the code samples: ${problem}.`);
          }
          return !problem;
        }),
      ) as JsonValue;
    }
    if (value !== undefined) requestBody = { mediaType, value, fileFields: binaryFields(document, media.schema as SchemaLike | undefined) };
  }
  // The path template with its parameters' values, after the server's base (`sampleBase`); where a value the
  // reader may choose is written is recorded. A path parameter the operation does not declare keeps its
  // name, without braces (a server variable too: `sampleBase`).
  let url = sampleBase(options.server);
  const pathParameters: PathParameterSlot[] = [];
  let last = 0;
  for (const match of options.path.matchAll(/\{([^}]+)\}/g)) {
    const name = match[1] ?? '';
    const value = pathValues.get(name);
    url += options.path.slice(last, match.index);
    if (value?.slot) pathParameters.push({ at: url.length, ...value.slot });
    url += value ? value.text : name;
    last = match.index + match[0].length;
  }
  url += options.path.slice(last);
  return {
    method: options.method,
    url,
    ...(options.serverChoice ? { server: options.server } : {}),
    ...(pathParameters.length > 0 ? { pathParameters } : {}),
    query,
    headers,
    cookies,
    ...(requestBody ? { body: requestBody } : {}),
  };
}

type ParameterChoice = ParameterChoiceData;

const parameterKey = (parameter: ParameterObject): string => `${parameter.in}:${parameter.name}`;

/**
 * The path, query, header and cookie parameters with two named examples or more, all of one value
 * each (a string, number or boolean: a list would be several query parameters or a joined header),
 * whose examples the reader may choose among for the samples. A path parameter's value is one segment
 * of the URL's path, percent-encoded strictly; one whose examples include '.' or '..' is not offered
 * (no encoding keeps a whole segment of dots from being read as "this folder" or "the one above").
 */
export function parameterChoices(parameters: readonly SampleParameter[], document: unknown): ParameterChoice[] {
  return parameters.flatMap(({ parameter }): ParameterChoice[] => {
    if (!['path', 'query', 'header', 'cookie'].includes(parameter.in) || !isObject(parameter.examples)) return [];
    const options: ParameterChoice['options'][number][] = [];
    for (const [name, entry] of Object.entries(parameter.examples)) {
      const example = resolveRefs(document, entry);
      const value = isObject(example) ? toJsonValue(example.value) : undefined;
      if (value === undefined || value === null || typeof value === 'object') return [];
      if (parameter.in === 'path' && (value === '.' || value === '..')) return [];
      const label = isObject(example) && typeof example.summary === 'string' && example.summary ? example.summary : name;
      options.push({ name, label, value: String(value) });
    }
    return options.length < 2 ? [] : [{ key: parameterKey(parameter), name: parameter.name, in: parameter.in, options }];
  });
}

/** A parameter's or header's schema: its own, else the one of its first `content` media type. */
export function parameterSchema(parameter: ParameterObject | HeaderObject, document: unknown): SchemaLike | undefined {
  if (parameter.schema !== undefined) return parameter.schema;
  const first = contentEntries(document, parameter.content)[0]?.[1];
  return first?.schema as SchemaLike | undefined;
}

function hasSchemaExample(document: unknown, schema: SchemaLike | undefined): boolean {
  const resolved = resolveRefs(document, schema);
  return isObject(resolved) && (resolved.example !== undefined || Array.isArray(resolved.examples));
}

/** Multipart properties that are files: `format: binary` or a `contentMediaType`, also as array items. */
export function binaryFields(document: unknown, schema: SchemaLike | undefined): string[] {
  const resolved = resolveRefs(document, schema);
  if (!isObject(resolved) || !isObject(resolved.properties)) return [];
  return Object.entries(resolved.properties).flatMap(([name, property]) => {
    const value = resolveRefs(document, property);
    const target = isObject(value) && isObject(value.items) ? resolveRefs(document, value.items) : value;
    return isObject(target) && (target.format === 'binary' || target.contentMediaType !== undefined) ? [name] : [];
  });
}

/** A value on one line: strings as they are, anything else as compact JSON. */
export function inlineText(value: JsonValue): string {
  const json = toJsonValue(value);
  return typeof json === 'string' ? json : JSON.stringify(json ?? null);
}
