/** Parameters and operations of the Portal document, in tag reading order. */
import {
  ref,
  json,
  ok,
  okExample,
  noContent,
  download,
  jsonBody,
  multipartBody,
  FUNCTION_KEY,
  PathBuilder,
  type Changes,
  type ErrorExample,
  type Parameter,
  type Ref,
  type Responses,
  type Schema,
} from './lib';
import { ID } from './ids';
import { ENTITY_TYPES } from './portal-schemas';

const P = (name: string): Ref => ({ $ref: `#/components/parameters/${name}` });

function idParam(name: string, what: string, example: string): Parameter {
  return { name, in: 'path', description: `The ${what}'s id.`, required: true, schema: { type: 'string', format: 'uuid' }, example };
}
const query = (name: string, description: string, schema: Schema, example: unknown, extra: Partial<Parameter> = {}): Parameter => ({
  name,
  in: 'query',
  description,
  ...extra,
  schema,
  example,
});

export function portalParameters(): Record<string, Parameter> {
  return {
    Page: query('page', 'The 1-based page to return.', { type: 'integer', format: 'int32', minimum: 1, default: 1 }, 1),
    PageSize: query('pageSize', 'Items per page.', { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 }, 25),
    Search: query(
      'search',
      'Free text matched against codes and names (case-insensitive, prefix match per word).',
      { type: 'string', minLength: 2, maxLength: 100 },
      'boiler',
    ),
    AssetId: idParam('assetId', 'asset', ID.asset),
    ScheduledUpdateId: idParam('scheduledUpdateId', 'scheduled status update', ID.scheduledUpdate),
    CategoryId: idParam('categoryId', 'asset category', ID.category),
    IssueTypeId: idParam('issueTypeId', 'issue type', ID.issueType),
    IssueId: idParam('issueId', 'issue', ID.issue),
    ZoneId: idParam('zoneId', 'zone', ID.room),
    WorkOrderId: idParam('workOrderId', 'work order', ID.workOrder),
    WorkOrderCode: {
      name: 'workOrderCode',
      in: 'path',
      description: 'The work order code, as printed on job sheets (case-insensitive).',
      required: true,
      schema: { type: 'string', pattern: '^[A-Za-z]{1,6}-\\d{4}-\\d{5}$' },
      example: 'WO-2025-00123',
    },
    CommentId: idParam('commentId', 'comment', ID.comment),
    AssignmentId: idParam('assignmentId', 'assignment', ID.assignment),
    ImageId: idParam('imageId', 'image', ID.image),
    TimesheetEntryId: idParam('timesheetEntryId', 'timesheet entry', ID.timesheetEntry),
    ContractorId: idParam('contractorId', 'contractor', ID.contractor),
    OrderId: idParam('orderId', 'order', ID.order),
    RenterId: idParam('renterId', 'renter', ID.renter),
    RentLocationId: idParam('rentLocationId', 'rent location', ID.rentLocation),
    RentId: idParam('rentId', 'rent', ID.rent),
    WorkflowId: idParam('workflowId', 'workflow', ID.workflow),
    ExecutionId: idParam('executionId', 'execution', ID.execution),
    ReportId: idParam('reportId', 'report', ID.report),
    PanelId: idParam('panelId', 'panel', ID.panel),
    MiniChartId: idParam('miniChartId', 'mini chart', ID.miniChart),
    FavouriteId: idParam('favouriteId', 'favourite', ID.chatFavourite),
    ReferenceValueId: idParam('referenceValueId', 'reference value', ID.referenceValue),
    EntityTypePath: {
      name: 'entityType',
      in: 'path',
      description: 'The entity type.',
      required: true,
      schema: { type: 'string', enum: ENTITY_TYPES },
      example: 'Asset',
    },
    LabelSetId: idParam('labelSetId', 'label set', ID.labelSet),
    LabelId: idParam('labelId', 'label', ID.label),
    TemplateId: idParam('templateId', 'QR code template', ID.qrTemplate),
    FileId: idParam('fileId', 'file', ID.file),
  };
}

const created = (description: string, schemaName: string, location: string, changes?: Changes): Responses => {
  const headers = { Location: { description: 'The URL of the created resource.', schema: { type: 'string', format: 'uri', example: location } } };
  return changes ? okExample(201, description, ref(schemaName), changes, { headers }) : { 201: { description, headers, content: json(ref(schemaName)) } };
};
const arrayOf = (name: string): Schema => ({ type: 'array', items: ref(name) });
const PAGED = [P('Page'), P('PageSize')];
const BASE = 'https://fms-portal.example.com/api';
/** A run an execute operation queued: nothing has happened yet. */
const QUEUED_RUN: Changes = { state: 'Pending', queuedAt: '2025-03-17T08:05:00Z', startedAt: null, finishedAt: null, steps: [], errorMessage: null };

/** A plain resource: its names in the forms the descriptions need, its paths and its own sentences. */
interface CrudSpec {
  tag: string;
  base: string;
  idName: string;
  param: string;
  exampleId: string;
  singular: string;
  Singular: string;
  plural: string;
  Plural: string;
  article: string;
  request: string;
  sortedBy: string;
  listParams?: (Parameter | Ref)[];
  createSummary?: string;
  deleteSummary?: string;
  text: { list: string; create: string; get?: string; update: string; delete?: string };
  /** The 409 of create, update and delete, where they have one (the text names when). */
  conflicts?: { create?: ErrorExample | ErrorExample[]; update?: ErrorExample | ErrorExample[]; delete?: ErrorExample | ErrorExample[] };
}

/**
 * The five operations of a plain resource. `text` holds the resource-specific sentences so that every
 * description says something an integrator needs, not only the verb.
 */
function crud(b: PathBuilder, c: CrudSpec): void {
  const item = `${c.base}/{${c.idName}}`;
  b.add('get', c.base, {
    id: `list${c.Plural}`,
    tag: c.tag,
    summary: `List ${c.plural}`,
    description: `Returns ${c.plural} one page at a time, sorted by ${c.sortedBy}. ${c.text.list}`,
    params: [...(c.listParams || []), ...PAGED],
    ok: ok(200, `A page of ${c.plural}.`, ref(`${c.Singular}Page`)),
    errors: [400, 401, 403],
  });
  b.add('post', c.base, {
    id: `create${c.Singular}`,
    tag: c.tag,
    summary: c.createSummary || `Create ${c.article} ${c.singular}`,
    description: `Creates ${c.article} ${c.singular} and returns it with its new id. ${c.text.create}`,
    body: jsonBody(ref(c.request), `The new ${c.singular}.`),
    ok: created(`The ${c.singular} was created.`, c.Singular, `${BASE}${c.base}/${c.exampleId}`),
    errors: c.conflicts?.create ? [400, 401, 403, 409] : [400, 401, 403],
    conflict: c.conflicts?.create,
  });
  b.add('get', item, {
    id: `get${c.Singular}`,
    tag: c.tag,
    summary: `Get ${c.article} ${c.singular}`,
    description: `Returns one ${c.singular}. ${c.text.get || ''}`.trim(),
    params: [P(c.param)],
    ok: ok(200, `The ${c.singular}.`, ref(c.Singular)),
    errors: [401, 403, 404],
  });
  b.add('put', item, {
    id: `update${c.Singular}`,
    tag: c.tag,
    summary: `Update ${c.article} ${c.singular}`,
    description: `Replaces the editable fields of ${c.article} ${c.singular}; send every field, as omitted optional fields are cleared. ${c.text.update}`,
    params: [P(c.param)],
    body: jsonBody(ref(c.request), `The ${c.singular}'s new field values.`),
    ok: ok(200, `The updated ${c.singular}.`, ref(c.Singular)),
    errors: c.conflicts?.update ? [400, 401, 403, 404, 409] : [400, 401, 403, 404],
    conflict: c.conflicts?.update,
  });
  if (c.text.delete) {
    b.add('delete', item, {
      id: `delete${c.Singular}`,
      tag: c.tag,
      summary: c.deleteSummary || `Delete ${c.article} ${c.singular}`,
      description: `Deletes ${c.article} ${c.singular}. ${c.text.delete}`,
      params: [P(c.param)],
      ok: noContent(`The ${c.singular} was deleted.`),
      errors: c.conflicts?.delete ? [401, 403, 404, 409] : [401, 403, 404],
      conflict: c.conflicts?.delete,
    });
  }
}

