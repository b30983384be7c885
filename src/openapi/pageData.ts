/**
 * The output side of the API reference engine: `NormalisedApi` and `OperationPageData`, plain
 * JSON-serialisable data. Optional boolean flags are present only when true, and absent values are
 * omitted, to keep each page's data small. Components import these types with `import type` (and the
 * two constant lists), so nothing of the Node-side engine reaches the browser bundle.
 */
import type { JsonValue, SchemaValidationKeywords } from './document';
import type { ServerChoiceData, ServerVariableData } from './servers';
import type { SampleSlot } from './sampleSlots';

export type { ServerChoiceData, ServerVariableData } from './servers';

/** The JSON values page data carries (examples, defaults, enums), so components need no document type. */
export type { JsonPrimitive, JsonValue } from './document';

/* ------------------------------------------------------------------ output: schema trees */

/** Constraints of a schema; 3.0's boolean `exclusiveMinimum` is normalised to 3.1's numeric form. */
export interface SchemaConstraints extends Omit<SchemaValidationKeywords, 'exclusiveMinimum' | 'exclusiveMaximum'> {
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
}

/** How a child relates to its parent: a named property, the array's items, or extra keys. */
export type SchemaNodeRole = 'property' | 'items' | 'additionalProperties' | 'patternProperty';

export interface SchemaVariantOption {
  /** The referenced schema's name, else its title, else its type label. */
  readonly title: string;
  readonly node: SchemaNode;
}

export interface SchemaVariants {
  readonly kind: 'oneOf' | 'anyOf';
  readonly discriminator?: {
    readonly propertyName: string;
    /** Discriminator value → schema name (explicit mapping, else the options' schema names). */
    readonly mapping?: Readonly<Record<string, string>>;
  };
  readonly options: readonly SchemaVariantOption[];
}

export interface SchemaNode {
  /** Property name (role 'property') or the pattern (role 'patternProperty'). */
  readonly name?: string;
  readonly role?: SchemaNodeRole;
  /** E.g. 'string<uuid>', 'integer<int32>', 'array<Asset>', 'string | integer', 'object', 'any'. */
  readonly typeLabel: string;
  /** Name of the component schema this node came from (`#/components/schemas/Asset` → 'Asset'). */
  readonly refName?: string;
  readonly title?: string;
  readonly required?: true;
  readonly nullable?: true;
  readonly readOnly?: true;
  readonly writeOnly?: true;
  readonly deprecated?: true;
  readonly descriptionHtml?: string;
  readonly enum?: readonly JsonValue[];
  readonly default?: JsonValue;
  readonly example?: JsonValue;
  readonly constraints?: SchemaConstraints;
  readonly children?: readonly SchemaNode[];
  readonly variants?: SchemaVariants;
  /** A `$ref` already on the path from the root: only its name is rendered, to stop the loop. */
  readonly circular?: true;
  /** The depth or node budget ran out here; the children were not expanded. */
  readonly truncated?: true;
  /**
   * The named schema whose page shows this node's contents, which are not repeated here (a big
   * schema below the tree's first level, or an array of it; docs/decisions/0025-schema-trees-link-named-schemas.md).
   */
  readonly seeSchema?: string;
  /**
   * The path from the tree's root (`option-1.pull_request`) of an earlier node with the same contents,
   * which are not repeated here (src/openapi/repeatedSubtrees.ts): the tree links it.
   */
  readonly sameAs?: string;
}

/* ------------------------------------------------------------------ output: pages */

/** The fixed methods of a path item: OpenAPI 3.0 and 3.1's eight, and 3.2's `query`. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export const PARAMETER_LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;
export type ParameterLocation = (typeof PARAMETER_LOCATIONS)[number];

export interface ExampleData {
  /** The key in `examples`, or 'default' for a single `example` or a generated one. */
  readonly name: string;
  readonly summary?: string;
  readonly descriptionHtml?: string;
  /** Ready to show: pretty-printed JSON, or the raw text for a string value. */
  readonly value: string;
  /** True when made from the schema by openapi-sampler rather than taken from the document. */
  readonly generated?: true;
  readonly externalValue?: string;
  /** A generated example of one branch of the schema's choice (`oneOf`/`anyOf`): the branch's index at each level. */
  readonly variant?: readonly number[];
  /**
   * Set when `value` is only the first lines of a large example (src/openapi/largeExamples.ts): the
   * whole text is published at `href` (root-relative, before the site's path prefix).
   */
  readonly full?: { readonly href: string; readonly chars: number; readonly lines: number; readonly shownLines: number };
}

