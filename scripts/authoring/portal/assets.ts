/** The Portal document's Assets tag: its schemas and operations. */
import {
  ref,
  refWith,
  nullableRef,
  s,
  object,
  pageOf,
  ok,
  okExample,
  download,
  jsonBody,
  multipartBody,
  variantsBody,
  type Schema,
  type PathBuilder,
} from '../lib';
import { item } from '../operations';
import { ID } from '../ids';
import {
  P,
  idParam,
  idParamExamples,
  query,
  queryExamples,
  created,
  arrayOf,
  PAGED,
  BASE,
  T0,
  T1,
  audit,
  id,
  name,
  description,
  customFields,
  labelIds,
} from './common';
import type { PortalModule } from './module';

/** What an asset is, the same in the asset and its requests: its name, description and category. */
const assetNaming = (): Record<string, Schema> => ({
  name: name('The asset name.', 'Boiler B-12'),
  description: description('Gas-fired condensing boiler serving the east wing heating circuit.'),
  categoryId: s.uuid('The asset category.', ID.category),
});

/** The maker's data of an asset, the same in the asset and its requests but for the manufacturer's description. */
const makerFields = (manufacturer: string): Record<string, Schema> => ({
  serialNumber: s.nullable(s.string("The manufacturer's serial number.", 'VX-200-48213', { maxLength: 100 })),
  manufacturer: s.nullable(s.string(manufacturer, 'Viessmann', { maxLength: 100 })),
  model: s.nullable(s.string('The model designation.', 'Vitodens 200-W', { maxLength: 100 })),
  purchaseDate: s.nullable(s.date('When the asset was bought.', '2019-06-03')),
  warrantyExpiresOn: s.nullable(s.date('The last day of the warranty.', '2026-06-02')),
});

/** What every asset event has: its kind, which picks the variant (`AssetEvent`'s discriminator), when, and a note. */
const eventFields = (eventType: string): Record<string, Schema> => ({
  eventType: s.enumOf('What kind of event this is; picks the variant.', [eventType], eventType),
  occurredAt: s.dateTime('When it happened; now when left out.', '2025-03-18T07:45:00Z'),
  note: s.nullable(s.string('Free text for people.', null, { maxLength: 1000 })),
});

