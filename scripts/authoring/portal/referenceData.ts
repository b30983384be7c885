/** The Portal document's Reference values, Metadata, Labels tags: their schemas and operations. */
import { ref, s, object, pageOf, ok, noContent, jsonBody, type Schema, type PathBuilder, type ErrorExample } from '../lib';
import { item } from '../operations';
import { ID } from '../ids';
import { P, query, created, PAGED, BASE, crud, id, name, description } from './common';
import type { PortalModule } from './module';

/** The 409 of creating or renaming a label: its name is taken in its set. */
const LABEL_NAME_TAKEN: ErrorExample = {
  summary: 'The name is taken in the set.',
  code: 'DuplicateName',
  message: "The label set 'Compliance' already has a label named 'Fire safety'.",
};

/** The example custom field, as getEntityMetadata answers it and updateEntityMetadata sends it. */
const COST_CENTRE_FIELD = {
  name: 'costCentre',
  label: 'Cost centre',
  dataType: 'ReferenceValue',
  isRequired: false,
  maxLength: null,
  referenceValueType: 'CostCentre',
};

export const referenceData: PortalModule = {
  schemas: (): Record<string, Schema> => ({
    ReferenceValue: object(
      'An entry in a tenant-maintained pick list.',
      {
        id: id('reference value', ID.referenceValue),
        type: s.string('The pick list.', 'Manufacturer', { pattern: '^[A-Z][A-Za-z0-9]{1,49}$' }),
        code: s.string('A code unique within the type.', 'VIESSMANN', { pattern: '^[A-Z0-9_-]{1,30}$' }),
        value: s.string('The text shown.', 'Viessmann', { minLength: 1, maxLength: 200 }),
        sortOrder: s.int('Position in the list; ties sort by value.', 10, { minimum: 0 }),
        isActive: s.bool('Inactive values are hidden from pickers but kept on existing records.', true),
      },
      ['id', 'type', 'code', 'value', 'sortOrder', 'isActive'],
    ),
    ReferenceValueRequest: object(
      'The editable fields of a reference value.',
      {
        type: s.string('The pick list.', 'Manufacturer', { pattern: '^[A-Z][A-Za-z0-9]{1,49}$' }),
        code: s.string('A code unique within the type.', 'VIESSMANN', { pattern: '^[A-Z0-9_-]{1,30}$' }),
        value: s.string('The text shown.', 'Viessmann', { minLength: 1, maxLength: 200 }),
        sortOrder: s.int('Position in the list.', 10, { minimum: 0, default: 0 }),
        isActive: s.bool('Whether pickers show it.', true, { default: true }),
      },
      ['type', 'code', 'value'],
    ),
    ReferenceValuePage: pageOf('ReferenceValue', 'reference values'),
    FieldDefinition: object(
      'One field of an entity type.',
      {
        name: s.string('The field name; the key in `customFields`.', 'costCentre', { pattern: '^[a-z][A-Za-z0-9]{0,49}$' }),
        label: s.string('The label shown in forms.', 'Cost centre', { maxLength: 100 }),
        dataType: s.enumOf('The value type.', ['Text', 'Number', 'Date', 'DateTime', 'Boolean', 'ReferenceValue', 'User'], 'ReferenceValue'),
        isRequired: s.bool('Whether a value is required.', false),
        maxLength: s.nullable(s.int('Maximum length for `Text`.', null, { minimum: 1, maximum: 4000 })),
        referenceValueType: s.nullable(s.string('The pick list for `ReferenceValue` fields.', 'CostCentre')),
        isSystem: s.ro(s.bool('Standard fields cannot be removed or renamed.', false)),
        sortOrder: s.int('Position in forms.', 100, { minimum: 0 }),
      },
      ['name', 'label', 'dataType', 'isRequired', 'sortOrder'],
    ),
    EntityMetadata: object(
      "The fields of an entity type: standard fields and the tenant's custom fields.",
      {
        entityType: ref('EntityType'),
        fields: s.array('All fields, in form order.', ref('FieldDefinition'), {
          example: [
            { name: 'name', label: 'Name', dataType: 'Text', isRequired: true, maxLength: 200, referenceValueType: null, isSystem: true, sortOrder: 0 },
            { ...COST_CENTRE_FIELD, isSystem: false, sortOrder: 100 },
          ],
        }),
      },
      ['entityType', 'fields'],
    ),
    EntityMetadataUpdateRequest: object(
      'The complete list of custom fields of an entity type. Standard fields are not listed and cannot change.',
      {
        fields: s.array('Custom fields. A field left out is removed, and its values with it.', ref('FieldDefinition'), { maxItems: 100 }),
      },
      ['fields'],
    ),
    Label: object(
      'A coloured tag put on entities, such as "Fire safety".',
      {
        id: id('label', ID.label),
        labelSetId: s.uuid('The set the label belongs to.', ID.labelSet),
        name: name('The label text.', 'Fire safety', 50),
        colour: s.string('The colour as `#RRGGBB`.', '#D32F2F', { pattern: '^#[0-9A-Fa-f]{6}$' }),
        description: description('Equipment covered by the yearly fire safety inspection.'),
      },
      ['id', 'labelSetId', 'name', 'colour'],
    ),
    LabelRequest: object(
      'The editable fields of a label.',
      {
        labelSetId: s.uuid('The set the label belongs to.', ID.labelSet),
        name: name('The label text; unique within the set.', 'Fire safety', 50),
        colour: s.string('The colour as `#RRGGBB`.', '#D32F2F', { pattern: '^#[0-9A-Fa-f]{6}$' }),
        description: description('Equipment covered by the yearly fire safety inspection.'),
      },
      ['labelSetId', 'name', 'colour'],
    ),
    LabelPage: pageOf('Label', 'labels'),
    LabelSet: object(
      'A group of labels, such as "Compliance".',
      {
        id: id('label set', ID.labelSet),
        name: name('The set name.', 'Compliance', 50),
        description: description('Regulatory inspections the asset or job falls under.'),
        entityTypes: s.array('Entity types the labels can be put on.', ref('EntityType'), { minItems: 1, uniqueItems: true, example: ['Asset', 'WorkOrder'] }),
        allowMultiple: s.bool('Whether an entity can carry more than one label of the set.', true),
        labels: s.ro(s.array('The labels in the set.', ref('Label'))),
        createdAt: s.ro(s.dateTime('When the set was created.', '2025-01-20T10:04:12Z')),
      },
      ['id', 'name', 'entityTypes', 'allowMultiple', 'labels', 'createdAt'],
    ),
    LabelSetRequest: object(
      'The editable fields of a label set.',
      {
        name: name('The set name.', 'Compliance', 50),
        description: description('Regulatory inspections the asset or job falls under.'),
        entityTypes: s.array('Entity types the labels can be put on.', ref('EntityType'), { minItems: 1, uniqueItems: true, example: ['Asset', 'WorkOrder'] }),
        allowMultiple: s.bool('Whether an entity can carry more than one label of the set.', true, { default: true }),
      },
      ['name', 'entityTypes'],
    ),
    LabelSetPage: pageOf('LabelSet', 'label sets'),
  }),
  paths(b: PathBuilder): void {
    // ---------------- Reference values ----------------
    b.tag('Reference values');
    b.get('/reference-values', 'listReferenceValues', 'List reference values', {
      description:
        "Returns the entries of the tenant's pick lists (manufacturers, cost centres…), sorted by type, `sortOrder` and value. Pass `type` to fill one picker.",
      params: [
        query('type', 'Only values of this pick list.', { type: 'string', pattern: '^[A-Z][A-Za-z0-9]{1,49}$' }, 'Manufacturer'),
        query('includeInactive', 'Also return inactive values.', { type: 'boolean', default: false }, false),
        ...PAGED,
      ],
      ok: ok(200, 'A page of reference values.', ref('ReferenceValuePage')),
    });
    b.post('/reference-values', 'createReferenceValue', 'Create a reference value', {
      conflict: {
        summary: 'The code is taken.',
        code: 'DuplicateCode',
        message: "The pick list 'Manufacturer' already has a value with the code 'VIESSMANN'.",
      },
      description: 'Adds an entry to a pick list; a new `type` starts a new pick list. Answers 409 `DuplicateCode` when the code is taken within the type.',
      body: jsonBody(ref('ReferenceValueRequest'), 'The new value.'),
      ok: created('The value was created.', 'ReferenceValue', `${BASE}/reference-values/${ID.referenceValue}`),
    });
    const referenceValue = item(b, '/reference-values/{referenceValueId}', 'ReferenceValue', 'reference value');
    referenceValue.update({
      conflict: {
        summary: 'The code is taken.',
        code: 'DuplicateCode',
        message: "Another value of the pick list 'Manufacturer' already has the code 'VIESSMANN'.",
      },
      description:
        'Changes an entry. Records keep the code, so renaming `value` shows the new text everywhere. Answers 409 `DuplicateCode` when the new code is taken within the type.',
      body: jsonBody(ref('ReferenceValueRequest'), 'The new field values.'),
      ok: ok(200, 'The updated value.', ref('ReferenceValue')),
    });
    referenceValue.delete({
      conflict: { summary: 'Records use the value.', code: 'InUse', message: "38 assets use the reference value 'Viessmann'; set isActive to false instead." },
      description: 'Deletes an entry. Answers 409 `InUse` when records use it; set `isActive` to `false` instead.',
      ok: noContent('The value was deleted.'),
    });

    // ---------------- Metadata ----------------
    b.tag('Metadata');
    b.get('/metadata/{entityType}', 'getEntityMetadata', "Get an entity type's fields", {
      description:
        'Returns the standard and custom fields of an entity type, in form order. Use it to build forms and to know which keys `customFields` accepts.',
      params: [P('EntityTypePath')],
      ok: ok(200, 'The fields.', ref('EntityMetadata')),
      errors: [400, 401, 403],
    });
    b.put('/metadata/{entityType}', 'updateEntityMetadata', "Replace an entity type's custom fields", {
      conflict: {
        summary: "A field's data type changes while records have values.",
        code: 'Conflict',
        message: "The data type of 'costCentre' cannot change: 120 assets have a value for it.",
      },
      description:
        "Sets the complete list of custom fields of an entity type. A field left out is removed together with its values; changing a field's `dataType` is only allowed while no record has a value (409). Standard fields cannot be listed (400).",
      params: [P('EntityTypePath')],
      body: jsonBody(ref('EntityMetadataUpdateRequest'), 'The custom fields.', {
        fields: [{ ...COST_CENTRE_FIELD, sortOrder: 100 }],
      }),
      ok: ok(200, 'All fields of the entity type.', ref('EntityMetadata')),
      errors: [400, 401, 403, 409],
    });

    // ---------------- Labels ----------------
    crud(b, {
      tag: 'Labels',
      base: '/label-sets',
      idName: 'labelSetId',
      Singular: 'LabelSet',
      Plural: 'LabelSets',
      singular: 'label set',
      plural: 'label sets',
      article: 'a',
      request: 'LabelSetRequest',
      exampleId: ID.labelSet,
      sortedBy: 'name',
      listParams: [query('entityType', 'Only sets usable on this entity type.', ref('EntityType'), 'Asset')],
      conflicts: {
        update: {
          summary: 'Entities of a removed entity type carry labels of the set.',
          code: 'Conflict',
          message: "'WorkOrder' cannot be removed from entityTypes: 6 work orders carry labels of the set 'Compliance'.",
        },
      },
      text: {
        list: 'Each set includes its labels.',
        create: 'Add labels to it with `createLabel`.',
        update: 'Removing an entity type from `entityTypes` is refused (409) while entities of that type carry labels of the set.',
        delete: 'Deletes the set with its labels and removes them from every entity.',
      },
    });
    b.tag('Labels');
    b.get('/labels', 'listLabels', 'List labels', {
      description: 'Returns labels sorted by set and name.',
      params: [query('labelSetId', 'Only labels of this set.', { type: 'string', format: 'uuid' }, ID.labelSet), P('Search'), ...PAGED],
      ok: ok(200, 'A page of labels.', ref('LabelPage')),
    });
    const label = item(b, '/labels/{labelId}', 'Label', 'label');
    label.create(`${BASE}/labels/${ID.label}`, {
      conflict: LABEL_NAME_TAKEN,
      description: 'Adds a label to a set. Answers 409 `DuplicateName` when the set already has a label with the name.',
    });
    label.update({
      conflict: LABEL_NAME_TAKEN,
      description:
        'Renames, recolours or moves a label to another set. Entities keep the label. Answers 409 `DuplicateName` when the name is taken in the set.',
      body: jsonBody(ref('LabelRequest'), 'The new field values.'),
    });
    label.delete({ description: 'Deletes a label and removes it from every entity.' });
  },
};