export interface MediaTypeData {
  readonly mediaType: string;
  readonly schema?: SchemaNode;
  readonly examples: readonly ExampleData[];
}

export interface ParameterData {
  readonly name: string;
  readonly in: ParameterLocation;
  /** Element id without '#': `parameter-{in}-{name}`. */
  readonly anchor: string;
  readonly required?: true;
  readonly deprecated?: true;
  readonly descriptionHtml?: string;
  readonly style?: string;
  readonly explode?: boolean;
  readonly schema: SchemaNode;
  /** The first of the parameter's own examples, as one line of text. */
  readonly example?: string;
  /** The parameter's named examples (its `examples`, names and summaries kept; issue 43), when it has any. */
  readonly examples?: readonly ExampleData[];
}

export type ParametersByLocation = Readonly<Record<ParameterLocation, readonly ParameterData[]>>;

export interface RequestBodyData {
  readonly required?: true;
  readonly descriptionHtml?: string;
  readonly content: readonly MediaTypeData[];
}

export interface HeaderData {
  readonly name: string;
  /** Element id without '#': `response-{status}-header-{name}`. */
  readonly anchor: string;
  readonly required?: true;
  readonly deprecated?: true;
  readonly descriptionHtml?: string;
  readonly schema: SchemaNode;
  /** The header's named examples (its `examples`, as a parameter's: `ParameterData.examples`), when it has any. */
  readonly examples?: readonly ExampleData[];
}

export interface ResponseData {
  /** '200', '4XX', 'default'… as written in the document. */
  readonly status: string;
  /** Element id without '#': `response-{status}`. */
  readonly anchor: string;
  /** The description's first line as plain text (at most 120 characters), for the response's fold. */
  readonly summary?: string;
  /** The whole description; absent when the summary already says all of it. */
  readonly descriptionHtml?: string;
  readonly headers: readonly HeaderData[];
  readonly content: readonly MediaTypeData[];
}

export interface SecuritySchemeData {
  readonly name: string;
  /** apiKey, http, oauth2, openIdConnect, mutualTLS. */
  readonly type: string;
  /** For http: 'bearer', 'basic'… */
  readonly scheme?: string;
  readonly bearerFormat?: string;
  /** For apiKey: where the key goes and its parameter name. */
  readonly in?: string;
  readonly paramName?: string;
  readonly openIdConnectUrl?: string;
  readonly flows?: readonly string[];
  readonly descriptionHtml?: string;
}

/** One way to authenticate: every scheme listed must be satisfied together. */
export interface SecurityRequirementData {
  /** Each scheme with what a request sample needs to send its credentials, and the scopes asked for. */
  readonly schemes: readonly (Pick<SecuritySchemeData, 'name' | 'type' | 'scheme' | 'in' | 'paramName' | 'bearerFormat' | 'flows' | 'openIdConnectUrl'> & {
    readonly scopes: readonly string[];
  })[];
}

export interface CodeSample {
  /** Stable across pages (the remembered language): a `SAMPLE_LANGUAGES` id, or 'x-<label>' for `x-codeSamples`. */
  readonly id: string;
  readonly label: string;
  /** Highlighter language: 'bash', 'javascript', 'python', 'csharp'… */
  readonly language: string;
  readonly code: string;
  /**
   * Where the reader's choices (the server) sit in `code`, in order (`sampleSlots.ts`): the page
   * writes a choice there, by position. Generated samples of an operation whose reader has a choice.
   */
  readonly slots?: readonly SampleSlot[];
  /** 'document': the document's own sample (`x-codeSamples`), shown as such and never changed by a choice. */
  readonly origin?: 'document';
  /** In the page only: what the copy button copies when the code shown masks the reader's credentials. */
  readonly copy?: string;
}

