/** The access-control (AC) document: schemas, parameters and the 21 operations. */
import { ref, s, object, errorSchemas, ok, okExample, jsonBody, FUNCTION_KEY, PathBuilder, type Parameter, type Schema } from './lib';
import { item, P, idParam, created, buildInfo, addGetBuildNumber } from './operations';
import { ID } from './ids';

const BASE = 'https://fms-ac.example.com/api';
const audit = (): Record<string, Schema> => ({
  createdAt: s.ro(s.dateTime('When the record was created (UTC).', '2024-11-04T09:00:00Z')),
  updatedAt: s.ro(s.dateTime('When the record was last changed (UTC).', '2025-03-10T14:22:05Z')),
});
/** A user's names, as the user and its requests show them. */
const userNames = (given: string, family: string): Record<string, Schema> => ({
  displayName: s.string('The name shown to people.', `${given} ${family}`, { minLength: 1, maxLength: 200 }),
  givenName: s.nullable(s.string('Given name.', given, { maxLength: 100 })),
  familyName: s.nullable(s.string('Family name.', family, { maxLength: 100 })),
});
/** The tenants a user is a member of, as the user and its update show them. */
const memberOf = (): Schema =>
  s.array('Tenants the user is a member of.', s.uuid('A tenant id.', ID.tenant), { minItems: 1, uniqueItems: true, example: [ID.tenant, ID.tenant2] });
const ACTION_KEY = { pattern: '^[A-Z][A-Za-z]+\\.[A-Z][A-Za-z]+$', maxLength: 100 };

