/** The AC document's Groups tag: its schemas and operations. */
import { s, object, type PathBuilder, type Schema } from '../lib';
import { item } from '../operations';
import { ID } from '../ids';
import { BASE, audit } from './common';
import type { TagModule } from '../module';

export const groups: TagModule = {
  schemas: (): Record<string, Schema> => ({
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
  }),
  paths(b: PathBuilder): void {
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
  },
};
