/** The Portal document's Lookups, System tags: their schemas and operations. */
import { ref, s, object, ok, jsonBody, withFormEncoding, BEARER, FUNCTION_KEY, type Schema, type PathBuilder } from '../lib';
import { buildInfo, addGetBuildNumber } from '../operations';
import { ID } from '../ids';
import { P, query, arrayOf } from './common';
import type { PortalModule } from './module';

export const systemAndLookups: PortalModule = {
  schemas: (): Record<string, Schema> => ({
    BuildInfo: buildInfo(),
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
  }),
  paths(b: PathBuilder): void {
    // ---------------- Lookups ----------------
    b.tag('Lookups');
    b.get('/auto-complete/{entityType}/{field}', 'getAutoCompleteValues', 'Get auto-complete values', {
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
    b.get('/users-selector-values', 'getUsersSelectorValues', 'Get users and groups for a selector', {
      description:
        'Returns active users and, optionally, groups of the current tenant whose name or e-mail contains `query`, for assignee and recipient pickers. Names come from the access-control API.',
      params: [
        query('query', 'Text contained in the name or e-mail.', { type: 'string', minLength: 1, maxLength: 100 }, 'erik'),
        query('includeGroups', 'Also return groups.', { type: 'boolean', default: true }, true),
        query('limit', 'How many values to return.', { type: 'integer', format: 'int32', minimum: 1, maximum: 100, default: 20 }, 20),
      ],
      ok: ok(200, 'Matching users and groups, by name.', arrayOf('UserSelectorValue')),
    });

    // ---------------- System ----------------
    addGetBuildNumber(b, 'Portal');
    b.post('/system/test-connections', 'testConnections', 'Test back-end connections', {
      description:
        'Checks that the back end can reach its database, storage, message bus, e-mail and SMS providers and the access-control API, and how fast. Use it after changing infrastructure settings. Takes up to 30 seconds.\n\nCall it either with a bearer token, which needs the `System.Administer` permission, or with the function key alone, as monitoring probes without a user do; either is enough.',
      ok: ok(200, 'The result of each check.', ref('ConnectionTestResult')),
      // Two alternatives: either scheme is enough.
      security: [...BEARER, ...FUNCTION_KEY],
    });
    b.post('/system/test-notification', 'testNotification', 'Send a test notification', {
      conflict: { summary: 'Too many test notifications.', code: 'RateLimited', message: 'At most 10 test notifications an hour; try again after 14:05 UTC.' },
      description:
        'Sends a test message on one channel, to the caller or to a given recipient, to check the notification settings. The response says whether the provider accepted it, not whether it was delivered. Limited to 10 calls per hour per tenant (409 `RateLimited` beyond that).',
      body: jsonBody(ref('TestNotificationRequest'), 'The channel and recipient.'),
      ok: ok(200, "The provider's answer.", ref('TestNotificationResult')),
    });
    b.post('/system/convert-text', 'convertText', 'Convert text between formats', {
      description:
        'Converts text between plain text, Markdown and HTML the same way the back end does for notifications and reports, so previews match what recipients see. HTML output is sanitised; scripts and event attributes are removed.',
      body: withFormEncoding(jsonBody(ref('ConvertTextRequest'), 'The text and formats.'), {
        text: 'Boiler B-12 is *back* in service.',
        from: 'Markdown',
        to: 'PlainText',
      }),
      ok: ok(200, 'The converted text.', ref('ConvertTextResult')),
    });
  },
};