export function acSchemas(): Record<string, Schema> {
  return {
    ...errorSchemas(),
    PrincipalType: s.enumOf('Whether a principal is a user or a group.', ['User', 'Group'], 'Group'),
    TenantSummary: object(
      'A short description of a tenant.',
      {
        id: s.uuid("The tenant's id.", ID.tenant),
        code: s.string("The tenant's code.", 'st-eriks-hospital'),
        name: s.string("The tenant's name.", "St. Erik's Hospital"),
      },
      ['id', 'code', 'name'],
    ),
    UserSummary: object(
      'A short description of a user.',
      {
        id: s.uuid("The user's id.", ID.user),
        email: s.email("The user's e-mail address.", 'anna.lindqvist@st-eriks.example.com'),
        displayName: s.string('The name shown to people.', 'Anna Lindqvist'),
      },
      ['id', 'email', 'displayName'],
    ),
    AuthenticateRequest: object(
      'Credentials to sign in with.',
      {
        email: s.email('The e-mail address the user signs in with.', 'anna.lindqvist@st-eriks.example.com'),
        password: { type: 'string', format: 'password', description: 'The password.', minLength: 8, maxLength: 128, example: 'correct-horse-battery-9' },
        tenantId: s.nullable(s.uuid("The tenant to sign in to; the user's default tenant when omitted.", ID.tenant)),
      },
      ['email', 'password'],
    ),
    AuthenticationResult: object(
      'An access token for the Portal and AC APIs, scoped to one tenant.',
      {
        accessToken: s.string('The JWT to send as `Authorization: Bearer <token>`.', 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbm5hIn0.c2lnbmF0dXJl'),
        tokenType: s.enumOf('Always `Bearer`.', ['Bearer'], 'Bearer'),
        expiresIn: s.int('Seconds until the token expires.', 3600, { minimum: 1 }),
        tenant: ref('TenantSummary'),
        user: ref('UserSummary'),
      },
      ['accessToken', 'tokenType', 'expiresIn', 'tenant', 'user'],
    ),
    AuthorizeRequest: object(
      'Actions to check for the caller.',
      {
        actions: s.array('Action keys (see `getActions`).', s.string('An action key.', 'WorkOrders.Update', ACTION_KEY), {
          minItems: 1,
          maxItems: 50,
          uniqueItems: true,
          example: ['WorkOrders.Update', 'Assets.Delete'],
        }),
        zoneId: s.nullable(s.uuid('Check the permission for this zone; permissions limited to other zones do not count.', ID.room)),
      },
      ['actions'],
      { example: { actions: ['WorkOrders.Update', 'Assets.Delete'], zoneId: null } },
    ),
    ActionDecision: object(
      'Whether the caller may perform one action.',
      {
        action: s.string('The action key.', 'WorkOrders.Update', ACTION_KEY),
        isAllowed: s.bool('Whether the action is allowed.', true),
      },
      ['action', 'isAllowed'],
    ),
    AuthorizeResult: object(
      'The decisions for the requested actions.',
      {
        userId: s.uuid('The caller.', ID.user),
        tenantId: s.uuid("The token's tenant.", ID.tenant),
        decisions: s.array('One decision per requested action, in request order.', ref('ActionDecision'), {
          example: [
            { action: 'WorkOrders.Update', isAllowed: true },
            { action: 'Assets.Delete', isAllowed: false },
          ],
        }),
      },
      ['userId', 'tenantId', 'decisions'],
    ),
    ChangeTenantRequest: object('The tenant to switch to.', { tenantId: s.uuid('A tenant the caller is a member of.', ID.tenant2) }, ['tenantId']),
    Tenant: object(
      'A customer organisation. All Portal data is partitioned by tenant.',
      {
        id: s.ro(s.uuid("The tenant's id.", ID.tenant)),
        code: s.string('A unique, URL-safe code.', 'st-eriks-hospital', { pattern: '^[a-z0-9][a-z0-9-]{2,39}$' }),
        name: s.string('The name shown to users.', "St. Erik's Hospital", { minLength: 1, maxLength: 100 }),
        isActive: s.bool('Users cannot sign in to an inactive tenant.', true),
        timeZone: s.string('IANA time zone.', 'Europe/Stockholm', { maxLength: 64 }),
        ...audit(),
      },
      ['id', 'code', 'name', 'isActive', 'timeZone', 'createdAt', 'updatedAt'],
    ),
    TenantRequest: object(
      'The editable fields of a tenant.',
      {
        code: s.string('A unique, URL-safe code; it cannot change after creation.', 'st-eriks-hospital', { pattern: '^[a-z0-9][a-z0-9-]{2,39}$' }),
        name: s.string('The name shown to users.', "St. Erik's Hospital", { minLength: 1, maxLength: 100 }),
        isActive: s.bool('Whether users can sign in.', true, { default: true }),
        timeZone: s.string('IANA time zone.', 'Europe/Stockholm', { maxLength: 64 }),
      },
      ['code', 'name', 'timeZone'],
    ),
    User: object(
      'A person who signs in. A user can belong to several tenants.',
      {
        id: s.ro(s.uuid("The user's id.", ID.user)),
        email: s.email('The sign-in e-mail address; unique.', 'anna.lindqvist@st-eriks.example.com'),
        ...userNames('Anna', 'Lindqvist'),
        phone: s.nullable(s.string('Phone number in E.164 format, for SMS notifications.', '+46701234567', { pattern: '^\\+[1-9]\\d{6,14}$' })),
        isActive: s.bool('Inactive users cannot sign in.', true),
        defaultTenantId: s.uuid('The tenant `authenticate` signs in to by default; one of `tenantIds`.', ID.tenant),
        tenantIds: memberOf(),
        groupIds: s.array('Groups the user is in, across tenants.', s.uuid('A group id.', ID.group), { uniqueItems: true, example: [ID.group] }),
        lastSignInAt: s.ro(s.nullable(s.dateTime('When the user last signed in.', '2025-03-17T07:02:11Z'))),
        ...audit(),
      },
      ['id', 'email', 'displayName', 'isActive', 'defaultTenantId', 'tenantIds', 'groupIds', 'createdAt', 'updatedAt'],
    ),
    UserCreateRequest: object(
      'A new user. An invitation e-mail lets the user choose a password.',
      {
        email: s.email('The sign-in e-mail address; unique.', 'erik.johansson@st-eriks.example.com'),
        ...userNames('Erik', 'Johansson'),
        phone: s.nullable(s.string('Phone number in E.164 format.', '+46709876543', { pattern: '^\\+[1-9]\\d{6,14}$' })),
        tenantIds: s.array("Tenants to add the user to; the caller's tenant when empty.", s.uuid('A tenant id.', ID.tenant), {
          uniqueItems: true,
          example: [ID.tenant],
        }),
        defaultTenantId: s.nullable(s.uuid('The default tenant; the first of `tenantIds` when omitted.', ID.tenant)),
        groupIds: s.array('Groups to add the user to.', s.uuid('A group id.', ID.group), { uniqueItems: true, example: [ID.group] }),
      },
      ['email', 'displayName'],
    ),
    UserUpdateRequest: object(
      'The editable fields of a user. The e-mail address cannot change.',
      {
        ...userNames('Anna', 'Lindqvist'),
        phone: s.nullable(s.string('Phone number in E.164 format.', '+46701234567', { pattern: '^\\+[1-9]\\d{6,14}$' })),
        isActive: s.bool('Set `false` to block sign-in; existing tokens stop working within 5 minutes.', true),
        defaultTenantId: s.uuid('The default tenant; one of `tenantIds`.', ID.tenant),
        tenantIds: memberOf(),
        groupIds: s.array('Groups the user is in.', s.uuid('A group id.', ID.group), { uniqueItems: true, example: [ID.group] }),
      },
      ['displayName', 'isActive', 'defaultTenantId', 'tenantIds', 'groupIds'],
    ),
    Group: object(
      'A set of users in one tenant. Permissions are normally granted to groups.',
      {
        id: s.ro(s.uuid("The group's id.", ID.group)),
        tenantId: s.ro(s.uuid('The tenant the group belongs to.', ID.tenant)),
        name: s.string('A name unique within the tenant.', 'Technicians – Building A', { minLength: 1, maxLength: 100 }),
        description: s.nullable(s.string('What the group is for.', 'On-site technicians for Building A; on-call rota in the duty plan.', { maxLength: 500 })),
        memberIds: s.array('User ids of the members.', s.uuid('A user id.', ID.user2), { uniqueItems: true, maxItems: 1000, example: [ID.user2] }),
        ...audit(),
      },
      ['id', 'tenantId', 'name', 'memberIds', 'createdAt', 'updatedAt'],
    ),
    GroupRequest: object(
      "The editable fields of a group. The group is created in the caller's tenant.",
      {
        name: s.string('A name unique within the tenant.', 'Technicians – Building A', { minLength: 1, maxLength: 100 }),
        description: s.nullable(s.string('What the group is for.', 'On-site technicians for Building A; on-call rota in the duty plan.', { maxLength: 500 })),
        memberIds: s.array('User ids of the members; they must be members of the tenant.', s.uuid('A user id.', ID.user2), {
          uniqueItems: true,
          maxItems: 1000,
          example: [ID.user2],
        }),
      },
      ['name'],
    ),
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
    BuildInfo: buildInfo(),
  };
}

export function acParameters(): Record<string, Parameter> {
  return {
    TenantId: idParam('tenantId', 'tenant', ID.tenant),
    UserId: idParam('userId', 'user', ID.user),
    GroupId: idParam('groupId', 'group', ID.group),
    PrincipalTypePath: {
      name: 'principalType',
      in: 'path',
      description: 'Whether `principalId` is a user or a group.',
      required: true,
      schema: ref('PrincipalType'),
      example: 'Group',
    },
    PrincipalId: idParam('principalId', 'user or group', ID.group),
  };
}

export function acPaths(): PathBuilder {
  const b = new PathBuilder(acParameters());
  b.tag('Authentication');
  b.post('/authenticate', 'authenticate', 'Sign in and get an access token', {
    errorAnswers: {
      401: {
        description: 'The credentials are wrong, the account is locked after repeated failures, or the function key is missing or wrong.',
        examples: [
          {
            name: 'WrongCredentials',
            summary: 'Wrong e-mail address or password.',
            code: 'Unauthorized',
            message: 'The e-mail address or the password is wrong.',
          },
          {
            name: 'AccountLocked',
            summary: 'Locked after 5 failed attempts.',
            code: 'Unauthorized',
            message: 'Too many failed sign-ins; the account is locked until 2025-03-17T07:17:11Z.',
          },
          {
            name: 'FunctionKey',
            summary: 'No valid function key.',
            code: 'Unauthorized',
            message: 'The x-functions-key header is missing or holds no valid function key.',
          },
        ],
      },
      403: {
        description: 'The credentials are right, but the user or the tenant is inactive, or the user is not a member of `tenantId`.',
        examples: [
          { name: 'UserInactive', summary: 'The user is inactive.', code: 'Forbidden', message: "The user 'anna.lindqvist@st-eriks.example.com' is inactive." },
          { name: 'TenantInactive', summary: 'The tenant is inactive.', code: 'Forbidden', message: "The tenant 'st-eriks-hospital' is inactive." },
          {
            name: 'NotAMember',
            summary: 'The user is not a member of the tenant.',
            code: 'Forbidden',
            message: "The user is not a member of the tenant '15a8ae0c-2777-44af-861d-07c20794c426'.",
          },
        ],
      },
    },
    description:
      "Checks a user's credentials and returns a JWT for the Portal and AC APIs, scoped to the requested tenant or the user's default tenant. Needs only the function key. Tokens last an hour; sign in again when they expire.\n\nAnswers 401 for wrong credentials (without saying which part is wrong), 403 when the user or the tenant is inactive or the user is not a member of `tenantId`. After 5 failed attempts in 15 minutes the account is locked for 15 minutes (also 401).",
    body: jsonBody(ref('AuthenticateRequest'), 'The credentials.'),
    ok: ok(200, 'The user is signed in.', ref('AuthenticationResult')),
    security: FUNCTION_KEY,
  });
  b.post('/authorize', 'authorize', "Check the caller's permissions", {
    description:
      "Tells whether the caller may perform each of a list of actions in the token's tenant, optionally in a zone, taking group membership and denies into account. Clients use it to hide buttons the user cannot use; back ends use it before acting on the user's behalf. A `false` decision is a normal answer, not an error.",
    body: jsonBody(ref('AuthorizeRequest'), 'The actions to check.'),
    ok: ok(200, 'One decision per action.', ref('AuthorizeResult')),
    errors: [400, 401],
  });
  b.post('/change-tenant', 'changeTenant', 'Switch to another tenant', {
    errorAnswers: {
      403: {
        description: 'The caller is not a member of the tenant, or the tenant is inactive.',
        examples: [
          {
            name: 'NotAMember',
            summary: 'The caller is not a member of the tenant.',
            code: 'Forbidden',
            message: "You are not a member of the tenant 'north-campus'.",
          },
          { name: 'TenantInactive', summary: 'The tenant is inactive.', code: 'Forbidden', message: "The tenant 'north-campus' is inactive." },
        ],
      },
    },
    description:
      "Returns a new token for another tenant the caller is a member of; the old token stays valid until it expires. Use it for the portal's tenant switcher. Answers 403 when the caller is not a member of the tenant or the tenant is inactive.",
    body: jsonBody(ref('ChangeTenantRequest'), 'The tenant to switch to.'),
    ok: okExample(200, 'A token for the new tenant.', ref('AuthenticationResult'), {
      tenant: { id: ID.tenant2, code: 'north-campus', name: 'North Campus Clinic' },
    }),
    errors: [400, 401, 403, 404],
  });

  b.tag('Tenants');
  const tenant = item(b, '/tenants/{tenantId}', 'Tenant', 'tenant');
  tenant.create(`${BASE}/tenants/${ID.tenant}`, {
    conflict: { summary: 'The code is taken.', code: 'DuplicateCode', message: "A tenant with the code 'st-eriks-hospital' already exists." },
    description:
      "Creates a customer organisation with the built-in Administrators group, and makes the caller a member of it. Needs the `Tenants.Create` permission, which only the operator's own tenant grants. Answers 409 `DuplicateCode` when the code is taken.",
  });
  tenant.get({ description: 'Returns one tenant. Callers can read the tenants they are members of; other tenants need `Tenants.Read`.' });
  tenant.update({
    conflict: {
      summary: 'The code differs from the stored code.',
      code: 'Conflict',
      message: "The code of a tenant cannot change: it is 'st-eriks-hospital', the request says 'st-eriks'.",
    },
    description:
      'Changes the name, time zone or active flag of a tenant. Deactivating it blocks sign-in for all its users; existing tokens stop working within 5 minutes. Answers 409 when `code` differs from the stored code.',
  });
  tenant.delete({
    conflict: [
      {
        name: 'CurrentTenant',
        summary: "The tenant is the caller's current tenant.",
        code: 'Conflict',
        message: 'You cannot delete the tenant you are signed in to; switch to another tenant first.',
      },
      {
        name: 'StillActive',
        summary: 'The tenant is still active.',
        code: 'Conflict',
        message: "The tenant 'north-campus' is still active; deactivate it with updateTenant first.",
      },
    ],
    description:
      "Deletes a tenant, its groups and its permissions, and removes its users' membership; users left without a tenant are deactivated. Portal data is purged after 30 days. Answers 409 for the caller's current tenant and for tenants that are still active (deactivate first).",
  });

  b.tag('Users');
  b.post('/users', 'createUser', 'Create a user', {
    conflict: {
      summary: 'The e-mail address has a user.',
      code: 'DuplicateEmail',
      message: "A user with the e-mail address 'erik.johansson@st-eriks.example.com' already exists.",
    },
    description:
      'Creates a user and e-mails an invitation to choose a password. Answers 409 `DuplicateEmail` when a user with the address exists; add that user to your tenant with `updateUser` instead.',
    body: jsonBody(ref('UserCreateRequest'), 'The new user.'),
    // The user of the request (UserCreateRequest's example), just created: invited, never signed in.
    ok: created('The user was created and invited.', 'User', `${BASE}/users/${ID.user2}`, {
      id: ID.user2,
      email: 'erik.johansson@st-eriks.example.com',
      displayName: 'Erik Johansson',
      givenName: 'Erik',
      familyName: 'Johansson',
      phone: '+46709876543',
      isActive: true,
      defaultTenantId: ID.tenant,
      tenantIds: [ID.tenant],
      groupIds: [ID.group],
      lastSignInAt: null,
      createdAt: '2025-03-17T09:12:40Z',
      updatedAt: '2025-03-17T09:12:40Z',
    }),
  });
  const user = item(b, '/users/{userId}', 'User', 'user');
  user.get({ description: 'Returns one user. Only tenants and groups the caller can see are listed in `tenantIds` and `groupIds`.' });
  user.update({
    conflict: {
      summary: 'The default tenant is not one of the tenants.',
      code: 'Conflict',
      message: "defaultTenantId '15a8ae0c-2777-44af-861d-07c20794c426' is not one of tenantIds.",
    },
    description:
      'Replaces the editable fields of a user, including tenant and group membership. Users can update their own names and phone; everything else needs `Users.Update`. Answers 409 when `defaultTenantId` is not in `tenantIds`.',
    body: jsonBody(ref('UserUpdateRequest'), "The user's new field values."),
  });
  user.delete({
    conflict: [
      {
        name: 'LastAdministrator',
        summary: "The user is the last member of a tenant's Administrators group.",
        code: 'Conflict',
        message: "Anna Lindqvist is the last member of the Administrators group of St. Erik's Hospital.",
      },
      { name: 'Self', summary: 'The caller tries to delete themselves.', code: 'Conflict', message: 'You cannot delete your own user.' },
    ],
    description:
      "Deletes a user and their permissions. Records they created in the Portal keep their name. Answers 409 when the user is the last member of a tenant's Administrators group, and when callers try to delete themselves.",
  });
  b.get('/users/{userId}/default-tenant', 'getUserDefaultTenant', "Get a user's default tenant", {
    description:
      "Returns the tenant the user signs in to when `authenticate` is called without `tenantId`. It needs a bearer token, so it is no help before sign-in (and `authenticate` without `tenantId` lands there anyway): administration tools use it to show a user's default tenant, and a signed-in client uses it to offer a way back to that tenant with `changeTenant`.",
    params: [P('UserId')],
    ok: ok(200, 'The default tenant.', ref('Tenant')),
  });
  b.post('/principals/names', 'getUsersOrGroupsNamesById', 'Resolve user and group names by id', {
    description:
      'Returns display names for up to 200 user and group ids in one call, for showing who created or was assigned something. Ids the caller cannot see, or that do not exist, are left out rather than answered with 404. POST is used because the id list is too long for a URL.',
    body: jsonBody(ref('PrincipalNamesRequest'), 'The ids to resolve.'),
    ok: ok(200, 'The names, in request order.', { type: 'array', items: ref('PrincipalName') }),
    errors: [400, 401],
  });

  b.tag('Groups');
  const group = item(b, '/groups/{groupId}', 'Group', 'group');
  group.create(`${BASE}/groups/${ID.group}`, {
    conflict: { summary: 'The name is taken.', code: 'DuplicateName', message: "The name 'Technicians – Building A' is already used in this tenant." },
    description:
      "Creates a group in the caller's tenant. Grant it permissions with `updatePermissions`. Answers 409 `DuplicateName` when the name is taken in the tenant and 400 when a member is not in the tenant.",
  });
  group.get({ description: 'Returns one group with its members.' });
  group.update({
    conflict: [
      {
        name: 'DuplicateName',
        summary: 'The name is taken.',
        code: 'DuplicateName',
        message: "The name 'Technicians – Building A' is already used in this tenant.",
      },
      {
        name: 'LastAdministrator',
        summary: 'The last administrator would be removed.',
        code: 'Conflict',
        message: 'The Administrators group must keep at least one member.',
      },
    ],
    description:
      "Replaces the name, description and members of a group. Membership changes take effect on the members' next token. Answers 409 `DuplicateName` when the name is taken, and 409 `Conflict` when the last member of the Administrators group would be removed.",
  });
  group.delete({
    conflict: { summary: 'The group is built in.', code: 'Conflict', message: 'The built-in Administrators group cannot be deleted.' },
    description: 'Deletes a group and its permissions; its members lose what they had only through it. Answers 409 for the built-in Administrators group.',
  });

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
  addGetBuildNumber(b, 'access-control');
  return b;
}
