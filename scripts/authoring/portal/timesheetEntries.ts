/** The Portal document's Timesheet entries tag: its schemas and operations. */
import { s, object, pageOf, type Schema, type PathBuilder } from '../lib';
import { ID } from '../ids';
import { query, crud, id, description } from './common';
import type { PortalModule } from './module';

export const timesheetEntries: PortalModule = {
  schemas: (): Record<string, Schema> => ({
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
  }),
  paths(b: PathBuilder): void {
    // ---------------- Timesheet entries ----------------
    crud(b, {
      tag: 'Timesheet entries',
      base: '/timesheet-entries',
      idName: 'timesheetEntryId',
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
  },
};