export const assets: PortalModule = {
  schemas: (): Record<string, Schema> => ({
    AssetStatus: s.enumOf(
      [
        'The lifecycle status of an asset.',
        '',
        '| From | Allowed to |',
        '|---|---|',
        '| Draft | Active, Retired |',
        '| Active | InMaintenance, OutOfService, Rented (system only), Retired |',
        '| InMaintenance | Active, OutOfService |',
        '| OutOfService | Active, InMaintenance, Retired |',
        '| Rented | Active (system only) |',
        '| Retired | none (terminal) |',
        '',
        '`Rented` is set and cleared by rents; requesting it through the API answers 409.',
      ].join('\n'),
      ['Draft', 'Active', 'InMaintenance', 'OutOfService', 'Rented', 'Retired'],
      'Active',
    ),
    Asset: object(
      'A physical thing the facility maintains, such as a boiler, a patient lift or a projector.',
      {
        id: id('asset', ID.asset),
        code: s.string('The unique, human-readable asset code printed on its QR label.', 'AST-000123', { pattern: '^[A-Z0-9][A-Z0-9-]{2,31}$' }),
        ...assetNaming(),
        categoryName: s.ro(s.string('The category name, for display.', 'Heating equipment')),
        status: ref('AssetStatus'),
        zoneId: s.uuid('The zone the asset is in.', ID.plantRoom),
        locationPath: s.ro(s.string('The zone path, from the site down, for display.', 'Building A / Basement / Plant room B-01')),
        locationNote: s.nullable(s.string('Where exactly in the zone.', 'North wall, behind the expansion vessel', { maxLength: 500 })),
        parentAssetId: s.nullable(s.uuid('The asset this one is part of, if any.', ID.parentAsset)),
        ...makerFields('The manufacturer, usually a `Manufacturer` reference value.'),
        nextInspectionOn: s.nullable(s.date('When the next inspection is due. Date-field workflows can react to it.', '2025-04-01')),
        isRentable: s.bool('Whether the asset can be rented out.', false),
        qrCodeUrl: {
          ...s.ro(
            s.uri(
              "The URL encoded in the asset's QR code; opening it shows the asset and lets people report an issue. Deprecated since 1.1: read it with `getAssetQrCode`, which also gives the code's version; it will be removed in 2.0.",
              'https://fms.example.com/q/7Hk2pQ9x',
            ),
          ),
          deprecated: true,
        },
        labelIds: labelIds(),
        customFields: customFields(),
        ...audit(),
      },
      ['id', 'code', 'name', 'categoryId', 'status', 'zoneId', 'isRentable', 'createdAt', 'updatedAt'],
    ),
    AssetCreateRequest: object(
      'The fields of a new asset. New assets start in `Draft` unless `status` says `Active`.',
      {
        code: s.string('A unique asset code; generated from the tenant prefix when omitted.', 'AST-000123', { pattern: '^[A-Z0-9][A-Z0-9-]{2,31}$' }),
        ...assetNaming(),
        status: s.enumOf('The initial status.', ['Draft', 'Active'], 'Active', { default: 'Draft' }),
        zoneId: s.uuid('The zone the asset is in.', ID.plantRoom),
        locationNote: s.nullable(s.string('Where exactly in the zone.', 'North wall, behind the expansion vessel', { maxLength: 500 })),
        parentAssetId: s.nullable(s.uuid('The asset this one is part of.', ID.parentAsset)),
        ...makerFields('The manufacturer.'),
        nextInspectionOn: s.nullable(s.date('When the next inspection is due.', '2025-04-01')),
        isRentable: s.bool('Whether the asset can be rented out.', false, { default: false }),
        labelIds: labelIds(),
        customFields: customFields(),
      },
      ['name', 'categoryId', 'zoneId'],
    ),
    AssetUpdateRequest: object(
      'The editable fields of an asset. Status and location have their own operations and are not part of this body.',
      {
        ...assetNaming(),
        parentAssetId: s.nullable(s.uuid('The asset this one is part of; `null` detaches it.', ID.parentAsset)),
        ...makerFields('The manufacturer.'),
        nextInspectionOn: s.nullable(s.date('When the next inspection is due.', '2025-09-01')),
        isRentable: s.bool('Whether the asset can be rented out.', false),
        labelIds: labelIds(),
        customFields: customFields(),
      },
      ['name', 'categoryId', 'isRentable'],
    ),
    AssetPage: pageOf('Asset', 'assets'),
    AssetStatusUpdateRequest: object(
      'A status change that takes effect now.',
      {
        status: ref('AssetStatus'),
        reason: s.nullable(
          s.string("Why the status changes; stored in the asset's change history.", 'Burner fault, waiting for spare part.', { maxLength: 500 }),
        ),
      },
      ['status'],
    ),
    AssetLocationUpdateRequest: object(
      'Where an asset is moved to.',
      {
        zoneId: s.uuid('The new zone.', ID.room),
        locationNote: s.nullable(s.string('Where exactly in the zone.', 'Next to the window', { maxLength: 500 })),
        position: nullableRef('GeoPosition', 'Coordinates, for outdoor assets or assets without a tracker.'),
      },
      ['zoneId'],
    ),
    AssetQrCode: object(
      'The QR code of an asset after it was recreated.',
      {
        assetId: s.uuid('The asset.', ID.asset),
        qrCodeUrl: s.uri('The URL the new QR code encodes.', 'https://fms.example.com/q/Qm4t8Zr2'),
        version: s.int('Increments each time the code is recreated; labels printed with an older version stop working.', 2, { minimum: 1 }),
        createdAt: s.dateTime('When this version was created.', T1),
      },
      ['assetId', 'qrCodeUrl', 'version', 'createdAt'],
    ),
    AssetReference: object(
      'A short reference to an asset.',
      {
        id: s.uuid('The asset id.', ID.parentAsset),
        code: s.string('The asset code.', 'AST-000098'),
        name: s.string('The asset name.', 'Heating plant A'),
      },
      ['id', 'code', 'name'],
    ),
    AssetParentList: object(
      'The chain of assets an asset is part of.',
      {
        assetId: s.uuid('The asset that was asked about.', ID.asset),
        items: s.array('Parents, direct parent first and the root last; empty for a top-level asset.', ref('AssetReference'), {
          example: [
            { id: ID.parentAsset, code: 'AST-000098', name: 'Heating plant A' },
            { id: ID.rootAsset, code: 'AST-000010', name: 'Building A HVAC system' },
          ],
        }),
      },
      ['assetId', 'items'],
    ),
    AvailabilitySlot: object(
      "A period in which an asset's availability does not change.",
      {
        start: s.dateTime('Start of the slot (inclusive).', '2025-03-17T00:00:00Z'),
        end: s.dateTime('End of the slot (exclusive).', '2025-03-19T00:00:00Z'),
        availability: s.enumOf('Whether the asset can be used or rented in the slot.', ['Available', 'Rented', 'Maintenance', 'OutOfService'], 'Rented'),
        referenceType: s.nullable(s.enumOf('What blocks the asset, if anything.', ['Rent', 'WorkOrder', 'ScheduledStatusUpdate'], 'Rent')),
        referenceId: s.nullable(s.uuid('The id of the blocking rent, work order or scheduled update.', ID.rent)),
      },
      ['start', 'end', 'availability'],
    ),
    AssetAvailability: object(
      'When an asset is free, derived from its rents, open work orders and scheduled status updates.',
      {
        assetId: s.uuid('The asset.', ID.rentedAsset),
        from: s.dateTime('Start of the requested window.', '2025-03-17T00:00:00Z'),
        to: s.dateTime('End of the requested window.', '2025-03-24T00:00:00Z'),
        slots: s.array('Consecutive slots covering the window.', ref('AvailabilitySlot'), {
          example: [
            { start: '2025-03-17T00:00:00Z', end: '2025-03-19T00:00:00Z', availability: 'Rented', referenceType: 'Rent', referenceId: ID.rent },
            { start: '2025-03-19T00:00:00Z', end: '2025-03-24T00:00:00Z', availability: 'Available', referenceType: null, referenceId: null },
          ],
        }),
      },
      ['assetId', 'from', 'to', 'slots'],
    ),
    AssetChange: object(
      "One field change in an asset's history.",
      {
        id: id('change', ID.change),
        assetId: s.uuid('The asset.', ID.asset),
        changedAt: s.dateTime('When the change was saved.', T0),
        changedBy: ref('UserReference'),
        field: s.string('The changed field, as named in the `Asset` schema or `customFields.<name>`.', 'status'),
        oldValue: s.nullable(s.string('The value before, as text.', 'Active')),
        newValue: s.nullable(s.string('The value after, as text.', 'InMaintenance')),
        source: s.enumOf('What made the change.', ['Portal', 'Import', 'Workflow', 'Scheduler', 'Api'], 'Portal'),
      },
      ['id', 'assetId', 'changedAt', 'changedBy', 'field', 'source'],
    ),
    AssetChangePage: pageOf('AssetChange', 'asset changes'),
    AssetMeterReading: object(
      "A reading of one of the asset's meters (running hours, kWh, counts).",
      {
        ...eventFields('MeterReading'),
        meter: s.string('The meter read, as named on the asset.', 'Running hours', { minLength: 1, maxLength: 100 }),
        value: s.number('The value read.', 1284.5, { minimum: 0 }),
        unit: s.string('The unit of the value.', 'h', { maxLength: 20 }),
      },
      ['eventType', 'meter', 'value'],
      {
        title: 'Meter reading',
        example: { eventType: 'MeterReading', occurredAt: '2025-03-18T07:45:00Z', meter: 'Running hours', value: 1284.5, unit: 'h' },
      },
    ),
    AssetInspection: object(
      'A completed inspection with its outcome; a failed one can open an issue.',
      {
        ...eventFields('Inspection'),
        outcome: s.enumOf("The inspection's result.", ['Passed', 'PassedWithRemarks', 'Failed'], 'PassedWithRemarks'),
        inspector: s.nullable(s.string('Who inspected, when not the caller.', 'Brandschutz Nord GmbH', { maxLength: 200 })),
        openIssue: s.bool('Open an issue for the asset when the outcome is `Failed`.', true, { default: true }),
      },
      ['eventType', 'outcome'],
      {
        title: 'Inspection',
        example: {
          eventType: 'Inspection',
          occurredAt: '2025-03-18T10:00:00Z',
          outcome: 'PassedWithRemarks',
          inspector: 'Brandschutz Nord GmbH',
          note: 'Seal on the pressure gauge replaced on site.',
        },
      },
    ),
    AssetIncident: object(
      'Something that happened to the asset: a breakdown, damage, a safety event. Sets the asset `OutOfService` when `outOfService` is true.',
      {
        ...eventFields('Incident'),
        severity: s.enumOf('How serious it is.', ['Minor', 'Major', 'Critical'], 'Major'),
        outOfService: s.bool('Take the asset out of service now.', true, { default: false }),
      },
      ['eventType', 'severity'],
      {
        title: 'Incident',
        example: {
          eventType: 'Incident',
          occurredAt: '2025-03-18T14:20:00Z',
          severity: 'Major',
          outOfService: true,
          note: 'Water on the floor under boiler B-12.',
        },
      },
    ),
    AssetEvent: {
      description: "An event in an asset's life. What it carries depends on `eventType`.",
      oneOf: [ref('AssetMeterReading'), ref('AssetInspection'), ref('AssetIncident')],
      discriminator: {
        propertyName: 'eventType',
        mapping: {
          MeterReading: '#/components/schemas/AssetMeterReading',
          Inspection: '#/components/schemas/AssetInspection',
          Incident: '#/components/schemas/AssetIncident',
        },
      },
    },
    AssetEventRecord: object(
      'An event as recorded.',
      {
        id: id('event record', ID.assetEvent),
        assetId: s.uuid('The asset.', ID.asset),
        recordedAt: s.ro(s.dateTime('When the event was recorded.', '2025-03-18T07:46:02Z')),
        issueId: s.ro(s.nullable(s.uuid('The issue the event opened, if any.', null))),
        event: ref('AssetEvent'),
      },
      ['id', 'assetId', 'recordedAt', 'event'],
    ),
    AssetImportPreviewRow: object(
      'What an import would do with one row.',
      {
        rowNumber: s.int('The 1-based row number, counting the header row.', 2, { minimum: 2 }),
        action: s.enumOf('What the import would do.', ['Create', 'Update', 'Skip', 'Fail'], 'Create'),
        code: s.nullable(s.string('The asset code in the row.', 'AST-000124')),
        name: s.nullable(s.string('The asset name in the row.', 'Boiler B-13')),
        errors: s.array('Why the row would fail; empty otherwise.', ref('ImportRowError'), { example: [] }),
      },
      ['rowNumber', 'action', 'errors'],
    ),
    AssetImportPreview: object(
      'The result of checking an import file without saving anything.',
      {
        fileName: s.string('The uploaded file name.', 'assets-building-a.xlsx'),
        totalRows: s.int('Data rows read.', 120, { minimum: 0 }),
        validRows: s.int('Rows that would be saved.', 119, { minimum: 0 }),
        invalidRows: s.int('Rows that would fail.', 1, { minimum: 0 }),
        rows: s.array('Per-row outcome, at most the first 500 rows.', ref('AssetImportPreviewRow'), { maxItems: 500 }),
      },
      ['fileName', 'totalRows', 'validRows', 'invalidRows', 'rows'],
    ),
    ScheduledStatusUpdateState: s.enumOf(
      [
        'The state of a scheduled asset status update.',
        '',
        '- `Scheduled` → `Applied`: the scheduler applied it at `effectiveAt`.',
        '- `Scheduled` → `Cancelled`: someone called `cancelScheduledAssetStatusUpdate`.',
        "- `Scheduled` → `Failed`: at `effectiveAt` the asset's status did not allow the transition (`failureReason` says why).",
        '',
        '`Applied`, `Cancelled` and `Failed` are terminal.',
      ].join('\n'),
      ['Scheduled', 'Applied', 'Cancelled', 'Failed'],
      'Scheduled',
    ),
    ScheduledAssetStatusUpdate: object(
      'A status change planned for a future moment.',
      {
        id: id('scheduled update', ID.scheduledUpdate),
        assetId: s.uuid('The asset.', ID.asset),
        targetStatus: refWith('AssetStatus', 'The status the asset changes to.', { example: 'OutOfService' }),
        effectiveAt: s.dateTime('When the status changes.', '2025-04-07T05:00:00Z'),
        reason: s.nullable(s.string('Why; copied to the change history when applied.', 'Annual shutdown of the heating plant.', { maxLength: 500 })),
        state: ref('ScheduledStatusUpdateState'),
        appliedAt: s.ro(s.nullable(s.dateTime('When it was applied.', null))),
        cancelledAt: s.ro(s.nullable(s.dateTime('When it was cancelled.', null))),
        failureReason: s.ro(s.nullable(s.string('Why it could not be applied.', null))),
        createdAt: s.ro(s.dateTime('When it was scheduled.', T0)),
        createdBy: ref('UserReference'),
      },
      ['id', 'assetId', 'targetStatus', 'effectiveAt', 'state', 'createdAt', 'createdBy'],
    ),
    ScheduledAssetStatusUpdateRequest: object(
      'A status change to make later.',
      {
        targetStatus: refWith('AssetStatus', 'The status to change to.', { example: 'OutOfService' }),
        effectiveAt: s.dateTime('When to change the status; must be in the future and within 365 days.', '2025-04-07T05:00:00Z'),
        reason: s.nullable(s.string('Why.', 'Annual shutdown of the heating plant.', { maxLength: 500 })),
      },
      ['targetStatus', 'effectiveAt'],
    ),
  }),
  paths(b: PathBuilder): void {
    // ---------------- Assets ----------------
    b.tag('Assets');
    b.get('/assets', 'listAssets', 'List assets', {
      description:
        'Returns assets one page at a time. Filter by category, zone (including zones inside it), status or free text. Use it to fill asset pickers and to synchronise assets into another system; for the latter, sort by `-updatedAt` and stop when you reach assets you already have.',
      params: [
        P('Search'),
        query('categoryId', 'Only assets in this category.', { type: 'string', format: 'uuid' }, ID.category),
        query('zoneId', 'Only assets in this zone or a zone inside it.', { type: 'string', format: 'uuid' }, ID.building),
        query(
          'status',
          'Only assets with one of these statuses.',
          { type: 'array', items: ref('AssetStatus'), uniqueItems: true },
          ['Active', 'InMaintenance'],
          {
            style: 'form',
            explode: true,
          },
        ),
        query(
          'sort',
          'Sort order; a leading `-` sorts descending.',
          { type: 'string', enum: ['code', '-code', 'name', '-name', 'updatedAt', '-updatedAt'], default: 'code' },
          'name',
        ),
        ...PAGED,
      ],
      ok: ok(200, 'A page of assets.', ref('AssetPage')),
    });
    const asset = item(b, '/assets/{assetId}', 'Asset', 'asset', 'an');
    asset.create(`${BASE}/assets/${ID.asset}`, {
      conflict: { summary: 'The code is taken.', code: 'DuplicateCode', message: "An asset with the code 'AST-000123' already exists." },
      description:
        'Registers a new asset and generates its QR code. When `code` is omitted the next free code with the tenant prefix is used. The asset starts in `Draft` unless `status` is `Active`.\n\nAnswers 409 `DuplicateCode` when the code is taken, and 400 when the category, zone or parent asset does not exist or a custom field is not defined for assets.',
      body: jsonBody(ref('AssetCreateRequest'), 'The new asset.'),
    });
    asset.get({ description: 'Returns one asset with its current status, location and custom fields.' });
    asset.update({
      conflict: {
        summary: 'The new parent is part of the asset.',
        code: 'Conflict',
        message: "Asset 'AST-000098' (Heating plant A) is part of this asset, so it cannot become its parent.",
      },
      description:
        'Replaces the editable fields of an asset; send every field, as omitted optional fields are cleared. Status and location are changed with `updateAssetStatus` and `updateAssetLocation`. Each changed field is recorded in the change history (`getAssetChanges`).\n\nAnswers 409 `Conflict` when `parentAssetId` would make the asset its own ancestor.',
      body: jsonBody(ref('AssetUpdateRequest'), "The asset's new field values."),
      ok: okExample(200, 'The updated asset.', ref('Asset'), { nextInspectionOn: '2025-09-01' }),
    });
    asset.delete({
      conflict: {
        summary: 'The asset is still in use.',
        code: 'InUse',
        message: "Asset 'AST-000123' still has 1 open work order and 1 open issue; retire it instead.",
      },
      description:
        'Deletes an asset and its QR code; printed labels stop working. Only assets without history should be deleted; retire the others with `updateAssetStatus` instead.\n\nAnswers 409 `InUse` when the asset has child assets, open work orders, open issues or rents that are not finished.',
    });
    b.put('/assets/{assetId}/status', 'updateAssetStatus', "Change an asset's status", {
      conflict: {
        summary: 'The transition is not allowed.',
        code: 'InvalidStatusTransition',
        message: "The asset status cannot change from 'Retired' to 'InMaintenance'.",
      },
      description:
        'Changes the status now. The transition must be allowed (see `AssetStatus`); `Rented` is set only by rents. The change and its reason are added to the change history, and workflows listening for asset changes run.\n\nTo change the status later, use `scheduleAssetStatusUpdate`. Answers 409 `InvalidStatusTransition` when the transition is not allowed.',
      params: [P('AssetId')],
      body: jsonBody(ref('AssetStatusUpdateRequest'), 'The new status.', { status: 'InMaintenance', reason: 'Burner fault, waiting for spare part.' }),
      ok: okExample(200, 'The asset with its new status.', ref('Asset'), { status: 'InMaintenance' }),
    });
    b.put('/assets/{assetId}/location', 'updateAssetLocation', 'Move an asset', {
      description:
        'Moves an asset to another zone. Open work orders on the asset keep their own location; move them with `updateWorkOrderLocation` if the work moves too. Child assets do not move with their parent.',
      params: [P('AssetId')],
      body: jsonBody(ref('AssetLocationUpdateRequest'), 'The new location.'),
      ok: okExample(200, 'The asset at its new location.', ref('Asset'), {
        zoneId: ID.room,
        locationPath: 'Building A / Floor 3 / Room 301',
        locationNote: 'Next to the window',
      }),
    });
    b.get('/assets/{assetId}/qr-code', 'getAssetQrCode', "Download an asset's QR code label", {
      description:
        "Renders the asset's QR label with a QR code template, ready to print. The `Accept` header (or `format`) chooses PNG, SVG or a PDF sized to the template's label. Use the active template unless `templateId` names another.",
      params: [
        P('AssetId'),
        query('templateId', 'The template to use; the active template when omitted.', { type: 'string', format: 'uuid' }, ID.qrTemplate),
        query('format', 'The file type; overrides the `Accept` header.', { type: 'string', enum: ['png', 'svg', 'pdf'], default: 'png' }, 'pdf'),
      ],
      ok: download('The QR label.', ['image/png', 'image/svg+xml', 'application/pdf'], 'AST-000123-qr.pdf'),
    });
    b.get('/assets/{assetId}/qr', 'getAssetQr', "Download an asset's QR code (deprecated)", {
      deprecated: true,
      description:
        '**Deprecated:** use `getAssetQrCode`, which supports QR code templates and PDF and SVG output. This operation will be removed in v2.\n\nReturns a 512 × 512 px PNG of the bare QR code, without any label text.',
      params: [P('AssetId')],
      ok: download('The QR code as PNG.', ['image/png'], 'AST-000123.png'),
    });
    b.post('/assets/{assetId}/qr-code/recreate', 'recreateQrForAsset', "Recreate an asset's QR code", {
      description:
        'Issues a new QR code URL for the asset and invalidates the old one, so labels printed before stop working. Use it when a label was copied or misused; print a new label with `getAssetQrCode` afterwards.',
      params: [P('AssetId')],
      ok: ok(200, 'The new QR code.', ref('AssetQrCode')),
    });
    b.get('/assets/{assetId}/parents', 'getAssetParents', "Get an asset's parent chain", {
      description:
        'Returns the assets this asset is part of, from the direct parent up to the top-level asset. Use it to show breadcrumbs such as "Building A HVAC system › Heating plant A › Boiler B-12".',
      params: [P('AssetId')],
      ok: ok(200, 'The parent chain; empty for a top-level asset.', ref('AssetParentList')),
    });
    b.get('/assets/{assetId}/availabilities', 'getAssetAvailabilities', "Get an asset's availability", {
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
    });
    b.get('/assets/{assetId}/changes', 'getAssetChanges', "List an asset's change history", {
      description:
        'Returns field changes of an asset, newest first: who changed what, when, and through which channel (portal, import, workflow, scheduler or API).',
      params: [
        // Two named examples: the samples offer each asset's history (issue 43).
        idParamExamples('assetId', 'asset', {
          boiler: { summary: 'Boiler B-12', value: ID.asset },
          pump: { summary: 'Circulation pump P-03', value: ID.pump },
        }),
        queryExamples(
          'field',
          'Only changes of this field.',
          { type: 'string', maxLength: 100 },
          {
            status: { summary: 'Status changes', value: 'status' },
            zone: { summary: 'Moves between zones', value: 'zoneId' },
          },
        ),
        ...PAGED,
      ],
      ok: ok(200, 'A page of changes.', ref('AssetChangePage')),
    });
    b.post('/assets/{assetId}/events', 'recordAssetEvent', 'Record an asset event', {
      description:
        "Records a meter reading, an inspection or an incident for an asset. The body's `eventType` picks which, and what else it carries. A failed inspection with `openIssue` opens an issue; an incident with `outOfService` takes the asset out of service. Needs the `Assets.Write` permission.",
      params: [P('AssetId')],
      body: variantsBody(ref('AssetEvent'), 'The event.'),
      ok: ok(201, 'The event as recorded.', ref('AssetEventRecord')),
    });
    b.post('/assets/import/preview', 'previewAssetImport', 'Preview an asset import', {
      description:
        'Reads an asset spreadsheet and reports, row by row, what `importAssets` would do, without saving anything. Run it first and show the result to the user; fix failing rows before importing.',
      body: multipartBody('ImportFileUpload', 'The spreadsheet to check.'),
      ok: ok(200, 'What the import would do.', ref('AssetImportPreview')),
    });
    b.post('/assets/import', 'importAssets', 'Import assets', {
      description:
        'Creates (and in `Upsert` mode updates) assets from a spreadsheet; rows are matched by asset code. Valid rows are saved even if others fail, and each saved row is recorded in the change history with source `Import`. Files with more than 10 000 rows are rejected with 400; split them.',
      body: multipartBody('ImportFileUpload', 'The spreadsheet to import.'),
      ok: ok(200, 'The import outcome.', ref('ImportResult')),
    });
    b.get('/assets/{assetId}/scheduled-status-updates', 'listScheduledAssetStatusUpdates', 'List scheduled status updates', {
      description: 'Returns the status updates planned for an asset, and past ones, ordered by `effectiveAt`.',
      params: [P('AssetId'), query('state', 'Only updates in this state.', ref('ScheduledStatusUpdateState'), 'Scheduled')],
      ok: ok(200, 'The scheduled updates.', arrayOf('ScheduledAssetStatusUpdate')),
    });
    b.post('/assets/{assetId}/scheduled-status-updates', 'scheduleAssetStatusUpdate', 'Schedule a status update', {
      conflict: {
        summary: 'Another update is scheduled for the same moment.',
        code: 'Conflict',
        message: "Another status update of asset 'AST-000123' is already scheduled for 2025-04-07T05:00:00Z.",
      },
      description:
        'Plans a status change for a future moment, for example taking a boiler out of service during a planned shutdown. The transition is checked again when it is applied; if it is no longer allowed the update ends in `Failed`.\n\nAnswers 409 when another update of the same asset is scheduled for the same moment.',
      params: [P('AssetId')],
      body: jsonBody(ref('ScheduledAssetStatusUpdateRequest'), 'The status change to plan.'),
      ok: created('The update was scheduled.', 'ScheduledAssetStatusUpdate', `${BASE}/assets/${ID.asset}/scheduled-status-updates/${ID.scheduledUpdate}`),
    });
    b.post('/assets/{assetId}/scheduled-status-updates/{scheduledUpdateId}/cancel', 'cancelScheduledAssetStatusUpdate', 'Cancel a scheduled status update', {
      conflict: {
        summary: 'The update is no longer scheduled.',
        code: 'InvalidStatusTransition',
        message: "The scheduled update is already 'Applied'; only a 'Scheduled' update can be cancelled.",
      },
      description:
        'Cancels a planned status change; it stays in the list with state `Cancelled`. Answers 409 `InvalidStatusTransition` when the update is no longer `Scheduled`.',
      params: [P('AssetId'), P('ScheduledUpdateId')],
      ok: okExample(200, 'The cancelled update.', ref('ScheduledAssetStatusUpdate'), { state: 'Cancelled', cancelledAt: '2025-03-20T10:12:00Z' }),
    });
  },
};
