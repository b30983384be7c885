/** The schemas every tag shares (money, addresses, people, files…): components.schemas of the Portal document. */
import { ref, s, object, type Schema } from '../lib';
import { ID } from '../ids';
import { ENTITY_TYPES } from './common';
import type { PortalModule } from './module';

export const shared: PortalModule = {
  schemas: (): Record<string, Schema> => ({
    EntityType: s.enumOf('An entity type that can carry custom fields, labels, files and activity-log entries.', ENTITY_TYPES, 'Asset'),
    Money: object(
      'An amount of money in one currency.',
      {
        amount: s.number("The amount, in the currency's major unit.", 1250.0, { minimum: 0 }),
        currency: s.string('ISO 4217 currency code.', 'SEK', { pattern: '^[A-Z]{3}$' }),
      },
      ['amount', 'currency'],
    ),
    Address: object(
      'A postal address.',
      {
        street: s.string('Street and number.', 'Industrigatan 14', { maxLength: 200 }),
        postalCode: s.string('Postal code.', '112 46', { maxLength: 20 }),
        city: s.string('City.', 'Stockholm', { maxLength: 100 }),
        country: s.string('ISO 3166-1 alpha-2 country code.', 'SE', { pattern: '^[A-Z]{2}$' }),
      },
      ['street', 'city', 'country'],
    ),
    UserReference: object(
      'A user or a system process, as shown in audit fields.',
      {
        id: s.uuid('The user id from the access-control API.', ID.user),
        displayName: s.string('The name shown to people.', 'Anna Lindqvist'),
      },
      ['id', 'displayName'],
    ),
    GeoPosition: object(
      'A WGS 84 position.',
      {
        latitude: s.number('Latitude in degrees.', 59.3326, { minimum: -90, maximum: 90 }),
        longitude: s.number('Longitude in degrees.', 18.0649, { minimum: -180, maximum: 180 }),
      },
      ['latitude', 'longitude'],
    ),
    ImportMode: s.enumOf(
      '`CreateOnly` adds new rows and rejects rows whose code already exists; `Upsert` also updates existing rows matched by code.',
      ['CreateOnly', 'Upsert'],
      'Upsert',
    ),
    ImportFileUpload: object(
      'A spreadsheet to import. The first row holds column headers; download a template from the guide.',
      {
        file: s.binary('An `.xlsx` or `.csv` file, at most `maxUploadSizeMb` (see `getConfig`).'),
        sheetName: s.nullable(s.string('The worksheet to read in an `.xlsx` file; the first sheet when omitted.', 'Assets', { maxLength: 31 })),
        mode: ref('ImportMode'),
      },
      ['file'],
    ),
    ImportRowError: object(
      'A problem with one row of an imported file.',
      {
        rowNumber: s.int('The 1-based row number in the sheet, counting the header row.', 7, { minimum: 2 }),
        field: s.string('The column header the problem is in.', 'Category'),
        message: s.string('What is wrong with the value.', "Category 'Heating equipmnt' does not exist."),
      },
      ['rowNumber', 'message'],
    ),
    ImportResult: object(
      'The outcome of an import. Valid rows are saved even when other rows fail; fix the failed rows and import them again.',
      {
        totalRows: s.int('Data rows read from the file.', 120, { minimum: 0 }),
        created: s.int('Rows that created a new record.', 112, { minimum: 0 }),
        updated: s.int('Rows that updated an existing record (only in `Upsert` mode).', 6, { minimum: 0 }),
        skipped: s.int('Rows left out because they were empty or unchanged.', 1, { minimum: 0 }),
        failed: s.int('Rows that could not be saved.', 1, { minimum: 0 }),
        errors: s.array('One entry per problem in a failed row.', ref('ImportRowError')),
      },
      ['totalRows', 'created', 'updated', 'skipped', 'failed', 'errors'],
    ),
  }),
};
