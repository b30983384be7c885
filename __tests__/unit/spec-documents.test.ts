/** @jest-environment node */
/**
 * Checks the two OpenAPI documents in static/ (written by scripts/authoring/build-openapi.ts) against
 * the rules of docs/domain-model.md and GitHub issue 3.
 *
 * Each rule is a function of scripts/authoring/rules.ts that returns the list of problems it finds
 * (build-openapi.ts --check runs them all too). The documents must give an empty list for every rule,
 * and each rule is also run on a copy broken on purpose, so a rule that could never fail would be
 * noticed.
 */
import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { checkDocumentExamples } from '../../src/node/checks/apiDocumentExamples';
import {
  AC_OPERATION_IDS,
  DOCUMENTS,
  PORTAL_REQUIRED_IDS,
  checkBodiesAndErrors,
  checkDeprecated,
  checkDomainModelTable,
  checkDownloads,
  checkErrorCodes,
  checkErrorExamples,
  ANSWER_DIFFERS_FROM_REQUEST,
  checkInfo,
  checkListsPaged,
  checkMethodsAndPaths,
  checkNoUnusedSchemas,
  checkOperationExamples,
  checkOperations,
  checkPagination,
  checkParameters,
  checkPortalGroups,
  checkRefsResolve,
  checkResponsesFollowRequests,
  checkSchemaFeatures,
  checkSecuritySchemes,
  checkStatusEnums,
  checkTagOrder,
  checkTags,
  checkUploads,
  operationIds,
  documentProblems,
  operations,
} from '../../scripts/authoring/rules';

// The documents are free-form JSON; the rules below check their shape themselves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const ROOT = path.resolve(__dirname, '..', '..');
const readJson = (file: string): Json => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const DOCS: ReadonlyArray<readonly [string, Json, string]> = DOCUMENTS.map(({ name, file, serverUrl }) => [name, readJson(file), serverUrl] as const);
const [[, portal], [, ac]] = DOCS;

// ---------------------------------------------------------------- tests

const domainModel = fs.readFileSync(path.join(ROOT, 'docs', 'domain-model.md'), 'utf8');
const errorGuide = fs.readFileSync(path.join(ROOT, 'content', 'docs', 'intro', 'index.mdx'), 'utf8');

describe.each(DOCS)('%s-v1.json', (name, doc, serverUrl) => {
  test('passes swagger-parser validation', async () => {
    await expect(SwaggerParser.validate(clone(doc))).resolves.toBeDefined();
  });
  test('is OpenAPI 3.0.1 with the Azure Functions info and example.com servers', () => {
    expect(checkInfo(doc, serverUrl)).toEqual([]);
  });
  test('uses a bearer JWT everywhere except the function-key-only operations', () => {
    expect(checkSecuritySchemes(doc)).toEqual([]);
  });
  test('every operation has a camelCase unique id, summary, description, one declared tag and a 4xx response', () => {
    expect(checkOperations(doc)).toEqual([]);
  });
  test('every declared tag is described and used', () => {
    expect(checkTags(doc)).toEqual([]);
  });
  test('every operation shows an example', () => {
    expect(checkOperationExamples(doc)).toEqual([]);
  });
  test('every $ref resolves', () => {
    expect(checkRefsResolve(doc)).toEqual([]);
  });
  test('no component schema is unused', () => {
    expect(checkNoUnusedSchemas(doc)).toEqual([]);
  });
  // One validator for every example: the build's (src/node/checks/apiDocumentExamples.ts).
  test("every example conforms to its schema, validated with the build's validator in the document's dialect and direction", () => {
    expect(checkDocumentExamples(doc)).toEqual([]);
  });
  test('response examples agree with their requests (shared fields, path ids, status changes, tenant switch, creates, state diagrams)', () => {
    expect(checkResponsesFollowRequests(doc)).toEqual([]);
  });
  test("ErrorResponse.code is an enum of the guide's codes; each 409 example fits its conflict", () => {
    expect(checkErrorCodes(doc, errorGuide)).toEqual([]);
  });
  test('400, 401 and 403 examples fit their operation (fields it takes, permissions it names, no token where it takes none)', () => {
    expect(checkErrorExamples(doc)).toEqual([]);
  });
  test('uploads are multipart with a binary file; downloads are binary with Content-Disposition', () => {
    expect(checkUploads(doc)).toEqual([]);
    expect(checkDownloads(doc)).toEqual([]);
  });
  test('list and search results are paged consistently', () => {
    expect(checkPagination(doc)).toEqual([]);
  });
  test('paths are kebab-case and each method follows its operationId verb', () => {
    expect(checkMethodsAndPaths(doc)).toEqual([]);
  });
  test('every parameter has a type, an example and a format or constraint', () => {
    expect(checkParameters(doc)).toEqual([]);
  });
  test('bodies are shared component schemas; 4xx answer the common error schema; 400/401/403/404 where they apply', () => {
    expect(checkBodiesAndErrors(doc)).toEqual([]);
  });
  test('top-level tags are in reading order', () => {
    expect(checkTagOrder(doc)).toEqual([]);
  });
  test('top-level lists are paged', () => {
    expect(checkListsPaged(doc)).toEqual([]);
  });
  test('the operation table in docs/domain-model.md matches', () => {
    expect(checkDomainModelTable(name, doc, domainModel)).toEqual([]);
  });
});

