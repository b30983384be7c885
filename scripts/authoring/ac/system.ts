/** The AC document's System tag: the build number. */
import type { PathBuilder, Schema } from '../lib';
import { buildInfo, addGetBuildNumber } from '../operations';
import type { TagModule } from '../module';

export const system: TagModule = {
  schemas: (): Record<string, Schema> => ({
    BuildInfo: buildInfo(),
  }),
  paths(b: PathBuilder): void {
    addGetBuildNumber(b, 'access-control');
  },
};