/** A parameter the samples can send with another of its named examples (the reader's choice: issue 43; `parameterChoices`). */
export interface ParameterChoiceData {
  /** `in:name`: the slots' `ParameterPart.parameter`. */
  readonly key: string;
  readonly name: string;
  readonly in: string;
  /** The named examples in document order, each value as the sample writes it (text). */
  readonly options: readonly { readonly name: string; readonly label: string; readonly value: string }[];
}

/**
 * A generated sample written for another request choice, as the lines that differ from the sample of
 * its language written for the first: the first `head` lines and the last `tail` lines are that
 * sample's, `lines` come between (`choiceSamples.ts`).
 */
export interface SampleEdit {
  readonly id: string;
  readonly head: number;
  readonly tail: number;
  readonly lines: readonly string[];
  readonly slots?: readonly SampleSlot[];
}

/** The generated samples for the `security`-th security alternative and the `body`-th body of `requestChoices` (issue 43). */
export interface ChoiceSamples {
  readonly security: number;
  readonly body: number;
  readonly samples: readonly SampleEdit[];
}

export type OperationKind = 'operation' | 'webhook';

/** Everything ONE operation page needs, and nothing else (never the whole document). */
export interface OperationPageData {
  readonly slug: string;
  readonly apiId: string;
  readonly kind: OperationKind;
  /** Upper case: 'GET', 'POST'… */
  readonly method: string;
  /** The path template, or the webhook's name. */
  readonly path: string;
  /** First server URL + path; for a webhook, its name. */
  readonly fullUrl: string;
  readonly operationId?: string;
  /** Page title: the summary when it is a title, else operationId, else 'METHOD path' (`operationTitle`). */
  readonly title: string;
  readonly summary?: string;
  /** The summary as HTML, when it is not the title (a paragraph): shown under the title. */
  readonly summaryHtml?: string;
  readonly descriptionHtml?: string;
  readonly deprecated?: true;
  /** The first tag, or the default group's name. */
  readonly tag: string;
  readonly tagSlug: string;
  /** Alternatives (OR) of requirements; empty = no authentication. */
  readonly security: readonly SecurityRequirementData[];
  readonly parameters: ParametersByLocation;
  readonly requestBody?: RequestBodyData;
  readonly responses: readonly ResponseData[];
  readonly codeSamples: readonly CodeSample[];
  /**
   * The servers that apply (operation's, else path item's, else document's) when the reader has a
   * choice: several, or variables. Absent otherwise: the first server is all there is.
   */
  readonly servers?: readonly ServerChoiceData[];
  /** The operation's callbacks (after the responses), in document order; absent when it has none. */
  readonly callbacks?: readonly CallbackData[];
  /** Name → page slug of the named schemas this page's trees show (absent when the API has no schema pages). */
  readonly schemaLinks?: Readonly<Record<string, string>>;
  /** The request bodies the samples can show, when there is more than one (issue 43): each media type with each of its named examples, or each oneOf/anyOf branch of its schema when it has no named examples. */
  readonly requestChoices?: {
    readonly bodies?: readonly { readonly mediaType: string; readonly example?: string; readonly variant?: readonly number[]; readonly label: string }[];
    readonly security?: readonly string[];
    /** Parameters whose named examples the samples can send, each by its slots (`ParameterChoiceData`). */
    readonly parameters?: readonly ParameterChoiceData[];
  };
  /** The samples for every other pair of `requestChoices` (security alternative, body); `codeSamples` are the first pair's. */
  readonly choiceSamples?: readonly ChoiceSamples[];
}

/** A request the API makes to a URL the request gave it (an operation's `callbacks`). */
export interface CallbackData {
  readonly name: string;
  /** Element id without '#': `callback-{name}`. */
  readonly anchor: string;
  readonly operations: readonly CallbackOperationData[];
}

