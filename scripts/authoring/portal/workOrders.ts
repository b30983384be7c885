/** The Portal document's Work orders tag: its schemas and operations. */
import {
  ref,
  nullableRef,
  s,
  object,
  pageOf,
  ok,
  okExample,
  noContent,
  download,
  jsonBody,
  jsonBodyExamples,
  multipartBody,
  type Schema,
  type PathBuilder,
  type OperationSpec,
} from '../lib';
import { item } from '../operations';
import { ID } from '../ids';
import { P, query, created, arrayOf, PAGED, BASE, T1, audit, id, name, description, customFields, labelIds, byCode } from './common';
import type { PortalModule } from './module';

/** The fields a work order's create and update requests share, with the due date's example and the create's links. */
const requestFields = (dueAt: string, links: Record<string, Schema> = {}): Record<string, Schema> => ({
  title: name('A short summary of the job.', 'Fix leaking boiler B-12'),
  description: description('Replace the pressure relief valve gasket and check the system pressure.'),
  type: ref('WorkOrderType'),
  priority: ref('WorkOrderPriority'),
  assetId: s.nullable(s.uuid('The asset to work on.', ID.asset)),
  ...links,
  contractorId: s.nullable(s.uuid('The contractor doing the work.', ID.contractor)),
  dueAt: s.nullable(s.dateTime('When the work must be done.', dueAt)),
  estimatedCost: nullableRef('Money', 'The expected cost.'),
  labelIds: labelIds(),
  customFields: customFields(),
});

