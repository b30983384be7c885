/** The AC document's Authentication tag: signing in, checking permissions and switching tenant. */
import { ref, s, object, ok, okExample, jsonBody, FUNCTION_KEY, type PathBuilder, type Schema } from '../lib';
import { ID } from '../ids';
import { ACTION_KEY } from './common';
import type { TagModule } from '../module';

export const authentication: TagModule = {
  schemas: (): Record<string, Schema> => ({
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
  }),
  paths(b: PathBuilder): void {
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
            {
              name: 'UserInactive',
              summary: 'The user is inactive.',
              code: 'Forbidden',
              message: "The user 'anna.lindqvist@st-eriks.example.com' is inactive.",
            },
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
  },
};
