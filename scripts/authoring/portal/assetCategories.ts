/** The Portal document's Asset categories, Asset issue types tags: their schemas and operations. */
import { ref, s, object, pageOf, ok, jsonBody, multipartBody, type Schema, type PathBuilder } from '../lib';
import { ID } from '../ids';
import { P, query, arrayOf, crud, audit, id, name, description } from './common';
import type { PortalModule } from './module';

/** The fields of an issue type its request sets, as its answer shows them. */
const issueTypeFields = (): Record<string, Schema> => ({
  code: s.string('A unique short code.', 'LEAK', { pattern: '^[A-Z0-9_-]{2,20}$' }),
  name: name('The name shown to reporters.', 'Water leak', 100),
  description: description('Water dripping or pooling from pipes, valves or the appliance.'),
  defaultPriority: ref('WorkOrderPriority'),
});

export const assetCategories: PortalModule = {
  schemas: (): Record<string, Schema> => ({
    AssetCategory: object(
      'A kind of asset. It decides which issue types can be reported on its assets.',
      {
        id: id('category', ID.category),
        code: s.string('A unique short code.', 'HEAT', { pattern: '^[A-Z0-9_-]{2,20}$' }),
        name: name('The category name.', 'Heating equipment', 100),
        description: description('Boilers, heat exchangers, radiators and circulation pumps.'),
        inspectionIntervalDays: s.nullable(s.int('Default days between inspections for its assets.', 365, { minimum: 1, maximum: 3650 })),
        assetCount: s.ro(s.int('How many assets are in the category.', 42, { minimum: 0 })),
        ...audit(),
      },
      ['id', 'code', 'name', 'assetCount', 'createdAt', 'updatedAt'],
    ),
    AssetCategoryRequest: object(
      'The editable fields of an asset category.',
      {
        code: s.string('A unique short code.', 'HEAT', { pattern: '^[A-Z0-9_-]{2,20}$' }),
        name: name('The category name.', 'Heating equipment', 100),
        description: description('Boilers, heat exchangers, radiators and circulation pumps.'),
        inspectionIntervalDays: s.nullable(s.int('Default days between inspections.', 365, { minimum: 1, maximum: 3650 })),
      },
      ['code', 'name'],
    ),
    AssetCategoryPage: pageOf('AssetCategory', 'asset categories'),
    CategoryIssueTypesUpdateRequest: object(
      'The complete set of issue types that apply to a category.',
      {
        issueTypeIds: s.array(
          "Issue type ids; an empty list means no issue can be reported on the category's assets.",
          s.uuid('An issue type id.', ID.issueType),
          {
            uniqueItems: true,
            maxItems: 200,
            example: [ID.issueType, ID.issueType2],
          },
        ),
      },
      ['issueTypeIds'],
    ),
    WorkOrderPriority: s.enumOf(
      'How urgent a work order is. `Critical` notifies the on-call group immediately.',
      ['Low', 'Normal', 'High', 'Critical'],
      'High',
    ),
    AssetIssueType: object(
      'A kind of problem that can be reported on an asset.',
      {
        id: id('issue type', ID.issueType),
        ...issueTypeFields(),
        isActive: s.bool('Inactive types are hidden from reporters but kept on old issues.', true),
        ...audit(),
      },
      ['id', 'code', 'name', 'defaultPriority', 'isActive', 'createdAt', 'updatedAt'],
    ),
    AssetIssueTypeRequest: object(
      'The editable fields of an issue type.',
      {
        ...issueTypeFields(),
        isActive: s.bool('Whether reporters can choose it.', true, { default: true }),
      },
      ['code', 'name', 'defaultPriority'],
    ),
    AssetIssueTypePage: pageOf('AssetIssueType', 'issue types'),
  }),
  paths(b: PathBuilder): void {
    // ---------------- Asset categories ----------------
    crud(b, {
      tag: 'Asset categories',
      base: '/asset-categories',
      idName: 'categoryId',
      Singular: 'AssetCategory',
      Plural: 'AssetCategories',
      singular: 'asset category',
      plural: 'asset categories',
      article: 'an',
      request: 'AssetCategoryRequest',
      exampleId: ID.category,
      sortedBy: 'name',
      listParams: [P('Search')],
      conflicts: {
        create: { summary: 'The code is taken.', code: 'DuplicateCode', message: "An asset category with the code 'HEAT' already exists." },
        update: { summary: 'The code is taken.', code: 'DuplicateCode', message: "Another asset category already has the code 'HEAT'." },
        delete: {
          summary: 'Assets are in the category.',
          code: 'InUse',
          message: "The category 'Heating equipment' still holds 42 assets; move them to another category first.",
        },
      },
      text: {
        list: 'Each category says how many assets it holds.',
        create:
          'Map issue types to it with `updateAssetCategoryIssueTypes` so that issues can be reported on its assets. Answers 409 `DuplicateCode` when the code is taken.',
        update:
          'Changing `inspectionIntervalDays` does not move the `nextInspectionOn` dates already set on assets. Answers 409 `DuplicateCode` when the new code is taken.',
        delete: 'Answers 409 `InUse` while assets are in the category; move them to another category first.',
      },
    });
    b.tag('Asset categories');
    b.get('/asset-categories/{categoryId}/issue-types', 'getAssetCategoryIssueTypes', "List a category's issue types", {
      description:
        'Returns the issue types that can be reported on assets of the category. The QR reporting page offers exactly these. Answers 400 when `includeInactive` is not `true` or `false`.',
      params: [P('CategoryId'), query('includeInactive', 'Also return inactive issue types.', { type: 'boolean', default: false }, false)],
      ok: ok(200, 'The mapped issue types, by name.', arrayOf('AssetIssueType')),
    });
    b.put('/asset-categories/{categoryId}/issue-types', 'updateAssetCategoryIssueTypes', "Replace a category's issue types", {
      description:
        'Sets the complete list of issue types for the category. Existing issues keep their type even if it is no longer mapped. Answers 400 when an id is not an existing issue type.',
      params: [P('CategoryId')],
      body: jsonBody(ref('CategoryIssueTypesUpdateRequest'), 'The issue types to map.'),
      ok: ok(200, 'The mapped issue types.', arrayOf('AssetIssueType')),
    });
    b.post('/asset-categories/issue-types/import', 'importCategoryIssueTypeMappings', 'Import category-to-issue-type mappings', {
      description:
        'Maps issue types to categories in bulk from a sheet with the columns `CategoryCode` and `IssueTypeCode`, one pair per row. In `CreateOnly` mode pairs are added; in `Upsert` mode each category in the file gets exactly the issue types listed for it. Categories not in the file are left alone.',
      body: multipartBody('ImportFileUpload', 'The mapping sheet.'),
      ok: ok(200, 'The import outcome.', ref('ImportResult')),
    });

    // ---------------- Asset issue types ----------------
    crud(b, {
      tag: 'Asset issue types',
      base: '/asset-issue-types',
      idName: 'issueTypeId',
      Singular: 'AssetIssueType',
      Plural: 'AssetIssueTypes',
      singular: 'asset issue type',
      plural: 'asset issue types',
      article: 'an',
      request: 'AssetIssueTypeRequest',
      exampleId: ID.issueType,
      sortedBy: 'name',
      listParams: [P('Search'), query('isActive', 'Only active or only inactive types.', { type: 'boolean' }, true)],
      conflicts: {
        create: { summary: 'The code is taken.', code: 'DuplicateCode', message: "An issue type with the code 'LEAK' already exists." },
        update: { summary: 'The code is taken.', code: 'DuplicateCode', message: "Another issue type already has the code 'LEAK'." },
        delete: { summary: 'Issues use the type.', code: 'InUse', message: "17 issues use the issue type 'Water leak'; deactivate it instead." },
      },
      text: {
        list: 'To get the types offered for one category, use `getAssetCategoryIssueTypes`.',
        create: 'The type is not offered to reporters until it is mapped to a category. Answers 409 `DuplicateCode` when the code is taken.',
        update:
          'Set `isActive` to `false` to stop offering a type without losing it on existing issues. Answers 409 `DuplicateCode` when the new code is taken.',
        delete: 'Answers 409 `InUse` when issues use the type; deactivate it instead.',
      },
    });
  },
};
