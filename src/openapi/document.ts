/**
 * The input side of the API reference engine: a deliberately loose model of an OpenAPI 3.0/3.1/3.2
 * document (Swagger 2.0 is converted before it gets here). Every field is optional because the engine
 * must accept any valid document, not only ours, and must not trust what it reads. Only Node code
 * (loading, normalising, checking examples) reads documents; components never need these types.
 */

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };

/* ------------------------------------------------------------------ input: the document */

export interface ReferenceObject {
  readonly $ref: string;
  readonly summary?: string;
  readonly description?: string;
}

export interface DiscriminatorObject {
  readonly propertyName: string;
  readonly mapping?: Readonly<Record<string, string>>;
}

/**
 * The validation keywords of numbers, strings, arrays and objects that a schema tree shows
 * (`SchemaConstraints` in pageData.ts is this list as the page gets it). `exclusiveMinimum` and
 * `exclusiveMaximum` are booleans in 3.0 and numbers in 3.1.
 */
export interface SchemaValidationKeywords {
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number | boolean;
  readonly exclusiveMaximum?: number | boolean;
  readonly multipleOf?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly minProperties?: number;
  readonly maxProperties?: number;
}

/** A Schema Object of 3.0 or 3.1 (3.1 also allows the boolean schemas `true` and `false`). */
export interface SchemaObject extends SchemaValidationKeywords {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly title?: string;
  readonly description?: string;
  readonly properties?: Readonly<Record<string, SchemaLike>>;
  readonly patternProperties?: Readonly<Record<string, SchemaLike>>;
  readonly additionalProperties?: SchemaLike;
  readonly required?: readonly string[];
  readonly items?: SchemaLike;
  readonly allOf?: readonly SchemaLike[];
  readonly oneOf?: readonly SchemaLike[];
  readonly anyOf?: readonly SchemaLike[];
  readonly discriminator?: DiscriminatorObject;
  readonly nullable?: boolean;
  readonly readOnly?: boolean;
  readonly writeOnly?: boolean;
  readonly deprecated?: boolean;
  readonly enum?: readonly JsonValue[];
  readonly const?: JsonValue;
  readonly default?: JsonValue;
  readonly example?: JsonValue;
  readonly examples?: readonly JsonValue[];
  readonly [extension: string]: unknown;
}

export type SchemaLike = SchemaObject | boolean;

export interface ExampleObject {
  readonly summary?: string;
  readonly description?: string;
  readonly value?: JsonValue;
  readonly externalValue?: string;
}

export interface MediaTypeObject {
  readonly schema?: SchemaLike;
  readonly example?: JsonValue;
  readonly examples?: Readonly<Record<string, ExampleObject | ReferenceObject>>;
}

export interface ParameterObject {
  readonly name: string;
  readonly in: string;
  readonly description?: string;
  readonly required?: boolean;
  readonly deprecated?: boolean;
  readonly style?: string;
  readonly explode?: boolean;
  readonly schema?: SchemaLike;
  readonly content?: Readonly<Record<string, MediaTypeObject>>;
  readonly example?: JsonValue;
  readonly examples?: Readonly<Record<string, ExampleObject | ReferenceObject>>;
}

export type HeaderObject = Omit<ParameterObject, 'name' | 'in'>;

export interface RequestBodyObject {
  readonly description?: string;
  readonly required?: boolean;
  readonly content?: Readonly<Record<string, MediaTypeObject>>;
}

export interface ResponseObject {
  readonly description?: string;
  readonly headers?: Readonly<Record<string, HeaderObject | ReferenceObject>>;
  readonly content?: Readonly<Record<string, MediaTypeObject>>;
}

export type SecurityRequirementObject = Readonly<Record<string, readonly string[]>>;

export interface CustomCodeSampleObject {
  readonly lang?: string;
  readonly label?: string;
  readonly source?: string;
}

export interface OperationObject {
  readonly operationId?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly deprecated?: boolean;
  readonly parameters?: readonly (ParameterObject | ReferenceObject)[];
  readonly requestBody?: RequestBodyObject | ReferenceObject;
  readonly responses?: Readonly<Record<string, ResponseObject | ReferenceObject>>;
  readonly security?: readonly SecurityRequirementObject[];
  readonly servers?: readonly ServerObject[];
  readonly 'x-codeSamples'?: readonly CustomCodeSampleObject[];
  readonly 'x-code-samples'?: readonly CustomCodeSampleObject[];
  readonly [extension: string]: unknown;
}

export interface PathItemObject {
  readonly $ref?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly parameters?: readonly (ParameterObject | ReferenceObject)[];
  readonly servers?: readonly ServerObject[];
  readonly [methodOrExtension: string]: unknown;
}

export interface ServerVariableObject {
  readonly default: string;
  readonly enum?: readonly string[];
  readonly description?: string;
}

export interface ServerObject {
  readonly url: string;
  readonly description?: string;
  readonly variables?: Readonly<Record<string, ServerVariableObject>>;
}

export interface SecuritySchemeObject {
  readonly type: string;
  readonly description?: string;
  readonly name?: string;
  readonly in?: string;
  readonly scheme?: string;
  readonly bearerFormat?: string;
  readonly openIdConnectUrl?: string;
  readonly flows?: Readonly<Record<string, { readonly scopes?: Readonly<Record<string, string>> }>>;
}

export interface TagObject {
  readonly name: string;
  readonly description?: string;
  /** OpenAPI 3.2: short label, and the name of the tag this one belongs to. */
  readonly summary?: string;
  readonly parent?: string;
  /** Redoc's label for the tag. */
  readonly 'x-displayName'?: string;
  readonly [extension: string]: unknown;
}

/** A parsed, validated OpenAPI 3.0.x or 3.1.x document with its `$ref`s still in place. */
export interface OpenApiV3Document {
  readonly openapi: string;
  readonly info: {
    readonly title: string;
    readonly version: string;
    readonly description?: string;
    readonly [extension: string]: unknown;
  };
  readonly servers?: readonly ServerObject[];
  readonly paths?: Readonly<Record<string, PathItemObject>>;
  readonly webhooks?: Readonly<Record<string, PathItemObject>>;
  readonly 'x-webhooks'?: Readonly<Record<string, PathItemObject>>;
  readonly components?: {
    readonly schemas?: Readonly<Record<string, SchemaLike>>;
    readonly securitySchemes?: Readonly<Record<string, SecuritySchemeObject | ReferenceObject>>;
    readonly [section: string]: unknown;
  };
  readonly security?: readonly SecurityRequirementObject[];
  readonly tags?: readonly TagObject[];
  readonly [extension: string]: unknown;
}
