/** The AC document's Users tag: its schemas and operations (the names it resolves are described with the permissions' schemas, where the document has them). */
import { ref, s, object, ok, jsonBody, type PathBuilder, type Schema } from '../lib';
import { item, P, created } from '../operations';
import { ID } from '../ids';
import { BASE, audit } from './common';
import type { TagModule } from '../module';

/** A user's names, as the user and its requests show them. */
const userNames = (given: string, family: string): Record<string, Schema> => ({
  displayName: s.string('The name shown to people.', `${given} ${family}`, { minLength: 1, maxLength: 200 }),
  givenName: s.nullable(s.string('Given name.', given, { maxLength: 100 })),
  familyName: s.nullable(s.string('Family name.', family, { maxLength: 100 })),
});
/** The tenants a user is a member of, as the user and its update show them. */
const memberOf = (): Schema =>
  s.array('Tenants the user is a member of.', s.uuid('A tenant id.', ID.tenant), { minItems: 1, uniqueItems: true, example: [ID.tenant, ID.tenant2] });

export const users: TagModule = {
  schemas: (): Record<string, Schema> => ({
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
  }),
  paths(b: PathBuilder): void {
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
  },
};