describe('AC-v1.json', () => {
  test('has exactly the access-control operations', () => {
    const ids = operationIds(ac);
    expect(ids).toHaveLength(AC_OPERATION_IDS.length);
    expect([...ids].sort()).toEqual([...AC_OPERATION_IDS].sort());
  });
});

describe('Portal-v1.json', () => {
  test('has the required operations', () => {
    const ids = new Set(operationIds(portal));
    expect(PORTAL_REQUIRED_IDS.filter((id) => !ids.has(id))).toEqual([]);
  });
  test('has the operations of every group in SPEC §2 (Portal operation pages)', () => {
    expect(checkPortalGroups(portal)).toEqual([]);
  });
  test('marks a superseded operation as deprecated and names its replacement', () => {
    expect(checkDeprecated(portal)).toEqual([]);
  });
  test('uses a discriminated oneOf, a recursive schema, nullable and readOnly fields', () => {
    expect(checkSchemaFeatures(portal)).toEqual([]);
  });
  test('status enums have the values of the domain model', () => {
    expect(checkStatusEnums(portal, domainModel)).toEqual([]);
  });
});

/** Each rule must notice a document broken in the way it guards against. */
describe('the rules catch broken documents', () => {
  const firstOp = (doc: Json): Json => operations(doc)[0].op;
  const byId = (doc: Json, id: string): Json => operations(doc).find(({ op }) => op.operationId === id)?.op;
  const broken = (mutate: (doc: Json) => void, source: Json = portal): Json => {
    const doc = clone(source);
    mutate(doc);
    return doc;
  };

  test('swagger-parser validation', async () => {
    const doc = broken((d) => {
      d.paths['/assets'].get.parameters[0] = { name: 'search', schema: { type: 'string' } };
    });
    await expect(SwaggerParser.validate(doc)).rejects.toThrow();
  });
  test.each<[string, (d: Json) => void]>([
    [
      'openapi version',
      (d) => {
        d.openapi = '3.0.3';
      },
    ],
    [
      'title',
      (d) => {
        d.info.title = 'Portal API';
      },
    ],
    [
      'description sections',
      (d) => {
        d.info.description = 'The Portal API.';
      },
    ],
    [
      'server host',
      (d) => {
        d.servers = [{ url: 'https://fms.contoso.com/api' }];
      },
    ],
  ])('info: %s', (_label, mutate) => {
    expect(checkInfo(broken(mutate), 'https://fms-portal.example.com/api')).not.toEqual([]);
  });
  test.each<[string, (d: Json) => void]>([
    [
      'bearer scheme',
      (d) => {
        d.components.securitySchemes.bearerAuth.scheme = 'basic';
      },
    ],
    [
      'key-only operation',
      (d) => {
        byId(d, 'getBuildNumber').security = [{ bearerAuth: [] }];
      },
    ],
    [
      'unsecured operation',
      (d) => {
        byId(d, 'getAsset').security = [];
      },
    ],
    [
      'a function key alternative on a token-only operation',
      (d) => {
        byId(d, 'getAsset').security = [{ bearerAuth: [] }, { functionKey: [] }];
      },
    ],
    [
      'an either-or operation with the token only',
      (d) => {
        byId(d, 'testConnections').security = [{ bearerAuth: [] }];
      },
    ],
    [
      'an either-or operation needing both at once',
      (d) => {
        byId(d, 'testConnections').security = [{ bearerAuth: [], functionKey: [] }];
      },
    ],
  ])('security: %s', (_label, mutate) => {
    expect(checkSecuritySchemes(broken(mutate))).not.toEqual([]);
  });
  test.each<[string, (d: Json) => void]>([
    [
      'missing operationId',
      (d) => {
        delete firstOp(d).operationId;
      },
    ],
    [
      'kebab-case operationId',
      (d) => {
        firstOp(d).operationId = 'list-assets';
      },
    ],
    [
      'duplicate operationId',
      (d) => {
        byId(d, 'getAsset').operationId = 'listAssets';
      },
    ],
    [
      'no summary',
      (d) => {
        delete firstOp(d).summary;
      },
    ],
    [
      'two tags',
      (d) => {
        firstOp(d).tags.push('Zones');
      },
    ],
    [
      'undeclared tag',
      (d) => {
        firstOp(d).tags = ['Gadgets'];
      },
    ],
    [
      'no 4xx',
      (d) => {
        const op = byId(d, 'getAsset');
        for (const s of ['401', '403', '404']) delete op.responses[s];
      },
    ],
  ])('operations: %s', (_label, mutate) => {
    expect(checkOperations(broken(mutate))).not.toEqual([]);
  });
  test.each<[string, (d: Json) => void]>([
    [
      'unused tag',
      (d) => {
        d.tags.push({ name: 'Gadgets', description: 'Unused.' });
      },
    ],
    [
      'undescribed tag',
      (d) => {
        d.tags[0].description = '';
      },
    ],
  ])('tags: %s', (_label, mutate) => {
    expect(checkTags(broken(mutate))).not.toEqual([]);
  });
  test('operation examples', () => {
    const doc = broken((d) => {
      const op = byId(d, 'restoreQrCodeTemplate');
      delete op.responses['200'].content['application/json'].example;
      const strip = (n: Json): void => {
        if (n && typeof n === 'object') {
          delete n.example;
          Object.values(n).forEach(strip);
        }
      };
      strip(d.components.schemas);
    });
    expect(checkOperationExamples(doc)).toEqual([expect.stringContaining('restoreQrCodeTemplate')]);
  });
  test('unresolved $ref', () => {
    const doc = broken((d) => {
      byId(d, 'getAsset').responses['200'].content['application/json'].schema = { $ref: '#/components/schemas/Assett' };
    });
    expect(checkRefsResolve(doc)).toEqual(['unresolved $ref #/components/schemas/Assett']);
  });
  test('unused schema', () => {
    const doc = broken((d) => {
      d.components.schemas.Orphan = { type: 'object', properties: { self: { $ref: '#/components/schemas/Orphan' } } };
    });
    expect(checkNoUnusedSchemas(doc)).toEqual(['components.schemas.Orphan is not used']);
  });
  test.each<[string, (d: Json) => void]>([
    [
      'bad date-time',
      (d) => {
        d.components.schemas.Asset.example.createdAt = '14/03/2025';
      },
    ],
    [
      'bad uuid',
      (d) => {
        d.components.schemas.Asset.properties.id.example = 'asset-1';
      },
    ],
    [
      'unknown enum value',
      (d) => {
        byId(d, 'updateAssetStatus').requestBody.content['application/json'].example.status = 'Broken';
      },
    ],
    [
      'missing required field',
      (d) => {
        delete d.components.schemas.WorkOrder.example.title;
      },
    ],
    [
      'wrong discriminated variant',
      (d) => {
        d.components.schemas.Workflow.example.actions[0].type = 'SendNotification';
      },
    ],
    [
      'bad parameter example',
      (d) => {
        d.components.parameters.PageSize.example = 500;
      },
    ],
  ])('examples: %s', (_label, mutate) => {
    expect(checkDocumentExamples(broken(mutate))).not.toEqual([]);
  });
  test.each<[string, (d: Json) => void]>([
    [
      'response example with another status',
      (d) => {
        byId(d, 'updateAssetStatus').responses['200'].content['application/json'].example.status = 'Active';
      },
    ],
    [
      'work order created as Assigned',
      (d) => {
        Object.assign(byId(d, 'createWorkOrder').responses['201'].content['application/json'].example, {
          status: 'Assigned',
          startedAt: '2025-03-14T09:15:00Z',
        });
      },
    ],
  ])('responses follow requests: %s', (_label, mutate) => {
    expect(checkResponsesFollowRequests(broken(mutate))).not.toEqual([]);
  });
  // The contradictions the issue-19 audit found, put back one at a time: each is named on its own.
  const answer = (d: Json, id: string, status = '200'): Json => byId(d, id).responses[status].content['application/json'].example;
  test.each<[string, (d: Json) => void, RegExp]>([
    [
      'a move answering the old zone',
      (d) => {
        answer(d, 'updateAssetLocation').zoneId = '75c9b4a3-4a7f-44ef-889c-90709ad613ae';
      },
      /\(updateAssetLocation\): asks for zoneId "213fc4cc-[^"]+", its 200 example shows "75c9b4a3-/,
    ],
    [
      'an update answering another due date',
      (d) => {
        answer(d, 'updateWorkOrder').dueAt = '2025-03-15T16:00:00Z';
      },
      /\(updateWorkOrder\): asks for dueAt "2025-03-17T16:00:00Z", its 200 example shows "2025-03-15T16:00:00Z"/,
    ],
    [
      'a panel update answering another kind of panel',
      (d) => {
        Object.assign(answer(d, 'updateDashboardPanel'), { kind: 'Counter', title: 'Open work orders' });
      },
      /\(updateDashboardPanel\): asks for (kind "Chart", its 200 example shows "Counter"|title "Work orders per week", its 200 example shows "Open work orders")/,
    ],
    [
      'an availability of another asset than the path names',
      (d) => {
        answer(d, 'getAssetAvailabilities').assetId = 'baf20017-bfcf-463e-942f-463f1fa37518';
      },
      /\(getAssetAvailabilities\): the path's assetId is "581f4ba9-[^"]+", its 200 example shows assetId "baf20017-/,
    ],
    [
      'a status update answering another record than the path names',
      (d) => {
        answer(d, 'updateAssetStatus').id = '581f4ba9-9e2e-4724-9106-6428ddd3ee87';
      },
      /\(updateAssetStatus\): acts on assetId "baf20017-[^"]+", its 200 example shows id "581f4ba9-/,
    ],
    [
      'a run on a work order answering the issue',
      (d) => {
        Object.assign(answer(d, 'executeWorkflowOnWorkOrder', '202'), { targetType: 'Issue', targetId: 'b390e532-7de0-431b-b081-bcaccf980009' });
      },
      /\(executeWorkflowOnWorkOrder\): runs on (workOrderId "a3ca84b3-[^"]+", its 202 example shows targetId "b390e532-|a WorkOrder, its 202 example shows targetType "Issue")/,
    ],
    [
      'a queued run answering a finished one',
      (d) => {
        Object.assign(answer(d, 'executeWorkflowOnIssue', '202'), { state: 'Succeeded', finishedAt: '2025-03-14T07:42:13Z' });
      },
      /\(executeWorkflowOnIssue\): the description says it answers Pending, its 202 example shows state "Succeeded"/,
    ],
    [
      'a cancel answering a scheduled update',
      (d) => {
        Object.assign(answer(d, 'cancelScheduledAssetStatusUpdate'), { state: 'Scheduled', cancelledAt: null });
      },
      /\(cancelScheduledAssetStatusUpdate\): the description says it answers Cancelled, its 200 example shows state "Scheduled"/,
    ],
    [
      'a work order Assigned after it started',
      (d) => {
        Object.assign(d.components.schemas.WorkOrder.example, { status: 'Assigned', startedAt: '2025-03-14T09:15:00Z' });
      },
      /^components\.schemas\.WorkOrder example: status Assigned with startedAt/,
    ],
    [
      'a new issue that already has a work order',
      (d) => {
        answer(d, 'createIssue', '201').workOrderId = 'a3ca84b3-bb26-4e70-9f63-a1c9c6510074';
      },
      /\(createIssue\): its 201 example has status Open with workOrderId/,
    ],
  ])('responses follow requests: %s', (_label, mutate, problem) => {
    const problems = checkResponsesFollowRequests(broken(mutate));
    expect(problems).not.toEqual([]);
    expect(problems).toEqual(problems.map(() => expect.stringMatching(problem)));
  });
  test('responses follow requests: a created user who is someone else', () => {
    expect(
      checkResponsesFollowRequests(
        broken((d) => {
          Object.assign(answer(d, 'createUser', '201'), {
            displayName: 'Anna Lindqvist',
            tenantIds: ['15a8ae0c-2777-44af-861d-07c20794c426', '93ae4dc9-8231-4fdc-aea3-081152f52294'],
          });
        }, ac),
      ),
    ).toEqual([
      expect.stringMatching(/\(createUser\): asks for displayName "Erik Johansson", its 201 example shows "Anna Lindqvist"/),
      expect.stringMatching(/\(createUser\): asks for tenantIds \["15a8ae0c-[^\]]+\], its 201 example shows \["15a8ae0c-/),
    ]);
  });
  test('responses follow requests: the operations allowed to answer otherwise are named, and exist', () => {
    const ids = [...operationIds(portal), ...operationIds(ac)];
    expect(Object.keys(ANSWER_DIFFERS_FROM_REQUEST).filter((id) => !ids.includes(id))).toEqual([]);
    const doc = broken((d) => {
      answer(d, 'convertText').text = 'Something else';
    });
    expect(checkResponsesFollowRequests(doc)).toEqual([]);
  });
  test('responses follow requests: another tenant', () => {
    expect(
      checkResponsesFollowRequests(
        broken((d) => {
          byId(d, 'changeTenant').responses['200'].content['application/json'].example.tenant.id = '15a8a3f0-0000-4000-8000-000000000000';
        }, ac),
      ),
    ).not.toEqual([]);
  });
  test.each<[string, (d: Json) => void]>([
    [
      'free-string code',
      (d) => {
        delete d.components.schemas.ErrorResponse.properties.code.enum;
      },
    ],
    [
      '409 of the wrong kind',
      (d) => {
        byId(d, 'deleteZone').responses['409'].content['application/json'].example.code = 'DuplicateCode';
      },
    ],
    [
      'one of several conflicts the description names has no example',
      (d) => {
        delete byId(d, 'updateZone').responses['409'].content['application/json'].examples.DuplicateCode;
      },
    ],
    [
      'the generic 409 that defers to the description',
      (d) => {
        byId(d, 'createWorkOrder').responses['409'].content['application/json'].example.message =
          'The request conflicts with the current state of the resource; the operation description lists the cases.';
      },
    ],
    [
      'a 409 code the description does not name',
      (d) => {
        byId(d, 'createWorkOrder').responses['409'].content['application/json'].example.code = 'InUse';
      },
    ],
  ])('error codes: %s', (_label, mutate) => {
    expect(checkErrorCodes(broken(mutate), errorGuide)).not.toEqual([]);
  });
  test.each<[string, (d: Json) => void, Json]>([
    [
      "the old shared 400 naming 'name' on a body without it",
      (d) => {
        byId(d, 'authenticate').responses['400'].content['application/json'].example.details = [
          { field: 'name', code: 'Required', message: "'name' is required." },
        ];
      },
      ac,
    ],
    [
      'a 401 about an expired token on the operation that takes no token',
      (d) => {
        byId(d, 'authenticate').responses['401'] = { $ref: '#/components/responses/Unauthorized' };
      },
      ac,
    ],
    [
      'a 403 naming a permission the operation does not need',
      (d) => {
        byId(d, 'changeTenant').responses['403'].content['application/json'].examples.NotAMember.value.message =
          "The caller lacks the permission 'Users.Update'.";
      },
      ac,
    ],
    [
      'a 400 code the description names but no example shows',
      (d) => {
        byId(d, 'exportWorkOrders').responses['400'].content['application/json'].examples.TooManyRows.value.code = 'ValidationFailed';
      },
      portal,
    ],
  ])('error examples: %s', (_label, mutate, source) => {
    expect(checkErrorExamples(broken(mutate, source))).not.toEqual([]);
  });
  test('error codes: a code the guide does not name', () => {
    expect(checkErrorCodes(portal, errorGuide.replace(/`TooManyRows`/g, ''))).not.toEqual([]);
  });
  test.each<[string, (d: Json) => void]>([
    [
      'readOnly field in a request example',
      (d) => {
        d.paths['/config'].put.requestBody.content['application/json'].example.maxUploadSizeMb = 25;
      },
    ],
    [
      'unknown error code',
      (d) => {
        d.components.responses.NotFound.content['application/json'].example.code = 'Gone';
      },
    ],
    [
      'response example with a wrong enum',
      (d) => {
        byId(d, 'updateAssetStatus').responses['200'].content['application/json'].example.status = 'Broken';
      },
    ],
  ])('build validator: %s', (_label, mutate) => {
    expect(checkDocumentExamples(broken(mutate))).not.toEqual([]);
  });
  test.each<[string, (d: Json) => void, (d: Json) => string[]]>([
    [
      'upload as JSON',
      (d) => {
        const b = byId(d, 'importAssets').requestBody;
        b.content = { 'application/json': b.content['multipart/form-data'] };
      },
      checkUploads,
    ],
    [
      'file not binary',
      (d) => {
        d.components.schemas.ImportFileUpload.properties.file.format = 'byte';
      },
      checkUploads,
    ],
    [
      'download without Content-Disposition',
      (d) => {
        delete byId(d, 'downloadFile').responses['200'].headers;
      },
      checkDownloads,
    ],
    [
      'download as JSON',
      (d) => {
        byId(d, 'runReport').responses['200'].content['application/json'] = { schema: { type: 'object' } };
      },
      checkDownloads,
    ],
  ])('files: %s', (_label, mutate, rule) => {
    expect(rule(broken(mutate))).not.toEqual([]);
  });
  test.each<[string, (d: Json) => void]>([
    [
      'page schema without totalCount',
      (d) => {
        d.components.schemas.AssetPage.required.pop();
      },
    ],
    [
      'paged list without pageSize',
      (d) => {
        const op = byId(d, 'listAssets');
        op.parameters = op.parameters.filter((p: Json) => p.$ref !== '#/components/parameters/PageSize');
      },
    ],
  ])('pagination: %s', (_label, mutate) => {
    expect(checkPagination(broken(mutate))).not.toEqual([]);
  });
  test('deprecated operation must name its replacement', () => {
    expect(
      checkDeprecated(
        broken((d) => {
          byId(d, 'listWorkOrders').description = 'Old.';
          byId(d, 'getAssetQr').description = 'Old.';
        }),
      ),
    ).not.toEqual([]);
    expect(
      checkDeprecated(
        broken((d) => {
          operations(d).forEach(({ op }) => delete op.deprecated);
        }),
      ),
    ).toEqual(['no deprecated operation']);
  });
  test.each<[string, (d: Json) => void]>([
    [
      'no discriminator',
      (d) => {
        for (const s of Object.values<Json>(d.components.schemas)) delete s.discriminator;
      },
    ],
    [
      'variant lacks the discriminator value',
      (d) => {
        d.components.schemas.CounterPanel.properties.kind.enum = ['Tile'];
      },
    ],
    [
      'no recursion',
      (d) => {
        d.components.schemas.ZoneTreeNode.properties.children.items = { type: 'string' };
      },
    ],
  ])('schema features: %s', (_label, mutate) => {
    expect(checkSchemaFeatures(broken(mutate))).not.toEqual([]);
  });
  test('status enums', () => {
    expect(
      checkStatusEnums(
        broken((d) => {
          d.components.schemas.WorkOrderStatus.enum.pop();
        }),
        domainModel,
      ),
    ).not.toEqual([]);
    expect(checkStatusEnums(portal, domainModel.replace('`InMaintenance`, ', ''))).not.toEqual([]);
  });
  test('domain-model table', () => {
    expect(
      checkDomainModelTable(
        'Portal',
        broken((d) => {
          byId(d, 'getAsset').summary = 'Fetch an asset';
        }),
        domainModel,
      ),
    ).not.toEqual([]);
    expect(checkDomainModelTable('AC', ac, domainModel.replace(/^\| AC \| Groups \| `deleteGroup`.*$/m, ''))).not.toEqual([]);
  });
  test.each<[string, (d: Json) => void]>([
    [
      'camelCase path segment',
      (d) => {
        d.paths['/rentLocations'] = d.paths['/rent-locations'];
        delete d.paths['/rent-locations'];
      },
    ],
    [
      'read as POST',
      (d) => {
        d.paths['/assets/{assetId}'].post = d.paths['/assets/{assetId}'].get;
        delete d.paths['/assets/{assetId}'].get;
      },
    ],
    [
      'update as POST',
      (d) => {
        d.paths['/zones/{zoneId}'].post = d.paths['/zones/{zoneId}'].put;
        delete d.paths['/zones/{zoneId}'].put;
      },
    ],
    [
      'a record as PUT',
      (d) => {
        d.paths['/assets/{assetId}/events'].put = d.paths['/assets/{assetId}/events'].post;
        delete d.paths['/assets/{assetId}/events'].post;
      },
    ],
    [
      'create answering 200',
      (d) => {
        const r = byId(d, 'createZone').responses;
        r['200'] = r['201'];
        delete r['201'];
      },
    ],
  ])('methods and paths: %s', (_label, mutate) => {
    expect(checkMethodsAndPaths(broken(mutate))).not.toEqual([]);
  });
  test.each<[string, (d: Json) => void]>([
    [
      'no example',
      (d) => {
        delete d.components.parameters.PageSize.example;
        delete d.components.parameters.PageSize.schema.example;
      },
    ],
    [
      'no constraint',
      (d) => {
        d.components.parameters.PageSize.schema = { type: 'integer', example: 25 };
      },
    ],
    [
      'no type',
      (d) => {
        byId(d, 'listAssets').parameters.push({ name: 'q', in: 'query', example: 'x', schema: {} });
      },
    ],
  ])('parameters: %s', (_label, mutate) => {
    expect(checkParameters(broken(mutate))).not.toEqual([]);
  });
  test.each<[string, (d: Json) => void]>([
    [
      'inline response schema',
      (d) => {
        byId(d, 'getAsset').responses['200'].content['application/json'].schema = { type: 'object' };
      },
    ],
    [
      'inline request schema',
      (d) => {
        byId(d, 'createZone').requestBody.content['application/json'].schema = { type: 'object' };
      },
    ],
    [
      'own error shape',
      (d) => {
        byId(d, 'getAsset').responses['404'] = { description: 'Gone', content: { 'application/json': { schema: { type: 'object' } } } };
      },
    ],
    [
      'no 401',
      (d) => {
        delete byId(d, 'getZone').responses['401'];
      },
    ],
    [
      'no 403',
      (d) => {
        delete byId(d, 'getZone').responses['403'];
      },
    ],
    [
      'body without 400',
      (d) => {
        delete byId(d, 'createZone').responses['400'];
      },
    ],
    [
      'id without 404',
      (d) => {
        delete byId(d, 'getZone').responses['404'];
      },
    ],
  ])('bodies and errors: %s', (_label, mutate) => {
    expect(checkBodiesAndErrors(broken(mutate))).not.toEqual([]);
  });
  test('tag order', () => {
    expect(
      checkTagOrder(
        broken((d) => {
          d.tags.reverse();
        }),
      ),
    ).not.toEqual([]);
  });
  test('unpaged top-level list', () => {
    expect(
      checkListsPaged(
        broken((d) => {
          byId(d, 'listZones').responses['200'].content['application/json'].schema = { type: 'array', items: { $ref: '#/components/schemas/Zone' } };
        }),
      ),
    ).not.toEqual([]);
  });
  test('Portal group coverage', () => {
    expect(
      checkPortalGroups(
        broken((d) => {
          delete d.paths['/assets/{assetId}/parents'];
        }),
      ),
    ).toEqual(['assets: parents, availabilities, changes: no getAssetParents']);
  });
  test('AC operation set', () => {
    const extra = broken((d) => {
      d.paths['/tenants'].get = { ...d.paths['/tenants'].post, operationId: 'listTenants' };
    }, ac);
    expect([...operationIds(extra)].sort()).not.toEqual([...AC_OPERATION_IDS].sort());
  });
});