export interface CallbackOperationData {
  /** The URL expression as written: '{$request.body#/callbackUrl}'. */
  readonly expression: string;
  /** Upper case: 'POST'. */
  readonly method: string;
  /** Element id without '#': `callback-{name}-{method}`; its body and responses' anchors extend it. */
  readonly anchor: string;
  readonly summary?: string;
  readonly descriptionHtml?: string;
  readonly deprecated?: true;
  readonly requestBody?: RequestBodyData;
  /** Anchors `{anchor}-response-{status}`. */
  readonly responses: readonly ResponseData[];
}

/* ------------------------------------------------------------------ output: schema pages */

export type UsagePlaceKind = 'parameters' | 'request' | 'response' | 'callback';

/** Where in an operation a schema is used (src/openapi/schemaUsage.ts). */
export interface UsagePlace {
  readonly in: UsagePlaceKind;
  /** For a response: its status as written ('200', '4XX', 'default'). */
  readonly status?: string;
  /** For a callback: its name. */
  readonly callback?: string;
  /** Absent for a direct use: the schema used at this place through which this one is reached. */
  readonly via?: string;
}

/** An operation in a schema's "Used by" list. */
export interface SchemaUseData {
  /** The operation's page slug (its route is the API's route + '/' + slug). */
  readonly slug: string;
  readonly kind: OperationKind;
  readonly method: string;
  readonly path: string;
  readonly title: string;
  readonly deprecated?: true;
  readonly places: readonly UsagePlace[];
}

/** Everything ONE schema page needs (docs/decisions/0022-the-api-as-a-whole.md). */
export interface SchemaPageData {
  readonly apiId: string;
  /** The key in `components.schemas`, as written. */
  readonly name: string;
  readonly slug: string;
  readonly title?: string;
  readonly descriptionHtml?: string;
  readonly deprecated?: true;
  readonly tree: SchemaNode;
  /** The schema's own example, else one generated from it (as for a response body). */
  readonly examples: readonly ExampleData[];
  readonly usedBy: readonly SchemaUseData[];
  /** The schemas whose definition refers to this one, with their page slugs. */
  readonly referencedBy: readonly { readonly name: string; readonly slug: string }[];
  /** As on operation pages: name → page slug of the other named schemas the tree shows. */
  readonly schemaLinks?: Readonly<Record<string, string>>;
}

export interface TagGroup {
  readonly name: string;
  /** What readers see: the tag's `x-displayName` (Redoc), else its 3.2 `summary`, else its name. */
  readonly label: string;
  readonly slug: string;
  /** Slug of the parent tag (OpenAPI 3.2 `parent`); the tag is shown inside it. */
  readonly parentSlug?: string;
  readonly descriptionHtml?: string;
  readonly operationSlugs: readonly string[];
}

export interface TagSection {
  readonly name: string;
  readonly slug: string;
  readonly tagSlugs: readonly string[];
}

export interface ServerData {
  /** With its variables' defaults. */
  readonly url: string;
  readonly descriptionHtml?: string;
  /** With variables: the URL as written, and the variables (issue 24). */
  readonly template?: string;
  readonly variables?: readonly ServerVariableData[];
}

export interface NormalisedApi {
  readonly id: string;
  /** Public download path of the document, e.g. '/Portal-v1.json'. */
  readonly file: string;
  readonly title: string;
  readonly version: string;
  readonly openapiVersion: string;
  readonly descriptionHtml?: string;
  readonly servers: readonly ServerData[];
  readonly securitySchemes: readonly SecuritySchemeData[];
  readonly security: readonly SecurityRequirementData[];
  readonly tags: readonly TagGroup[];
  /** Redoc's `x-tagGroups`: named groups of top-level tags (empty when the document has none). */
  readonly tagSections: readonly TagSection[];
  readonly operations: readonly OperationPageData[];
  /** One per named schema, in document order; empty when the API's schema pages are turned off. */
  readonly schemas: readonly SchemaPageData[];
  readonly warnings: readonly string[];
}
