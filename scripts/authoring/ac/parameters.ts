/** components.parameters of the AC document: the path ids and the principal type. */
import { ref, type Parameter } from '../lib';
import { idParam } from '../operations';
import { ID } from '../ids';

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
