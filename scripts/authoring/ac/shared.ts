/** The schema the AC document's tags share: whether a principal is a user or a group. */
import { s, type Schema } from '../lib';
import type { TagModule } from '../module';

export const shared: TagModule = {
  schemas: (): Record<string, Schema> => ({
    PrincipalType: s.enumOf('Whether a principal is a user or a group.', ['User', 'Group'], 'Group'),
  }),
};
