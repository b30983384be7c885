/** The Portal document's Renters, Rent locations, Rents tags: their schemas and operations. */
import { ref, nullableRef, s, object, pageOf, ok, okExample, jsonBody, type Schema, type PathBuilder } from '../lib';
import { item } from '../operations';
import { ID } from '../ids';
import { P, query, PAGED, BASE, crud, audit, id, name } from './common';
import type { PortalModule } from './module';

/** The fields of a renter its request sets, as its answer shows them (but for the external reference's description). */
const renterFields = (): Record<string, Schema> => ({
  name: name("The renter's name.", 'Radiology department'),
  type: s.enumOf('Whether the renter is a person or an organisation.', ['Person', 'Organisation'], 'Organisation'),
  email: s.email('Where rent confirmations and reminders go.', 'radiology@st-eriks.example.com'),
  phone: s.nullable(s.string('Phone number in E.164 format.', '+46812340000', { pattern: '^\\+[1-9]\\d{6,14}$' })),
  address: nullableRef('Address', 'The postal address.'),
});

export const renting: PortalModule = {
  schemas: (): Record<string, Schema> => ({
    Renter: object(
      'Someone who rents assets: a person, a department or another organisation.',
      {
        id: id('renter', ID.renter),
        ...renterFields(),
        externalReference: s.nullable(s.string("The renter's id in another system, such as a cost centre.", 'CC-4410', { maxLength: 100 })),
        ...audit(),
      },
      ['id', 'name', 'type', 'email', 'createdAt', 'updatedAt'],
    ),
    RenterRequest: object(
      'The editable fields of a renter.',
      {
        ...renterFields(),
        externalReference: s.nullable(s.string("The renter's id in another system.", 'CC-4410', { maxLength: 100 })),
      },
      ['name', 'type', 'email'],
    ),
    RenterPage: pageOf('Renter', 'renters'),
    RentLocation: object(
      'Where rented assets are handed out and returned.',
      {
        id: id('rent location', ID.rentLocation),
        name: name('The location name.', 'Main reception desk', 100),
        zoneId: s.uuid('The zone the location is in.', ID.building),
        openingHours: s.nullable(s.string('Opening hours, free text.', 'Mon–Fri 07:00–18:00', { maxLength: 200 })),
        contactEmail: s.nullable(s.email('Who to contact about hand-outs.', 'reception@st-eriks.example.com')),
        ...audit(),
      },
      ['id', 'name', 'zoneId', 'createdAt', 'updatedAt'],
    ),
    RentLocationRequest: object(
      'The editable fields of a rent location.',
      {
        name: name('The location name.', 'Main reception desk', 100),
        zoneId: s.uuid('The zone the location is in.', ID.building),
        openingHours: s.nullable(s.string('Opening hours, free text.', 'Mon–Fri 07:00–18:00', { maxLength: 200 })),
        contactEmail: s.nullable(s.email('Who to contact about hand-outs.', 'reception@st-eriks.example.com')),
      },
      ['name', 'zoneId'],
    ),
    RentLocationPage: pageOf('RentLocation', 'rent locations'),
    RentStatus: s.enumOf(
      [
        'The status of a rent.',
        '',
        '- `Reserved` → `Active`: the asset was handed out; the asset becomes `Rented`.',
        '- `Reserved` → `Cancelled`.',
        '- `Active` → `Returned`: the asset is back; the asset becomes `Active`.',
        '- `Active` → `Overdue`: set by the system when `endsAt` passes.',
        '- `Overdue` → `Returned`.',
        '',
        '`Returned` and `Cancelled` are terminal.',
      ].join('\n'),
      ['Reserved', 'Active', 'Overdue', 'Returned', 'Cancelled'],
      'Reserved',
    ),
    Rent: object(
      'One asset rented to one renter for a period.',
      {
        id: id('rent', ID.rent),
        code: s.ro(s.string('The human-readable rent code.', 'RNT-2025-0007')),
        assetId: s.uuid('The rented asset; it must be rentable.', ID.rentedAsset),
        renterId: s.uuid('The renter.', ID.renter),
        rentLocationId: s.uuid('Where the asset is handed out and returned.', ID.rentLocation),
        status: ref('RentStatus'),
        startsAt: s.dateTime('When the rent starts.', '2025-03-17T08:00:00Z'),
        endsAt: s.dateTime('When the asset is due back.', '2025-03-19T17:00:00Z'),
        returnedAt: s.ro(s.nullable(s.dateTime('When the asset came back.', null))),
        price: nullableRef('Money', 'What the renter is charged.'),
        notes: s.nullable(s.string('Notes for the hand-out desk.', 'Include the HDMI adapter and remote.', { maxLength: 1000 })),
        ...audit(),
      },
      ['id', 'code', 'assetId', 'renterId', 'rentLocationId', 'status', 'startsAt', 'endsAt', 'createdAt', 'updatedAt'],
    ),
    RentCreateRequest: object(
      'A new rent. It starts as `Reserved`; the period must not overlap another rent of the asset.',
      {
        assetId: s.uuid('The asset to rent.', ID.rentedAsset),
        renterId: s.uuid('The renter.', ID.renter),
        rentLocationId: s.uuid('Where the asset is handed out.', ID.rentLocation),
        startsAt: s.dateTime('When the rent starts.', '2025-03-17T08:00:00Z'),
        endsAt: s.dateTime('When the asset is due back; after `startsAt`.', '2025-03-19T17:00:00Z'),
        price: nullableRef('Money', 'What the renter is charged.'),
        notes: s.nullable(s.string('Notes for the hand-out desk.', 'Include the HDMI adapter and remote.', { maxLength: 1000 })),
      },
      ['assetId', 'renterId', 'rentLocationId', 'startsAt', 'endsAt'],
    ),
    RentUpdateRequest: object(
      'The editable fields of a rent. The asset cannot change; cancel the rent and create another.',
      {
        rentLocationId: s.uuid('Where the asset is handed out.', ID.rentLocation),
        startsAt: s.dateTime('When the rent starts; fixed once `Active`.', '2025-03-17T08:00:00Z'),
        endsAt: s.dateTime('When the asset is due back.', '2025-03-20T17:00:00Z'),
        price: nullableRef('Money', 'What the renter is charged.'),
        notes: s.nullable(s.string('Notes for the hand-out desk.', 'Extended by one day on request.', { maxLength: 1000 })),
      },
      ['rentLocationId', 'startsAt', 'endsAt'],
    ),
    RentStatusUpdateRequest: object(
      'A rent status change.',
      {
        status: s.enumOf('The new status. `Overdue` is set by the system only.', ['Active', 'Returned', 'Cancelled'], 'Active'),
        note: s.nullable(s.string('Recorded with the change.', 'Handed out to Dr. Nilsson.', { maxLength: 500 })),
      },
      ['status'],
    ),
    RentPage: pageOf('Rent', 'rents'),
  }),
  paths(b: PathBuilder): void {
    // ---------------- Renters ----------------
    crud(b, {
      tag: 'Renters',
      base: '/renters',
      idName: 'renterId',
      Singular: 'Renter',
      Plural: 'Renters',
      singular: 'renter',
      plural: 'renters',
      article: 'a',
      request: 'RenterRequest',
      exampleId: ID.renter,
      sortedBy: 'name',
      listParams: [P('Search')],
      conflicts: {
        delete: {
          summary: 'The renter has unfinished rents.',
          code: 'InUse',
          message: "Radiology department has 2 rents that are not 'Returned' or 'Cancelled'.",
        },
      },
      text: {
        list: 'Available when renting is enabled for the tenant (403 otherwise).',
        create: "Confirmations and reminders for the renter's rents go to `email`.",
        get: 'Use `listRents` with `renterId` to see what the renter has rented.',
        update: 'Changes apply to future notifications of existing rents too.',
        delete: 'Answers 409 `InUse` while the renter has rents that are not `Returned` or `Cancelled`.',
      },
    });

    // ---------------- Rent locations ----------------
    crud(b, {
      tag: 'Rent locations',
      base: '/rent-locations',
      idName: 'rentLocationId',
      Singular: 'RentLocation',
      Plural: 'RentLocations',
      singular: 'rent location',
      plural: 'rent locations',
      article: 'a',
      request: 'RentLocationRequest',
      exampleId: ID.rentLocation,
      sortedBy: 'name',
      listParams: [query('zoneId', 'Only locations in this zone or a zone inside it.', { type: 'string', format: 'uuid' }, ID.building)],
      conflicts: {
        delete: {
          summary: 'Unfinished rents use the location.',
          code: 'InUse',
          message: "1 rent that is not finished is handed out or returned at 'Main reception desk'.",
        },
      },
      text: {
        list: 'Rent locations are where rented assets are handed out and returned.',
        create: 'The location must be in an existing zone.',
        update: 'Opening hours are shown in rent confirmations.',
        delete: 'Answers 409 `InUse` while rents that are not finished use the location.',
      },
    });

    // ---------------- Rents ----------------
    b.tag('Rents');
    b.get('/rents', 'listRents', 'List rents', {
      description:
        'Returns rents sorted by start time, newest first. Filter by status to see what must be handed out today (`Reserved`) or chased (`Overdue`).',
      params: [
        query('status', 'Only rents with one of these statuses.', { type: 'array', items: ref('RentStatus'), uniqueItems: true }, ['Active', 'Overdue'], {
          style: 'form',
          explode: true,
        }),
        query('assetId', 'Only rents of this asset.', { type: 'string', format: 'uuid' }, ID.rentedAsset),
        query('renterId', 'Only rents of this renter.', { type: 'string', format: 'uuid' }, ID.renter),
        ...PAGED,
      ],
      ok: ok(200, 'A page of rents.', ref('RentPage')),
    });
    const rent = item(b, '/rents/{rentId}', 'Rent', 'rent');
    rent.create(`${BASE}/rents/${ID.rent}`, {
      conflict: [
        { name: 'NotRentable', summary: 'The asset is not rentable.', code: 'Conflict', message: 'Projector P-07 is not rentable (isRentable is false).' },
        {
          name: 'NotActive',
          summary: 'The asset is not Active.',
          code: 'Conflict',
          message: "Projector P-07 is 'OutOfService'; only 'Active' assets can be rented.",
        },
        {
          name: 'Unavailable',
          summary: 'The asset is rented or in maintenance during the period.',
          code: 'Conflict',
          message: 'Projector P-07 is rented from 2025-03-18T08:00:00Z to 2025-03-21T17:00:00Z (RNT-2025-0006).',
        },
      ],
      description:
        'Reserves an asset for a renter and a period; the rent starts as `Reserved` and the renter gets a confirmation. Check `getAssetAvailabilities` first.\n\nAnswers 409 when the asset is not rentable, not `Active`, or already rented or in maintenance during the period.',
      body: jsonBody(ref('RentCreateRequest'), 'The new rent.'),
    });
    rent.get({ description: 'Returns one rent with its status and period. Use `listRents` to find rents by asset or renter.' });
    rent.update({
      conflict: [
        {
          name: 'Overlap',
          summary: 'The new period overlaps another rent.',
          code: 'Conflict',
          message: 'The new period overlaps rent RNT-2025-0008 of Projector P-07, which starts at 2025-03-20T08:00:00Z.',
        },
        { name: 'Finished', summary: 'The rent is finished.', code: 'Conflict', message: "Rent RNT-2025-0007 is 'Returned'; a finished rent cannot change." },
      ],
      description:
        'Changes the period, location, price or notes of a rent, for example to extend it. The start cannot change once `Active`. Answers 409 when the new period overlaps another rent of the asset or the rent is finished.',
      body: jsonBody(ref('RentUpdateRequest'), "The rent's new field values."),
      ok: okExample(200, 'The updated rent.', ref('Rent'), { endsAt: '2025-03-20T17:00:00Z', notes: 'Extended by one day on request.' }),
    });
    b.put('/rents/{rentId}/status', 'updateRentStatus', "Change a rent's status", {
      description:
        'Records a hand-out (`Active`), a return (`Returned`) or a cancellation (`Cancelled`). Side effects: handing out sets the asset to `Rented`; returning sets it back to `Active`. Answers 409 `InvalidStatusTransition` for transitions `RentStatus` does not allow.',
      params: [P('RentId')],
      body: jsonBody(ref('RentStatusUpdateRequest'), 'The new status.', { status: 'Active', note: 'Handed out to Dr. Nilsson.' }),
      ok: okExample(200, 'The rent with its new status.', ref('Rent'), { status: 'Active' }),
      conflict: {
        summary: 'The transition is not allowed.',
        code: 'InvalidStatusTransition',
        message: "The rent status cannot change from 'Returned' to 'Active'.",
      },
    });
  },
};
