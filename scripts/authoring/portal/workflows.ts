/** The Portal document's Workflows tag: its schemas and operations. */
import { ref, nullableRef, s, object, pageOf, ok, okExample, jsonBody, type Schema, type PathBuilder } from '../lib';
import { item } from '../operations';
import { ID } from '../ids';
import { P, query, PAGED, QUEUED_RUN, crud, audit, id, name, description } from './common';
import type { PortalModule } from './module';

/** The actions of the example workflow: a leak reported becomes an urgent work order for the heating team. */
const LEAK_ACTIONS = [
  {
    type: 'CreateWorkOrder',
    title: 'Leak on {asset.name} ({issue.code})',
    workOrderType: 'Corrective',
    priority: 'High',
    dueInDays: 1,
    contractorId: null,
  },
  { type: 'AssignWorkOrder', assigneeType: 'Group', assigneeId: ID.group, role: 'Responsible' },
];

export const workflows: PortalModule = {
  schemas: (): Record<string, Schema> => ({
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
          example: LEAK_ACTIONS,
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
          example: LEAK_ACTIONS,
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
  }),
  paths(b: PathBuilder): void {
    // ---------------- Workflows ----------------
    crud(b, {
      tag: 'Workflows',
      base: '/workflows',
      idName: 'workflowId',
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
    b.tag('Workflows');
    b.post('/workflows/{workflowId}/issues/{issueId}/execute', 'executeWorkflowOnIssue', 'Run a workflow on an issue', {
      conflict: {
        summary: 'The actions cannot apply to an issue.',
        code: 'Conflict',
        message: "The workflow's DateField trigger watches rents; its actions cannot apply to an issue.",
      },
      description:
        "Runs a workflow now against one issue, whatever its trigger, for example to create the work order for an issue reported before the workflow existed. The run is queued and answers 202 with the execution in `Pending`; poll `getWorkflowExecution` for the outcome.\n\nAnswers 409 when the workflow's actions cannot apply to an issue (a date-field workflow on rents, say).",
      params: [P('WorkflowId'), P('IssueId')],
      body: { ...jsonBody(ref('ExecuteWorkflowRequest'), 'Run options.'), required: false },
      ok: okExample(202, 'The run was queued.', ref('WorkflowExecution'), { ...QUEUED_RUN, targetType: 'Issue', targetId: ID.issue }),
    });
    b.post('/workflows/{workflowId}/work-orders/{workOrderId}/execute', 'executeWorkflowOnWorkOrder', 'Run a workflow on a work order', {
      conflict: {
        summary: 'The actions cannot apply to a work order.',
        code: 'Conflict',
        message: "The workflow's DateField trigger watches rents; its actions cannot apply to a work order.",
      },
      description:
        "Runs a workflow now against one work order, for example to re-send notifications or apply an assignment rule by hand. The run is queued like that of `executeWorkflowOnIssue`: it answers 202 with the execution in `Pending`; poll `getWorkflowExecution` for the outcome.\n\nAnswers 409 when the workflow's actions cannot apply to a work order.",
      params: [P('WorkflowId'), P('WorkOrderId')],
      body: { ...jsonBody(ref('ExecuteWorkflowRequest'), 'Run options.'), required: false },
      ok: okExample(202, 'The run was queued.', ref('WorkflowExecution'), { ...QUEUED_RUN, targetType: 'WorkOrder', targetId: ID.workOrder }),
    });
    b.post('/workflows/{workflowId}/date-field/execute', 'executeDateFieldWorkflow', 'Run a date-field workflow', {
      conflict: { summary: 'The trigger is not DateField.', code: 'Conflict', message: "The workflow's trigger is 'IssueCreated', not 'DateField'." },
      description:
        "Runs a `DateField` workflow now instead of at its daily 06:00 run: every entity whose date field plus offset falls on `referenceDate` gets an execution. Use `dryRun` to see which entities match. Running twice for the same day does not start duplicate executions for the same entity.\n\nAnswers 409 when the workflow's trigger is not `DateField`.",
      params: [P('WorkflowId')],
      body: { ...jsonBody(ref('DateFieldWorkflowExecutionRequest'), 'Run options.'), required: false },
      ok: ok(202, 'The runs were queued.', ref('DateFieldWorkflowExecutionResult')),
    });
    b.get('/workflows/{workflowId}/executions', 'listWorkflowExecutions', "List a workflow's executions", {
      description: 'Returns the runs of a workflow, newest first, kept for 90 days. Filter by state to find failures.',
      params: [P('WorkflowId'), query('state', 'Only executions in this state.', ref('WorkflowExecutionState'), 'Failed'), ...PAGED],
      ok: ok(200, 'A page of executions.', ref('WorkflowExecutionPage')),
    });
    const workflowExecution = item(b, '/workflows/{workflowId}/executions/{executionId}', 'WorkflowExecution', 'workflow execution');
    workflowExecution.get({
      description:
        'Returns one run with the outcome of each action. Poll it after an execute operation until `state` is terminal (`Succeeded`, `Failed` or `Skipped`); once a second is enough.',
      ok: ok(200, 'The execution.', ref('WorkflowExecution')),
    });
  },
};
