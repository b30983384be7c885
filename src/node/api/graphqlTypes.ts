/**
 * GraphQL types of the API nodes, declared in full with @dontInfer: Gatsby must never infer types
 * from spec JSON (keys such as '200' or 'application/json' are not GraphQL names). Each type
 * mirrors an interface of `model.ts`. An operation's (and a schema's) page data stays one opaque
 * JSON value (`data`), never typed field by field: it is read whole by exactly one page and never
 * filtered on. JSON, not a String of JSON: a string would escape each of its quotes in the page
 * data (about 10 % of it; decision 0025).
 */

/** `ApiTagOperationFields`: an operation as a tag lists it, and the first fields of its ApiOperation node. */
const TAG_OPERATION_FIELDS = `
    slug: String!
    method: String!
    path: String!
    title: String!
    deprecated: Boolean!
    route: String!
    changeKind: String
    changedIn: String`;

/** `ApiTagCommonFields`: a tag as its ApiSpec lists it and as its own ApiTag node. */
const TAG_COMMON_FIELDS = `
    name: String!
    label: String!
    slug: String!
    parentSlug: String
    descriptionHtml: String
    route: String!`;

export const API_TYPE_DEFS = `
  type ApiServer {
    url: String!
    descriptionHtml: String
    template: String
    variables: [ApiServerVariable!]
  }

  type ApiServerVariable {
    name: String!
    default: String
    enum: [String!]
    descriptionHtml: String
  }

  type ApiSecurityScheme {
    name: String!
    type: String!
    scheme: String
    bearerFormat: String
    in: String
    paramName: String
    openIdConnectUrl: String
    flows: [String!]
    descriptionHtml: String
  }

  type ApiTagOperation {${TAG_OPERATION_FIELDS}
  }

  type ApiSpecTag {${TAG_COMMON_FIELDS}
    operationCount: Int!
    operations: [ApiTagOperation!]!
  }

  type ApiSpec implements Node @dontInfer {
    apiId: String!
    label: String!
    position: Int!
    title: String!
    version: String!
    openapiVersion: String!
    descriptionHtml: String
    metaDescription: String!
    servers: [ApiServer!]!
    securitySchemes: [ApiSecurityScheme!]!
    tags: [ApiSpecTag!]!
    tagGroups: [ApiTagGroup!]!
    file: String!
    route: String!
    operationCount: Int!
    schemas: [ApiSpecSchema!]!
    changelogRoute: String
    changelog: String!
  }

  type ApiSpecSchema {
    name: String!
    slug: String!
    deprecated: Boolean!
    changeKind: String
    changedIn: String
  }

  type ApiSchema implements Node @dontInfer {
    name: String!
    slug: String!
    deprecated: Boolean!
    changeKind: String
    changedIn: String
    apiId: String!
    route: String!
    metaDescription: String!
    data: JSON!
  }

  type ApiTagGroup {
    name: String!
    slug: String!
    tagSlugs: [String!]!
  }

  type ApiTag implements Node @dontInfer {${TAG_COMMON_FIELDS}
    apiId: String!
    position: Int!
    operationSlugs: [String!]!
  }

  type ApiOperation implements Node @dontInfer {${TAG_OPERATION_FIELDS}
    apiId: String!
    summary: String
    tag: String!
    tagSlug: String!
    kind: String!
    metaDescription: String!
    data: JSON!
  }
`;