export function portalPaths(): PathBuilder {
  const b = new PathBuilder();

  // ---------------- Assets ----------------
  const A = 'Assets';
  b.add('get', '/assets', {
    id: 'listAssets',
    tag: A,
    summary: 'List assets',
    description:
      'Returns assets one page at a time. Filter by category, zone (including zones inside it), status or free text. Use it to fill asset pickers and to synchronise assets into another system; for the latter, sort by `-updatedAt` and stop when you reach assets you already have.',
    params: [
      P('Search'),
      query('categoryId', 'Only assets in this category.', { type: 'string', format: 'uuid' }, ID.category),
      query('zoneId', 'Only assets in this zone or a zone inside it.', { type: 'string', format: 'uuid' }, ID.building),
      query('status', 'Only assets with one of these statuses.', { type: 'array', items: ref('AssetStatus'), uniqueItems: true }, ['Active', 'InMaintenance'], {
        style: 'form',
        explode: true,
      }),
      query(
        'sort',
        'Sort order; a leading `-` sorts descending.',
        { type: 'string', enum: ['code', '-code', 'name', '-name', 'updatedAt', '-updatedAt'], default: 'code' },
        'name',
      ),
      ...PAGED,
    ],
    ok: ok(200, 'A page of assets.', ref('AssetPage')),
    errors: [400, 401, 403],
  });
  b.add('post', '/assets', {
    id: 'createAsset',
    conflict: { summary: 'The code is taken.', code: 'DuplicateCode', message: "An asset with the code 'AST-000123' already exists." },
    tag: A,
    summary: 'Create an asset',
    description:
      'Registers a new asset and generates its QR code. When `code` is omitted the next free code with the tenant prefix is used. The asset starts in `Draft` unless `status` is `Active`.\n\nAnswers 409 `DuplicateCode` when the code is taken, and 400 when the category, zone or parent asset does not exist or a custom field is not defined for assets.',
    body: jsonBody(ref('AssetCreateRequest'), 'The new asset.'),
    ok: created('The asset was created.', 'Asset', `${BASE}/assets/${ID.asset}`),
    errors: [400, 401, 403, 409],
  });
  b.add('get', '/assets/{assetId}', {
    id: 'getAsset',
    tag: A,
    summary: 'Get an asset',
    description: 'Returns one asset with its current status, location and custom fields.',
    params: [P('AssetId')],
    ok: ok(200, 'The asset.', ref('Asset')),
    errors: [401, 403, 404],
  });
  b.add('put', '/assets/{assetId}', {
    id: 'updateAsset',
    conflict: {
      summary: 'The new parent is part of the asset.',
      code: 'Conflict',
      message: "Asset 'AST-000098' (Heating plant A) is part of this asset, so it cannot become its parent.",
    },
    tag: A,
    summary: 'Update an asset',
    description:
      'Replaces the editable fields of an asset; send every field, as omitted optional fields are cleared. Status and location are changed with `updateAssetStatus` and `updateAssetLocation`. Each changed field is recorded in the change history (`getAssetChanges`).\n\nAnswers 409 `Conflict` when `parentAssetId` would make the asset its own ancestor.',
    params: [P('AssetId')],
    body: jsonBody(ref('AssetUpdateRequest'), "The asset's new field values."),
    ok: okExample(200, 'The updated asset.', ref('Asset'), { nextInspectionOn: '2025-09-01' }),
    errors: [400, 401, 403, 404, 409],
  });
  b.add('delete', '/assets/{assetId}', {
    id: 'deleteAsset',
    conflict: {
      summary: 'The asset is still in use.',
      code: 'InUse',
      message: "Asset 'AST-000123' still has 1 open work order and 1 open issue; retire it instead.",
    },
    tag: A,
    summary: 'Delete an asset',
    description:
      'Deletes an asset and its QR code; printed labels stop working. Only assets without history should be deleted; retire the others with `updateAssetStatus` instead.\n\nAnswers 409 `InUse` when the asset has child assets, open work orders, open issues or rents that are not finished.',
    params: [P('AssetId')],
    ok: noContent('The asset was deleted.'),
    errors: [401, 403, 404, 409],
  });
  b.add('put', '/assets/{assetId}/status', {
    id: 'updateAssetStatus',
    conflict: {
      summary: 'The transition is not allowed.',
      code: 'InvalidStatusTransition',
      message: "The asset status cannot change from 'Retired' to 'InMaintenance'.",
    },
    tag: A,
    summary: "Change an asset's status",
    description:
      'Changes the status now. The transition must be allowed (see `AssetStatus`); `Rented` is set only by rents. The change and its reason are added to the change history, and workflows listening for asset changes run.\n\nTo change the status later, use `scheduleAssetStatusUpdate`. Answers 409 `InvalidStatusTransition` when the transition is not allowed.',
    params: [P('AssetId')],
    body: jsonBody(ref('AssetStatusUpdateRequest'), 'The new status.', { status: 'InMaintenance', reason: 'Burner fault, waiting for spare part.' }),
    ok: okExample(200, 'The asset with its new status.', ref('Asset'), { status: 'InMaintenance' }),
    errors: [400, 401, 403, 404, 409],
  });
  b.add('put', '/assets/{assetId}/location', {
    id: 'updateAssetLocation',
    tag: A,
    summary: 'Move an asset',
    description:
      'Moves an asset to another zone. Open work orders on the asset keep their own location; move them with `updateWorkOrderLocation` if the work moves too. Child assets do not move with their parent.',
    params: [P('AssetId')],
    body: jsonBody(ref('AssetLocationUpdateRequest'), 'The new location.'),
    ok: okExample(200, 'The asset at its new location.', ref('Asset'), {
      zoneId: ID.room,
      locationPath: 'Building A / Floor 3 / Room 301',
      locationNote: 'Next to the window',
    }),
    errors: [400, 401, 403, 404],
  });
  b.add('get', '/assets/{assetId}/qr-code', {
    id: 'getAssetQrCode',
    tag: A,
    summary: "Download an asset's QR code label",
    description:
      "Renders the asset's QR label with a QR code template, ready to print. The `Accept` header (or `format`) chooses PNG, SVG or a PDF sized to the template's label. Use the active template unless `templateId` names another.",
    params: [
      P('AssetId'),
      query('templateId', 'The template to use; the active template when omitted.', { type: 'string', format: 'uuid' }, ID.qrTemplate),
      query('format', 'The file type; overrides the `Accept` header.', { type: 'string', enum: ['png', 'svg', 'pdf'], default: 'png' }, 'pdf'),
    ],
    ok: download('The QR label.', ['image/png', 'image/svg+xml', 'application/pdf'], 'AST-000123-qr.pdf'),
    errors: [400, 401, 403, 404],
  });
  b.add('get', '/assets/{assetId}/qr', {
    id: 'getAssetQr',
    tag: A,
    deprecated: true,
    summary: "Download an asset's QR code (deprecated)",
    description:
      '**Deprecated:** use `getAssetQrCode`, which supports QR code templates and PDF and SVG output. This operation will be removed in v2.\n\nReturns a 512 × 512 px PNG of the bare QR code, without any label text.',
    params: [P('AssetId')],
    ok: download('The QR code as PNG.', ['image/png'], 'AST-000123.png'),
    errors: [401, 403, 404],
  });
  b.add('post', '/assets/{assetId}/qr-code/recreate', {
    id: 'recreateQrForAsset',
    tag: A,
    summary: "Recreate an asset's QR code",
    description:
      'Issues a new QR code URL for the asset and invalidates the old one, so labels printed before stop working. Use it when a label was copied or misused; print a new label with `getAssetQrCode` afterwards.',
    params: [P('AssetId')],
    ok: ok(200, 'The new QR code.', ref('AssetQrCode')),
    errors: [401, 403, 404],
  });
  b.add('get', '/assets/{assetId}/parents', {
    id: 'getAssetParents',
    tag: A,
    summary: "Get an asset's parent chain",
    description:
      'Returns the assets this asset is part of, from the direct parent up to the top-level asset. Use it to show breadcrumbs such as "Building A HVAC system › Heating plant A › Boiler B-12".',
    params: [P('AssetId')],
    ok: ok(200, 'The parent chain; empty for a top-level asset.', ref('AssetParentList')),
    errors: [401, 403, 404],
  });
  b.add('get', '/assets/{assetId}/availabilities', {
    id: 'getAssetAvailabilities',
    tag: A,
    summary: "Get an asset's availability",
    description:
      'Returns when the asset is free in a window, taking rents, open work orders with due dates and scheduled status updates into account. Use it before creating a rent. The window is at most 92 days.',
    params: [
      // The projector, which is rentable: its availability shows a rent.
      idParam('assetId', 'asset', ID.rentedAsset),
      query('from', 'Start of the window.', { type: 'string', format: 'date-time' }, '2025-03-17T00:00:00Z', { required: true }),
      query('to', 'End of the window; after `from` and at most 92 days later.', { type: 'string', format: 'date-time' }, '2025-03-24T00:00:00Z', {
        required: true,
      }),
    ],
    ok: ok(200, 'The availability in the window.', ref('AssetAvailability')),
    errors: [400, 401, 403, 404],
  });
  b.add('get', '/assets/{assetId}/changes', {
    id: 'getAssetChanges',
    tag: A,
    summary: "List an asset's change history",
    description:
      'Returns field changes of an asset, newest first: who changed what, when, and through which channel (portal, import, workflow, scheduler or API).',
    params: [P('AssetId'), query('field', 'Only changes of this field.', { type: 'string', maxLength: 100 }, 'status'), ...PAGED],
    ok: ok(200, 'A page of changes.', ref('AssetChangePage')),
    errors: [400, 401, 403, 404],
  });
  b.add('post', '/assets/import/preview', {
    id: 'previewAssetImport',
    tag: A,
    summary: 'Preview an asset import',
    description:
      'Reads an asset spreadsheet and reports, row by row, what `importAssets` would do, without saving anything. Run it first and show the result to the user; fix failing rows before importing.',
    body: multipartBody('ImportFileUpload', 'The spreadsheet to check.'),
    ok: ok(200, 'What the import would do.', ref('AssetImportPreview')),
    errors: [400, 401, 403, 413],
  });
  b.add('post', '/assets/import', {
    id: 'importAssets',
    tag: A,
    summary: 'Import assets',
    description:
      'Creates (and in `Upsert` mode updates) assets from a spreadsheet; rows are matched by asset code. Valid rows are saved even if others fail, and each saved row is recorded in the change history with source `Import`. Files with more than 10 000 rows are rejected with 400; split them.',
    body: multipartBody('ImportFileUpload', 'The spreadsheet to import.'),
    ok: ok(200, 'The import outcome.', ref('ImportResult')),
    errors: [400, 401, 403, 413],
  });
  b.add('get', '/assets/{assetId}/scheduled-status-updates', {
    id: 'listScheduledAssetStatusUpdates',
    tag: A,
    summary: 'List scheduled status updates',
    description: 'Returns the status updates planned for an asset, and past ones, ordered by `effectiveAt`.',
    params: [P('AssetId'), query('state', 'Only updates in this state.', ref('ScheduledStatusUpdateState'), 'Scheduled')],
    ok: ok(200, 'The scheduled updates.', arrayOf('ScheduledAssetStatusUpdate')),
    errors: [400, 401, 403, 404],
  });
  b.add('post', '/assets/{assetId}/scheduled-status-updates', {
    id: 'scheduleAssetStatusUpdate',
    conflict: {
      summary: 'Another update is scheduled for the same moment.',
      code: 'Conflict',
      message: "Another status update of asset 'AST-000123' is already scheduled for 2025-04-07T05:00:00Z.",
    },
    tag: A,
    summary: 'Schedule a status update',
    description:
      'Plans a status change for a future moment, for example taking a boiler out of service during a planned shutdown. The transition is checked again when it is applied; if it is no longer allowed the update ends in `Failed`.\n\nAnswers 409 when another update of the same asset is scheduled for the same moment.',
    params: [P('AssetId')],
    body: jsonBody(ref('ScheduledAssetStatusUpdateRequest'), 'The status change to plan.'),
    ok: created('The update was scheduled.', 'ScheduledAssetStatusUpdate', `${BASE}/assets/${ID.asset}/scheduled-status-updates/${ID.scheduledUpdate}`),
    errors: [400, 401, 403, 404, 409],
  });
  b.add('post', '/assets/{assetId}/scheduled-status-updates/{scheduledUpdateId}/cancel', {
    id: 'cancelScheduledAssetStatusUpdate',
    conflict: {
      summary: 'The update is no longer scheduled.',
      code: 'InvalidStatusTransition',
      message: "The scheduled update is already 'Applied'; only a 'Scheduled' update can be cancelled.",
    },
    tag: A,
    summary: 'Cancel a scheduled status update',
    description:
      'Cancels a planned status change; it stays in the list with state `Cancelled`. Answers 409 `InvalidStatusTransition` when the update is no longer `Scheduled`.',
    params: [P('AssetId'), P('ScheduledUpdateId')],
    ok: okExample(200, 'The cancelled update.', ref('ScheduledAssetStatusUpdate'), { state: 'Cancelled', cancelledAt: '2025-03-20T10:12:00Z' }),
    errors: [401, 403, 404, 409],
  });

  // ---------------- Asset categories ----------------
  crud(b, {
    tag: 'Asset categories',
    base: '/asset-categories',
    idName: 'categoryId',
    param: 'CategoryId',
    Singular: 'AssetCategory',
    Plural: 'AssetCategories',
    singular: 'asset category',
    plural: 'asset categories',
    article: 'an',
    request: 'AssetCategoryRequest',
    exampleId: ID.category,
    sortedBy: 'name',
    listParams: [P('Search')],
    conflicts: {
      create: { summary: 'The code is taken.', code: 'DuplicateCode', message: "An asset category with the code 'HEAT' already exists." },
      update: { summary: 'The code is taken.', code: 'DuplicateCode', message: "Another asset category already has the code 'HEAT'." },
      delete: {
        summary: 'Assets are in the category.',
        code: 'InUse',
        message: "The category 'Heating equipment' still holds 42 assets; move them to another category first.",
      },
    },
    text: {
      list: 'Each category says how many assets it holds.',
      create:
        'Map issue types to it with `updateAssetCategoryIssueTypes` so that issues can be reported on its assets. Answers 409 `DuplicateCode` when the code is taken.',
      update:
        'Changing `inspectionIntervalDays` does not move the `nextInspectionOn` dates already set on assets. Answers 409 `DuplicateCode` when the new code is taken.',
      delete: 'Answers 409 `InUse` while assets are in the category; move them to another category first.',
    },
  });
  b.add('get', '/asset-categories/{categoryId}/issue-types', {
    id: 'getAssetCategoryIssueTypes',
    tag: 'Asset categories',
    summary: "List a category's issue types",
    description:
      'Returns the issue types that can be reported on assets of the category. The QR reporting page offers exactly these. Answers 400 when `includeInactive` is not `true` or `false`.',
    params: [P('CategoryId'), query('includeInactive', 'Also return inactive issue types.', { type: 'boolean', default: false }, false)],
    ok: ok(200, 'The mapped issue types, by name.', arrayOf('AssetIssueType')),
    errors: [400, 401, 403, 404],
  });
  b.add('put', '/asset-categories/{categoryId}/issue-types', {
    id: 'updateAssetCategoryIssueTypes',
    tag: 'Asset categories',
    summary: "Replace a category's issue types",
    description:
      'Sets the complete list of issue types for the category. Existing issues keep their type even if it is no longer mapped. Answers 400 when an id is not an existing issue type.',
    params: [P('CategoryId')],
    body: jsonBody(ref('CategoryIssueTypesUpdateRequest'), 'The issue types to map.'),
    ok: ok(200, 'The mapped issue types.', arrayOf('AssetIssueType')),
    errors: [400, 401, 403, 404],
  });
  b.add('post', '/asset-categories/issue-types/import', {
    id: 'importCategoryIssueTypeMappings',
    tag: 'Asset categories',
    summary: 'Import category-to-issue-type mappings',
    description:
      'Maps issue types to categories in bulk from a sheet with the columns `CategoryCode` and `IssueTypeCode`, one pair per row. In `CreateOnly` mode pairs are added; in `Upsert` mode each category in the file gets exactly the issue types listed for it. Categories not in the file are left alone.',
    body: multipartBody('ImportFileUpload', 'The mapping sheet.'),
    ok: ok(200, 'The import outcome.', ref('ImportResult')),
    errors: [400, 401, 403, 413],
  });

  // ---------------- Asset issue types ----------------
  crud(b, {
    tag: 'Asset issue types',
    base: '/asset-issue-types',
    idName: 'issueTypeId',
    param: 'IssueTypeId',
    Singular: 'AssetIssueType',
    Plural: 'AssetIssueTypes',
    singular: 'asset issue type',
    plural: 'asset issue types',
    article: 'an',
    request: 'AssetIssueTypeRequest',
    exampleId: ID.issueType,
    sortedBy: 'name',
    listParams: [P('Search'), query('isActive', 'Only active or only inactive types.', { type: 'boolean' }, true)],
    conflicts: {
      create: { summary: 'The code is taken.', code: 'DuplicateCode', message: "An issue type with the code 'LEAK' already exists." },
      update: { summary: 'The code is taken.', code: 'DuplicateCode', message: "Another issue type already has the code 'LEAK'." },
      delete: { summary: 'Issues use the type.', code: 'InUse', message: "17 issues use the issue type 'Water leak'; deactivate it instead." },
    },
    text: {
      list: 'To get the types offered for one category, use `getAssetCategoryIssueTypes`.',
      create: 'The type is not offered to reporters until it is mapped to a category. Answers 409 `DuplicateCode` when the code is taken.',
      update: 'Set `isActive` to `false` to stop offering a type without losing it on existing issues. Answers 409 `DuplicateCode` when the new code is taken.',
      delete: 'Answers 409 `InUse` when issues use the type; deactivate it instead.',
    },
  });

  // ---------------- Issues ----------------
  b.add('get', '/issues', {
    id: 'listIssues',
    tag: 'Issues',
    summary: 'List issues',
    description: 'Returns reported issues, newest first. Filter by status, asset or zone to build a triage queue.',
    params: [
      P('Search'),
      query('status', 'Only issues with one of these statuses.', { type: 'array', items: ref('IssueStatus'), uniqueItems: true }, ['Open'], {
        style: 'form',
        explode: true,
      }),
      query('assetId', 'Only issues on this asset.', { type: 'string', format: 'uuid' }, ID.asset),
      query('zoneId', 'Only issues in this zone or a zone inside it.', { type: 'string', format: 'uuid' }, ID.building),
      ...PAGED,
    ],
    ok: ok(200, 'A page of issues.', ref('IssuePage')),
    errors: [400, 401, 403],
  });
  b.add('post', '/issues', {
    id: 'createIssue',
    conflict: { summary: 'The asset is retired.', code: 'Conflict', message: "Asset 'AST-000123' is 'Retired'; issues cannot be reported on it." },
    tag: 'Issues',
    summary: 'Report an issue',
    description:
      "Reports a problem on an asset, as the QR reporting page does after a scan. Upload photos first with `uploadImage` and pass their ids. The issue starts `Open`; workflows triggered by `IssueCreated` run right after, and may create a work order.\n\nAnswers 400 when the issue type is not mapped to the asset's category, and 409 when the asset is `Retired`.",
    body: jsonBody(ref('IssueCreateRequest'), 'The issue report.'),
    // Just reported: no workflow has created its work order yet.
    ok: created('The issue was reported.', 'Issue', `${BASE}/issues/${ID.issue}`, { status: 'Open', workOrderId: null }),
    errors: [400, 401, 403, 409],
  });
  b.add('get', '/issues/{issueId}', {
    id: 'getIssue',
    tag: 'Issues',
    summary: 'Get an issue',
    description: 'Returns one issue, including the work order handling it, if any.',
    params: [P('IssueId')],
    ok: ok(200, 'The issue.', ref('Issue')),
    errors: [401, 403, 404],
  });
  b.add('put', '/issues/{issueId}/status', {
    id: 'updateIssueStatus',
    tag: 'Issues',
    summary: "Change an issue's status",
    description:
      "Changes an issue's status by hand, typically to reject a duplicate. `InProgress` and `Resolved` normally follow the linked work order and rarely need setting. The reporter is e-mailed when `reporterEmail` is set. Answers 409 `InvalidStatusTransition` for transitions `IssueStatus` does not allow.",
    params: [P('IssueId')],
    body: jsonBody(ref('IssueStatusUpdateRequest'), 'The new status.', { status: 'Rejected', reason: 'Duplicate of ISS-2025-00041.' }),
    // Only an open issue can be rejected, so it has no work order yet.
    ok: okExample(200, 'The issue with its new status.', ref('Issue'), { status: 'Rejected', workOrderId: null }),
    conflict: {
      summary: 'The transition is not allowed.',
      code: 'InvalidStatusTransition',
      message: "The issue status cannot change from 'Resolved' to 'Rejected'.",
    },
    errors: [400, 401, 403, 404, 409],
  });

  // ---------------- Zones ----------------
  b.add('get', '/zones', {
    id: 'listZones',
    tag: 'Zones',
    summary: 'List zones',
    description: 'Returns zones as a flat, paged list sorted by path. Use `getZoneTree` to get the hierarchy in one call.',
    params: [
      P('Search'),
      query('parentZoneId', 'Only the direct children of this zone.', { type: 'string', format: 'uuid' }, ID.floor),
      query('type', 'Only zones of this type.', ref('ZoneType'), 'Room'),
      ...PAGED,
    ],
    ok: ok(200, 'A page of zones.', ref('ZonePage')),
    errors: [400, 401, 403],
  });
  b.add('get', '/zones/tree', {
    id: 'getZoneTree',
    tag: 'Zones',
    summary: 'Get the zone hierarchy',
    description: 'Returns the zones as nested trees, one per site, or the subtree under `rootZoneId`. Limit `depth` for large campuses.',
    params: [
      query('rootZoneId', 'Return only the subtree under this zone.', { type: 'string', format: 'uuid' }, ID.building),
      query('depth', 'How many levels below the root to include.', { type: 'integer', format: 'int32', minimum: 1, maximum: 10, default: 10 }, 3),
    ],
    ok: ok(200, 'The zone trees.', arrayOf('ZoneTreeNode')),
    errors: [400, 401, 403, 404],
  });
  b.add('post', '/zones', {
    id: 'createZone',
    conflict: { summary: 'The code is taken.', code: 'DuplicateCode', message: "A zone with the code 'A-3-301' already exists." },
    tag: 'Zones',
    summary: 'Create a zone',
    description:
      'Creates a zone under a parent zone (or a site, without parent). A zone must be of a finer type than its parent, for example a `Room` under a `Floor`. Answers 409 `DuplicateCode` when the code is taken.',
    body: jsonBody(ref('ZoneRequest'), 'The new zone.'),
    ok: created('The zone was created.', 'Zone', `${BASE}/zones/${ID.room}`),
    errors: [400, 401, 403, 409],
  });
  b.add('get', '/zones/{zoneId}', {
    id: 'getZone',
    tag: 'Zones',
    summary: 'Get a zone',
    description: 'Returns one zone with its full path.',
    params: [P('ZoneId')],
    ok: ok(200, 'The zone.', ref('Zone')),
    errors: [401, 403, 404],
  });
  b.add('put', '/zones/{zoneId}', {
    id: 'updateZone',
    conflict: [
      { name: 'DuplicateCode', summary: 'The code is taken.', code: 'DuplicateCode', message: "Another zone already has the code 'A-3-301'." },
      {
        name: 'MoveInsideItself',
        summary: 'The move would put the zone inside itself.',
        code: 'Conflict',
        message: "Zone 'A-3' cannot move under 'A-3-301', which is inside it.",
      },
    ],
    tag: 'Zones',
    summary: 'Update a zone',
    description:
      'Replaces the editable fields of a zone. Changing `parentZoneId` moves the zone with everything inside it, and updates the location paths of its assets. Answers 409 `DuplicateCode` when the new code is taken, and 409 `Conflict` when the move would put a zone inside itself.',
    params: [P('ZoneId')],
    body: jsonBody(ref('ZoneRequest'), "The zone's new field values."),
    ok: ok(200, 'The updated zone.', ref('Zone')),
    errors: [400, 401, 403, 404, 409],
  });
  b.add('delete', '/zones/{zoneId}', {
    id: 'deleteZone',
    conflict: { summary: 'The zone is not empty.', code: 'InUse', message: "Zone 'A-3-301' still has 3 assets and 1 open work order." },
    tag: 'Zones',
    summary: 'Delete a zone',
    description: 'Deletes an empty zone. Answers 409 `InUse` when the zone has child zones, assets, open work orders or rent locations.',
    params: [P('ZoneId')],
    ok: noContent('The zone was deleted.'),
    errors: [401, 403, 404, 409],
  });
  b.add('post', '/zones/import', {
    id: 'importZones',
    tag: 'Zones',
    summary: 'Import zones',
    description:
      'Creates (and in `Upsert` mode updates) zones from a sheet with the columns `Code`, `Name`, `Type`, `ParentCode`, `AreaSquareMetres`. Parents may appear later in the file than their children. Rows are matched by code.',
    body: multipartBody('ImportFileUpload', 'The zone sheet.'),
    ok: ok(200, 'The import outcome.', ref('ImportResult')),
    errors: [400, 401, 403, 413],
  });

  // ---------------- Work orders ----------------
  const W = 'Work orders';
  b.add('get', '/work-orders', {
    id: 'listWorkOrders',
    tag: W,
    deprecated: true,
    summary: 'List work orders (deprecated)',
    description:
      '**Deprecated:** use `searchWorkOrders`, which filters on several statuses, priorities, assignees, labels and due dates and sorts on any column. This operation will be removed in v2.\n\nReturns work orders newest first, optionally with one status.',
    params: [query('status', 'Only work orders with this status.', ref('WorkOrderStatus'), 'InProgress'), ...PAGED],
    ok: ok(200, 'A page of work orders.', ref('WorkOrderPage')),
    errors: [400, 401, 403],
  });
  b.add('post', '/work-orders/search', {
    id: 'searchWorkOrders',
    tag: W,
    summary: 'Search work orders',
    description:
      'Finds work orders matching all given criteria, one page at a time. An empty filter matches every work order the caller may see. Replaces the deprecated `listWorkOrders`. The same filter drives `exportWorkOrders`.',
    body: jsonBody(ref('WorkOrderSearchRequest'), 'The search criteria, sort order and page.'),
    ok: ok(200, 'A page of matching work orders.', ref('WorkOrderPage')),
    errors: [400, 401, 403],
  });
  b.add('post', '/work-orders', {
    id: 'createWorkOrder',
    conflict: { summary: 'The issue already has a work order.', code: 'Conflict', message: "Issue 'ISS-2025-00042' already has work order 'WO-2025-00123'." },
    tag: W,
    summary: 'Create a work order',
    description:
      "Creates a work order in status `New` with the next code. When `issueId` is given the issue moves to `InProgress` and is linked; when only `assetId` is given the work happens in the asset's zone. Assign people with `createWorkOrderAssignment`.\n\nAnswers 409 when the issue already has a work order.",
    body: jsonBody(ref('WorkOrderCreateRequest'), 'The new work order.'),
    // A new work order is `New`: nobody is assigned and no work has started.
    ok: created('The work order was created.', 'WorkOrder', `${BASE}/work-orders/${ID.workOrder}`, { status: 'New', startedAt: null, completedAt: null }),
    errors: [400, 401, 403, 409],
  });
  b.add('get', '/work-orders/{workOrderId}', {
    id: 'getWorkOrder',
    tag: W,
    summary: 'Get a work order',
    description: 'Returns one work order. Comments, assignments, images and time have their own list operations.',
    params: [P('WorkOrderId')],
    ok: ok(200, 'The work order.', ref('WorkOrder')),
    errors: [401, 403, 404],
  });
  b.add('get', '/work-orders/by-code/{workOrderCode}', {
    id: 'getWorkOrderByCode',
    tag: W,
    summary: 'Get a work order by code',
    description: 'Returns the work order with a code, such as one typed in or read from a job sheet. Same result as `getWorkOrder`.',
    params: [P('WorkOrderCode')],
    ok: ok(200, 'The work order.', ref('WorkOrder')),
    errors: [400, 401, 403, 404],
  });
  b.add('put', '/work-orders/{workOrderId}', {
    id: 'updateWorkOrder',
    conflict: {
      summary: 'The work order is closed or cancelled.',
      code: 'Conflict',
      message: "Work order 'WO-2025-00123' is 'Closed'; closed and cancelled work orders cannot change.",
    },
    tag: W,
    summary: 'Update a work order',
    description:
      'Replaces the editable fields of a work order; send every field. Status, location and assignments have their own operations. Answers 409 when the work order is `Closed` or `Cancelled`.',
    params: [P('WorkOrderId')],
    body: jsonBody(ref('WorkOrderUpdateRequest'), "The work order's new field values."),
    ok: okExample(200, 'The updated work order.', ref('WorkOrder'), { dueAt: '2025-03-17T16:00:00Z' }),
    errors: [400, 401, 403, 404, 409],
  });
  b.add('put', '/work-orders/{workOrderId}/status', {
    id: 'updateWorkOrderStatus',
    tag: W,
    summary: "Change a work order's status",
    description:
      'Moves a work order through its lifecycle (see `WorkOrderStatus`). Side effects: `Completed` resolves the linked issue, `Cancelled` reopens it, and `WorkOrderStatusChanged` workflows run. A `comment` is stored as a work order comment.\n\nAnswers 409 `InvalidStatusTransition` when the transition is not allowed.',
    params: [P('WorkOrderId')],
    body: jsonBody(ref('WorkOrderStatusUpdateRequest'), 'The new status.', { status: 'Completed', comment: 'Gasket replaced, pressure back at 1.5 bar.' }),
    ok: okExample(200, 'The work order with its new status.', ref('WorkOrder'), { status: 'Completed', completedAt: '2025-03-14T11:40:00Z' }),
    conflict: {
      summary: 'The transition is not allowed.',
      code: 'InvalidStatusTransition',
      message: "The work order status cannot change from 'Assigned' to 'Completed'.",
    },
    errors: [400, 401, 403, 404, 409],
  });
  b.add('put', '/work-orders/{workOrderId}/location', {
    id: 'updateWorkOrderLocation',
    tag: W,
    summary: "Change a work order's location",
    description: 'Sets where the work happens when it is not, or no longer, where the asset is. The asset itself does not move.',
    params: [P('WorkOrderId')],
    body: jsonBody(ref('WorkOrderLocationUpdateRequest'), 'The new location.'),
    ok: okExample(200, 'The work order at its new location.', ref('WorkOrder'), { zoneId: ID.room, locationPath: 'Building A / Floor 3 / Room 301' }),
    errors: [400, 401, 403, 404],
  });
  b.add('post', '/work-orders/export', {
    id: 'exportWorkOrders',
    errorAnswers: {
      400: {
        examples: [
          {
            name: 'ValidationFailed',
            summary: 'A field is invalid.',
            code: 'ValidationFailed',
            message: 'One or more fields are invalid.',
            details: [{ field: 'format', code: 'InvalidValue', message: "'format' must be one of: Csv, Xlsx." }],
          },
          {
            name: 'TooManyRows',
            summary: 'More than 50 000 rows match.',
            code: 'TooManyRows',
            message: '73 412 work orders match; an export holds at most 50 000. Narrow the filter.',
          },
        ],
      },
    },
    tag: W,
    summary: 'Export work orders',
    description:
      'Writes all work orders matching a search filter to a CSV or Excel file, with the chosen columns. Exports are limited to 50 000 rows; narrow the filter when you get 400 `TooManyRows`. The export is recorded in the activity log.',
    body: jsonBody(ref('WorkOrderExportRequest'), 'What to export and how.'),
    ok: download('The export file.', ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], 'work-orders-2025-03-17.xlsx'),
    errors: [400, 401, 403],
  });
  b.add('get', '/work-orders/{workOrderId}/report', {
    id: 'generateWorkOrderReport',
    tag: W,
    summary: 'Generate a work order report',
    description:
      'Generates a PDF job report of one work order for the customer or the archive: details, assignments, time spent, fees and, optionally, comments and photos. Internal comments are never included. Answers 400 when `includeComments` or `includeImages` is not `true` or `false`.',
    params: [
      P('WorkOrderId'),
      query('includeComments', 'Include comments that are not internal.', { type: 'boolean', default: true }, true),
      query('includeImages', 'Include photos.', { type: 'boolean', default: true }, false),
    ],
    ok: download('The report.', ['application/pdf'], 'WO-2025-00123.pdf'),
    errors: [400, 401, 403, 404],
  });
  b.add('post', '/work-orders/{workOrderId}/resend', {
    id: 'resendWorkOrder',
    conflict: { summary: 'The work order has no assignees.', code: 'Conflict', message: "Work order 'WO-2025-00123' has no assignees to notify." },
    tag: W,
    summary: 'Resend a work order notification',
    description:
      'Sends the work order again to its assignees (and the contractor), for example when a technician lost the e-mail. Notifications are queued; the response says how many were queued, not delivered. Answers 409 when the work order has no assignees.',
    params: [P('WorkOrderId')],
    body: { ...jsonBody(ref('ResendWorkOrderRequest'), 'Who and how to notify.'), required: false },
    ok: ok(202, 'The notifications were queued.', ref('NotificationDispatch')),
    errors: [400, 401, 403, 404, 409],
  });
  b.add('get', '/work-orders/{workOrderId}/images', {
    id: 'listWorkOrderImages',
    tag: W,
    summary: "List a work order's images",
    description: 'Returns the photos attached to a work order, oldest first. Get the bytes with `downloadImage`.',
    params: [P('WorkOrderId')],
    ok: ok(200, 'The images.', arrayOf('WorkOrderImage')),
    errors: [401, 403, 404],
  });
  b.add('post', '/work-orders/{workOrderId}/images', {
    id: 'addWorkOrderImage',
    conflict: {
      summary: 'The work order has 30 images.',
      code: 'Conflict',
      message: "Work order 'WO-2025-00123' already has 30 images, the most it can have.",
    },
    tag: W,
    summary: 'Add an image to a work order',
    description:
      'Uploads a photo and attaches it to a work order, for example before-and-after pictures. At most 30 images per work order (409 beyond that); 400 when the file is not a JPEG, PNG or WebP image.',
    params: [P('WorkOrderId')],
    body: multipartBody('WorkOrderImageUpload', 'The photo.'),
    ok: created('The image was attached.', 'WorkOrderImage', `${BASE}/images/${ID.image}`),
    errors: [400, 401, 403, 404, 409, 413],
  });
  b.add('delete', '/work-orders/{workOrderId}/images/{imageId}', {
    id: 'deleteWorkOrderImage',
    tag: W,
    summary: 'Remove an image from a work order',
    description: 'Detaches a photo from a work order and deletes it.',
    params: [P('WorkOrderId'), P('ImageId')],
    ok: noContent('The image was removed.'),
    errors: [401, 403, 404],
  });

  // ---------------- Work order comments ----------------
  const C = 'Work order comments';
  b.add('get', '/work-orders/{workOrderId}/comments', {
    id: 'listWorkOrderComments',
    tag: C,
    summary: "List a work order's comments",
    description: 'Returns the comments on a work order, oldest first. Contractors do not see internal comments.',
    params: [P('WorkOrderId')],
    ok: ok(200, 'The comments.', arrayOf('WorkOrderComment')),
    errors: [401, 403, 404],
  });
  b.add('post', '/work-orders/{workOrderId}/comments', {
    id: 'addWorkOrderComment',
    tag: C,
    summary: 'Comment on a work order',
    description:
      'Adds a comment. Assignees are notified of comments that are not internal. To record a fee, add the comment and then call `updateWorkOrderCommentFee`.',
    params: [P('WorkOrderId')],
    body: jsonBody(ref('WorkOrderCommentRequest'), 'The comment.'),
    ok: created('The comment was added.', 'WorkOrderComment', `${BASE}/work-orders/${ID.workOrder}/comments/${ID.comment}`),
    errors: [400, 401, 403, 404],
  });
  b.add('put', '/work-orders/{workOrderId}/comments/{commentId}', {
    id: 'updateWorkOrderComment',
    errorAnswers: {
      403: {
        description: 'Only the author of a comment can edit it.',
        examples: { code: 'Forbidden', message: 'Only the author of the comment, Anna Lindqvist, can edit it.' },
      },
    },
    conflict: { summary: 'The work order is closed.', code: 'Conflict', message: "Work order 'WO-2025-00123' is 'Closed'; its comments cannot change." },
    tag: C,
    summary: 'Edit a comment',
    description: 'Changes the text of a comment. Only its author can edit it (403 otherwise), and only while the work order is not `Closed` (409).',
    params: [P('WorkOrderId'), P('CommentId')],
    body: jsonBody(ref('WorkOrderCommentRequest'), 'The new text.'),
    ok: ok(200, 'The edited comment.', ref('WorkOrderComment')),
    errors: [400, 401, 403, 404, 409],
  });
  b.add('delete', '/work-orders/{workOrderId}/comments/{commentId}', {
    id: 'deleteWorkOrderComment',
    errorAnswers: {
      403: {
        description: 'Only the author of a comment or an administrator can delete it.',
        examples: { code: 'Forbidden', message: 'Only the author of the comment or an administrator can delete it.' },
      },
    },
    conflict: { summary: 'The work order is closed.', code: 'Conflict', message: "Work order 'WO-2025-00123' is 'Closed'; its comments cannot be deleted." },
    tag: C,
    summary: 'Delete a comment',
    description: 'Deletes a comment and its fee. Only the author or an administrator can delete it; answers 409 when the work order is `Closed`.',
    params: [P('WorkOrderId'), P('CommentId')],
    ok: noContent('The comment was deleted.'),
    errors: [401, 403, 404, 409],
  });
  b.add('put', '/work-orders/{workOrderId}/comments/{commentId}/fee', {
    id: 'updateWorkOrderCommentFee',
    conflict: {
      summary: 'The work order is closed.',
      code: 'Conflict',
      message: "Work order 'WO-2025-00123' is 'Closed'; fees on its comments cannot change.",
    },
    tag: C,
    summary: "Set a comment's fee",
    description:
      "Records a fee on a comment, such as a call-out charge, or replaces it. Fees appear in the work order report and exports. Answers 400 when the currency differs from the tenant's default currency and 409 when the work order is `Closed`.",
    params: [P('WorkOrderId'), P('CommentId')],
    body: jsonBody(ref('CommentFee'), 'The fee.'),
    ok: ok(200, 'The comment with its fee.', ref('WorkOrderComment')),
    errors: [400, 401, 403, 404, 409],
  });

  // ---------------- Work order assignments ----------------
  const G = 'Work order assignments';
  b.add('get', '/work-orders/{workOrderId}/assignments', {
    id: 'listWorkOrderAssignments',
    tag: G,
    summary: "List a work order's assignments",
    description: 'Returns who works on a work order: users, groups and contractors.',
    params: [P('WorkOrderId')],
    ok: ok(200, 'The assignments.', arrayOf('WorkOrderAssignment')),
    errors: [401, 403, 404],
  });
  b.add('post', '/work-orders/{workOrderId}/assignments', {
    id: 'createWorkOrderAssignment',
    conflict: [
      {
        name: 'AlreadyAssigned',
        summary: 'The assignee is already assigned.',
        code: 'Conflict',
        message: "Erik Johansson is already assigned to work order 'WO-2025-00123'.",
      },
      {
        name: 'SecondResponsible',
        summary: 'The work order already has a Responsible assignee.',
        code: 'Conflict',
        message: "Work order 'WO-2025-00123' already has a 'Responsible' assignee, Technicians – Building A; add Erik Johansson as 'Supporting'.",
      },
      {
        name: 'WorkOrderFinished',
        summary: 'The work order is closed or cancelled.',
        code: 'Conflict',
        message: "Work order 'WO-2025-00123' is 'Cancelled'; closed and cancelled work orders cannot be assigned.",
      },
    ],
    tag: G,
    summary: 'Assign a work order',
    description:
      'Assigns a user, group or contractor to a work order and, unless `notify` is `false`, notifies them. The first assignment moves a `New` work order to `Assigned`.\n\nAnswers 409 when the assignee is already assigned, when a second `Responsible` is added, or when the work order is `Closed` or `Cancelled`.',
    params: [P('WorkOrderId')],
    body: jsonBody(ref('WorkOrderAssignmentRequest'), 'Who to assign.'),
    ok: created('The assignment was made.', 'WorkOrderAssignment', `${BASE}/work-orders/${ID.workOrder}/assignments/${ID.assignment}`),
    errors: [400, 401, 403, 404, 409],
  });
  b.add('delete', '/work-orders/{workOrderId}/assignments/{assignmentId}', {
    id: 'deleteWorkOrderAssignment',
    tag: G,
    summary: 'Remove an assignment',
    description: 'Removes an assignee from a work order. Removing the last assignee of an `Assigned` work order moves it back to `New`.',
    params: [P('WorkOrderId'), P('AssignmentId')],
    ok: noContent('The assignment was removed.'),
    errors: [401, 403, 404],
  });
  b.add('get', '/work-orders/by-code/{workOrderCode}/assignments', {
    id: 'getWorkOrderAssignmentsByCode',
    tag: G,
    summary: 'List assignments by work order code',
    description: 'Returns the assignments of the work order with a code, for apps that only know the code printed on a job sheet.',
    params: [P('WorkOrderCode')],
    ok: ok(200, 'The assignments.', arrayOf('WorkOrderAssignment')),
    errors: [400, 401, 403, 404],
  });
  b.add('post', '/work-orders/by-code/{workOrderCode}/assignments', {
    id: 'createWorkOrderAssignmentByCode',
    conflict: [
      {
        name: 'AlreadyAssigned',
        summary: 'The assignee is already assigned.',
        code: 'Conflict',
        message: "Erik Johansson is already assigned to work order 'WO-2025-00123'.",
      },
      {
        name: 'SecondResponsible',
        summary: 'The work order already has a Responsible assignee.',
        code: 'Conflict',
        message: "Work order 'WO-2025-00123' already has a 'Responsible' assignee, Technicians – Building A; add Erik Johansson as 'Supporting'.",
      },
      {
        name: 'WorkOrderFinished',
        summary: 'The work order is closed or cancelled.',
        code: 'Conflict',
        message: "Work order 'WO-2025-00123' is 'Cancelled'; closed and cancelled work orders cannot be assigned.",
      },
    ],
    tag: G,
    summary: 'Assign a work order by code',
    description:
      'Same as `createWorkOrderAssignment`, addressing the work order by its code; a technician uses it to take a job by scanning the job sheet. Same rules and errors.',
    params: [P('WorkOrderCode')],
    body: jsonBody(ref('WorkOrderAssignmentRequest'), 'Who to assign.'),
    ok: created('The assignment was made.', 'WorkOrderAssignment', `${BASE}/work-orders/${ID.workOrder}/assignments/${ID.assignment}`),
    errors: [400, 401, 403, 404, 409],
  });

  // ---------------- Timesheet entries ----------------
  crud(b, {
    tag: 'Timesheet entries',
    base: '/timesheet-entries',
    idName: 'timesheetEntryId',
    param: 'TimesheetEntryId',
    Singular: 'TimesheetEntry',
    Plural: 'TimesheetEntries',
    singular: 'timesheet entry',
    plural: 'timesheet entries',
    article: 'a',
    request: 'TimesheetEntryRequest',
    exampleId: ID.timesheetEntry,
    createSummary: 'Log time',
    sortedBy: 'date, newest first',
    listParams: [
      query('workOrderId', 'Only time on this work order.', { type: 'string', format: 'uuid' }, ID.workOrder),
      query('userId', 'Only time of this user.', { type: 'string', format: 'uuid' }, ID.user2),
      query('from', 'Only entries on or after this day.', { type: 'string', format: 'date' }, '2025-03-01'),
      query('to', 'Only entries on or before this day.', { type: 'string', format: 'date' }, '2025-03-31'),
    ],
    conflicts: {
      create: [
        {
          name: 'WorkOrderFinished',
          summary: 'The work order is closed or cancelled.',
          code: 'Conflict',
          message: "Work order 'WO-2025-00123' is 'Closed'; time cannot be logged on a closed or cancelled work order.",
        },
        {
          name: 'Overlap',
          summary: 'The entry overlaps another entry of the user.',
          code: 'Conflict',
          message: "The entry overlaps Erik Johansson's entry of 2025-03-14 from 08:30 to 09:30.",
        },
      ],
      update: {
        summary: 'The work order is closed.',
        code: 'Conflict',
        message: "Work order 'WO-2025-00123' is 'Closed'; its timesheet entries cannot change.",
      },
      delete: {
        summary: 'The work order is closed.',
        code: 'Conflict',
        message: "Work order 'WO-2025-00123' is 'Closed'; its timesheet entries cannot be deleted.",
      },
    },
    text: {
      list: "Filter by work order for a job's total, or by user and period for a payroll export.",
      create:
        'Give `durationMinutes`, or `startedAt` and `endedAt` from which it is computed. Answers 409 when the work order is `Closed` or `Cancelled`, or when the entry overlaps another entry of the same user.',
      get: 'The entry includes the computed duration.',
      update: 'Entries of `Closed` work orders cannot change (409).',
      delete: 'Entries of `Closed` work orders cannot be deleted (409).',
    },
  });

  // ---------------- Contractors ----------------
  crud(b, {
    tag: 'Contractors',
    base: '/contractors',
    idName: 'contractorId',
    param: 'ContractorId',
    Singular: 'Contractor',
    Plural: 'Contractors',
    singular: 'contractor',
    plural: 'contractors',
    article: 'a',
    request: 'ContractorRequest',
    exampleId: ID.contractor,
    sortedBy: 'name',
    listParams: [P('Search'), query('isActive', 'Only active or only inactive contractors.', { type: 'boolean' }, true)],
    conflicts: {
      delete: {
        summary: 'The contractor has work orders or orders.',
        code: 'InUse',
        message: 'Nordic HVAC Service AB has 12 work orders and 3 orders; deactivate it instead.',
      },
    },
    text: {
      list: 'Use it to fill contractor pickers; pass `isActive=true` to leave out former contractors.',
      create: 'Work orders assigned to the contractor are e-mailed to `email`.',
      update: 'Set `isActive` to `false` to stop new assignments; existing ones stay.',
      delete: 'Answers 409 `InUse` when the contractor has work orders or orders; deactivate it instead.',
    },
  });

  // ---------------- Orders ----------------
  crud(b, {
    tag: 'Orders',
    base: '/orders',
    idName: 'orderId',
    param: 'OrderId',
    Singular: 'Order',
    Plural: 'Orders',
    singular: 'order',
    plural: 'orders',
    article: 'an',
    request: 'OrderRequest',
    exampleId: ID.order,
    sortedBy: 'creation time, newest first',
    listParams: [
      query('status', 'Only orders with this status.', ref('OrderStatus'), 'Sent'),
      query('contractorId', 'Only orders to this contractor.', { type: 'string', format: 'uuid' }, ID.contractor),
      query('workOrderId', 'Only orders for this work order.', { type: 'string', format: 'uuid' }, ID.workOrder),
    ],
    conflicts: {
      update: [
        {
          name: 'StatusBackwards',
          summary: 'The status would move backwards.',
          code: 'InvalidStatusTransition',
          message: "The order status cannot change from 'Confirmed' to 'Sent'; it only moves forward.",
        },
        {
          name: 'LinesAfterDraft',
          summary: 'The lines change after the order was sent.',
          code: 'Conflict',
          message: "Order 'PO-2025-0042' is 'Sent'; its lines can change only while it is 'Draft'.",
        },
      ],
      delete: { summary: 'The order is no longer a draft.', code: 'Conflict', message: "Order 'PO-2025-0042' is 'Sent'; only 'Draft' orders can be deleted." },
    },
    text: {
      list: 'Filter by work order to see what was bought for a job.',
      create: 'The order gets the next order number and starts as `Draft` unless `status` says otherwise. Setting `Sent` e-mails the order to the contractor.',
      get: 'The order includes its lines and the computed total.',
      update:
        'Status only moves forward (see `OrderStatus`): moving it back answers 409 `InvalidStatusTransition`. Lines change only while `Draft` (409 `Conflict` otherwise).',
      delete: 'Only `Draft` orders can be deleted (409 otherwise); cancel sent orders with status `Cancelled`.',
    },
    deleteSummary: 'Delete a draft order',
  });

  // ---------------- Renters ----------------
  crud(b, {
    tag: 'Renters',
    base: '/renters',
    idName: 'renterId',
    param: 'RenterId',
    Singular: 'Renter',
    Plural: 'Renters',
    singular: 'renter',
    plural: 'renters',
    article: 'a',
    request: 'RenterRequest',
    exampleId: ID.renter,
    sortedBy: 'name',
    listParams: [P('Search')],
    conflicts: {
      delete: {
        summary: 'The renter has unfinished rents.',
        code: 'InUse',
        message: "Radiology department has 2 rents that are not 'Returned' or 'Cancelled'.",
      },
    },
    text: {
      list: 'Available when renting is enabled for the tenant (403 otherwise).',
      create: "Confirmations and reminders for the renter's rents go to `email`.",
      get: 'Use `listRents` with `renterId` to see what the renter has rented.',
      update: 'Changes apply to future notifications of existing rents too.',
      delete: 'Answers 409 `InUse` while the renter has rents that are not `Returned` or `Cancelled`.',
    },
  });

  // ---------------- Rent locations ----------------
  crud(b, {
    tag: 'Rent locations',
    base: '/rent-locations',
    idName: 'rentLocationId',
    param: 'RentLocationId',
    Singular: 'RentLocation',
    Plural: 'RentLocations',
    singular: 'rent location',
    plural: 'rent locations',
    article: 'a',
    request: 'RentLocationRequest',
    exampleId: ID.rentLocation,
    sortedBy: 'name',
    listParams: [query('zoneId', 'Only locations in this zone or a zone inside it.', { type: 'string', format: 'uuid' }, ID.building)],
    conflicts: {
      delete: {
        summary: 'Unfinished rents use the location.',
        code: 'InUse',
        message: "1 rent that is not finished is handed out or returned at 'Main reception desk'.",
      },
    },
    text: {
      list: 'Rent locations are where rented assets are handed out and returned.',
      create: 'The location must be in an existing zone.',
      update: 'Opening hours are shown in rent confirmations.',
      delete: 'Answers 409 `InUse` while rents that are not finished use the location.',
    },
  });

  // ---------------- Rents ----------------
  b.add('get', '/rents', {
    id: 'listRents',
    tag: 'Rents',
    summary: 'List rents',
    description: 'Returns rents sorted by start time, newest first. Filter by status to see what must be handed out today (`Reserved`) or chased (`Overdue`).',
    params: [
      query('status', 'Only rents with one of these statuses.', { type: 'array', items: ref('RentStatus'), uniqueItems: true }, ['Active', 'Overdue'], {
        style: 'form',
        explode: true,
      }),
      query('assetId', 'Only rents of this asset.', { type: 'string', format: 'uuid' }, ID.rentedAsset),
      query('renterId', 'Only rents of this renter.', { type: 'string', format: 'uuid' }, ID.renter),
      ...PAGED,
    ],
    ok: ok(200, 'A page of rents.', ref('RentPage')),
    errors: [400, 401, 403],
  });
  b.add('post', '/rents', {
    id: 'createRent',
    conflict: [
      { name: 'NotRentable', summary: 'The asset is not rentable.', code: 'Conflict', message: 'Projector P-07 is not rentable (isRentable is false).' },
      {
        name: 'NotActive',
        summary: 'The asset is not Active.',
        code: 'Conflict',
        message: "Projector P-07 is 'OutOfService'; only 'Active' assets can be rented.",
      },
      {
        name: 'Unavailable',
        summary: 'The asset is rented or in maintenance during the period.',
        code: 'Conflict',
        message: 'Projector P-07 is rented from 2025-03-18T08:00:00Z to 2025-03-21T17:00:00Z (RNT-2025-0006).',
      },
    ],
    tag: 'Rents',
    summary: 'Create a rent',
    description:
      'Reserves an asset for a renter and a period; the rent starts as `Reserved` and the renter gets a confirmation. Check `getAssetAvailabilities` first.\n\nAnswers 409 when the asset is not rentable, not `Active`, or already rented or in maintenance during the period.',
    body: jsonBody(ref('RentCreateRequest'), 'The new rent.'),
    ok: created('The rent was created.', 'Rent', `${BASE}/rents/${ID.rent}`),
    errors: [400, 401, 403, 409],
  });
  b.add('get', '/rents/{rentId}', {
    id: 'getRent',
    tag: 'Rents',
    summary: 'Get a rent',
    description: 'Returns one rent with its status and period. Use `listRents` to find rents by asset or renter.',
    params: [P('RentId')],
    ok: ok(200, 'The rent.', ref('Rent')),
    errors: [401, 403, 404],
  });
  b.add('put', '/rents/{rentId}', {
    id: 'updateRent',
    conflict: [
      {
        name: 'Overlap',
        summary: 'The new period overlaps another rent.',
        code: 'Conflict',
        message: 'The new period overlaps rent RNT-2025-0008 of Projector P-07, which starts at 2025-03-20T08:00:00Z.',
      },
      { name: 'Finished', summary: 'The rent is finished.', code: 'Conflict', message: "Rent RNT-2025-0007 is 'Returned'; a finished rent cannot change." },
    ],
    tag: 'Rents',
    summary: 'Update a rent',
    description:
      'Changes the period, location, price or notes of a rent, for example to extend it. The start cannot change once `Active`. Answers 409 when the new period overlaps another rent of the asset or the rent is finished.',
    params: [P('RentId')],
    body: jsonBody(ref('RentUpdateRequest'), "The rent's new field values."),
    ok: okExample(200, 'The updated rent.', ref('Rent'), { endsAt: '2025-03-20T17:00:00Z', notes: 'Extended by one day on request.' }),
    errors: [400, 401, 403, 404, 409],
  });
  b.add('put', '/rents/{rentId}/status', {
    id: 'updateRentStatus',
    tag: 'Rents',
    summary: "Change a rent's status",
    description:
      'Records a hand-out (`Active`), a return (`Returned`) or a cancellation (`Cancelled`). Side effects: handing out sets the asset to `Rented`; returning sets it back to `Active`. Answers 409 `InvalidStatusTransition` for transitions `RentStatus` does not allow.',
    params: [P('RentId')],
    body: jsonBody(ref('RentStatusUpdateRequest'), 'The new status.', { status: 'Active', note: 'Handed out to Dr. Nilsson.' }),
    ok: okExample(200, 'The rent with its new status.', ref('Rent'), { status: 'Active' }),
    conflict: {
      summary: 'The transition is not allowed.',
      code: 'InvalidStatusTransition',
      message: "The rent status cannot change from 'Returned' to 'Active'.",
    },
    errors: [400, 401, 403, 404, 409],
  });

  // ---------------- Workflows ----------------
  const F = 'Workflows';
  crud(b, {
    tag: F,
    base: '/workflows',
    idName: 'workflowId',
    param: 'WorkflowId',
    Singular: 'Workflow',
    Plural: 'Workflows',
    singular: 'workflow',
    plural: 'workflows',
    article: 'a',
    request: 'WorkflowRequest',
    exampleId: ID.workflow,
    sortedBy: 'name',
    listParams: [
      query('event', 'Only workflows with this trigger.', ref('WorkflowTriggerEvent'), 'IssueCreated'),
      query('isEnabled', 'Only enabled or only disabled workflows.', { type: 'boolean' }, true),
    ],
    conflicts: {
      delete: {
        summary: 'Executions are pending or running.',
        code: 'Conflict',
        message: "Workflow 'Leak reported → urgent work order' has 1 execution that is 'Running'; delete it when the execution has finished.",
      },
    },
    text: {
      list: 'Use `listWorkflowExecutions` to see what a workflow did.',
      create:
        'An enabled workflow reacts to events from the moment it is created; past events are not replayed. `trigger.dateField` is required exactly when `trigger.event` is `DateField` (400 otherwise).',
      get: 'Actions are returned in the order they run.',
      update: 'Runs already `Pending` or `Running` finish with the old definition.',
      delete: 'Its past executions are deleted with it. Answers 409 while executions are `Pending` or `Running`.',
    },
  });
  b.add('post', '/workflows/{workflowId}/issues/{issueId}/execute', {
    id: 'executeWorkflowOnIssue',
    conflict: {
      summary: 'The actions cannot apply to an issue.',
      code: 'Conflict',
      message: "The workflow's DateField trigger watches rents; its actions cannot apply to an issue.",
    },
    tag: F,
    summary: 'Run a workflow on an issue',
    description:
      "Runs a workflow now against one issue, whatever its trigger, for example to create the work order for an issue reported before the workflow existed. The run is queued and answers 202 with the execution in `Pending`; poll `getWorkflowExecution` for the outcome.\n\nAnswers 409 when the workflow's actions cannot apply to an issue (a date-field workflow on rents, say).",
    params: [P('WorkflowId'), P('IssueId')],
    body: { ...jsonBody(ref('ExecuteWorkflowRequest'), 'Run options.'), required: false },
    ok: okExample(202, 'The run was queued.', ref('WorkflowExecution'), { ...QUEUED_RUN, targetType: 'Issue', targetId: ID.issue }),
    errors: [400, 401, 403, 404, 409],
  });
  b.add('post', '/workflows/{workflowId}/work-orders/{workOrderId}/execute', {
    id: 'executeWorkflowOnWorkOrder',
    conflict: {
      summary: 'The actions cannot apply to a work order.',
      code: 'Conflict',
      message: "The workflow's DateField trigger watches rents; its actions cannot apply to a work order.",
    },
    tag: F,
    summary: 'Run a workflow on a work order',
    description:
      "Runs a workflow now against one work order, for example to re-send notifications or apply an assignment rule by hand. The run is queued like that of `executeWorkflowOnIssue`: it answers 202 with the execution in `Pending`; poll `getWorkflowExecution` for the outcome.\n\nAnswers 409 when the workflow's actions cannot apply to a work order.",
    params: [P('WorkflowId'), P('WorkOrderId')],
    body: { ...jsonBody(ref('ExecuteWorkflowRequest'), 'Run options.'), required: false },
    ok: okExample(202, 'The run was queued.', ref('WorkflowExecution'), { ...QUEUED_RUN, targetType: 'WorkOrder', targetId: ID.workOrder }),
    errors: [400, 401, 403, 404, 409],
  });
  b.add('post', '/workflows/{workflowId}/date-field/execute', {
    id: 'executeDateFieldWorkflow',
    conflict: { summary: 'The trigger is not DateField.', code: 'Conflict', message: "The workflow's trigger is 'IssueCreated', not 'DateField'." },
    tag: F,
    summary: 'Run a date-field workflow',
    description:
      "Runs a `DateField` workflow now instead of at its daily 06:00 run: every entity whose date field plus offset falls on `referenceDate` gets an execution. Use `dryRun` to see which entities match. Running twice for the same day does not start duplicate executions for the same entity.\n\nAnswers 409 when the workflow's trigger is not `DateField`.",
    params: [P('WorkflowId')],
    body: { ...jsonBody(ref('DateFieldWorkflowExecutionRequest'), 'Run options.'), required: false },
    ok: ok(202, 'The runs were queued.', ref('DateFieldWorkflowExecutionResult')),
    errors: [400, 401, 403, 404, 409],
  });
  b.add('get', '/workflows/{workflowId}/executions', {
    id: 'listWorkflowExecutions',
    tag: F,
    summary: "List a workflow's executions",
    description: 'Returns the runs of a workflow, newest first, kept for 90 days. Filter by state to find failures.',
    params: [P('WorkflowId'), query('state', 'Only executions in this state.', ref('WorkflowExecutionState'), 'Failed'), ...PAGED],
    ok: ok(200, 'A page of executions.', ref('WorkflowExecutionPage')),
    errors: [400, 401, 403, 404],
  });
  b.add('get', '/workflows/{workflowId}/executions/{executionId}', {
    id: 'getWorkflowExecution',
    tag: F,
    summary: 'Get a workflow execution',
    description:
      'Returns one run with the outcome of each action. Poll it after an execute operation until `state` is terminal (`Succeeded`, `Failed` or `Skipped`); once a second is enough.',
    params: [P('WorkflowId'), P('ExecutionId')],
    ok: ok(200, 'The execution.', ref('WorkflowExecution')),
    errors: [401, 403, 404],
  });

  // ---------------- Reports ----------------
  crud(b, {
    tag: 'Reports',
    base: '/reports',
    idName: 'reportId',
    param: 'ReportId',
    Singular: 'Report',
    Plural: 'Reports',
    singular: 'report',
    plural: 'reports',
    article: 'a',
    request: 'ReportRequest',
    exampleId: ID.report,
    sortedBy: 'name',
    listParams: [query('entityType', 'Only reports over this entity type.', ref('EntityType'), 'WorkOrder')],
    text: {
      list: "Returns the caller's own reports and shared reports.",
      create: 'Columns and filter fields must exist on the entity type (see `getEntityMetadata`); 400 otherwise.',
      get: 'Returns the definition only; run it with `runReport`.',
      update: 'Only the owner can change a report (403 otherwise).',
      delete: 'Dashboard list panels showing the report are removed too.',
    },
  });
  b.add('get', '/reports/{reportId}/run', {
    id: 'runReport',
    errorAnswers: {
      400: {
        examples: [
          {
            name: 'ValidationFailed',
            summary: 'A parameter is invalid.',
            code: 'ValidationFailed',
            message: 'One or more fields are invalid.',
            details: [{ field: 'format', code: 'InvalidValue', message: "'format' must be one of: Csv, Xlsx, Pdf." }],
          },
          {
            name: 'TooManyRows',
            summary: 'More than 50 000 rows.',
            code: 'TooManyRows',
            message: 'The report has 61 870 rows; a report holds at most 50 000. Add a filter.',
          },
        ],
      },
    },
    tag: 'Reports',
    summary: 'Run a report',
    description:
      'Runs a report against the current data and returns the file. Reports are limited to 50 000 rows (400 `TooManyRows`). The run is recorded in the activity log.',
    params: [P('ReportId'), query('format', "The file format; the report's `defaultFormat` when omitted.", ref('ReportFormat'), 'Xlsx')],
    ok: download(
      'The report file.',
      ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
      'open-work-orders-by-building.xlsx',
    ),
    errors: [400, 401, 403, 404],
  });

  // ---------------- Dashboard ----------------
  const D = 'Dashboard';
  b.add('get', '/dashboard/panels', {
    id: 'listDashboardPanels',
    tag: D,
    summary: 'List dashboard panels',
    description: "Returns the panels on the caller's dashboard, by position. New users get the tenant's default panels.",
    ok: ok(200, 'The panels.', arrayOf('DashboardPanel')),
    errors: [401, 403],
  });
  b.add('post', '/dashboard/panels', {
    id: 'createDashboardPanel',
    conflict: { summary: 'The dashboard has 24 panels.', code: 'Conflict', message: 'The dashboard already has 24 panels, the most it can have.' },
    tag: D,
    summary: 'Add a dashboard panel',
    description:
      "Adds a counter, chart or list panel to the caller's dashboard. `kind` selects the panel kind and which other fields are required. At most 24 panels per dashboard (409).",
    body: jsonBody(ref('DashboardPanel'), 'The new panel.', {
      kind: 'Counter',
      title: 'Open work orders',
      position: { column: 0, row: 0, width: 4, height: 2 },
      metric: 'OpenWorkOrders',
    }),
    ok: created('The panel was added.', 'DashboardPanel', `${BASE}/dashboard/panels/${ID.panel}`),
    errors: [400, 401, 403, 409],
  });
  b.add('put', '/dashboard/panels/{panelId}', {
    id: 'updateDashboardPanel',
    errorAnswers: {
      400: {
        examples: {
          code: 'ValidationFailed',
          message: 'One or more fields are invalid.',
          details: [{ field: 'kind', code: 'Immutable', message: "'kind' cannot change from 'Counter' to 'Chart'; remove the panel and add another." }],
        },
      },
    },
    tag: D,
    summary: 'Update a dashboard panel',
    description: 'Changes a panel, including its position; send the whole panel. The kind cannot change (400); remove the panel and add another.',
    params: [P('PanelId')],
    body: jsonBody(ref('DashboardPanel'), 'The panel.', {
      kind: 'Chart',
      title: 'Work orders per week',
      position: { column: 4, row: 0, width: 8, height: 4 },
      miniChartId: ID.miniChart,
    }),
    // The panel as sent: the shared example is a counter, so its `metric` goes.
    ok: okExample(200, 'The updated panel.', ref('DashboardPanel'), {
      kind: 'Chart',
      title: 'Work orders per week',
      position: { column: 4, row: 0, width: 8, height: 4 },
      miniChartId: ID.miniChart,
      metric: undefined,
    }),
    errors: [400, 401, 403, 404],
  });
  b.add('delete', '/dashboard/panels/{panelId}', {
    id: 'deleteDashboardPanel',
    tag: D,
    summary: 'Remove a dashboard panel',
    description: "Removes a panel from the caller's dashboard.",
    params: [P('PanelId')],
    ok: noContent('The panel was removed.'),
    errors: [401, 403, 404],
  });
  b.add('get', '/dashboard/mini-charts', {
    id: 'listMiniCharts',
    tag: D,
    summary: 'List mini charts',
    description: 'Returns the predefined mini charts that chart panels can show.',
    ok: ok(200, 'The mini charts.', arrayOf('MiniChart')),
    errors: [401, 403],
  });
  b.add('get', '/dashboard/mini-charts/{miniChartId}/data', {
    id: 'getMiniChartData',
    tag: D,
    summary: "Get a mini chart's data",
    description: "Returns the data of a mini chart, for the chart's default period or a custom window of at most 400 days. Data is at most five minutes old.",
    params: [
      P('MiniChartId'),
      query('from', 'Start of a custom window.', { type: 'string', format: 'date-time' }, '2025-02-24T00:00:00Z'),
      query('to', 'End of a custom window.', { type: 'string', format: 'date-time' }, '2025-03-17T00:00:00Z'),
    ],
    ok: ok(200, 'The chart data.', ref('MiniChartData')),
    errors: [400, 401, 403, 404],
  });

  // ---------------- Chat ----------------
  const H = 'Chat';
  b.add('post', '/chat/queries', {
    id: 'askChatQuery',
    errorAnswers: {
      403: {
        description: 'Chat is disabled for the tenant, or the caller lacks the permission this operation needs.',
        examples: [
          { name: 'ChatDisabled', summary: 'Chat is disabled for the tenant.', code: 'Forbidden', message: 'Chat is disabled for this tenant.' },
          {
            name: 'MissingPermission',
            summary: 'The caller lacks the permission.',
            code: 'Forbidden',
            message: 'The caller lacks the permission this operation needs.',
          },
        ],
      },
    },
    tag: H,
    summary: 'Ask a question',
    description:
      'Answers a plain-language question about the tenant\'s data, such as "Which work orders in Building A are overdue?". The answer only uses data the caller may see and lists the entities it mentions. Questions are kept in the caller\'s history. Answers 403 when chat is disabled for the tenant.',
    body: jsonBody(ref('ChatQueryRequest'), 'The question.'),
    ok: ok(200, 'The question and its answer.', ref('ChatQuery')),
    errors: [400, 401, 403],
  });
  b.add('get', '/chat/queries', {
    id: 'listChatQueries',
    tag: H,
    summary: 'List asked questions',
    description: "Returns the caller's questions and answers, newest first, kept for 30 days.",
    params: PAGED,
    ok: ok(200, 'A page of questions.', ref('ChatQueryPage')),
    errors: [400, 401, 403],
  });
  b.add('get', '/chat/favourites', {
    id: 'listChatFavourites',
    tag: H,
    summary: 'List favourite questions',
    description: "Returns the caller's saved questions, by title.",
    ok: ok(200, 'The favourites.', arrayOf('ChatFavourite')),
    errors: [401, 403],
  });
  b.add('post', '/chat/favourites', {
    id: 'addChatFavourite',
    conflict: {
      summary: 'The question is already a favourite.',
      code: 'Conflict',
      message: "The question 'Which work orders in Building A are overdue?' is already a favourite.",
    },
    tag: H,
    summary: 'Save a question as favourite',
    description:
      'Saves an asked question so it can be asked again with one click; the favourite outlives the 30-day history. Answers 409 when the question is already a favourite.',
    body: jsonBody(ref('ChatFavouriteRequest'), 'The question to save.'),
    ok: created('The favourite was saved.', 'ChatFavourite', `${BASE}/chat/favourites/${ID.chatFavourite}`),
    errors: [400, 401, 403, 404, 409],
  });
  b.add('delete', '/chat/favourites/{favouriteId}', {
    id: 'deleteChatFavourite',
    tag: H,
    summary: 'Remove a favourite question',
    description: "Removes a question from the caller's favourites.",
    params: [P('FavouriteId')],
    ok: noContent('The favourite was removed.'),
    errors: [401, 403, 404],
  });

  // ---------------- Reference values ----------------
  const R = 'Reference values';
  b.add('get', '/reference-values', {
    id: 'listReferenceValues',
    tag: R,
    summary: 'List reference values',
    description:
      "Returns the entries of the tenant's pick lists (manufacturers, cost centres…), sorted by type, `sortOrder` and value. Pass `type` to fill one picker.",
    params: [
      query('type', 'Only values of this pick list.', { type: 'string', pattern: '^[A-Z][A-Za-z0-9]{1,49}$' }, 'Manufacturer'),
      query('includeInactive', 'Also return inactive values.', { type: 'boolean', default: false }, false),
      ...PAGED,
    ],
    ok: ok(200, 'A page of reference values.', ref('ReferenceValuePage')),
    errors: [400, 401, 403],
  });
  b.add('post', '/reference-values', {
    id: 'createReferenceValue',
    conflict: { summary: 'The code is taken.', code: 'DuplicateCode', message: "The pick list 'Manufacturer' already has a value with the code 'VIESSMANN'." },
    tag: R,
    summary: 'Create a reference value',
    description: 'Adds an entry to a pick list; a new `type` starts a new pick list. Answers 409 `DuplicateCode` when the code is taken within the type.',
    body: jsonBody(ref('ReferenceValueRequest'), 'The new value.'),
    ok: created('The value was created.', 'ReferenceValue', `${BASE}/reference-values/${ID.referenceValue}`),
    errors: [400, 401, 403, 409],
  });
  b.add('put', '/reference-values/{referenceValueId}', {
    id: 'updateReferenceValue',
    conflict: {
      summary: 'The code is taken.',
      code: 'DuplicateCode',
      message: "Another value of the pick list 'Manufacturer' already has the code 'VIESSMANN'.",
    },
    tag: R,
    summary: 'Update a reference value',
    description:
      'Changes an entry. Records keep the code, so renaming `value` shows the new text everywhere. Answers 409 `DuplicateCode` when the new code is taken within the type.',
    params: [P('ReferenceValueId')],
    body: jsonBody(ref('ReferenceValueRequest'), 'The new field values.'),
    ok: ok(200, 'The updated value.', ref('ReferenceValue')),
    errors: [400, 401, 403, 404, 409],
  });
  b.add('delete', '/reference-values/{referenceValueId}', {
    id: 'deleteReferenceValue',
    conflict: { summary: 'Records use the value.', code: 'InUse', message: "38 assets use the reference value 'Viessmann'; set isActive to false instead." },
    tag: R,
    summary: 'Delete a reference value',
    description: 'Deletes an entry. Answers 409 `InUse` when records use it; set `isActive` to `false` instead.',
    params: [P('ReferenceValueId')],
    ok: noContent('The value was deleted.'),
    errors: [401, 403, 404, 409],
  });

  // ---------------- Metadata ----------------
  b.add('get', '/metadata/{entityType}', {
    id: 'getEntityMetadata',
    tag: 'Metadata',
    summary: "Get an entity type's fields",
    description:
      'Returns the standard and custom fields of an entity type, in form order. Use it to build forms and to know which keys `customFields` accepts.',
    params: [P('EntityTypePath')],
    ok: ok(200, 'The fields.', ref('EntityMetadata')),
    errors: [400, 401, 403],
  });
  b.add('put', '/metadata/{entityType}', {
    id: 'updateEntityMetadata',
    conflict: {
      summary: "A field's data type changes while records have values.",
      code: 'Conflict',
      message: "The data type of 'costCentre' cannot change: 120 assets have a value for it.",
    },
    tag: 'Metadata',
    summary: "Replace an entity type's custom fields",
    description:
      "Sets the complete list of custom fields of an entity type. A field left out is removed together with its values; changing a field's `dataType` is only allowed while no record has a value (409). Standard fields cannot be listed (400).",
    params: [P('EntityTypePath')],
    body: jsonBody(ref('EntityMetadataUpdateRequest'), 'The custom fields.', {
      fields: [
        {
          name: 'costCentre',
          label: 'Cost centre',
          dataType: 'ReferenceValue',
          isRequired: false,
          maxLength: null,
          referenceValueType: 'CostCentre',
          sortOrder: 100,
        },
      ],
    }),
    ok: ok(200, 'All fields of the entity type.', ref('EntityMetadata')),
    errors: [400, 401, 403, 409],
  });

  // ---------------- Labels ----------------
  crud(b, {
    tag: 'Labels',
    base: '/label-sets',
    idName: 'labelSetId',
    param: 'LabelSetId',
    Singular: 'LabelSet',
    Plural: 'LabelSets',
    singular: 'label set',
    plural: 'label sets',
    article: 'a',
    request: 'LabelSetRequest',
    exampleId: ID.labelSet,
    sortedBy: 'name',
    listParams: [query('entityType', 'Only sets usable on this entity type.', ref('EntityType'), 'Asset')],
    conflicts: {
      update: {
        summary: 'Entities of a removed entity type carry labels of the set.',
        code: 'Conflict',
        message: "'WorkOrder' cannot be removed from entityTypes: 6 work orders carry labels of the set 'Compliance'.",
      },
    },
    text: {
      list: 'Each set includes its labels.',
      create: 'Add labels to it with `createLabel`.',
      update: 'Removing an entity type from `entityTypes` is refused (409) while entities of that type carry labels of the set.',
      delete: 'Deletes the set with its labels and removes them from every entity.',
    },
  });
  b.add('get', '/labels', {
    id: 'listLabels',
    tag: 'Labels',
    summary: 'List labels',
    description: 'Returns labels sorted by set and name.',
    params: [query('labelSetId', 'Only labels of this set.', { type: 'string', format: 'uuid' }, ID.labelSet), P('Search'), ...PAGED],
    ok: ok(200, 'A page of labels.', ref('LabelPage')),
    errors: [400, 401, 403],
  });
  b.add('post', '/labels', {
    id: 'createLabel',
    conflict: {
      summary: 'The name is taken in the set.',
      code: 'DuplicateName',
      message: "The label set 'Compliance' already has a label named 'Fire safety'.",
    },
    tag: 'Labels',
    summary: 'Create a label',
    description: 'Adds a label to a set. Answers 409 `DuplicateName` when the set already has a label with the name.',
    body: jsonBody(ref('LabelRequest'), 'The new label.'),
    ok: created('The label was created.', 'Label', `${BASE}/labels/${ID.label}`),
    errors: [400, 401, 403, 409],
  });
  b.add('put', '/labels/{labelId}', {
    id: 'updateLabel',
    conflict: {
      summary: 'The name is taken in the set.',
      code: 'DuplicateName',
      message: "The label set 'Compliance' already has a label named 'Fire safety'.",
    },
    tag: 'Labels',
    summary: 'Update a label',
    description: 'Renames, recolours or moves a label to another set. Entities keep the label. Answers 409 `DuplicateName` when the name is taken in the set.',
    params: [P('LabelId')],
    body: jsonBody(ref('LabelRequest'), 'The new field values.'),
    ok: ok(200, 'The updated label.', ref('Label')),
    errors: [400, 401, 403, 404, 409],
  });
  b.add('delete', '/labels/{labelId}', {
    id: 'deleteLabel',
    tag: 'Labels',
    summary: 'Delete a label',
    description: 'Deletes a label and removes it from every entity.',
    params: [P('LabelId')],
    ok: noContent('The label was deleted.'),
    errors: [401, 403, 404],
  });

  // ---------------- QR code templates ----------------
  const Q = 'QR code templates';
  b.add('get', '/qr-code-templates', {
    id: 'listQrCodeTemplates',
    tag: Q,
    summary: 'List QR code templates',
    description: "Returns the tenant's QR label templates, the active one first.",
    ok: ok(200, 'The templates.', arrayOf('QrCodeTemplate')),
    errors: [401, 403],
  });
  b.add('get', '/qr-code-templates/{templateId}', {
    id: 'getQrCodeTemplate',
    tag: Q,
    summary: 'Get a QR code template',
    description: 'Returns one template with its layout.',
    params: [P('TemplateId')],
    ok: ok(200, 'The template.', ref('QrCodeTemplate')),
    errors: [401, 403, 404],
  });
  b.add('put', '/qr-code-templates/{templateId}', {
    id: 'storeQrCodeTemplate',
    tag: Q,
    summary: 'Store a QR code template',
    description:
      'Creates the template with the given id, or replaces it if it exists (the client chooses the id, so retries are safe). Storing does not activate it; call `setActiveQrCodeTemplate`. Answers 400 when the label is too small for the chosen content.',
    params: [P('TemplateId')],
    body: jsonBody(ref('QrCodeTemplateRequest'), 'The template.'),
    ok: {
      ...ok(200, 'The template was replaced.', ref('QrCodeTemplate')),
      ...created('The template was created.', 'QrCodeTemplate', `${BASE}/qr-code-templates/${ID.qrTemplate}`),
    },
    errors: [400, 401, 403],
  });
  b.add('post', '/qr-code-templates/{templateId}/activate', {
    id: 'setActiveQrCodeTemplate',
    tag: Q,
    summary: 'Set the active QR code template',
    description:
      'Makes a template the one `getAssetQrCode` uses by default; the previously active template stays stored. Labels already printed are not affected.',
    params: [P('TemplateId')],
    ok: ok(200, 'The template, now active.', ref('QrCodeTemplate')),
    errors: [401, 403, 404],
  });
  b.add('post', '/qr-code-templates/restore', {
    id: 'restoreQrCodeTemplate',
    tag: Q,
    summary: 'Restore the built-in QR code template',
    description:
      'Resets the built-in template to its original layout and makes it active. Use it when a customised template prints badly. Other templates are kept.',
    ok: ok(200, 'The built-in template, restored and active.', ref('QrCodeTemplate')),
    errors: [401, 403],
  });
  b.add('delete', '/qr-code-templates/{templateId}', {
    id: 'deleteQrCodeTemplate',
    conflict: [
      {
        name: 'Active',
        summary: 'The template is active.',
        code: 'Conflict',
        message: "'Small equipment label' is the active template; activate another template first.",
      },
      {
        name: 'BuiltIn',
        summary: 'The template is built in.',
        code: 'Conflict',
        message: 'The built-in template cannot be deleted; restore it with restoreQrCodeTemplate instead.',
      },
    ],
    tag: Q,
    summary: 'Delete a QR code template',
    description: 'Deletes a template. Answers 409 for the active template (activate another first) and for the built-in template.',
    params: [P('TemplateId')],
    ok: noContent('The template was deleted.'),
    errors: [401, 403, 404, 409],
  });

  // ---------------- Files ----------------
  const L = 'Files';
  b.add('post', '/files', {
    id: 'uploadFile',
    tag: L,
    summary: 'Upload a file',
    description:
      'Uploads a document, such as a service manual or a certificate, optionally attached to an entity. Answers 400 for executable files and 413 above the size limit.',
    body: multipartBody('FileUpload', 'The file and what to attach it to.'),
    ok: created('The file was stored.', 'FileMetadata', `${BASE}/files/${ID.file}`),
    errors: [400, 401, 403, 404, 413],
  });
  b.add('get', '/files/{fileId}', {
    id: 'downloadFile',
    tag: L,
    summary: 'Download a file',
    description: 'Returns the bytes of an uploaded document with its original content type and file name.',
    params: [P('FileId')],
    ok: download('The file.', ['application/octet-stream'], 'Vitodens-200-W-service-manual.pdf'),
    errors: [401, 403, 404],
  });
  b.add('delete', '/files/{fileId}', {
    id: 'deleteFile',
    tag: L,
    summary: 'Delete a file',
    description: 'Deletes an uploaded document and detaches it from its entity.',
    params: [P('FileId')],
    ok: noContent('The file was deleted.'),
    errors: [401, 403, 404],
  });
  b.add('post', '/images', {
    id: 'uploadImage',
    tag: L,
    summary: 'Upload an image',
    description:
      'Uploads a photo, for example one taken while reporting an issue; pass the returned id in `IssueCreateRequest.imageIds`. Images not attached to anything within 24 hours are deleted. EXIF location data is removed.',
    body: multipartBody('ImageUpload', 'The image.'),
    ok: created('The image was stored.', 'ImageMetadata', `${BASE}/images/${ID.image}`),
    errors: [400, 401, 403, 413],
  });
  b.add('get', '/images/{imageId}', {
    id: 'downloadImage',
    tag: L,
    summary: 'Download an image',
    description: 'Returns an uploaded image, or a 320 px wide thumbnail for lists.',
    params: [
      P('ImageId'),
      query('size', 'The original or a thumbnail.', { type: 'string', enum: ['original', 'thumbnail'], default: 'original' }, 'thumbnail'),
    ],
    ok: download('The image.', ['image/jpeg', 'image/png', 'image/webp'], 'leak-under-boiler.jpg'),
    errors: [400, 401, 403, 404],
  });

  // ---------------- Activity log, track devices, configuration ----------------
  b.add('get', '/activity-log', {
    id: 'listActivityLog',
    tag: 'Activity log',
    summary: 'List activity log entries',
    description: 'Returns who did what, newest first, for audits and troubleshooting. Entries are kept for 2 years. Needs the `ActivityLog.Read` permission.',
    params: [
      query('entityType', 'Only entries about this entity type.', ref('EntityType'), 'Asset'),
      query('entityId', 'Only entries about this entity.', { type: 'string', format: 'uuid' }, ID.asset),
      query('userId', 'Only entries of this user.', { type: 'string', format: 'uuid' }, ID.user),
      query('from', 'Only entries at or after this moment.', { type: 'string', format: 'date-time' }, '2025-03-01T00:00:00Z'),
      query('to', 'Only entries before this moment.', { type: 'string', format: 'date-time' }, '2025-04-01T00:00:00Z'),
      ...PAGED,
    ],
    ok: ok(200, 'A page of entries.', ref('ActivityLogEntryPage')),
    errors: [400, 401, 403],
  });
  b.add('get', '/track-devices/active', {
    id: 'listActiveTrackDevices',
    errorAnswers: {
      403: {
        description: 'Tracking is disabled for the tenant, or the caller lacks the permission this operation needs.',
        examples: [
          { name: 'TrackingDisabled', summary: 'Tracking is disabled for the tenant.', code: 'Forbidden', message: 'Tracking is disabled for this tenant.' },
          {
            name: 'MissingPermission',
            summary: 'The caller lacks the permission.',
            code: 'Forbidden',
            message: 'The caller lacks the permission this operation needs.',
          },
        ],
      },
    },
    tag: 'Track devices',
    summary: 'List active track devices',
    description:
      'Returns the trackers that reported within the last `withinHours` hours, with their last position, for a live map of tracked assets. Answers 403 when tracking is disabled for the tenant.',
    params: [
      query('withinHours', 'How recent the last report must be.', { type: 'integer', format: 'int32', minimum: 1, maximum: 168, default: 24 }, 24),
      query('zoneId', 'Only devices last seen in this zone or a zone inside it.', { type: 'string', format: 'uuid' }, ID.building),
      ...PAGED,
    ],
    ok: ok(200, 'A page of devices, most recently seen first.', ref('TrackDevicePage')),
    errors: [400, 401, 403],
  });
  b.add('get', '/config', {
    id: 'getConfig',
    tag: 'Configuration',
    summary: 'Get the tenant configuration',
    description: 'Returns the tenant-wide settings, including which optional modules are enabled and the upload size limit. Clients read it once at start-up.',
    ok: ok(200, 'The configuration.', ref('Config')),
    errors: [401, 403],
  });
  b.add('put', '/config', {
    id: 'updateConfig',
    tag: 'Configuration',
    summary: 'Update the tenant configuration',
    description:
      'Replaces the tenant-wide settings; read-only fields are ignored. Needs the `Configuration.Update` permission. Changing code prefixes affects new codes only; changing the time zone affects when date-field workflows run.',
    body: jsonBody(ref('Config'), 'The settings.'),
    ok: ok(200, 'The saved configuration.', ref('Config')),
    errors: [400, 401, 403],
  });

  // ---------------- Lookups ----------------
  b.add('get', '/auto-complete/{entityType}/{field}', {
    id: 'getAutoCompleteValues',
    tag: 'Lookups',
    summary: 'Get auto-complete values',
    description:
      'Returns distinct values already used in a text field that start with `query`, most used first, for type-ahead in forms (for example manufacturers or models). Answers 400 when the field is not a text field of the entity type.',
    params: [
      P('EntityTypePath'),
      {
        name: 'field',
        in: 'path',
        description: 'A text field, standard or custom.',
        required: true,
        schema: { type: 'string', pattern: '^[a-z][A-Za-z0-9.]{0,99}$' },
        example: 'manufacturer',
      },
      query('query', 'The text typed so far.', { type: 'string', minLength: 1, maxLength: 100 }, 'Vi', { required: true }),
      query('limit', 'How many values to return.', { type: 'integer', format: 'int32', minimum: 1, maximum: 50, default: 10 }, 10),
    ],
    ok: ok(200, 'The matching values.', ref('AutoCompleteValues'), {}),
    errors: [400, 401, 403],
  });
  b.add('get', '/users-selector-values', {
    id: 'getUsersSelectorValues',
    tag: 'Lookups',
    summary: 'Get users and groups for a selector',
    description:
      'Returns active users and, optionally, groups of the current tenant whose name or e-mail contains `query`, for assignee and recipient pickers. Names come from the access-control API.',
    params: [
      query('query', 'Text contained in the name or e-mail.', { type: 'string', minLength: 1, maxLength: 100 }, 'erik'),
      query('includeGroups', 'Also return groups.', { type: 'boolean', default: true }, true),
      query('limit', 'How many values to return.', { type: 'integer', format: 'int32', minimum: 1, maximum: 100, default: 20 }, 20),
    ],
    ok: ok(200, 'Matching users and groups, by name.', arrayOf('UserSelectorValue')),
    errors: [400, 401, 403],
  });

  // ---------------- System ----------------
  const Y = 'System';
  b.add('get', '/build-number', {
    id: 'getBuildNumber',
    errorAnswers: {
      401: {
        description: 'The function key is missing or wrong.',
        examples: { code: 'Unauthorized', message: 'The x-functions-key header is missing or holds no valid function key.' },
      },
    },
    tag: Y,
    summary: 'Get the build number',
    description:
      'Returns which build of the Portal back end answers. Needs only the function key, so deployment pipelines and health probes can call it without a user.',
    ok: ok(200, 'The build.', ref('BuildInfo')),
    errors: [401],
    security: FUNCTION_KEY,
  });
  b.add('post', '/system/test-connections', {
    id: 'testConnections',
    tag: Y,
    summary: 'Test back-end connections',
    description:
      'Checks that the back end can reach its database, storage, message bus, e-mail and SMS providers and the access-control API, and how fast. Use it after changing infrastructure settings. Needs the `System.Administer` permission. Takes up to 30 seconds.',
    ok: ok(200, 'The result of each check.', ref('ConnectionTestResult')),
    errors: [401, 403],
  });
  b.add('post', '/system/test-notification', {
    id: 'testNotification',
    conflict: { summary: 'Too many test notifications.', code: 'RateLimited', message: 'At most 10 test notifications an hour; try again after 14:05 UTC.' },
    tag: Y,
    summary: 'Send a test notification',
    description:
      'Sends a test message on one channel, to the caller or to a given recipient, to check the notification settings. The response says whether the provider accepted it, not whether it was delivered. Limited to 10 calls per hour per tenant (409 `RateLimited` beyond that).',
    body: jsonBody(ref('TestNotificationRequest'), 'The channel and recipient.'),
    ok: ok(200, "The provider's answer.", ref('TestNotificationResult')),
    errors: [400, 401, 403, 409],
  });
  b.add('post', '/system/convert-text', {
    id: 'convertText',
    tag: Y,
    summary: 'Convert text between formats',
    description:
      'Converts text between plain text, Markdown and HTML the same way the back end does for notifications and reports, so previews match what recipients see. HTML output is sanitised; scripts and event attributes are removed.',
    body: jsonBody(ref('ConvertTextRequest'), 'The text and formats.'),
    ok: ok(200, 'The converted text.', ref('ConvertTextResult')),
    errors: [400, 401, 403],
  });

  return b;
}
