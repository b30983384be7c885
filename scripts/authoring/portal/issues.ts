/** The Portal document's Issues tag: its schemas and operations. */
import { ref, s, object, pageOf, ok, okExample, jsonBody, type Schema, type PathBuilder } from '../lib';
import { item } from '../operations';
import { ID } from '../ids';
import { P, query, created, PAGED, BASE, T0, id, name, description } from './common';
import type { PortalModule } from './module';

export const issues: PortalModule = {
  schemas: (): Record<string, Schema> => ({
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
  }),
  paths(b: PathBuilder): void {
    // ---------------- Issues ----------------
    b.tag('Issues');
    b.get('/issues', 'listIssues', 'List issues', {
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
    });
    b.post('/issues', 'createIssue', 'Report an issue', {
      conflict: { summary: 'The asset is retired.', code: 'Conflict', message: "Asset 'AST-000123' is 'Retired'; issues cannot be reported on it." },
      description:
        "Reports a problem on an asset, as the QR reporting page does after a scan. Upload photos first with `uploadImage` and pass their ids. The issue starts `Open`; workflows triggered by `IssueCreated` run right after, and may create a work order.\n\nAnswers 400 when the issue type is not mapped to the asset's category, and 409 when the asset is `Retired`.",
      body: jsonBody(ref('IssueCreateRequest'), 'The issue report.'),
      // Just reported: no workflow has created its work order yet.
      ok: created('The issue was reported.', 'Issue', `${BASE}/issues/${ID.issue}`, { status: 'Open', workOrderId: null }),
    });
    const issue = item(b, '/issues/{issueId}', 'Issue', 'issue', 'an');
    issue.get({ description: 'Returns one issue, including the work order handling it, if any.' });
    b.put('/issues/{issueId}/status', 'updateIssueStatus', "Change an issue's status", {
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
    });
  },
};
