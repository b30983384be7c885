/** components.parameters of the Portal document: paging, search and the path ids. */
import type { Parameter } from '../lib';
import { ID } from '../ids';
import { ENTITY_TYPES, idParam, query } from './common';

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
