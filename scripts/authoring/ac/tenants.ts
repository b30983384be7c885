/** The AC document's Tenants tag: its schemas and operations. */
import { s, object, type PathBuilder, type Schema } from '../lib';
import { item } from '../operations';
import { ID } from '../ids';
import { BASE, audit } from './common';
import type { TagModule } from '../module';

export const tenants: TagModule = {
  schemas: (): Record<string, Schema> => ({
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
  }),
  paths(b: PathBuilder): void {
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
  },
};
