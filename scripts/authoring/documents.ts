/**
 * The two OpenAPI documents and the operation table of docs/domain-model.md, generated in memory from
 * the definitions in this folder (build-openapi.ts writes or checks them;
 * __tests__/unit/authoring.test.ts compares them with the committed files byte for byte).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  commonResponses,
  errorResponse,
  errorSchemas,
  securitySchemes,
  finalize,
  PathBuilder,
  type Document,
  type OperationRow,
  type Parameter,
  type Response,
  type Schema,
} from './lib';
import { PORTAL_MODULES, portalParameters } from './portal';
import { AC_MODULES, acParameters } from './ac';
import type { TagModule } from './module';

export type { Document } from './lib';

/** The version both documents describe, and its release date (compared with api-history/ by the changelog). */
export const API_VERSION = '1.1';
export const API_RELEASE_DATE = '2026-11-02';

export const ROOT = path.resolve(__dirname, '..', '..');
const DOMAIN_MODEL = path.join(ROOT, 'docs', 'domain-model.md');

/** The authentication, pagination and error sections shared by both `info.description`s. */
function conventions(authentication: string, pagination: string): string {
  return [
    '## Authentication',
    '',
    authentication,
    '',
    '## Pagination',
    '',
    pagination,
    '',
    '## Errors',
    '',
    'Errors use standard HTTP status codes and one body shape, `ErrorResponse`:',
    '',
    '```json',
    '{ "code": "ValidationFailed", "message": "One or more fields are invalid.", "details": [{ "field": "name", "code": "Required", "message": "\'name\' is required." }], "traceId": "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01" }',
    '```',
    '',
    '`code` is stable and meant for programs; `message` is for people. 400 means the request is invalid (see `details`), 401 that the token (or function key) is missing or expired, 403 that a permission is missing, 404 that the id does not exist in your tenant, 409 that the request conflicts with the current state (for example `InvalidStatusTransition` or `DuplicateCode`). Quote `traceId` when you contact support.',
  ].join('\n');
}

/** A document's schemas: the error schemas, then each tag's module in turn, in tag order. */
function schemasOf(modules: readonly TagModule[]): Record<string, Schema> {
  return Object.assign({ ...errorSchemas() }, ...modules.map((module) => module.schemas())) as Record<string, Schema>;
}

/** A document's operations: each tag's module in turn, in tag order. */
function pathsOf(modules: readonly TagModule[], parameters: Record<string, Parameter>): PathBuilder {
  const b = new PathBuilder(parameters);
  for (const module of modules) module.paths?.(b);
  return b;
}

/** What sets a document apart: its introduction and conventions, its server, tag modules, parameters, own answers and tags. */
interface DocumentSpec {
  /** The paragraphs of `info.description` before the conventions. */
  introduction: string[];
  authentication: string;
  pagination: string;
  server: string;
  modules: readonly TagModule[];
  parameters: Record<string, Parameter>;
  /** Shared answers besides the common ones. */
  responses?: Record<string, Response>;
  /** Each tag's name and description, in tag order. */
  tags: [string, string][];
}

/** One document, in the shape of the Azure Functions export, and the rows of its operation table. */
function generate(spec: DocumentSpec): { doc: Document; order: OperationRow[] } {
  const b = pathsOf(spec.modules, spec.parameters);
  const doc: Document = {
    openapi: '3.0.1',
    info: {
      title: 'OpenAPI Document on Azure Functions',
      description: [...spec.introduction.flatMap((paragraph) => [paragraph, '']), conventions(spec.authentication, spec.pagination)].join('\n'),
      version: API_VERSION,
      'x-release-date': API_RELEASE_DATE,
    },
    servers: [{ url: spec.server, description: 'Production' }],
    paths: b.paths,
    components: {
      schemas: schemasOf(spec.modules),
      responses: commonResponses(spec.responses),
      parameters: spec.parameters,
      securitySchemes: securitySchemes(),
    },
    security: [{ bearerAuth: [] }],
    tags: spec.tags.map(([name, description]) => ({ name, description })),
  };
  return { doc: finalize(doc), order: b.order };
}

