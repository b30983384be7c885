/** components.schemas of the Portal document. Enum descriptions state the allowed transitions. */
import { ref, refWith, nullableRef, s, object, pageOf, errorSchemas, type Schema } from './lib';
import { ID } from './ids';

const T0 = '2025-03-14T08:30:00Z';
const T1 = '2025-03-14T09:15:00Z';

export const ENTITY_TYPES = ['Asset', 'WorkOrder', 'Issue', 'Zone', 'Contractor', 'Renter', 'Rent', 'Order'];

const audit = (): Record<string, Schema> => ({
  createdAt: s.ro(s.dateTime('When the record was created (UTC).', '2025-01-20T10:04:12Z')),
  updatedAt: s.ro(s.dateTime('When the record was last changed (UTC).', T0)),
});
const id = (what: string, example: string): Schema => s.ro(s.uuid(`The ${what}'s id.`, example));
const name = (description: string, example: string, maxLength = 200): Schema => s.string(description, example, { minLength: 1, maxLength });
const description = (example: string | null): Schema => s.nullable(s.string('Free text for people; plain text.', example, { maxLength: 2000 }));
const customFields = (): Schema => ({
  type: 'object',
  description:
    'Values of the tenant-defined custom fields for this entity type (see `getEntityMetadata`), keyed by field name. Unknown keys are rejected with 400.',
  additionalProperties: true,
  example: { costCentre: 'CC-4410', floorArea: 18.5 },
});
const labelIds = (): Schema =>
  s.array('Labels put on the entity (see the Labels operations).', s.uuid('A label id.', ID.label), { maxItems: 20, uniqueItems: true, example: [ID.label] });

