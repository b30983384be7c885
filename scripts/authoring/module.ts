/** One tag (or a few tags read together) of a document: its schemas and its operations. */
import type { PathBuilder, Schema } from './lib';

export interface TagModule {
  /** Its components.schemas, in document order. */
  readonly schemas: () => Record<string, Schema>;
  /** Adds its operations, in document order. */
  readonly paths?: (b: PathBuilder) => void;
}
