/** The Portal document's Activity log, track devices, configuration tag: its schemas and operations. */
import { ref, nullableRef, s, object, pageOf, ok, jsonBody, type Schema, type PathBuilder } from '../lib';
import { ID } from '../ids';
import { query, PAGED, T0, id } from './common';
import type { PortalModule } from './module';

export const activityAndConfiguration: PortalModule = {
  schemas: (): Record<string, Schema> => ({
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
  }),
  paths(b: PathBuilder): void {
    // ---------------- Activity log, track devices, configuration ----------------
    b.tag('Activity log');
    b.get('/activity-log', 'listActivityLog', 'List activity log entries', {
      description: 'Returns who did what, newest first, for audits and troubleshooting. Entries are kept for 2 years. Needs the `ActivityLog.Read` permission.',
      params: [
        query('entityType', 'Only entries about this entity type.', ref('EntityType'), 'Asset'),
        query('entityId', 'Only entries about this entity.', { type: 'string', format: 'uuid' }, ID.asset),
        query('userId', 'Only entries of this user.', { type: 'string', format: 'uuid' }, ID.user),
        query('from', 'Only entries at or after this moment.', { type: 'string', format: 'date-time' }, '2025-03-01T00:00:00Z'),
        query('to', 'Only entries before this moment.', { type: 'string', format: 'date-time' }, '2025-04-01T00:00:00Z'),
        ...PAGED,
      ],
      ok: ok(200, 'A page of entries.', ref('ActivityLogEntryPage')),
    });
    b.tag('Track devices');
    b.get('/track-devices/active', 'listActiveTrackDevices', 'List active track devices', {
      errorAnswers: {
        403: {
          description: 'Tracking is disabled for the tenant, or the caller lacks the permission this operation needs.',
          examples: [
            { name: 'TrackingDisabled', summary: 'Tracking is disabled for the tenant.', code: 'Forbidden', message: 'Tracking is disabled for this tenant.' },
            {
              name: 'MissingPermission',
              summary: 'The caller lacks the permission.',
              code: 'Forbidden',
              message: 'The caller lacks the permission this operation needs.',
            },
          ],
        },
      },
      description:
        'Returns the trackers that reported within the last `withinHours` hours, with their last position, for a live map of tracked assets. Answers 403 when tracking is disabled for the tenant.',
      params: [
        query('withinHours', 'How recent the last report must be.', { type: 'integer', format: 'int32', minimum: 1, maximum: 168, default: 24 }, 24),
        query('zoneId', 'Only devices last seen in this zone or a zone inside it.', { type: 'string', format: 'uuid' }, ID.building),
        ...PAGED,
      ],
      ok: ok(200, 'A page of devices, most recently seen first.', ref('TrackDevicePage')),
    });
    b.tag('Configuration');
    b.get('/config', 'getConfig', 'Get the tenant configuration', {
      description:
        'Returns the tenant-wide settings, including which optional modules are enabled and the upload size limit. Clients read it once at start-up.',
      ok: ok(200, 'The configuration.', ref('Config')),
    });
    b.put('/config', 'updateConfig', 'Update the tenant configuration', {
      description:
        'Replaces the tenant-wide settings; read-only fields are ignored. Needs the `Configuration.Update` permission. Changing code prefixes affects new codes only; changing the time zone affects when date-field workflows run.',
      body: jsonBody(ref('Config'), 'The settings.'),
      ok: ok(200, 'The saved configuration.', ref('Config')),
    });
  },
};