export const workOrders: PortalModule = {
  schemas: (): Record<string, Schema> => ({
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
        ...requestFields('2025-03-15T16:00:00Z', {
          issueId: s.nullable(s.uuid('The issue to handle.', ID.issue)),
          zoneId: s.nullable(s.uuid("Where the work happens; defaults to the asset's zone. Required when there is no asset.", ID.plantRoom)),
        }),
      },
      ['title', 'type', 'priority'],
    ),
    WorkOrderUpdateRequest: object(
      'The editable fields of a work order. Status, location and assignments have their own operations.',
      {
        ...requestFields('2025-03-17T16:00:00Z'),
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
  }),
  paths(b: PathBuilder): void {
    // ---------------- Work orders ----------------
    b.tag('Work orders');
    b.get('/work-orders', 'listWorkOrders', 'List work orders (deprecated)', {
      deprecated: true,
      description:
        '**Deprecated:** use `searchWorkOrders`, which filters on several statuses, priorities, assignees, labels and due dates and sorts on any column. This operation will be removed in v2.\n\nReturns work orders newest first, optionally with one status.',
      params: [query('status', 'Only work orders with this status.', ref('WorkOrderStatus'), 'InProgress'), ...PAGED],
      ok: ok(200, 'A page of work orders.', ref('WorkOrderPage')),
    });
    b.post('/work-orders/search', 'searchWorkOrders', 'Search work orders', {
      description:
        'Finds work orders matching all given criteria, one page at a time. An empty filter matches every work order the caller may see. Replaces the deprecated `listWorkOrders`. The same filter drives `exportWorkOrders`.',
      body: jsonBody(ref('WorkOrderSearchRequest'), 'The search criteria, sort order and page.'),
      ok: ok(200, 'A page of matching work orders.', ref('WorkOrderPage')),
    });
    b.post('/work-orders', 'createWorkOrder', 'Create a work order', {
      conflict: { summary: 'The issue already has a work order.', code: 'Conflict', message: "Issue 'ISS-2025-00042' already has work order 'WO-2025-00123'." },
      description:
        "Creates a work order in status `New` with the next code. When `issueId` is given the issue moves to `InProgress` and is linked; when only `assetId` is given the work happens in the asset's zone. Assign people with `createWorkOrderAssignment`.\n\nAnswers 409 when the issue already has a work order.",
      body: jsonBodyExamples(ref('WorkOrderCreateRequest'), 'The new work order.', {
        // The schema's example, which the 201 answers.
        corrective: { summary: 'A corrective job on an asset, from an issue' },
        preventive: {
          summary: 'A planned preventive job with only what is required',
          description: 'Only `title`, `type` and `priority` are required; the work order starts in `New` without an asset, zone or contractor.',
          value: { title: 'Quarterly check of fire extinguishers, building A', type: 'Preventive', priority: 'Normal' },
        },
      }),
      // A new work order is `New`: nobody is assigned and no work has started.
      ok: created('The work order was created.', 'WorkOrder', `${BASE}/work-orders/${ID.workOrder}`, { status: 'New', startedAt: null, completedAt: null }),
    });
    const getWorkOrder: OperationSpec = {
      id: 'getWorkOrder',
      summary: 'Get a work order',
      description: 'Returns one work order. Comments, assignments, images and time have their own list operations.',
      params: [P('WorkOrderId')],
      ok: ok(200, 'The work order.', ref('WorkOrder')),
      errors: [401, 403, 404],
    };
    b.add('get', '/work-orders/{workOrderId}', getWorkOrder);
    b.add(
      'get',
      '/work-orders/by-code/{workOrderCode}',
      byCode(getWorkOrder, {
        summary: 'Get a work order by code',
        description: 'Returns the work order with a code, such as one typed in or read from a job sheet. Same result as `getWorkOrder`.',
        errors: [400, 401, 403, 404],
      }),
    );
    const workOrder = item(b, '/work-orders/{workOrderId}', 'WorkOrder', 'work order');
    workOrder.update({
      conflict: {
        summary: 'The work order is closed or cancelled.',
        code: 'Conflict',
        message: "Work order 'WO-2025-00123' is 'Closed'; closed and cancelled work orders cannot change.",
      },
      description:
        'Replaces the editable fields of a work order; send every field. Status, location and assignments have their own operations. Answers 409 when the work order is `Closed` or `Cancelled`.',
      body: jsonBody(ref('WorkOrderUpdateRequest'), "The work order's new field values."),
      ok: okExample(200, 'The updated work order.', ref('WorkOrder'), { dueAt: '2025-03-17T16:00:00Z' }),
    });
    b.put('/work-orders/{workOrderId}/status', 'updateWorkOrderStatus', "Change a work order's status", {
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
    });
    b.put('/work-orders/{workOrderId}/location', 'updateWorkOrderLocation', "Change a work order's location", {
      description: 'Sets where the work happens when it is not, or no longer, where the asset is. The asset itself does not move.',
      params: [P('WorkOrderId')],
      body: jsonBody(ref('WorkOrderLocationUpdateRequest'), 'The new location.'),
      ok: okExample(200, 'The work order at its new location.', ref('WorkOrder'), { zoneId: ID.room, locationPath: 'Building A / Floor 3 / Room 301' }),
    });
    b.post('/work-orders/export', 'exportWorkOrders', 'Export work orders', {
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
      description:
        'Writes all work orders matching a search filter to a CSV or Excel file, with the chosen columns. Exports are limited to 50 000 rows; narrow the filter when you get 400 `TooManyRows`. The export is recorded in the activity log.',
      body: jsonBody(ref('WorkOrderExportRequest'), 'What to export and how.'),
      ok: download('The export file.', ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], 'work-orders-2025-03-17.xlsx'),
    });
    b.get('/work-orders/{workOrderId}/report', 'generateWorkOrderReport', 'Generate a work order report', {
      description:
        'Generates a PDF job report of one work order for the customer or the archive: details, assignments, time spent, fees and, optionally, comments and photos. Internal comments are never included. Answers 400 when `includeComments` or `includeImages` is not `true` or `false`.',
      params: [
        P('WorkOrderId'),
        query('includeComments', 'Include comments that are not internal.', { type: 'boolean', default: true }, true),
        query('includeImages', 'Include photos.', { type: 'boolean', default: true }, false),
      ],
      ok: download('The report.', ['application/pdf'], 'WO-2025-00123.pdf'),
    });
    b.post('/work-orders/{workOrderId}/resend', 'resendWorkOrder', 'Resend a work order notification', {
      conflict: { summary: 'The work order has no assignees.', code: 'Conflict', message: "Work order 'WO-2025-00123' has no assignees to notify." },
      description:
        'Sends the work order again to its assignees (and the contractor), for example when a technician lost the e-mail. Notifications are queued; the response says how many were queued, not delivered. Answers 409 when the work order has no assignees.',
      params: [P('WorkOrderId')],
      body: { ...jsonBody(ref('ResendWorkOrderRequest'), 'Who and how to notify.'), required: false },
      ok: ok(202, 'The notifications were queued.', ref('NotificationDispatch')),
    });
    b.get('/work-orders/{workOrderId}/images', 'listWorkOrderImages', "List a work order's images", {
      description: 'Returns the photos attached to a work order, oldest first. Get the bytes with `downloadImage`.',
      params: [P('WorkOrderId')],
      ok: ok(200, 'The images.', arrayOf('WorkOrderImage')),
    });
    b.post('/work-orders/{workOrderId}/images', 'addWorkOrderImage', 'Add an image to a work order', {
      conflict: {
        summary: 'The work order has 30 images.',
        code: 'Conflict',
        message: "Work order 'WO-2025-00123' already has 30 images, the most it can have.",
      },
      description:
        'Uploads a photo and attaches it to a work order, for example before-and-after pictures. At most 30 images per work order (409 beyond that); 400 when the file is not a JPEG, PNG or WebP image.',
      params: [P('WorkOrderId')],
      body: multipartBody('WorkOrderImageUpload', 'The photo.'),
      ok: created('The image was attached.', 'WorkOrderImage', `${BASE}/images/${ID.image}`),
    });
    b.delete('/work-orders/{workOrderId}/images/{imageId}', 'deleteWorkOrderImage', 'Remove an image from a work order', {
      description: 'Detaches a photo from a work order and deletes it.',
      params: [P('WorkOrderId'), P('ImageId')],
      ok: noContent('The image was removed.'),
    });
  },
};