function portalDocument(): { doc: Document; order: OperationRow[] } {
  return generate({
    introduction: [
      'The Portal API is the facility-management side of FMS. It covers **assets** (with their categories, statuses, locations, QR codes, parent assets and change history), the **zones** they are in, **issues** reported on them, **work orders** with their comments, assignments, images and timesheets, **contractors** and their **orders**, **renting** (renters, rent locations and rents), **workflows** that automate all this, and the supporting pieces: reports, dashboards, chat, reference values, custom fields, labels, QR code templates, files and the activity log.',
      'Requests and responses are JSON, except uploads and imports (`multipart/form-data`) and downloads and exports (binary bodies with a `Content-Disposition` header). Dates are ISO 8601 in UTC; calendar dates are `YYYY-MM-DD`. Enum values are PascalCase strings.',
    ],
    authentication:
      "Send an access token from the access-control (AC) API as `Authorization: Bearer <token>`; get it with AC `authenticate` and switch tenant with AC `changeTenant`. The token decides the tenant: every resource you read or write belongs to the token's tenant, and ids from other tenants answer 404. `getBuildNumber` is the exception: it needs only the Azure Functions key in the `x-functions-key` header. `testConnections` takes either the token or that key alone.",
    pagination:
      'List operations take `page` (1-based, default 1) and `pageSize` (1 to 200, default 25) query parameters; search operations take the same two fields in their JSON body. Paged answers have the shape `{ "items": [...], "page": 1, "pageSize": 25, "totalCount": 137 }`. Collections that belong to one parent and stay small, such as the comments of a work order, are returned whole as arrays.',
    server: 'https://fms-portal.example.com/api',
    modules: PORTAL_MODULES,
    parameters: portalParameters(),
    responses: {
      PayloadTooLarge: errorResponse(
        "The uploaded file is larger than the tenant's upload limit (`maxUploadSizeMb` in `getConfig`).",
        'PayloadTooLarge',
        'The file is 31.4 MB; the limit is 25 MB.',
      ),
    },
    tags: [
      [
        'Assets',
        'Physical things the facility maintains: create and edit them, change their status (now or scheduled), move them, print their QR codes and import them in bulk.',
      ],
      ['Asset categories', 'Kinds of assets, and which issue types can be reported on each kind.'],
      ['Asset issue types', 'Kinds of problems that can be reported on assets, with the priority their work orders get.'],
      ['Issues', 'Problems reported on assets, typically by scanning a QR code. Workflows can turn them into work orders.'],
      ['Zones', 'The places assets are in, nested from sites down to rooms; import them from a spreadsheet.'],
      [
        'Work orders',
        'Jobs to do on assets or in zones: create, search, export, change status and location, print reports, resend notifications and attach photos.',
      ],
      ['Work order comments', 'Notes on a work order, optionally carrying a fee.'],
      ['Work order assignments', 'Who works on a work order: users, groups or contractors, addressed by work order id or code.'],
      ['Timesheet entries', 'Time spent on work orders.'],
      ['Contractors', 'External companies that do work.'],
      ['Orders', 'Purchase orders to contractors for parts and services.'],
      ['Renters', 'People and organisations that rent assets.'],
      ['Rent locations', 'Where rented assets are handed out and returned.'],
      ['Rents', 'Assets rented to renters for a period, from reservation to return.'],
      ['Workflows', 'Automations that react to issues, work orders and dates, and their executions.'],
      ['Reports', 'Saved report definitions and running them to CSV, Excel or PDF.'],
      ['Dashboard', "Panels on a user's dashboard, and the mini charts they can show."],
      ['Chat', "Plain-language questions about the tenant's data, and favourite questions."],
      ['Reference values', 'Tenant-maintained pick lists such as manufacturers or cost centres.'],
      ['Metadata', 'Standard and custom fields per entity type.'],
      ['Labels', 'Coloured labels, grouped in label sets, put on assets, work orders and issues.'],
      ['QR code templates', 'How asset QR labels are printed: store templates, choose the active one, restore the built-in one.'],
      ['Files', 'Uploading and downloading documents and images.'],
      ['Activity log', 'Who did what, for audits.'],
      ['Track devices', 'Trackers attached to assets and where they were last seen.'],
      ['Configuration', 'Tenant-wide settings.'],
      ['Lookups', 'Values for type-ahead fields and user pickers.'],
      ['System', 'Build information and diagnostics: connection and notification tests, text conversion.'],
    ],
  });
}

