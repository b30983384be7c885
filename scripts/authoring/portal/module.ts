/** One tag (or a few tags read together) of the Portal document: its schemas and its operations. */
export type { TagModule as PortalModule } from '../module';