export function portalSchemas(): Record<string, Schema> {
  return {
    ...errorSchemas(),

    // ---------- shared ----------
    EntityType: s.enumOf('An entity type that can carry custom fields, labels, files and activity-log entries.', ENTITY_TYPES, 'Asset'),
    Money: object(
      'An amount of money in one currency.',
      {
        amount: s.number("The amount, in the currency's major unit.", 1250.0, { minimum: 0 }),
        currency: s.string('ISO 4217 currency code.', 'SEK', { pattern: '^[A-Z]{3}$' }),
      },
      ['amount', 'currency'],
    ),
    Address: object(
      'A postal address.',
      {
        street: s.string('Street and number.', 'Industrigatan 14', { maxLength: 200 }),
        postalCode: s.string('Postal code.', '112 46', { maxLength: 20 }),
        city: s.string('City.', 'Stockholm', { maxLength: 100 }),
        country: s.string('ISO 3166-1 alpha-2 country code.', 'SE', { pattern: '^[A-Z]{2}$' }),
      },
      ['street', 'city', 'country'],
    ),
    UserReference: object(
      'A user or a system process, as shown in audit fields.',
      {
        id: s.uuid('The user id from the access-control API.', ID.user),
        displayName: s.string('The name shown to people.', 'Anna Lindqvist'),
      },
      ['id', 'displayName'],
    ),
    GeoPosition: object(
      'A WGS 84 position.',
      {
        latitude: s.number('Latitude in degrees.', 59.3326, { minimum: -90, maximum: 90 }),
        longitude: s.number('Longitude in degrees.', 18.0649, { minimum: -180, maximum: 180 }),
      },
      ['latitude', 'longitude'],
    ),
    ImportMode: s.enumOf(
      '`CreateOnly` adds new rows and rejects rows whose code already exists; `Upsert` also updates existing rows matched by code.',
      ['CreateOnly', 'Upsert'],
      'Upsert',
    ),
    ImportFileUpload: object(
      'A spreadsheet to import. The first row holds column headers; download a template from the guide.',
      {
        file: s.binary('An `.xlsx` or `.csv` file, at most `maxUploadSizeMb` (see `getConfig`).'),
        sheetName: s.nullable(s.string('The worksheet to read in an `.xlsx` file; the first sheet when omitted.', 'Assets', { maxLength: 31 })),
        mode: ref('ImportMode'),
      },
      ['file'],
    ),
    ImportRowError: object(
      'A problem with one row of an imported file.',
      {
        rowNumber: s.int('The 1-based row number in the sheet, counting the header row.', 7, { minimum: 2 }),
        field: s.string('The column header the problem is in.', 'Category'),
        message: s.string('What is wrong with the value.', "Category 'Heating equipmnt' does not exist."),
      },
      ['rowNumber', 'message'],
    ),
    ImportResult: object(
      'The outcome of an import. Valid rows are saved even when other rows fail; fix the failed rows and import them again.',
      {
        totalRows: s.int('Data rows read from the file.', 120, { minimum: 0 }),
        created: s.int('Rows that created a new record.', 112, { minimum: 0 }),
        updated: s.int('Rows that updated an existing record (only in `Upsert` mode).', 6, { minimum: 0 }),
        skipped: s.int('Rows left out because they were empty or unchanged.', 1, { minimum: 0 }),
        failed: s.int('Rows that could not be saved.', 1, { minimum: 0 }),
        errors: s.array('One entry per problem in a failed row.', ref('ImportRowError')),
      },
      ['totalRows', 'created', 'updated', 'skipped', 'failed', 'errors'],
    ),

    // ---------- assets ----------
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
        name: name('The asset name.', 'Boiler B-12'),
        description: description('Gas-fired condensing boiler serving the east wing heating circuit.'),
        categoryId: s.uuid('The asset category.', ID.category),
        categoryName: s.ro(s.string('The category name, for display.', 'Heating equipment')),
        status: ref('AssetStatus'),
        zoneId: s.uuid('The zone the asset is in.', ID.plantRoom),
        locationPath: s.ro(s.string('The zone path, from the site down, for display.', 'Building A / Basement / Plant room B-01')),
        locationNote: s.nullable(s.string('Where exactly in the zone.', 'North wall, behind the expansion vessel', { maxLength: 500 })),
        parentAssetId: s.nullable(s.uuid('The asset this one is part of, if any.', ID.parentAsset)),
        serialNumber: s.nullable(s.string("The manufacturer's serial number.", 'VX-200-48213', { maxLength: 100 })),
        manufacturer: s.nullable(s.string('The manufacturer, usually a `Manufacturer` reference value.', 'Viessmann', { maxLength: 100 })),
        model: s.nullable(s.string('The model designation.', 'Vitodens 200-W', { maxLength: 100 })),
        purchaseDate: s.nullable(s.date('When the asset was bought.', '2019-06-03')),
        warrantyExpiresOn: s.nullable(s.date('The last day of the warranty.', '2026-06-02')),
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
        name: name('The asset name.', 'Boiler B-12'),
        description: description('Gas-fired condensing boiler serving the east wing heating circuit.'),
        categoryId: s.uuid('The asset category.', ID.category),
        status: s.enumOf('The initial status.', ['Draft', 'Active'], 'Active', { default: 'Draft' }),
        zoneId: s.uuid('The zone the asset is in.', ID.plantRoom),
        locationNote: s.nullable(s.string('Where exactly in the zone.', 'North wall, behind the expansion vessel', { maxLength: 500 })),
        parentAssetId: s.nullable(s.uuid('The asset this one is part of.', ID.parentAsset)),
        serialNumber: s.nullable(s.string("The manufacturer's serial number.", 'VX-200-48213', { maxLength: 100 })),
        manufacturer: s.nullable(s.string('The manufacturer.', 'Viessmann', { maxLength: 100 })),
        model: s.nullable(s.string('The model designation.', 'Vitodens 200-W', { maxLength: 100 })),
        purchaseDate: s.nullable(s.date('When the asset was bought.', '2019-06-03')),
        warrantyExpiresOn: s.nullable(s.date('The last day of the warranty.', '2026-06-02')),
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
        name: name('The asset name.', 'Boiler B-12'),
        description: description('Gas-fired condensing boiler serving the east wing heating circuit.'),
        categoryId: s.uuid('The asset category.', ID.category),
        parentAssetId: s.nullable(s.uuid('The asset this one is part of; `null` detaches it.', ID.parentAsset)),
        serialNumber: s.nullable(s.string("The manufacturer's serial number.", 'VX-200-48213', { maxLength: 100 })),
        manufacturer: s.nullable(s.string('The manufacturer.', 'Viessmann', { maxLength: 100 })),
        model: s.nullable(s.string('The model designation.', 'Vitodens 200-W', { maxLength: 100 })),
        purchaseDate: s.nullable(s.date('When the asset was bought.', '2019-06-03')),
        warrantyExpiresOn: s.nullable(s.date('The last day of the warranty.', '2026-06-02')),
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

    // ---------- categories and issue types ----------
    AssetCategory: object(
      'A kind of asset. It decides which issue types can be reported on its assets.',
      {
        id: id('category', ID.category),
        code: s.string('A unique short code.', 'HEAT', { pattern: '^[A-Z0-9_-]{2,20}$' }),
        name: name('The category name.', 'Heating equipment', 100),
        description: description('Boilers, heat exchangers, radiators and circulation pumps.'),
        inspectionIntervalDays: s.nullable(s.int('Default days between inspections for its assets.', 365, { minimum: 1, maximum: 3650 })),
        assetCount: s.ro(s.int('How many assets are in the category.', 42, { minimum: 0 })),
        ...audit(),
      },
      ['id', 'code', 'name', 'assetCount', 'createdAt', 'updatedAt'],
    ),
    AssetCategoryRequest: object(
      'The editable fields of an asset category.',
      {
        code: s.string('A unique short code.', 'HEAT', { pattern: '^[A-Z0-9_-]{2,20}$' }),
        name: name('The category name.', 'Heating equipment', 100),
        description: description('Boilers, heat exchangers, radiators and circulation pumps.'),
        inspectionIntervalDays: s.nullable(s.int('Default days between inspections.', 365, { minimum: 1, maximum: 3650 })),
      },
      ['code', 'name'],
    ),
    AssetCategoryPage: pageOf('AssetCategory', 'asset categories'),
    CategoryIssueTypesUpdateRequest: object(
      'The complete set of issue types that apply to a category.',
      {
        issueTypeIds: s.array(
          "Issue type ids; an empty list means no issue can be reported on the category's assets.",
          s.uuid('An issue type id.', ID.issueType),
          {
            uniqueItems: true,
            maxItems: 200,
            example: [ID.issueType, ID.issueType2],
          },
        ),
      },
      ['issueTypeIds'],
    ),
    WorkOrderPriority: s.enumOf(
      'How urgent a work order is. `Critical` notifies the on-call group immediately.',
      ['Low', 'Normal', 'High', 'Critical'],
      'High',
    ),
    AssetIssueType: object(
      'A kind of problem that can be reported on an asset.',
      {
        id: id('issue type', ID.issueType),
        code: s.string('A unique short code.', 'LEAK', { pattern: '^[A-Z0-9_-]{2,20}$' }),
        name: name('The name shown to reporters.', 'Water leak', 100),
        description: description('Water dripping or pooling from pipes, valves or the appliance.'),
        defaultPriority: ref('WorkOrderPriority'),
        isActive: s.bool('Inactive types are hidden from reporters but kept on old issues.', true),
        ...audit(),
      },
      ['id', 'code', 'name', 'defaultPriority', 'isActive', 'createdAt', 'updatedAt'],
    ),
    AssetIssueTypeRequest: object(
      'The editable fields of an issue type.',
      {
        code: s.string('A unique short code.', 'LEAK', { pattern: '^[A-Z0-9_-]{2,20}$' }),
        name: name('The name shown to reporters.', 'Water leak', 100),
        description: description('Water dripping or pooling from pipes, valves or the appliance.'),
        defaultPriority: ref('WorkOrderPriority'),
        isActive: s.bool('Whether reporters can choose it.', true, { default: true }),
      },
      ['code', 'name', 'defaultPriority'],
    ),
    AssetIssueTypePage: pageOf('AssetIssueType', 'issue types'),

    // ---------- issues ----------
    IssueStatus: s.enumOf(
      [
        'The status of an issue.',
        '',
        '- `Open` → `InProgress`: a work order was created for it (by hand or by a workflow).',
        '- `Open` → `Rejected`: not a real problem, or a duplicate.',
        '- `InProgress` → `Resolved`: its work order was completed.',
        '- `InProgress` → `Open`: its work order was cancelled.',
        '',
        '`Resolved` and `Rejected` are terminal.',
      ].join('\n'),
      ['Open', 'InProgress', 'Resolved', 'Rejected'],
      'InProgress',
    ),
    IssueSource: s.enumOf('How the issue was reported.', ['QrCode', 'Portal', 'Email', 'Api'], 'QrCode'),
    Issue: object(
      'A problem reported on an asset, typically by scanning its QR code.',
      {
        id: id('issue', ID.issue),
        code: s.ro(s.string('The human-readable issue code.', 'ISS-2025-00042')),
        title: name('A short summary.', 'Water on the floor under the boiler'),
        description: description('A small puddle has formed under the boiler since this morning.'),
        status: ref('IssueStatus'),
        assetId: s.uuid('The asset the issue is about.', ID.asset),
        issueTypeId: s.uuid("The kind of problem; must be mapped to the asset's category.", ID.issueType),
        zoneId: s.ro(s.uuid("The asset's zone when the issue was reported.", ID.plantRoom)),
        source: ref('IssueSource'),
        reporterName: s.nullable(s.string('Who reported it.', 'Maria Berg', { maxLength: 200 })),
        reporterEmail: s.nullable(s.email('Where to send status updates to the reporter.', 'maria.berg@example.com')),
        imageIds: s.array('Photos uploaded with `uploadImage`.', s.uuid('An image id.', ID.image), { maxItems: 10, example: [ID.image] }),
        workOrderId: s.ro(s.nullable(s.uuid('The work order handling the issue, once there is one.', ID.workOrder))),
        reportedAt: s.ro(s.dateTime('When it was reported.', '2025-03-14T07:42:10Z')),
        updatedAt: s.ro(s.dateTime('When it last changed.', T0)),
      },
      ['id', 'code', 'title', 'status', 'assetId', 'issueTypeId', 'source', 'reportedAt', 'updatedAt'],
    ),
    IssueCreateRequest: object(
      'A new issue report.',
      {
        assetId: s.uuid('The asset the issue is about.', ID.asset),
        issueTypeId: s.uuid('The kind of problem.', ID.issueType),
        title: name('A short summary.', 'Water on the floor under the boiler'),
        description: description('A small puddle has formed under the boiler since this morning.'),
        source: ref('IssueSource'),
        reporterName: s.nullable(s.string('Who reports it.', 'Maria Berg', { maxLength: 200 })),
        reporterEmail: s.nullable(s.email('Where to send status updates.', 'maria.berg@example.com')),
        imageIds: s.array('Photos uploaded beforehand with `uploadImage`.', s.uuid('An image id.', ID.image), { maxItems: 10, example: [ID.image] }),
      },
      ['assetId', 'issueTypeId', 'title', 'source'],
    ),
    IssueStatusUpdateRequest: object(
      'A manual issue status change.',
      {
        status: s.enumOf(
          'The new status. `InProgress` and `Resolved` normally follow the linked work order.',
          ['Open', 'InProgress', 'Resolved', 'Rejected'],
          'Rejected',
        ),
        reason: s.nullable(s.string('Why; sent to the reporter.', 'Duplicate of ISS-2025-00041.', { maxLength: 500 })),
      },
      ['status'],
    ),
    IssuePage: pageOf('Issue', 'issues'),

    // ---------- zones ----------
    ZoneType: s.enumOf(
      'What kind of place a zone is. Children must be of a finer kind than their parent.',
      ['Site', 'Building', 'Floor', 'Room', 'Area', 'Outdoor'],
      'Room',
    ),
    Zone: object(
      'A place. Zones nest: site, building, floor, room.',
      {
        id: id('zone', ID.room),
        code: s.string('A unique zone code.', 'A-3-301', { pattern: '^[A-Z0-9][A-Z0-9-]{0,31}$' }),
        name: name('The zone name.', 'Room 301', 100),
        type: ref('ZoneType'),
        parentZoneId: s.nullable(s.uuid('The enclosing zone; `null` for a site.', ID.floor)),
        path: s.ro(s.string('Names from the building down, for display.', 'Building A / Floor 3 / Room 301')),
        description: description('Physiotherapy treatment room.'),
        areaSquareMetres: s.nullable(s.number('Floor area in square metres.', 24.5, { minimum: 0 })),
        ...audit(),
      },
      ['id', 'code', 'name', 'type', 'path', 'createdAt', 'updatedAt'],
    ),
    ZoneRequest: object(
      'The editable fields of a zone.',
      {
        code: s.string('A unique zone code.', 'A-3-301', { pattern: '^[A-Z0-9][A-Z0-9-]{0,31}$' }),
        name: name('The zone name.', 'Room 301', 100),
        type: ref('ZoneType'),
        parentZoneId: s.nullable(s.uuid('The enclosing zone; required for every type but `Site`.', ID.floor)),
        description: description('Physiotherapy treatment room.'),
        areaSquareMetres: s.nullable(s.number('Floor area in square metres.', 24.5, { minimum: 0 })),
      },
      ['code', 'name', 'type'],
    ),
    ZonePage: pageOf('Zone', 'zones'),
    ZoneTreeNode: object(
      'A zone with its child zones, recursively.',
      {
        id: s.uuid('The zone id.', ID.building),
        code: s.string('The zone code.', 'A'),
        name: s.string('The zone name.', 'Building A'),
        type: ref('ZoneType'),
        children: s.array('Child zones, each with its own children.', ref('ZoneTreeNode')),
      },
      ['id', 'code', 'name', 'type', 'children'],
      {
        example: {
          id: ID.building,
          code: 'A',
          name: 'Building A',
          type: 'Building',
          children: [
            {
              id: ID.floor,
              code: 'A-3',
              name: 'Floor 3',
              type: 'Floor',
              children: [{ id: ID.room, code: 'A-3-301', name: 'Room 301', type: 'Room', children: [] }],
            },
          ],
        },
      },
    ),

    // ---------- work orders ----------
    WorkOrderStatus: s.enumOf(
      [
        'The status of a work order.',
        '',
        '| From | Allowed to |',
        '|---|---|',
        '| New | Assigned (also automatic on the first assignment), Cancelled |',
        '| Assigned | InProgress, New (automatic when the last assignment is removed), Cancelled |',
        '| InProgress | OnHold, Completed, Cancelled |',
        '| OnHold | InProgress, Cancelled |',
        '| Completed | Closed, InProgress (reopen) |',
        '| Closed | none (terminal) |',
        '| Cancelled | none (terminal) |',
      ].join('\n'),
      ['New', 'Assigned', 'InProgress', 'OnHold', 'Completed', 'Closed', 'Cancelled'],
      'InProgress',
    ),
    WorkOrderType: s.enumOf(
      '`Corrective` fixes a fault, `Preventive` is planned maintenance, `Inspection` is a check, `Request` is a service request (move a bed, open a door).',
      ['Corrective', 'Preventive', 'Inspection', 'Request'],
      'Corrective',
    ),
    WorkOrder: object(
      'A job to do on an asset or in a zone.',
      {
        id: id('work order', ID.workOrder),
        code: s.ro(s.string('The human-readable work order code.', 'WO-2025-00123', { pattern: '^[A-Z]{1,6}-\\d{4}-\\d{5}$' })),
        title: name('A short summary of the job.', 'Fix leaking boiler B-12'),
        description: description('Replace the pressure relief valve gasket and check the system pressure.'),
        type: ref('WorkOrderType'),
        status: ref('WorkOrderStatus'),
        priority: ref('WorkOrderPriority'),
        assetId: s.nullable(s.uuid('The asset worked on, if any.', ID.asset)),
        issueId: s.nullable(s.uuid('The issue the work order handles, if any.', ID.issue)),
        zoneId: s.uuid('Where the work happens.', ID.plantRoom),
        locationPath: s.ro(s.string('The zone path, for display.', 'Building A / Basement / Plant room B-01')),
        contractorId: s.nullable(s.uuid('The contractor doing the work, if external.', ID.contractor)),
        dueAt: s.nullable(s.dateTime('When the work must be done.', '2025-03-15T16:00:00Z')),
        startedAt: s.ro(s.nullable(s.dateTime('When it first went `InProgress`.', T1))),
        completedAt: s.ro(s.nullable(s.dateTime('When it went `Completed`.', null))),
        estimatedCost: nullableRef('Money', 'The expected cost.'),
        labelIds: labelIds(),
        customFields: customFields(),
        createdBy: ref('UserReference'),
        ...audit(),
      },
      ['id', 'code', 'title', 'type', 'status', 'priority', 'zoneId', 'createdBy', 'createdAt', 'updatedAt'],
    ),
    WorkOrderCreateRequest: object(
      'A new work order. It starts in `New`; if `issueId` is given, the issue moves to `InProgress`.',
      {
        title: name('A short summary of the job.', 'Fix leaking boiler B-12'),
        description: description('Replace the pressure relief valve gasket and check the system pressure.'),
        type: ref('WorkOrderType'),
        priority: ref('WorkOrderPriority'),
        assetId: s.nullable(s.uuid('The asset to work on.', ID.asset)),
        issueId: s.nullable(s.uuid('The issue to handle.', ID.issue)),
        zoneId: s.nullable(s.uuid("Where the work happens; defaults to the asset's zone. Required when there is no asset.", ID.plantRoom)),
        contractorId: s.nullable(s.uuid('The contractor doing the work.', ID.contractor)),
        dueAt: s.nullable(s.dateTime('When the work must be done.', '2025-03-15T16:00:00Z')),
        estimatedCost: nullableRef('Money', 'The expected cost.'),
        labelIds: labelIds(),
        customFields: customFields(),
      },
      ['title', 'type', 'priority'],
    ),
    WorkOrderUpdateRequest: object(
      'The editable fields of a work order. Status, location and assignments have their own operations.',
      {
        title: name('A short summary of the job.', 'Fix leaking boiler B-12'),
        description: description('Replace the pressure relief valve gasket and check the system pressure.'),
        type: ref('WorkOrderType'),
        priority: ref('WorkOrderPriority'),
        assetId: s.nullable(s.uuid('The asset to work on.', ID.asset)),
        contractorId: s.nullable(s.uuid('The contractor doing the work.', ID.contractor)),
        dueAt: s.nullable(s.dateTime('When the work must be done.', '2025-03-17T16:00:00Z')),
        estimatedCost: nullableRef('Money', 'The expected cost.'),
        labelIds: labelIds(),
        customFields: customFields(),
      },
      ['title', 'type', 'priority'],
    ),
    WorkOrderPage: pageOf('WorkOrder', 'work orders'),
    WorkOrderStatusUpdateRequest: object(
      'A work order status change.',
      {
        status: ref('WorkOrderStatus'),
        comment: s.nullable(s.string('Added to the work order as a comment.', 'Gasket replaced, pressure back at 1.5 bar.', { maxLength: 4000 })),
      },
      ['status'],
    ),
    WorkOrderLocationUpdateRequest: object(
      'Where the work happens.',
      {
        zoneId: s.uuid('The new zone.', ID.room),
        locationNote: s.nullable(s.string('Where exactly in the zone.', 'Ceiling above bed 2', { maxLength: 500 })),
      },
      ['zoneId'],
    ),
    WorkOrderSearchFilter: object('Criteria a work order must meet; all given criteria must hold.', {
      text: s.nullable(s.string('Matches code, title and description.', 'boiler', { maxLength: 100 })),
      statuses: s.array('Any of these statuses.', ref('WorkOrderStatus'), { uniqueItems: true, example: ['New', 'Assigned', 'InProgress'] }),
      priorities: s.array('Any of these priorities.', ref('WorkOrderPriority'), { uniqueItems: true, example: ['High', 'Critical'] }),
      zoneId: s.nullable(s.uuid('In this zone or any zone inside it.', ID.building)),
      assetId: s.nullable(s.uuid('On this asset.', null)),
      assigneeId: s.nullable(s.uuid('Assigned to this user, group or contractor.', null)),
      dueBefore: s.nullable(s.dateTime('Due before this moment.', '2025-03-31T00:00:00Z')),
      createdAfter: s.nullable(s.dateTime('Created after this moment.', null)),
      labelIds: s.array('Carrying all of these labels.', s.uuid('A label id.', ID.label), { example: [] }),
    }),
    WorkOrderSearchRequest: object('A work order search.', {
      filter: ref('WorkOrderSearchFilter'),
      sort: s.enumOf(
        'Sort order; a leading `-` sorts descending.',
        ['dueAt', '-dueAt', 'createdAt', '-createdAt', 'priority', '-priority', 'code', '-code'],
        '-priority',
        { default: '-createdAt' },
      ),
      page: s.int('The 1-based page to return.', 1, { minimum: 1, default: 1 }),
      pageSize: s.int('Items per page.', 25, { minimum: 1, maximum: 200, default: 25 }),
    }),
    WorkOrderExportRequest: object(
      'A work order export: the same filter as a search, without paging.',
      {
        filter: ref('WorkOrderSearchFilter'),
        format: s.enumOf('The file format.', ['Csv', 'Xlsx'], 'Xlsx', { default: 'Xlsx' }),
        columns: s.array('Columns to include, in order; all standard columns when empty.', s.string('A work order field name.', 'code'), {
          maxItems: 50,
          example: ['code', 'title', 'status', 'priority', 'locationPath', 'dueAt'],
        }),
      },
      ['format'],
    ),
    ResendWorkOrderRequest: object('Who to notify again about a work order.', {
      channels: s.array('Channels to use; the tenant defaults when empty.', s.enumOf('A notification channel.', ['Email', 'Sms', 'Push'], 'Email'), {
        uniqueItems: true,
        example: ['Email', 'Push'],
      }),
      includeContractor: s.bool("Also notify the contractor's contact person.", true, { default: true }),
      message: s.nullable(
        s.string('A note added above the work order details.', 'Reminder: access to the plant room via the loading bay.', { maxLength: 1000 }),
      ),
    }),
    NotificationDispatch: object(
      'Notifications queued for sending.',
      {
        workOrderId: s.uuid('The work order.', ID.workOrder),
        recipientCount: s.int('How many people will be notified.', 3, { minimum: 0 }),
        channels: s.array('Channels used.', s.enumOf('A notification channel.', ['Email', 'Sms', 'Push'], 'Email'), { example: ['Email', 'Push'] }),
        queuedAt: s.dateTime('When the notifications were queued.', T1),
      },
      ['workOrderId', 'recipientCount', 'channels', 'queuedAt'],
    ),
    WorkOrderImage: object(
      'A photo attached to a work order. Get the bytes with `downloadImage`.',
      {
        id: id('image', ID.image),
        workOrderId: s.uuid('The work order.', ID.workOrder),
        fileName: s.string('The original file name.', 'leak-under-boiler.jpg'),
        contentType: s.enumOf('The image type.', ['image/jpeg', 'image/png', 'image/webp'], 'image/jpeg'),
        sizeBytes: s.long('Size in bytes.', 284113, { minimum: 1 }),
        caption: s.nullable(s.string('A caption.', 'Puddle under the relief valve', { maxLength: 200 })),
        uploadedAt: s.ro(s.dateTime('When it was uploaded.', '2025-03-14T07:45:02Z')),
        uploadedBy: ref('UserReference'),
      },
      ['id', 'workOrderId', 'fileName', 'contentType', 'sizeBytes', 'uploadedAt', 'uploadedBy'],
    ),
    WorkOrderImageUpload: object(
      'A photo to attach to a work order.',
      {
        file: s.binary('A JPEG, PNG or WebP image.'),
        caption: s.nullable(s.string('A caption.', 'Puddle under the relief valve', { maxLength: 200 })),
      },
      ['file'],
    ),

    // ---------- comments and assignments ----------
    CommentFee: object(
      'A fee recorded on a comment, such as a call-out charge or a part.',
      {
        amount: s.number("The fee, in the currency's major unit.", 950.0, { minimum: 0, maximum: 1000000 }),
        currency: s.string('ISO 4217 currency code.', 'SEK', { pattern: '^[A-Z]{3}$' }),
        description: s.nullable(s.string('What the fee is for.', 'Call-out charge, evening', { maxLength: 200 })),
      },
      ['amount', 'currency'],
    ),
    WorkOrderComment: object(
      'A note on a work order.',
      {
        id: id('comment', ID.comment),
        workOrderId: s.uuid('The work order.', ID.workOrder),
        text: s.string('The comment, plain text.', 'Valve gasket is worn; replacement part ordered.', { minLength: 1, maxLength: 4000 }),
        isInternal: s.bool('Internal comments are hidden from contractors and reporters.', false),
        author: ref('UserReference'),
        fee: nullableRef('CommentFee', 'A fee carried by the comment, if any.'),
        ...audit(),
      },
      ['id', 'workOrderId', 'text', 'isInternal', 'author', 'createdAt', 'updatedAt'],
    ),
    WorkOrderCommentRequest: object(
      'The text of a comment.',
      {
        text: s.string('The comment, plain text.', 'Valve gasket is worn; replacement part ordered.', { minLength: 1, maxLength: 4000 }),
        isInternal: s.bool('Hide from contractors and reporters.', false, { default: false }),
      },
      ['text'],
    ),
    AssigneeType: s.enumOf('What kind of assignee: a user or group from the access-control API, or a contractor.', ['User', 'Group', 'Contractor'], 'User'),
    WorkOrderAssignment: object(
      'Someone who works on a work order.',
      {
        id: id('assignment', ID.assignment),
        workOrderId: s.uuid('The work order.', ID.workOrder),
        assigneeType: ref('AssigneeType'),
        assigneeId: s.uuid('The user, group or contractor id.', ID.user2),
        assigneeName: s.ro(s.string("The assignee's name, for display.", 'Erik Johansson')),
        role: s.enumOf('`Responsible` leads the job; at most one per work order.', ['Responsible', 'Supporting'], 'Responsible'),
        assignedAt: s.ro(s.dateTime('When the assignment was made.', '2025-03-14T08:05:00Z')),
        assignedBy: ref('UserReference'),
      },
      ['id', 'workOrderId', 'assigneeType', 'assigneeId', 'assigneeName', 'role', 'assignedAt', 'assignedBy'],
    ),
    WorkOrderAssignmentRequest: object(
      'Who to assign.',
      {
        assigneeType: ref('AssigneeType'),
        assigneeId: s.uuid('The user, group or contractor id.', ID.user2),
        role: s.enumOf('`Responsible` leads the job; at most one per work order.', ['Responsible', 'Supporting'], 'Responsible', { default: 'Supporting' }),
        notify: s.bool('Send the assignee a notification.', true, { default: true }),
      },
      ['assigneeType', 'assigneeId'],
    ),

    // ---------- timesheets ----------
    TimesheetEntry: object(
      'Time someone spent on a work order.',
      {
        id: id('timesheet entry', ID.timesheetEntry),
        workOrderId: s.uuid('The work order.', ID.workOrder),
        userId: s.uuid('Who did the work.', ID.user2),
        date: s.date("The day the work was done, in the tenant's time zone.", '2025-03-14'),
        startedAt: s.nullable(s.dateTime('When the work started, if recorded.', '2025-03-14T09:15:00Z')),
        endedAt: s.nullable(s.dateTime('When the work ended, if recorded.', '2025-03-14T10:45:00Z')),
        durationMinutes: s.int('Minutes worked.', 90, { minimum: 1, maximum: 1440 }),
        description: description('Replaced relief valve gasket, refilled and vented the system.'),
        isBillable: s.bool('Whether the time is charged on.', true),
        createdAt: s.ro(s.dateTime('When the entry was created.', '2025-03-14T10:50:00Z')),
      },
      ['id', 'workOrderId', 'userId', 'date', 'durationMinutes', 'isBillable', 'createdAt'],
    ),
    TimesheetEntryRequest: object(
      'Time to record. Give either `durationMinutes` or both `startedAt` and `endedAt`.',
      {
        workOrderId: s.uuid('The work order.', ID.workOrder),
        userId: s.nullable(s.uuid('Who did the work; the caller when omitted.', ID.user2)),
        date: s.date('The day the work was done.', '2025-03-14'),
        startedAt: s.nullable(s.dateTime('When the work started.', '2025-03-14T09:15:00Z')),
        endedAt: s.nullable(s.dateTime('When the work ended.', '2025-03-14T10:45:00Z')),
        durationMinutes: s.nullable(s.int('Minutes worked.', 90, { minimum: 1, maximum: 1440 })),
        description: description('Replaced relief valve gasket, refilled and vented the system.'),
        isBillable: s.bool('Whether the time is charged on.', true, { default: false }),
      },
      ['workOrderId', 'date'],
    ),
    TimesheetEntryPage: pageOf('TimesheetEntry', 'timesheet entries'),

    // ---------- contractors and orders ----------
    Contractor: object(
      'An external company that does work.',
      {
        id: id('contractor', ID.contractor),
        name: name('The company name.', 'Nordic HVAC Service AB'),
        registrationNumber: s.nullable(s.string('The company registration number.', '556677-8899', { maxLength: 30 })),
        email: s.email('Where work orders are sent.', 'service@nordichvac.example.com'),
        phone: s.nullable(s.string('Phone number in E.164 format.', '+46812345678', { pattern: '^\\+[1-9]\\d{6,14}$' })),
        contactPerson: s.nullable(s.string('The usual contact.', 'Johan Ek', { maxLength: 200 })),
        address: nullableRef('Address', 'The postal address.'),
        specialities: s.array('Kinds of work the contractor does.', s.string('A speciality.', 'Heating'), {
          maxItems: 20,
          example: ['Heating', 'Ventilation'],
        }),
        isActive: s.bool('Inactive contractors cannot get new work orders.', true),
        ...audit(),
      },
      ['id', 'name', 'email', 'isActive', 'createdAt', 'updatedAt'],
    ),
    ContractorRequest: object(
      'The editable fields of a contractor.',
      {
        name: name('The company name.', 'Nordic HVAC Service AB'),
        registrationNumber: s.nullable(s.string('The company registration number.', '556677-8899', { maxLength: 30 })),
        email: s.email('Where work orders are sent.', 'service@nordichvac.example.com'),
        phone: s.nullable(s.string('Phone number in E.164 format.', '+46812345678', { pattern: '^\\+[1-9]\\d{6,14}$' })),
        contactPerson: s.nullable(s.string('The usual contact.', 'Johan Ek', { maxLength: 200 })),
        address: nullableRef('Address', 'The postal address.'),
        specialities: s.array('Kinds of work the contractor does.', s.string('A speciality.', 'Heating'), {
          maxItems: 20,
          example: ['Heating', 'Ventilation'],
        }),
        isActive: s.bool('Whether the contractor can get new work orders.', true, { default: true }),
      },
      ['name', 'email'],
    ),
    ContractorPage: pageOf('Contractor', 'contractors'),
    OrderStatus: s.enumOf(
      'The status of a purchase order. It only moves forward: `Draft` → `Sent` → `Confirmed` → `Delivered` → `Invoiced`; `Cancelled` is reachable from `Draft`, `Sent` and `Confirmed`. Only `Draft` orders can be deleted.',
      ['Draft', 'Sent', 'Confirmed', 'Delivered', 'Invoiced', 'Cancelled'],
      'Sent',
    ),
    OrderLine: object(
      'One line of an order.',
      {
        description: s.string('What is ordered.', 'Relief valve gasket kit, Vitodens 200-W', { minLength: 1, maxLength: 200 }),
        quantity: s.number('How many.', 2, { minimum: 0, exclusiveMinimum: true }),
        unitPrice: s.number('Price per unit in the order currency.', 385.0, { minimum: 0 }),
      },
      ['description', 'quantity', 'unitPrice'],
    ),
    Order: object(
      'A purchase order to a contractor, for parts or services.',
      {
        id: id('order', ID.order),
        orderNumber: s.ro(s.string('The order number.', 'PO-2025-0042')),
        contractorId: s.uuid('The supplier.', ID.contractor),
        workOrderId: s.nullable(s.uuid('The work order the order is for, if any.', ID.workOrder)),
        status: ref('OrderStatus'),
        lines: s.array('Order lines.', ref('OrderLine'), { minItems: 1, maxItems: 100 }),
        currency: s.string('ISO 4217 currency code.', 'SEK', { pattern: '^[A-Z]{3}$' }),
        totalAmount: s.ro(s.number('Sum of quantity × unit price over all lines.', 770.0)),
        orderedAt: s.ro(s.nullable(s.dateTime('When the order was sent.', '2025-03-14T10:02:00Z'))),
        ...audit(),
      },
      ['id', 'orderNumber', 'contractorId', 'status', 'lines', 'currency', 'totalAmount', 'createdAt', 'updatedAt'],
    ),
    OrderRequest: object(
      'The editable fields of an order. Lines can only change while the order is `Draft`.',
      {
        contractorId: s.uuid('The supplier.', ID.contractor),
        workOrderId: s.nullable(s.uuid('The work order the order is for.', ID.workOrder)),
        status: ref('OrderStatus'),
        lines: s.array('Order lines.', ref('OrderLine'), { minItems: 1, maxItems: 100 }),
        currency: s.string('ISO 4217 currency code.', 'SEK', { pattern: '^[A-Z]{3}$' }),
      },
      ['contractorId', 'lines', 'currency'],
    ),
    OrderPage: pageOf('Order', 'orders'),

    // ---------- renting ----------
    Renter: object(
      'Someone who rents assets: a person, a department or another organisation.',
      {
        id: id('renter', ID.renter),
        name: name("The renter's name.", 'Radiology department'),
        type: s.enumOf('Whether the renter is a person or an organisation.', ['Person', 'Organisation'], 'Organisation'),
        email: s.email('Where rent confirmations and reminders go.', 'radiology@st-eriks.example.com'),
        phone: s.nullable(s.string('Phone number in E.164 format.', '+46812340000', { pattern: '^\\+[1-9]\\d{6,14}$' })),
        address: nullableRef('Address', 'The postal address.'),
        externalReference: s.nullable(s.string("The renter's id in another system, such as a cost centre.", 'CC-4410', { maxLength: 100 })),
        ...audit(),
      },
      ['id', 'name', 'type', 'email', 'createdAt', 'updatedAt'],
    ),
    RenterRequest: object(
      'The editable fields of a renter.',
      {
        name: name("The renter's name.", 'Radiology department'),
        type: s.enumOf('Whether the renter is a person or an organisation.', ['Person', 'Organisation'], 'Organisation'),
        email: s.email('Where rent confirmations and reminders go.', 'radiology@st-eriks.example.com'),
        phone: s.nullable(s.string('Phone number in E.164 format.', '+46812340000', { pattern: '^\\+[1-9]\\d{6,14}$' })),
        address: nullableRef('Address', 'The postal address.'),
        externalReference: s.nullable(s.string("The renter's id in another system.", 'CC-4410', { maxLength: 100 })),
      },
      ['name', 'type', 'email'],
    ),
    RenterPage: pageOf('Renter', 'renters'),
    RentLocation: object(
      'Where rented assets are handed out and returned.',
      {
        id: id('rent location', ID.rentLocation),
        name: name('The location name.', 'Main reception desk', 100),
        zoneId: s.uuid('The zone the location is in.', ID.building),
        openingHours: s.nullable(s.string('Opening hours, free text.', 'Mon–Fri 07:00–18:00', { maxLength: 200 })),
        contactEmail: s.nullable(s.email('Who to contact about hand-outs.', 'reception@st-eriks.example.com')),
        ...audit(),
      },
      ['id', 'name', 'zoneId', 'createdAt', 'updatedAt'],
    ),
    RentLocationRequest: object(
      'The editable fields of a rent location.',
      {
        name: name('The location name.', 'Main reception desk', 100),
        zoneId: s.uuid('The zone the location is in.', ID.building),
        openingHours: s.nullable(s.string('Opening hours, free text.', 'Mon–Fri 07:00–18:00', { maxLength: 200 })),
        contactEmail: s.nullable(s.email('Who to contact about hand-outs.', 'reception@st-eriks.example.com')),
      },
      ['name', 'zoneId'],
    ),
    RentLocationPage: pageOf('RentLocation', 'rent locations'),
    RentStatus: s.enumOf(
      [
        'The status of a rent.',
        '',
        '- `Reserved` → `Active`: the asset was handed out; the asset becomes `Rented`.',
        '- `Reserved` → `Cancelled`.',
        '- `Active` → `Returned`: the asset is back; the asset becomes `Active`.',
        '- `Active` → `Overdue`: set by the system when `endsAt` passes.',
        '- `Overdue` → `Returned`.',
        '',
        '`Returned` and `Cancelled` are terminal.',
      ].join('\n'),
      ['Reserved', 'Active', 'Overdue', 'Returned', 'Cancelled'],
      'Reserved',
    ),
    Rent: object(
      'One asset rented to one renter for a period.',
      {
        id: id('rent', ID.rent),
        code: s.ro(s.string('The human-readable rent code.', 'RNT-2025-0007')),
        assetId: s.uuid('The rented asset; it must be rentable.', ID.rentedAsset),
        renterId: s.uuid('The renter.', ID.renter),
        rentLocationId: s.uuid('Where the asset is handed out and returned.', ID.rentLocation),
        status: ref('RentStatus'),
        startsAt: s.dateTime('When the rent starts.', '2025-03-17T08:00:00Z'),
        endsAt: s.dateTime('When the asset is due back.', '2025-03-19T17:00:00Z'),
        returnedAt: s.ro(s.nullable(s.dateTime('When the asset came back.', null))),
        price: nullableRef('Money', 'What the renter is charged.'),
        notes: s.nullable(s.string('Notes for the hand-out desk.', 'Include the HDMI adapter and remote.', { maxLength: 1000 })),
        ...audit(),
      },
      ['id', 'code', 'assetId', 'renterId', 'rentLocationId', 'status', 'startsAt', 'endsAt', 'createdAt', 'updatedAt'],
    ),
    RentCreateRequest: object(
      'A new rent. It starts as `Reserved`; the period must not overlap another rent of the asset.',
      {
        assetId: s.uuid('The asset to rent.', ID.rentedAsset),
        renterId: s.uuid('The renter.', ID.renter),
        rentLocationId: s.uuid('Where the asset is handed out.', ID.rentLocation),
        startsAt: s.dateTime('When the rent starts.', '2025-03-17T08:00:00Z'),
        endsAt: s.dateTime('When the asset is due back; after `startsAt`.', '2025-03-19T17:00:00Z'),
        price: nullableRef('Money', 'What the renter is charged.'),
        notes: s.nullable(s.string('Notes for the hand-out desk.', 'Include the HDMI adapter and remote.', { maxLength: 1000 })),
      },
      ['assetId', 'renterId', 'rentLocationId', 'startsAt', 'endsAt'],
    ),
    RentUpdateRequest: object(
      'The editable fields of a rent. The asset cannot change; cancel the rent and create another.',
      {
        rentLocationId: s.uuid('Where the asset is handed out.', ID.rentLocation),
        startsAt: s.dateTime('When the rent starts; fixed once `Active`.', '2025-03-17T08:00:00Z'),
        endsAt: s.dateTime('When the asset is due back.', '2025-03-20T17:00:00Z'),
        price: nullableRef('Money', 'What the renter is charged.'),
        notes: s.nullable(s.string('Notes for the hand-out desk.', 'Extended by one day on request.', { maxLength: 1000 })),
      },
      ['rentLocationId', 'startsAt', 'endsAt'],
    ),
    RentStatusUpdateRequest: object(
      'A rent status change.',
      {
        status: s.enumOf('The new status. `Overdue` is set by the system only.', ['Active', 'Returned', 'Cancelled'], 'Active'),
        note: s.nullable(s.string('Recorded with the change.', 'Handed out to Dr. Nilsson.', { maxLength: 500 })),
      },
      ['status'],
    ),
    RentPage: pageOf('Rent', 'rents'),

    // ---------- workflows ----------
    WorkflowTriggerEvent: s.enumOf(
      'What starts a workflow. `DateField` runs daily for entities whose date field is due; `Manual` runs only through the execute operations.',
      ['IssueCreated', 'IssueStatusChanged', 'WorkOrderCreated', 'WorkOrderStatusChanged', 'DateField', 'Manual'],
      'IssueCreated',
    ),
    DateFieldTrigger: object(
      'The date field a `DateField` workflow watches.',
      {
        entityType: s.enumOf('The entity type with the date field.', ['Asset', 'WorkOrder', 'Rent'], 'Asset'),
        field: s.string('The date or date-time field, standard or custom.', 'nextInspectionOn', { maxLength: 100 }),
        offsetDays: s.int("Days relative to the field's value: -14 fires two weeks before.", -14, { minimum: -365, maximum: 365 }),
      },
      ['entityType', 'field', 'offsetDays'],
    ),
    WorkflowTrigger: object(
      'When a workflow runs.',
      {
        event: ref('WorkflowTriggerEvent'),
        dateField: nullableRef('DateFieldTrigger', 'Required when `event` is `DateField`, otherwise `null`.'),
      },
      ['event'],
      { example: { event: 'IssueCreated', dateField: null } },
    ),
    WorkflowCondition: object(
      'A test on the target entity; all conditions must hold for the actions to run.',
      {
        field: s.string('A field of the target entity, standard or `customFields.<name>`.', 'issueTypeId', { maxLength: 100 }),
        operator: s.enumOf('How to compare.', ['Equals', 'NotEquals', 'In', 'GreaterThan', 'LessThan', 'Contains'], 'Equals'),
        value: s.string('The value to compare with, as text; a comma-separated list for `In`.', ID.issueType, { maxLength: 500 }),
      },
      ['field', 'operator', 'value'],
    ),
    CreateWorkOrderAction: object(
      "Creates a work order for the target (the issue's or entity's asset).",
      {
        type: s.enumOf('The action kind.', ['CreateWorkOrder'], 'CreateWorkOrder'),
        title: s.string('The work order title; `{asset.name}` and `{issue.code}` are replaced.', 'Leak on {asset.name} ({issue.code})', { maxLength: 200 }),
        workOrderType: ref('WorkOrderType'),
        priority: ref('WorkOrderPriority'),
        dueInDays: s.int('Due date in days from the run.', 1, { minimum: 0, maximum: 365 }),
        contractorId: s.nullable(s.uuid('The contractor to give the work order to.', ID.contractor)),
      },
      ['type', 'title', 'workOrderType', 'priority'],
    ),
    SendNotificationAction: object(
      'Sends a notification.',
      {
        type: s.enumOf('The action kind.', ['SendNotification'], 'SendNotification'),
        channel: s.enumOf('How to notify.', ['Email', 'Sms', 'Push'], 'Email'),
        recipients: s.array('User ids, group ids, or e-mail addresses.', s.string('A recipient.', 'facilities@st-eriks.example.com'), {
          minItems: 1,
          maxItems: 50,
          example: ['facilities@st-eriks.example.com', ID.group],
        }),
        subject: s.string('The subject; placeholders as in titles.', 'New leak reported on {asset.name}', { maxLength: 200 }),
        body: s.string('The message, Markdown.', 'Issue {issue.code} was reported in {asset.locationPath}.', { maxLength: 4000 }),
      },
      ['type', 'channel', 'recipients', 'subject', 'body'],
    ),
    SetAssetStatusAction: object(
      "Changes the target asset's status, following the asset status rules.",
      {
        type: s.enumOf('The action kind.', ['SetAssetStatus'], 'SetAssetStatus'),
        status: ref('AssetStatus'),
        reason: s.nullable(s.string('Stored in the change history.', 'Set by workflow after a leak report.', { maxLength: 500 })),
      },
      ['type', 'status'],
    ),
    AssignWorkOrderAction: object(
      'Assigns the target work order (or the one a previous action created).',
      {
        type: s.enumOf('The action kind.', ['AssignWorkOrder'], 'AssignWorkOrder'),
        assigneeType: ref('AssigneeType'),
        assigneeId: s.uuid('The user, group or contractor.', ID.group),
        role: s.enumOf('The assignment role.', ['Responsible', 'Supporting'], 'Responsible'),
      },
      ['type', 'assigneeType', 'assigneeId'],
    ),
    WorkflowAction: {
      description: 'One step of a workflow. The `type` property tells which kind it is.',
      oneOf: [ref('CreateWorkOrderAction'), ref('SendNotificationAction'), ref('SetAssetStatusAction'), ref('AssignWorkOrderAction')],
      discriminator: {
        propertyName: 'type',
        mapping: {
          CreateWorkOrder: '#/components/schemas/CreateWorkOrderAction',
          SendNotification: '#/components/schemas/SendNotificationAction',
          SetAssetStatus: '#/components/schemas/SetAssetStatusAction',
          AssignWorkOrder: '#/components/schemas/AssignWorkOrderAction',
        },
      },
    },
    Workflow: object(
      'An automation: when the trigger fires and all conditions hold, the actions run in order.',
      {
        id: id('workflow', ID.workflow),
        name: name('The workflow name.', 'Leak reported → urgent work order', 100),
        description: description('Creates a high-priority work order for the heating team when a leak is reported.'),
        isEnabled: s.bool('Disabled workflows do not react to events; they can still be executed manually.', true),
        trigger: ref('WorkflowTrigger'),
        conditions: s.array('All must hold.', ref('WorkflowCondition'), { maxItems: 20 }),
        actions: s.array('Run in order; a failing action stops the run.', ref('WorkflowAction'), {
          minItems: 1,
          maxItems: 20,
          example: [
            {
              type: 'CreateWorkOrder',
              title: 'Leak on {asset.name} ({issue.code})',
              workOrderType: 'Corrective',
              priority: 'High',
              dueInDays: 1,
              contractorId: null,
            },
            { type: 'AssignWorkOrder', assigneeType: 'Group', assigneeId: ID.group, role: 'Responsible' },
          ],
        }),
        ...audit(),
      },
      ['id', 'name', 'isEnabled', 'trigger', 'conditions', 'actions', 'createdAt', 'updatedAt'],
    ),
    WorkflowRequest: object(
      'The editable fields of a workflow.',
      {
        name: name('The workflow name.', 'Leak reported → urgent work order', 100),
        description: description('Creates a high-priority work order for the heating team when a leak is reported.'),
        isEnabled: s.bool('Whether the workflow reacts to events.', true, { default: true }),
        trigger: ref('WorkflowTrigger'),
        conditions: s.array('All must hold.', ref('WorkflowCondition'), { maxItems: 20 }),
        actions: s.array('Run in order.', ref('WorkflowAction'), {
          minItems: 1,
          maxItems: 20,
          example: [
            {
              type: 'CreateWorkOrder',
              title: 'Leak on {asset.name} ({issue.code})',
              workOrderType: 'Corrective',
              priority: 'High',
              dueInDays: 1,
              contractorId: null,
            },
            { type: 'AssignWorkOrder', assigneeType: 'Group', assigneeId: ID.group, role: 'Responsible' },
          ],
        }),
      },
      ['name', 'trigger', 'actions'],
    ),
    WorkflowPage: pageOf('Workflow', 'workflows'),
    WorkflowExecutionState: s.enumOf(
      [
        'The state of a workflow execution.',
        '',
        '- `Pending` → `Running` → `Succeeded` or `Failed`.',
        '- `Pending` → `Skipped`: the conditions did not hold for the target.',
        '',
        '`Succeeded`, `Failed` and `Skipped` are terminal.',
      ].join('\n'),
      ['Pending', 'Running', 'Succeeded', 'Failed', 'Skipped'],
      'Succeeded',
    ),
    WorkflowExecutionStep: object(
      'The outcome of one action in an execution.',
      {
        actionIndex: s.int('The 0-based position of the action in the workflow.', 0, { minimum: 0 }),
        actionType: s.enumOf('The action kind.', ['CreateWorkOrder', 'SendNotification', 'SetAssetStatus', 'AssignWorkOrder'], 'CreateWorkOrder'),
        state: ref('WorkflowExecutionState'),
        message: s.nullable(s.string('What the action did, or why it failed.', 'Created work order WO-2025-00123.')),
      },
      ['actionIndex', 'actionType', 'state'],
    ),
    WorkflowExecution: object(
      'One run of a workflow against one target.',
      {
        id: id('execution', ID.execution),
        workflowId: s.uuid('The workflow.', ID.workflow),
        workflowName: s.ro(s.string('The workflow name at the time of the run.', 'Leak reported → urgent work order')),
        state: ref('WorkflowExecutionState'),
        targetType: s.enumOf('The kind of entity the run acted on.', ['Issue', 'WorkOrder', 'Asset', 'Rent'], 'Issue'),
        targetId: s.uuid('The entity the run acted on.', ID.issue),
        trigger: s.enumOf('What started the run.', ['Event', 'Manual', 'Schedule'], 'Manual'),
        isDryRun: s.bool('A dry run evaluates conditions and reports what would happen without changing anything.', false),
        queuedAt: s.dateTime('When the run was requested.', '2025-03-14T07:42:11Z'),
        startedAt: s.nullable(s.dateTime('When it started.', '2025-03-14T07:42:12Z')),
        finishedAt: s.nullable(s.dateTime('When it reached a terminal state.', '2025-03-14T07:42:13Z')),
        steps: s.array('One entry per action that ran.', ref('WorkflowExecutionStep'), {
          example: [
            { actionIndex: 0, actionType: 'CreateWorkOrder', state: 'Succeeded', message: 'Created work order WO-2025-00123.' },
            { actionIndex: 1, actionType: 'AssignWorkOrder', state: 'Succeeded', message: 'Assigned to Technicians – Building A.' },
          ],
        }),
        errorMessage: s.nullable(s.string('Why the run failed.', null)),
      },
      ['id', 'workflowId', 'state', 'targetType', 'targetId', 'trigger', 'isDryRun', 'queuedAt', 'steps'],
    ),
    WorkflowExecutionPage: pageOf('WorkflowExecution', 'workflow executions'),
    ExecuteWorkflowRequest: object('Options for running a workflow by hand.', {
      dryRun: s.bool('Report what would happen without changing anything.', false, { default: false }),
      ignoreConditions: s.bool('Run the actions even if the conditions do not hold.', false, { default: false }),
    }),
    DateFieldWorkflowExecutionRequest: object('Options for running a date-field workflow now instead of at its daily run.', {
      referenceDate: s.nullable(s.date("Treat this day as today; defaults to today in the tenant's time zone.", '2025-03-18')),
      dryRun: s.bool('Report which entities match without running actions.', true, { default: false }),
    }),
    DateFieldWorkflowExecutionResult: object(
      'The runs a date-field workflow started.',
      {
        workflowId: s.uuid('The workflow.', ID.workflow),
        referenceDate: s.date('The day that was treated as today.', '2025-03-18'),
        matchedCount: s.int('How many entities had the date field due.', 1, { minimum: 0 }),
        executions: s.array('One execution per matched entity, in `Pending` state.', ref('WorkflowExecution'), {
          example: [
            {
              id: ID.execution,
              workflowId: ID.workflow,
              workflowName: 'Inspection due in two weeks',
              state: 'Pending',
              targetType: 'Asset',
              targetId: ID.asset,
              trigger: 'Manual',
              isDryRun: true,
              queuedAt: '2025-03-18T06:00:02Z',
              startedAt: null,
              finishedAt: null,
              steps: [],
              errorMessage: null,
            },
          ],
        }),
      },
      ['workflowId', 'referenceDate', 'matchedCount', 'executions'],
    ),

    // ---------- reports ----------
    ReportFormat: s.enumOf('The file format of a report.', ['Csv', 'Xlsx', 'Pdf'], 'Xlsx'),
    ReportFilter: object(
      'A condition rows must meet.',
      {
        field: s.string("A field of the report's entity type.", 'status', { maxLength: 100 }),
        operator: s.enumOf('How to compare.', ['Equals', 'NotEquals', 'In', 'GreaterThan', 'LessThan', 'Contains'], 'In'),
        value: s.string('The value, as text; comma-separated for `In`.', 'New,Assigned,InProgress', { maxLength: 500 }),
      },
      ['field', 'operator', 'value'],
    ),
    Report: object(
      'A saved report definition. `runReport` produces the file.',
      {
        id: id('report', ID.report),
        name: name('The report name.', 'Open work orders by building', 100),
        description: description('All work orders not yet completed, grouped by building.'),
        entityType: ref('EntityType'),
        columns: s.array('Fields to show, in order.', s.string('A field name.', 'code'), {
          minItems: 1,
          maxItems: 50,
          example: ['code', 'title', 'status', 'priority', 'locationPath', 'dueAt'],
        }),
        filters: s.array('All must hold.', ref('ReportFilter'), { maxItems: 20 }),
        defaultFormat: ref('ReportFormat'),
        isShared: s.bool('Shared reports are visible to everyone in the tenant.', true),
        ...audit(),
      },
      ['id', 'name', 'entityType', 'columns', 'filters', 'defaultFormat', 'isShared', 'createdAt', 'updatedAt'],
    ),
    ReportRequest: object(
      'The editable fields of a report.',
      {
        name: name('The report name.', 'Open work orders by building', 100),
        description: description('All work orders not yet completed, grouped by building.'),
        entityType: ref('EntityType'),
        columns: s.array('Fields to show, in order.', s.string('A field name.', 'code'), {
          minItems: 1,
          maxItems: 50,
          example: ['code', 'title', 'status', 'priority', 'locationPath', 'dueAt'],
        }),
        filters: s.array('All must hold.', ref('ReportFilter'), { maxItems: 20 }),
        defaultFormat: ref('ReportFormat'),
        isShared: s.bool('Visible to everyone in the tenant.', true, { default: false }),
      },
      ['name', 'entityType', 'columns'],
    ),
    ReportPage: pageOf('Report', 'reports'),

    // ---------- dashboard ----------
    PanelPosition: object(
      'Where a panel sits on the 12-column dashboard grid.',
      {
        column: s.int('The 0-based column of the left edge.', 0, { minimum: 0, maximum: 11 }),
        row: s.int('The 0-based row of the top edge.', 0, { minimum: 0 }),
        width: s.int('Width in columns.', 4, { minimum: 1, maximum: 12 }),
        height: s.int('Height in rows.', 2, { minimum: 1, maximum: 8 }),
      },
      ['column', 'row', 'width', 'height'],
    ),
    CounterPanel: object(
      'A panel showing one number.',
      {
        id: id('panel', ID.panel),
        kind: s.enumOf('The panel kind.', ['Counter'], 'Counter'),
        title: name('The panel title.', 'Open work orders', 100),
        position: ref('PanelPosition'),
        metric: s.enumOf('What to count.', ['OpenWorkOrders', 'OverdueWorkOrders', 'OpenIssues', 'AssetsOutOfService', 'ActiveRents'], 'OpenWorkOrders'),
      },
      ['kind', 'title', 'position', 'metric'],
    ),
    ChartPanel: object(
      'A panel showing a mini chart.',
      {
        id: id('panel', ID.panel),
        kind: s.enumOf('The panel kind.', ['Chart'], 'Chart'),
        title: name('The panel title.', 'Work orders per week', 100),
        position: ref('PanelPosition'),
        miniChartId: s.uuid('The mini chart to show (see `listMiniCharts`).', ID.miniChart),
      },
      ['kind', 'title', 'position', 'miniChartId'],
    ),
    ListPanel: object(
      'A panel listing the first rows of a report.',
      {
        id: id('panel', ID.panel),
        kind: s.enumOf('The panel kind.', ['List'], 'List'),
        title: name('The panel title.', 'My open work orders', 100),
        position: ref('PanelPosition'),
        reportId: s.uuid('The report whose rows are listed.', ID.report),
        maxItems: s.int('How many rows to show.', 10, { minimum: 1, maximum: 50 }),
      },
      ['kind', 'title', 'position', 'reportId'],
    ),
    DashboardPanel: {
      description: "A tile on the caller's dashboard. The `kind` property tells which kind it is.",
      oneOf: [ref('CounterPanel'), ref('ChartPanel'), ref('ListPanel')],
      discriminator: {
        propertyName: 'kind',
        mapping: {
          Counter: '#/components/schemas/CounterPanel',
          Chart: '#/components/schemas/ChartPanel',
          List: '#/components/schemas/ListPanel',
        },
      },
    },
    MiniChart: object(
      'A small predefined chart.',
      {
        id: id('mini chart', ID.miniChart),
        title: s.string('The chart title.', 'Work orders per week'),
        chartType: s.enumOf('How the data is drawn.', ['Line', 'Bar', 'Pie', 'Sparkline'], 'Bar'),
        metric: s.string('What is measured.', 'WorkOrdersCreated'),
        period: s.enumOf('The default time window.', ['Last7Days', 'Last30Days', 'Last12Months'], 'Last30Days'),
      },
      ['id', 'title', 'chartType', 'metric', 'period'],
    ),
    ChartPoint: object(
      'One data point.',
      {
        label: s.string('The x-axis label.', '2025-W10'),
        value: s.number('The value.', 37),
      },
      ['label', 'value'],
    ),
    ChartSeries: object(
      'One line, bar group or pie.',
      {
        name: s.string('The series name.', 'Corrective'),
        points: s.array('Data points in x-axis order.', ref('ChartPoint'), {
          example: [
            { label: '2025-W09', value: 41 },
            { label: '2025-W10', value: 37 },
            { label: '2025-W11', value: 29 },
          ],
        }),
      },
      ['name', 'points'],
    ),
    MiniChartData: object(
      'The data of a mini chart for a time window.',
      {
        miniChartId: s.uuid('The chart.', ID.miniChart),
        from: s.dateTime('Start of the window.', '2025-02-24T00:00:00Z'),
        to: s.dateTime('End of the window.', '2025-03-17T00:00:00Z'),
        series: s.array('The series to draw.', ref('ChartSeries')),
      },
      ['miniChartId', 'from', 'to', 'series'],
    ),

    // ---------- chat ----------
    EntityReference: object(
      'A reference to any entity, with a name for display.',
      {
        entityType: ref('EntityType'),
        id: s.uuid('The entity id.', ID.workOrder),
        displayName: s.string('A name for display.', 'WO-2025-00123 Fix leaking boiler B-12'),
      },
      ['entityType', 'id', 'displayName'],
      { example: { entityType: 'WorkOrder', id: ID.workOrder, displayName: 'WO-2025-00123 Fix leaking boiler B-12' } },
    ),
    ChatQueryRequest: object(
      "A question about the tenant's data, in plain language.",
      {
        question: s.string('The question.', 'Which work orders in Building A are overdue?', { minLength: 3, maxLength: 1000 }),
      },
      ['question'],
    ),
    ChatQuery: object(
      'A question and its answer. Answers only use data the caller is allowed to see.',
      {
        id: id('chat query', ID.chatQuery),
        question: s.string('The question.', 'Which work orders in Building A are overdue?'),
        answer: s.string('The answer, Markdown.', 'One work order is overdue: **WO-2025-00123** *Fix leaking boiler B-12*, due 15 March.'),
        referencedEntities: s.array('Entities the answer mentions, for links.', ref('EntityReference')),
        askedAt: s.ro(s.dateTime('When it was asked.', '2025-03-17T07:30:00Z')),
        askedBy: ref('UserReference'),
      },
      ['id', 'question', 'answer', 'referencedEntities', 'askedAt', 'askedBy'],
    ),
    ChatQueryPage: pageOf('ChatQuery', 'chat queries'),
    ChatFavouriteRequest: object(
      'A question to save.',
      {
        chatQueryId: s.uuid('The asked question to save.', ID.chatQuery),
        title: s.nullable(s.string('A short title; the question when omitted.', 'Overdue in Building A', { maxLength: 100 })),
      },
      ['chatQueryId'],
    ),
    ChatFavourite: object(
      'A saved question, to ask again with one click.',
      {
        id: id('favourite', ID.chatFavourite),
        chatQueryId: s.uuid('The question it was saved from.', ID.chatQuery),
        title: s.string('A short title.', 'Overdue in Building A'),
        question: s.string('The question.', 'Which work orders in Building A are overdue?'),
        createdAt: s.ro(s.dateTime('When it was saved.', '2025-03-17T07:31:10Z')),
      },
      ['id', 'chatQueryId', 'title', 'question', 'createdAt'],
    ),

    // ---------- reference values, metadata, labels ----------
    ReferenceValue: object(
      'An entry in a tenant-maintained pick list.',
      {
        id: id('reference value', ID.referenceValue),
        type: s.string('The pick list.', 'Manufacturer', { pattern: '^[A-Z][A-Za-z0-9]{1,49}$' }),
        code: s.string('A code unique within the type.', 'VIESSMANN', { pattern: '^[A-Z0-9_-]{1,30}$' }),
        value: s.string('The text shown.', 'Viessmann', { minLength: 1, maxLength: 200 }),
        sortOrder: s.int('Position in the list; ties sort by value.', 10, { minimum: 0 }),
        isActive: s.bool('Inactive values are hidden from pickers but kept on existing records.', true),
      },
      ['id', 'type', 'code', 'value', 'sortOrder', 'isActive'],
    ),
    ReferenceValueRequest: object(
      'The editable fields of a reference value.',
      {
        type: s.string('The pick list.', 'Manufacturer', { pattern: '^[A-Z][A-Za-z0-9]{1,49}$' }),
        code: s.string('A code unique within the type.', 'VIESSMANN', { pattern: '^[A-Z0-9_-]{1,30}$' }),
        value: s.string('The text shown.', 'Viessmann', { minLength: 1, maxLength: 200 }),
        sortOrder: s.int('Position in the list.', 10, { minimum: 0, default: 0 }),
        isActive: s.bool('Whether pickers show it.', true, { default: true }),
      },
      ['type', 'code', 'value'],
    ),
    ReferenceValuePage: pageOf('ReferenceValue', 'reference values'),
    FieldDefinition: object(
      'One field of an entity type.',
      {
        name: s.string('The field name; the key in `customFields`.', 'costCentre', { pattern: '^[a-z][A-Za-z0-9]{0,49}$' }),
        label: s.string('The label shown in forms.', 'Cost centre', { maxLength: 100 }),
        dataType: s.enumOf('The value type.', ['Text', 'Number', 'Date', 'DateTime', 'Boolean', 'ReferenceValue', 'User'], 'ReferenceValue'),
        isRequired: s.bool('Whether a value is required.', false),
        maxLength: s.nullable(s.int('Maximum length for `Text`.', null, { minimum: 1, maximum: 4000 })),
        referenceValueType: s.nullable(s.string('The pick list for `ReferenceValue` fields.', 'CostCentre')),
        isSystem: s.ro(s.bool('Standard fields cannot be removed or renamed.', false)),
        sortOrder: s.int('Position in forms.', 100, { minimum: 0 }),
      },
      ['name', 'label', 'dataType', 'isRequired', 'sortOrder'],
    ),
    EntityMetadata: object(
      "The fields of an entity type: standard fields and the tenant's custom fields.",
      {
        entityType: ref('EntityType'),
        fields: s.array('All fields, in form order.', ref('FieldDefinition'), {
          example: [
            { name: 'name', label: 'Name', dataType: 'Text', isRequired: true, maxLength: 200, referenceValueType: null, isSystem: true, sortOrder: 0 },
            {
              name: 'costCentre',
              label: 'Cost centre',
              dataType: 'ReferenceValue',
              isRequired: false,
              maxLength: null,
              referenceValueType: 'CostCentre',
              isSystem: false,
              sortOrder: 100,
            },
          ],
        }),
      },
      ['entityType', 'fields'],
    ),
    EntityMetadataUpdateRequest: object(
      'The complete list of custom fields of an entity type. Standard fields are not listed and cannot change.',
      {
        fields: s.array('Custom fields. A field left out is removed, and its values with it.', ref('FieldDefinition'), { maxItems: 100 }),
      },
      ['fields'],
    ),
    Label: object(
      'A coloured tag put on entities, such as "Fire safety".',
      {
        id: id('label', ID.label),
        labelSetId: s.uuid('The set the label belongs to.', ID.labelSet),
        name: name('The label text.', 'Fire safety', 50),
        colour: s.string('The colour as `#RRGGBB`.', '#D32F2F', { pattern: '^#[0-9A-Fa-f]{6}$' }),
        description: description('Equipment covered by the yearly fire safety inspection.'),
      },
      ['id', 'labelSetId', 'name', 'colour'],
    ),
    LabelRequest: object(
      'The editable fields of a label.',
      {
        labelSetId: s.uuid('The set the label belongs to.', ID.labelSet),
        name: name('The label text; unique within the set.', 'Fire safety', 50),
        colour: s.string('The colour as `#RRGGBB`.', '#D32F2F', { pattern: '^#[0-9A-Fa-f]{6}$' }),
        description: description('Equipment covered by the yearly fire safety inspection.'),
      },
      ['labelSetId', 'name', 'colour'],
    ),
    LabelPage: pageOf('Label', 'labels'),
    LabelSet: object(
      'A group of labels, such as "Compliance".',
      {
        id: id('label set', ID.labelSet),
        name: name('The set name.', 'Compliance', 50),
        description: description('Regulatory inspections the asset or job falls under.'),
        entityTypes: s.array('Entity types the labels can be put on.', ref('EntityType'), { minItems: 1, uniqueItems: true, example: ['Asset', 'WorkOrder'] }),
        allowMultiple: s.bool('Whether an entity can carry more than one label of the set.', true),
        labels: s.ro(s.array('The labels in the set.', ref('Label'))),
        createdAt: s.ro(s.dateTime('When the set was created.', '2025-01-20T10:04:12Z')),
      },
      ['id', 'name', 'entityTypes', 'allowMultiple', 'labels', 'createdAt'],
    ),
    LabelSetRequest: object(
      'The editable fields of a label set.',
      {
        name: name('The set name.', 'Compliance', 50),
        description: description('Regulatory inspections the asset or job falls under.'),
        entityTypes: s.array('Entity types the labels can be put on.', ref('EntityType'), { minItems: 1, uniqueItems: true, example: ['Asset', 'WorkOrder'] }),
        allowMultiple: s.bool('Whether an entity can carry more than one label of the set.', true, { default: true }),
      },
      ['name', 'entityTypes'],
    ),
    LabelSetPage: pageOf('LabelSet', 'label sets'),

    // ---------- QR code templates ----------
    QrCodeLayout: object(
      'How a QR label is laid out.',
      {
        widthMm: s.int('Label width in millimetres.', 50, { minimum: 20, maximum: 210 }),
        heightMm: s.int('Label height in millimetres.', 30, { minimum: 20, maximum: 297 }),
        showAssetName: s.bool('Print the asset name.', true),
        showAssetCode: s.bool('Print the asset code.', true),
        showLogo: s.bool('Print the tenant logo.', false),
        footerText: s.nullable(s.string('A line under the code.', 'Scan to report a problem', { maxLength: 60 })),
        errorCorrectionLevel: s.enumOf('QR error correction; higher survives more damage but needs more space.', ['L', 'M', 'Q', 'H'], 'M'),
      },
      ['widthMm', 'heightMm', 'showAssetName', 'showAssetCode', 'showLogo', 'errorCorrectionLevel'],
    ),
    QrCodeTemplate: object(
      'A QR label design. Exactly one template is active per tenant; `getAssetQrCode` uses it unless told otherwise.',
      {
        id: id('template', ID.qrTemplate),
        name: name('The template name.', 'Small equipment label', 100),
        isActive: s.ro(s.bool("Whether this is the tenant's active template.", true)),
        isBuiltIn: s.ro(s.bool('The built-in template can be changed and restored, but not deleted.', false)),
        layout: ref('QrCodeLayout'),
        ...audit(),
      },
      ['id', 'name', 'isActive', 'isBuiltIn', 'layout', 'createdAt', 'updatedAt'],
    ),
    QrCodeTemplateRequest: object(
      'A QR label design to store.',
      {
        name: name('The template name.', 'Small equipment label', 100),
        layout: ref('QrCodeLayout'),
      },
      ['name', 'layout'],
    ),

    // ---------- files ----------
    FileMetadata: object(
      'An uploaded document. Download it with `downloadFile`.',
      {
        id: id('file', ID.file),
        fileName: s.string('The original file name.', 'Vitodens-200-W-service-manual.pdf'),
        contentType: s.string('The media type.', 'application/pdf'),
        sizeBytes: s.long('Size in bytes.', 4821733, { minimum: 1 }),
        entityType: s.nullable(s.enumOf('The kind of entity the file is attached to.', ENTITY_TYPES, 'Asset')),
        entityId: s.nullable(s.uuid('The entity the file is attached to.', ID.asset)),
        uploadedAt: s.ro(s.dateTime('When it was uploaded.', '2025-02-03T13:20:00Z')),
        uploadedBy: ref('UserReference'),
      },
      ['id', 'fileName', 'contentType', 'sizeBytes', 'uploadedAt', 'uploadedBy'],
    ),
    FileUpload: object(
      'A document to upload, optionally attached to an entity.',
      {
        file: s.binary('The file; at most `maxUploadSizeMb` (see `getConfig`). Executables are rejected.'),
        entityType: s.nullable(s.enumOf('The kind of entity to attach the file to.', ENTITY_TYPES, 'Asset')),
        entityId: s.nullable(s.uuid('The entity to attach the file to; required with `entityType`.', ID.asset)),
      },
      ['file'],
    ),
    ImageMetadata: object(
      'An uploaded image. Download it with `downloadImage`.',
      {
        id: id('image', ID.image),
        fileName: s.string('The original file name.', 'leak-under-boiler.jpg'),
        contentType: s.enumOf('The image type.', ['image/jpeg', 'image/png', 'image/webp'], 'image/jpeg'),
        sizeBytes: s.long('Size in bytes.', 284113, { minimum: 1 }),
        width: s.int('Width in pixels.', 1600, { minimum: 1 }),
        height: s.int('Height in pixels.', 1200, { minimum: 1 }),
        uploadedAt: s.ro(s.dateTime('When it was uploaded.', '2025-03-14T07:41:50Z')),
      },
      ['id', 'fileName', 'contentType', 'sizeBytes', 'width', 'height', 'uploadedAt'],
    ),
    ImageUpload: object(
      'An image to upload, for example a photo taken while reporting an issue.',
      {
        file: s.binary('A JPEG, PNG or WebP image; larger than 4096 px on a side is scaled down.'),
      },
      ['file'],
    ),

    // ---------- activity, tracking, configuration ----------
    ActivityLogEntry: object(
      'One user or system action, kept for audit for 2 years.',
      {
        id: id('entry', ID.activity),
        occurredAt: s.dateTime('When it happened.', T0),
        userId: s.nullable(s.uuid('Who did it; `null` for system actions.', ID.user)),
        userName: s.string('Who did it, for display.', 'Anna Lindqvist'),
        action: s.enumOf('What was done.', ['Created', 'Updated', 'Deleted', 'StatusChanged', 'Imported', 'Exported', 'Executed'], 'StatusChanged'),
        entityType: ref('EntityType'),
        entityId: s.uuid('The entity acted on.', ID.asset),
        entityDisplayName: s.string('The entity, for display.', 'AST-000123 Boiler B-12'),
        summary: s.string('A one-line description.', 'Status changed from Active to InMaintenance.'),
      },
      ['id', 'occurredAt', 'userName', 'action', 'entityType', 'entityId', 'entityDisplayName', 'summary'],
    ),
    ActivityLogEntryPage: pageOf('ActivityLogEntry', 'activity log entries'),
    TrackDevice: object(
      'A tracker attached to an asset.',
      {
        id: id('device', ID.trackDevice),
        serialNumber: s.string('The device serial number.', 'GPS-0042-7781'),
        kind: s.enumOf('The tracking technology.', ['Gps', 'Ble', 'Rfid'], 'Ble'),
        assetId: s.nullable(s.uuid('The asset carrying the device.', ID.rentedAsset)),
        assetName: s.nullable(s.string('The asset name, for display.', 'Projector P-07')),
        batteryPercent: s.nullable(s.int('Battery level; `null` for mains-powered devices.', 76, { minimum: 0, maximum: 100 })),
        lastSeenAt: s.dateTime('When the device last reported.', '2025-03-17T09:58:41Z'),
        lastPosition: nullableRef('GeoPosition', 'Where the device last reported from.'),
        lastZoneId: s.nullable(s.uuid('The zone of the last position, when known.', ID.room)),
      },
      ['id', 'serialNumber', 'kind', 'lastSeenAt'],
    ),
    TrackDevicePage: pageOf('TrackDevice', 'track devices'),
    Config: object(
      'Tenant-wide settings.',
      {
        tenantName: s.string('The tenant name shown in the portal.', "St. Erik's Hospital", { maxLength: 100 }),
        timeZone: s.string('IANA time zone used for dates, due times and date-field workflows.', 'Europe/Stockholm', { maxLength: 64 }),
        defaultCurrency: s.string('ISO 4217 code used when none is given.', 'SEK', { pattern: '^[A-Z]{3}$' }),
        workOrderCodePrefix: s.string('Prefix of new work order codes.', 'WO', { pattern: '^[A-Z]{1,6}$' }),
        issueCodePrefix: s.string('Prefix of new issue codes.', 'ISS', { pattern: '^[A-Z]{1,6}$' }),
        notificationSenderEmail: s.email('The From address of notification e-mails.', 'no-reply@st-eriks.example.com'),
        features: object(
          'Optional modules switched on for the tenant.',
          {
            rentingEnabled: s.bool('Rents, renters and rent locations.', true),
            trackingEnabled: s.bool('Track devices.', true),
            chatEnabled: s.bool('Chat queries.', false),
          },
          ['rentingEnabled', 'trackingEnabled', 'chatEnabled'],
        ),
        maxUploadSizeMb: s.ro(s.int('The largest upload accepted, in megabytes; set by the operator.', 25, { minimum: 1 })),
      },
      ['tenantName', 'timeZone', 'defaultCurrency', 'workOrderCodePrefix', 'issueCodePrefix', 'notificationSenderEmail', 'features'],
    ),

    // ---------- system and lookups ----------
    BuildInfo: object(
      'Which build of the back end answered.',
      {
        buildNumber: s.string('The build number.', '2025.03.14.2'),
        commit: s.string('The source commit.', '9f3c2ab', { pattern: '^[0-9a-f]{7,40}$' }),
        builtAt: s.dateTime('When the build was made.', '2025-03-14T05:12:44Z'),
        environment: s.enumOf('The deployment environment.', ['Development', 'Test', 'Staging', 'Production'], 'Production'),
      },
      ['buildNumber', 'commit', 'builtAt', 'environment'],
    ),
    ConnectionCheck: object(
      'The health of one dependency.',
      {
        component: s.enumOf('The dependency.', ['Database', 'BlobStorage', 'ServiceBus', 'EmailProvider', 'SmsProvider', 'AccessControl'], 'Database'),
        state: s.enumOf('`Degraded` answers but slowly or partly.', ['Healthy', 'Degraded', 'Unhealthy'], 'Healthy'),
        latencyMs: s.nullable(s.int('Round-trip time of the check.', 12, { minimum: 0 })),
        message: s.nullable(s.string('Details when not healthy.', null)),
      },
      ['component', 'state'],
    ),
    ConnectionTestResult: object(
      "The health of the back end's dependencies.",
      {
        checkedAt: s.dateTime('When the checks ran.', '2025-03-17T10:00:00Z'),
        overallState: s.enumOf('The worst state of all checks.', ['Healthy', 'Degraded', 'Unhealthy'], 'Degraded'),
        checks: s.array('One entry per dependency.', ref('ConnectionCheck'), {
          example: [
            { component: 'Database', state: 'Healthy', latencyMs: 12, message: null },
            { component: 'EmailProvider', state: 'Degraded', latencyMs: 2140, message: 'SMTP relay answered slowly.' },
          ],
        }),
      },
      ['checkedAt', 'overallState', 'checks'],
    ),
    TestNotificationRequest: object(
      'Where to send a test notification.',
      {
        channel: s.enumOf('The channel to test.', ['Email', 'Sms', 'Push'], 'Email'),
        recipient: s.nullable(
          s.string('An e-mail address, an E.164 phone number, or a user id for push; the caller when omitted.', 'anna.lindqvist@st-eriks.example.com', {
            maxLength: 254,
          }),
        ),
      },
      ['channel'],
    ),
    TestNotificationResult: object(
      'The outcome of a test notification.',
      {
        channel: s.enumOf('The channel tested.', ['Email', 'Sms', 'Push'], 'Email'),
        recipient: s.string('Where it was sent.', 'anna.lindqvist@st-eriks.example.com'),
        accepted: s.bool('Whether the provider accepted the message. Delivery itself is not confirmed.', true),
        providerMessageId: s.nullable(s.string("The provider's message id, for tracing.", '0100018e4a7f3c2b-4f1e')),
      },
      ['channel', 'recipient', 'accepted'],
    ),
    TextFormat: s.enumOf('A text format.', ['PlainText', 'Markdown', 'Html'], 'Markdown'),
    ConvertTextRequest: object(
      'Text to convert.',
      {
        text: s.string('The text.', '**Boiler B-12** is back in service.', { maxLength: 100000 }),
        from: ref('TextFormat'),
        to: ref('TextFormat'),
      },
      ['text', 'from', 'to'],
      { example: { text: '**Boiler B-12** is back in service.', from: 'Markdown', to: 'Html' } },
    ),
    ConvertTextResult: object(
      'The converted text.',
      {
        text: s.string('The converted text.', '<p><strong>Boiler B-12</strong> is back in service.</p>'),
        format: ref('TextFormat'),
      },
      ['text', 'format'],
      { example: { text: '<p><strong>Boiler B-12</strong> is back in service.</p>', format: 'Html' } },
    ),
    AutoCompleteValues: object(
      'Values already used in a field, for type-ahead.',
      {
        entityType: ref('EntityType'),
        field: s.string('The field.', 'manufacturer'),
        values: s.array('Distinct values starting with the query, most used first.', s.string('A value.', 'Viessmann'), {
          maxItems: 50,
          example: ['Viessmann', 'Vaillant'],
        }),
      },
      ['entityType', 'field', 'values'],
    ),
    UserSelectorValue: object(
      'A user or group to pick, for example as a work order assignee.',
      {
        id: s.uuid('The user or group id.', ID.user2),
        type: s.enumOf('Whether it is a user or a group.', ['User', 'Group'], 'User'),
        displayName: s.string('The name shown.', 'Erik Johansson'),
        email: s.nullable(s.email("The user's e-mail; `null` for groups.", 'erik.johansson@st-eriks.example.com')),
      },
      ['id', 'type', 'displayName'],
    ),
  };
}
