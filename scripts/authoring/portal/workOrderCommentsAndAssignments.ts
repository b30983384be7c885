/** The Portal document's Work order comments, Work order assignments tags: their schemas and operations. */
import { ref, nullableRef, s, object, ok, noContent, jsonBody, type Schema, type PathBuilder, type OperationSpec, type ErrorExample } from '../lib';
import { item } from '../operations';
import { ID } from '../ids';
import { P, created, arrayOf, BASE, audit, id, byCode } from './common';
import type { PortalModule } from './module';

/** The 409 cases of assigning a work order (by id or by code). */
const ALREADY_ASSIGNED: ErrorExample = {
  name: 'AlreadyAssigned',
  summary: 'The assignee is already assigned.',
  code: 'Conflict',
  message: "Erik Johansson is already assigned to work order 'WO-2025-00123'.",
};
const SECOND_RESPONSIBLE: ErrorExample = {
  name: 'SecondResponsible',
  summary: 'The work order already has a Responsible assignee.',
  code: 'Conflict',
  message: "Work order 'WO-2025-00123' already has a 'Responsible' assignee, Technicians – Building A; add Erik Johansson as 'Supporting'.",
};
const WORK_ORDER_FINISHED: ErrorExample = {
  name: 'WorkOrderFinished',
  summary: 'The work order is closed or cancelled.',
  code: 'Conflict',
  message: "Work order 'WO-2025-00123' is 'Cancelled'; closed and cancelled work orders cannot be assigned.",
};

export const workOrderCommentsAndAssignments: PortalModule = {
  schemas: (): Record<string, Schema> => ({
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
  }),
  paths(b: PathBuilder): void {
    // ---------------- Work order comments ----------------
    b.tag('Work order comments');
    b.get('/work-orders/{workOrderId}/comments', 'listWorkOrderComments', "List a work order's comments", {
      description: 'Returns the comments on a work order, oldest first. Contractors do not see internal comments.',
      params: [P('WorkOrderId')],
      ok: ok(200, 'The comments.', arrayOf('WorkOrderComment')),
    });
    b.post('/work-orders/{workOrderId}/comments', 'addWorkOrderComment', 'Comment on a work order', {
      description:
        'Adds a comment. Assignees are notified of comments that are not internal. To record a fee, add the comment and then call `updateWorkOrderCommentFee`.',
      params: [P('WorkOrderId')],
      body: jsonBody(ref('WorkOrderCommentRequest'), 'The comment.'),
      ok: created('The comment was added.', 'WorkOrderComment', `${BASE}/work-orders/${ID.workOrder}/comments/${ID.comment}`),
    });
    const workOrderComment = item(b, '/work-orders/{workOrderId}/comments/{commentId}', 'WorkOrderComment', 'comment');
    workOrderComment.update({
      summary: 'Edit a comment',
      errorAnswers: {
        403: {
          description: 'Only the author of a comment can edit it.',
          examples: { code: 'Forbidden', message: 'Only the author of the comment, Anna Lindqvist, can edit it.' },
        },
      },
      conflict: { summary: 'The work order is closed.', code: 'Conflict', message: "Work order 'WO-2025-00123' is 'Closed'; its comments cannot change." },
      description: 'Changes the text of a comment. Only its author can edit it (403 otherwise), and only while the work order is not `Closed` (409).',
      body: jsonBody(ref('WorkOrderCommentRequest'), 'The new text.'),
      ok: ok(200, 'The edited comment.', ref('WorkOrderComment')),
    });
    workOrderComment.delete({
      errorAnswers: {
        403: {
          description: 'Only the author of a comment or an administrator can delete it.',
          examples: { code: 'Forbidden', message: 'Only the author of the comment or an administrator can delete it.' },
        },
      },
      conflict: { summary: 'The work order is closed.', code: 'Conflict', message: "Work order 'WO-2025-00123' is 'Closed'; its comments cannot be deleted." },
      description: 'Deletes a comment and its fee. Only the author or an administrator can delete it; answers 409 when the work order is `Closed`.',
    });
    b.put('/work-orders/{workOrderId}/comments/{commentId}/fee', 'updateWorkOrderCommentFee', "Set a comment's fee", {
      conflict: {
        summary: 'The work order is closed.',
        code: 'Conflict',
        message: "Work order 'WO-2025-00123' is 'Closed'; fees on its comments cannot change.",
      },
      description:
        "Records a fee on a comment, such as a call-out charge, or replaces it. Fees appear in the work order report and exports. Answers 400 when the currency differs from the tenant's default currency and 409 when the work order is `Closed`.",
      params: [P('WorkOrderId'), P('CommentId')],
      body: jsonBody(ref('CommentFee'), 'The fee.'),
      ok: ok(200, 'The comment with its fee.', ref('WorkOrderComment')),
    });

    // ---------------- Work order assignments ----------------
    b.tag('Work order assignments');
    const listAssignments: OperationSpec = {
      id: 'listWorkOrderAssignments',
      summary: "List a work order's assignments",
      description: 'Returns who works on a work order: users, groups and contractors.',
      params: [P('WorkOrderId')],
      ok: ok(200, 'The assignments.', arrayOf('WorkOrderAssignment')),
      errors: [401, 403, 404],
    };
    const createAssignment: OperationSpec = {
      id: 'createWorkOrderAssignment',
      conflict: [ALREADY_ASSIGNED, SECOND_RESPONSIBLE, WORK_ORDER_FINISHED],
      summary: 'Assign a work order',
      description:
        'Assigns a user, group or contractor to a work order and, unless `notify` is `false`, notifies them. The first assignment moves a `New` work order to `Assigned`.\n\nAnswers 409 when the assignee is already assigned, when a second `Responsible` is added, or when the work order is `Closed` or `Cancelled`.',
      params: [P('WorkOrderId')],
      body: jsonBody(ref('WorkOrderAssignmentRequest'), 'Who to assign.'),
      ok: created('The assignment was made.', 'WorkOrderAssignment', `${BASE}/work-orders/${ID.workOrder}/assignments/${ID.assignment}`),
      errors: [400, 401, 403, 404, 409],
    };
    b.add('get', '/work-orders/{workOrderId}/assignments', listAssignments);
    b.add('post', '/work-orders/{workOrderId}/assignments', createAssignment);
    b.delete('/work-orders/{workOrderId}/assignments/{assignmentId}', 'deleteWorkOrderAssignment', 'Remove an assignment', {
      description: 'Removes an assignee from a work order. Removing the last assignee of an `Assigned` work order moves it back to `New`.',
      params: [P('WorkOrderId'), P('AssignmentId')],
      ok: noContent('The assignment was removed.'),
    });
    b.add(
      'get',
      '/work-orders/by-code/{workOrderCode}/assignments',
      byCode(listAssignments, {
        id: 'getWorkOrderAssignmentsByCode',
        summary: 'List assignments by work order code',
        description: 'Returns the assignments of the work order with a code, for apps that only know the code printed on a job sheet.',
        errors: [400, 401, 403, 404],
      }),
    );
    b.add(
      'post',
      '/work-orders/by-code/{workOrderCode}/assignments',
      byCode(createAssignment, {
        summary: 'Assign a work order by code',
        description:
          'Same as `createWorkOrderAssignment`, addressing the work order by its code; a technician uses it to take a job by scanning the job sheet. Same rules and errors.',
      }),
    );
  },
};
