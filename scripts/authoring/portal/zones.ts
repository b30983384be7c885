/** The Portal document's Zones tag: its schemas and operations. */
import { ref, s, object, pageOf, ok, multipartBody, type Schema, type PathBuilder } from '../lib';
import { item } from '../operations';
import { ID } from '../ids';
import { P, query, arrayOf, PAGED, BASE, audit, id, name, description } from './common';
import type { PortalModule } from './module';

/** The fields of a zone its request sets, as its answer shows them, with the parent's description and the answer's path. */
const zoneFields = (parent: string, path: Record<string, Schema> = {}): Record<string, Schema> => ({
  code: s.string('A unique zone code.', 'A-3-301', { pattern: '^[A-Z0-9][A-Z0-9-]{0,31}$' }),
  name: name('The zone name.', 'Room 301', 100),
  type: ref('ZoneType'),
  parentZoneId: s.nullable(s.uuid(parent, ID.floor)),
  ...path,
  description: description('Physiotherapy treatment room.'),
  areaSquareMetres: s.nullable(s.number('Floor area in square metres.', 24.5, { minimum: 0 })),
});

export const zones: PortalModule = {
  schemas: (): Record<string, Schema> => ({
    ZoneType: s.enumOf(
      'What kind of place a zone is. Children must be of a finer kind than their parent.',
      ['Site', 'Building', 'Floor', 'Room', 'Area', 'Outdoor'],
      'Room',
    ),
    Zone: object(
      'A place. Zones nest: site, building, floor, room.',
      {
        id: id('zone', ID.room),
        ...zoneFields('The enclosing zone; `null` for a site.', {
          path: s.ro(s.string('Names from the building down, for display.', 'Building A / Floor 3 / Room 301')),
        }),
        ...audit(),
      },
      ['id', 'code', 'name', 'type', 'path', 'createdAt', 'updatedAt'],
    ),
    ZoneRequest: object(
      'The editable fields of a zone.',
      {
        ...zoneFields('The enclosing zone; required for every type but `Site`.'),
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
  }),
  paths(b: PathBuilder): void {
    // ---------------- Zones ----------------
    b.tag('Zones');
    b.get('/zones', 'listZones', 'List zones', {
      description: 'Returns zones as a flat, paged list sorted by path. Use `getZoneTree` to get the hierarchy in one call.',
      params: [
        P('Search'),
        query('parentZoneId', 'Only the direct children of this zone.', { type: 'string', format: 'uuid' }, ID.floor),
        query('type', 'Only zones of this type.', ref('ZoneType'), 'Room'),
        ...PAGED,
      ],
      ok: ok(200, 'A page of zones.', ref('ZonePage')),
    });
    b.get('/zones/tree', 'getZoneTree', 'Get the zone hierarchy', {
      description: 'Returns the zones as nested trees, one per site, or the subtree under `rootZoneId`. Limit `depth` for large campuses.',
      params: [
        query('rootZoneId', 'Return only the subtree under this zone.', { type: 'string', format: 'uuid' }, ID.building),
        query('depth', 'How many levels below the root to include.', { type: 'integer', format: 'int32', minimum: 1, maximum: 10, default: 10 }, 3),
      ],
      ok: ok(200, 'The zone trees.', arrayOf('ZoneTreeNode')),
      errors: [400, 401, 403, 404],
    });
    const zone = item(b, '/zones/{zoneId}', 'Zone', 'zone');
    zone.create(`${BASE}/zones/${ID.room}`, {
      conflict: { summary: 'The code is taken.', code: 'DuplicateCode', message: "A zone with the code 'A-3-301' already exists." },
      description:
        'Creates a zone under a parent zone (or a site, without parent). A zone must be of a finer type than its parent, for example a `Room` under a `Floor`. Answers 409 `DuplicateCode` when the code is taken.',
    });
    zone.get({ description: 'Returns one zone with its full path.' });
    zone.update({
      conflict: [
        { name: 'DuplicateCode', summary: 'The code is taken.', code: 'DuplicateCode', message: "Another zone already has the code 'A-3-301'." },
        {
          name: 'MoveInsideItself',
          summary: 'The move would put the zone inside itself.',
          code: 'Conflict',
          message: "Zone 'A-3' cannot move under 'A-3-301', which is inside it.",
        },
      ],
      description:
        'Replaces the editable fields of a zone. Changing `parentZoneId` moves the zone with everything inside it, and updates the location paths of its assets. Answers 409 `DuplicateCode` when the new code is taken, and 409 `Conflict` when the move would put a zone inside itself.',
    });
    zone.delete({
      conflict: { summary: 'The zone is not empty.', code: 'InUse', message: "Zone 'A-3-301' still has 3 assets and 1 open work order." },
      description: 'Deletes an empty zone. Answers 409 `InUse` when the zone has child zones, assets, open work orders or rent locations.',
    });
    b.post('/zones/import', 'importZones', 'Import zones', {
      description:
        'Creates (and in `Upsert` mode updates) zones from a sheet with the columns `Code`, `Name`, `Type`, `ParentCode`, `AreaSquareMetres`. Parents may appear later in the file than their children. Rows are matched by code.',
      body: multipartBody('ImportFileUpload', 'The zone sheet.'),
      ok: ok(200, 'The import outcome.', ref('ImportResult')),
    });
  },
};
