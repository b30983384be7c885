/**
 * The AC (access-control) document, one module per tag, in the order of its tags; documents.ts
 * composes their schemas and operations in this order.
 */
import type { TagModule } from '../module';
import { shared } from './shared';
import { authentication } from './authentication';
import { tenants } from './tenants';
import { users } from './users';
import { groups } from './groups';
import { permissions } from './permissions';
import { system } from './system';

export { acParameters } from './parameters';

export const AC_MODULES: readonly TagModule[] = [shared, authentication, tenants, users, groups, permissions, system];
