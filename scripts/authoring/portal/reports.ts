/** The Portal document's Reports tag: its schemas and operations. */
import { ref, s, object, pageOf, download, type Schema, type PathBuilder } from '../lib';
import { ID } from '../ids';
import { P, query, crud, audit, id, name, description } from './common';
import type { PortalModule } from './module';

/** The fields of a report its request sets, as its answer shows them. */
const reportFields = (): Record<string, Schema> => ({
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
});

export const reports: PortalModule = {
  schemas: (): Record<string, Schema> => ({
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
        ...reportFields(),
        isShared: s.bool('Shared reports are visible to everyone in the tenant.', true),
        ...audit(),
      },
      ['id', 'name', 'entityType', 'columns', 'filters', 'defaultFormat', 'isShared', 'createdAt', 'updatedAt'],
    ),
    ReportRequest: object(
      'The editable fields of a report.',
      {
        ...reportFields(),
        isShared: s.bool('Visible to everyone in the tenant.', true, { default: false }),
      },
      ['name', 'entityType', 'columns'],
    ),
    ReportPage: pageOf('Report', 'reports'),
  }),
  paths(b: PathBuilder): void {
    // ---------------- Reports ----------------
    crud(b, {
      tag: 'Reports',
      base: '/reports',
      idName: 'reportId',
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
    b.tag('Reports');
    b.get('/reports/{reportId}/run', 'runReport', 'Run a report', {
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
      description:
        'Runs a report against the current data and returns the file. Reports are limited to 50 000 rows (400 `TooManyRows`). The run is recorded in the activity log.',
      params: [P('ReportId'), query('format', "The file format; the report's `defaultFormat` when omitted.", ref('ReportFormat'), 'Xlsx')],
      ok: download(
        'The report file.',
        ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
        'open-work-orders-by-building.xlsx',
      ),
    });
  },
};