/** What `npm run openapi -- --check` runs: every rule above on one document, each problem named. */
describe('documentProblems (build-openapi --check)', () => {
  // Every rule on whole documents takes seconds, more on a busy machine: a cap, not a measure.
  const CAP_MS = 120000;
  const texts = { domainModel, errorGuide };
  test(
    'finds nothing in the shipped documents',
    async () => {
      expect(await documentProblems('Portal', portal, texts)).toEqual([]);
      expect(await documentProblems('AC', ac, texts)).toEqual([]);
    },
    CAP_MS,
  );
  test(
    'names the document, the rule and the place of each problem',
    async () => {
      const doc = clone(portal);
      doc.paths['/assets'].get.operationId = 'list_assets';
      doc.paths['/assets'].get.parameters[3].example = ['Active', 'Broken'];
      const problems = await documentProblems('Portal', doc, texts);
      expect(problems).toEqual(
        expect.arrayContaining([
          "Portal-v1.json [checkOperations] GET /assets: operationId 'list_assets' is missing or not camelCase",
          expect.stringMatching(/^Portal-v1\.json \[checkDocumentExamples\] #\/paths\/~1assets\/get\/parameters\/3\/example: /),
        ]),
      );
      expect(problems.every((problem) => problem.startsWith('Portal-v1.json ['))).toBe(true);
    },
    CAP_MS,
  );
  test(
    "reports swagger-parser's verdict and a rule that cannot run instead of stopping at the first",
    async () => {
      const doc = clone(ac);
      doc.paths['/tenants'].post.parameters = [{ name: 'x', schema: { type: 'string' } }];
      doc.components.schemas.ErrorResponse = null;
      // Tags that are not a list stop the rules that read them (the example validator copes with a null schema).
      doc.tags = 'Authentication';
      const problems = await documentProblems('AC', doc, texts);
      expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^AC-v1\.json \[swagger-parser\] /)]));
      expect(problems.some((problem) => /^AC-v1\.json \[check\w+\] could not run: /.test(problem))).toBe(true);
    },
    CAP_MS,
  );
});
