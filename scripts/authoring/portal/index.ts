/**
 * The Portal document, one module per tag (or per few tags read together), in the order of its tags;
 * build-openapi.ts composes their schemas and operations in this order.
 */
import type { PortalModule } from './module';
import { shared } from './shared';
import { assets } from './assets';
import { assetCategories } from './assetCategories';
import { issues } from './issues';
import { zones } from './zones';
import { workOrders } from './workOrders';
import { workOrderCommentsAndAssignments } from './workOrderCommentsAndAssignments';
import { timesheetEntries } from './timesheetEntries';
import { contractorsAndOrders } from './contractorsAndOrders';
import { renting } from './renting';
import { workflows } from './workflows';
import { reports } from './reports';
import { dashboard } from './dashboard';
import { chat } from './chat';
import { referenceData } from './referenceData';
import { qrCodeTemplates } from './qrCodeTemplates';
import { files } from './files';
import { activityAndConfiguration } from './activityAndConfiguration';
import { systemAndLookups } from './systemAndLookups';

export { portalParameters } from './parameters';
export type { PortalModule } from './module';

export const PORTAL_MODULES: readonly PortalModule[] = [
  shared,
  assets,
  assetCategories,
  issues,
  zones,
  workOrders,
  workOrderCommentsAndAssignments,
  timesheetEntries,
  contractorsAndOrders,
  renting,
  workflows,
  reports,
  dashboard,
  chat,
  referenceData,
  qrCodeTemplates,
  files,
  activityAndConfiguration,
  systemAndLookups,
];