function acDocument(): { doc: Document; order: OperationRow[] } {
  return generate({
    introduction: [
      'The AC (access-control) API is the identity side of FMS. It signs users in and issues the JWT access tokens both APIs accept, switches a user between **tenants** (customer organisations), manages **users** and **groups**, and grants **permissions** on **actions** such as `WorkOrders.Update`, optionally limited to zones. The Portal API calls `authorize` to check permissions; clients can call it to decide what to show.',
      'Requests and responses are JSON. Dates are ISO 8601 in UTC. Enum values are PascalCase strings. Most callers need only `authenticate`, `changeTenant`, `authorize` and `getUsersOrGroupsNamesById`; the rest is for administration tools.',
    ],
    authentication:
      'Call `authenticate` with the Azure Functions key in the `x-functions-key` header; it returns an access token. Send that token as `Authorization: Bearer <token>` on every other call, except `getBuildNumber`, which needs only the key. Switch tenant with `changeTenant`; the token decides which tenant the calls act on.',
    pagination: 'The AC API has no paged operations: the collections it returns (actions, names, permissions) are small and returned whole, as arrays.',
    server: 'https://fms-ac.example.com/api',
    modules: AC_MODULES,
    parameters: acParameters(),
    tags: [
      ['Authentication', 'Signing in, checking permissions and switching tenant.'],
      ['Tenants', 'Customer organisations; all Portal data is partitioned by tenant.'],
      ['Users', 'People who sign in, their default tenant, and resolving user and group names.'],
      ['Groups', 'Sets of users in a tenant; permissions are normally granted to groups.'],
      ['Permissions', 'What users and groups may do, and the actions that can be permitted.'],
      ['System', 'Build information.'],
    ],
  });
}

function operationTable(rows: [string, OperationRow][]): string {
  const lines = ['| API | Tag | operationId | Method | Path | Summary |', '|---|---|---|---|---|---|'];
  for (const [api, r] of rows) lines.push(`| ${api} | ${r.tag} | \`${r.id}\` | ${r.method} | \`${r.path}\` | ${r.summary} |`);
  return lines.join('\n');
}

/** A generated file: where it goes and its whole text. */
export interface GeneratedFile {
  file: string;
  text: string;
}

/**
 * Everything `npm run openapi` writes, in order (the Portal and AC documents, then docs/domain-model.md
 * with its operation table refreshed), and the two documents for the rules to read.
 */
export function generatedFiles(): { files: GeneratedFile[]; portal: Document; ac: Document } {
  const portal = portalDocument();
  const ac = acDocument();
  const rows: [string, OperationRow][] = [
    ...portal.order.map((r): [string, OperationRow] => ['Portal', r]),
    ...ac.order.map((r): [string, OperationRow] => ['AC', r]),
  ];
  const md = fs.readFileSync(DOMAIN_MODEL, 'utf8');
  if (!md.includes('<!-- operations:start -->')) throw new Error(`${DOMAIN_MODEL} lacks the operations markers`);
  const updated = md.replace(/(<!-- operations:start -->)[\s\S]*?(<!-- operations:end -->)/, `$1\n${operationTable(rows)}\n$2`);
  const files = [
    { file: path.join(ROOT, 'static', 'Portal-v1.json'), text: `${JSON.stringify(portal.doc, null, 2)}\n` },
    { file: path.join(ROOT, 'static', 'AC-v1.json'), text: `${JSON.stringify(ac.doc, null, 2)}\n` },
    { file: DOMAIN_MODEL, text: updated },
  ];
  return { files, portal: portal.doc, ac: ac.doc };
}
