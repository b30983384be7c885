/** The AC document's Permissions tag: its schemas and operations, and the schemas of the principal names `getUsersOrGroupsNamesById` (Users) resolves. */
import { ref, s, object, ok, jsonBody, type PathBuilder, type Schema } from '../lib';
import { P } from '../operations';
import { ID } from '../ids';
import { ACTION_KEY } from './common';
import type { TagModule } from '../module';

export const permissions: TagModule = {
  schemas: (): Record<string, Schema> => ({
    Action: object(
      'Something that can be permitted. The list is fixed by the back end.',
      {
        key: s.string('The action key, `Resource.Operation`.', 'WorkOrders.Update', ACTION_KEY),
        resource: s.string('The resource part of the key.', 'WorkOrders'),
        operation: s.string('The operation part of the key.', 'Update'),
        displayName: s.string('A name for permission editors.', 'Edit work orders'),
        description: s.string('What the action allows.', 'Change work order fields, status and location.'),
      },
      ['key', 'resource', 'operation', 'displayName', 'description'],
    ),
    Permission: object(
      'One permitted or denied action.',
      {
        actionKey: s.string('The action (see `getActions`).', 'WorkOrders.Update', ACTION_KEY),
        isAllowed: s.bool('`false` denies the action even if a group allows it; a deny wins.', true),
        zoneIds: s.array('Limit the permission to these zones and the zones inside them; empty means the whole tenant.', s.uuid('A Portal zone id.', ID.room), {
          uniqueItems: true,
          example: [],
        }),
      },
      ['actionKey', 'isAllowed', 'zoneIds'],
    ),
    PermissionSet: object(
      'What a user or group may do in one tenant.',
      {
        principalType: ref('PrincipalType'),
        principalId: s.uuid('The user or group.', ID.group),
        tenantId: s.uuid('The tenant the permissions apply in.', ID.tenant),
        permissions: s.array('The permissions granted directly to the principal (not those inherited from groups).', ref('Permission'), {
          example: [
            { actionKey: 'WorkOrders.Read', isAllowed: true, zoneIds: [] },
            { actionKey: 'WorkOrders.Update', isAllowed: true, zoneIds: [] },
          ],
        }),
      },
      ['principalType', 'principalId', 'tenantId', 'permissions'],
    ),
    PermissionSetUpdateRequest: object(
      'The complete list of permissions of a principal.',
      {
        permissions: s.array('Permissions; any action not listed is neither allowed nor denied directly.', ref('Permission'), {
          maxItems: 500,
          example: [
            { actionKey: 'WorkOrders.Read', isAllowed: true, zoneIds: [] },
            { actionKey: 'WorkOrders.Update', isAllowed: true, zoneIds: [] },
          ],
        }),
      },
      ['permissions'],
    ),
    PrincipalNamesRequest: object(
      'Ids to resolve.',
      {
        ids: s.array('User and group ids; unknown ids are left out of the answer.', s.uuid('A user or group id.', ID.user), {
          minItems: 1,
          maxItems: 200,
          uniqueItems: true,
          example: [ID.user, ID.group],
        }),
      },
      ['ids'],
    ),
    PrincipalName: object(
      'The display name of a user or group.',
      {
        id: s.uuid('The user or group id.', ID.user),
        type: ref('PrincipalType'),
        name: s.string('The display name.', 'Anna Lindqvist'),
      },
      ['id', 'type', 'name'],
      { example: { id: ID.user, type: 'User', name: 'Anna Lindqvist' } },
    ),
  }),
  paths(b: PathBuilder): void {
    b.tag('Permissions');
    b.get('/permissions/{principalType}/{principalId}', 'getPermissions', "Get a user's or group's permissions", {
      description:
        "Returns the permissions granted directly to a user or group in the token's tenant. A user's effective rights also include their groups' permissions; use `authorize` to check those.",
      params: [P('PrincipalTypePath'), P('PrincipalId')],
      ok: ok(200, 'The permissions.', ref('PermissionSet')),
      errors: [400, 401, 403, 404],
    });
    b.put('/permissions/{principalType}/{principalId}', 'updatePermissions', "Replace a user's or group's permissions", {
      conflict: {
        summary: 'Nobody would be allowed Permissions.Update.',
        code: 'Conflict',
        message: "After this change nobody in the tenant would be allowed 'Permissions.Update'.",
      },
      description:
        "Sets the complete list of permissions of a user or group in the token's tenant. Needs `Permissions.Update`. Changes take effect on the principal's next token. Answers 400 for unknown action keys and 409 when the change would leave the tenant without anyone allowed `Permissions.Update`.",
      params: [P('PrincipalTypePath'), P('PrincipalId')],
      body: jsonBody(ref('PermissionSetUpdateRequest'), 'The permissions.'),
      ok: ok(200, 'The saved permissions.', ref('PermissionSet')),
    });
    b.get('/actions', 'getActions', 'List permissible actions', {
      description:
        'Returns every action that can be permitted, sorted by key, for building permission editors. The list changes only with new back-end versions.',
      params: [
        {
          name: 'resource',
          in: 'query',
          description: 'Only actions on this resource.',
          schema: { type: 'string', pattern: '^[A-Z][A-Za-z]+$' },
          example: 'WorkOrders',
        },
      ],
      ok: ok(200, 'The actions.', { type: 'array', items: ref('Action') }),
      errors: [400, 401],
    });
  },
};
