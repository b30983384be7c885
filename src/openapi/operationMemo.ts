/**
 * Operation pages kept between normalisations of the same API in one process (decision 0027), and
 * handed to a later run by src/node/api/memoStore.ts.
 */
import { collectRemoteImages, reportRemoteImages } from './markdown';
import type { OperationContext, RawOperation } from './operations';
import type { OpenApiV3Document } from './document';
import type { OperationPageData } from './pageData';

/** An operation's page as built, with what building it reported. */
interface KeptOperation {
  readonly page: OperationPageData;
  readonly warnings: readonly string[];
  readonly remoteImages: readonly string[];
}

/** Per API id: the operations of its last normalisation, valid while the rest of its document (`context`) stays the same. */
const keptOperations = new Map<string, { readonly context: string; readonly operations: ReadonlyMap<string, KeptOperation> }>();

/** The operations kept, to keep between runs (src/node/api/memoStore.ts); `restoreKeptOperations` takes them back. */
export function keptOperationPages(): ReadonlyMap<string, unknown> {
  return keptOperations;
}

/** Takes back operations kept by an earlier run of the same code (what `keptOperationPages` gave). */
export function restoreKeptOperations(kept: ReadonlyMap<string, unknown>): void {
  for (const [id, value] of kept)
    if (!keptOperations.has(id)) keptOperations.set(id, value as { context: string; operations: ReadonlyMap<string, KeptOperation> });
}

/** Parts of a document that `buildOperation` never reads; everything else may be reached by a `$ref` or read directly. */
const NOT_READ_BY_OPERATIONS = new Set(['paths', 'webhooks', 'x-webhooks', 'info', 'tags', 'x-tagGroups', 'externalDocs']);
/** A reference into those parts (bundlers point repeated schemas into `paths`) makes every operation depend on them. */
const REFERENCE_INTO_UNREAD = /"#\/(?:paths|webhooks|x-webhooks|info|tags|x-tagGroups|externalDocs)(?:\/|")/;

/**
 * Keeps operation pages between normalisations of the same API in one process (decision 0027):
 * `gatsby develop` normalises a document again each time it is saved, and most of its operations
 * have not changed. An operation's page is a function of its own object, its path item's
 * parameters and servers, its context (slug, tag, label, tree options) and the rest of the document
 * (components, security, servers), so that is its key; when the rest of the document changes, or
 * a `$ref` points into another operation's part of it, nothing is kept. Only the last normalisation
 * of each API is kept. The warnings and remote images its building reported are reported again.
 */
export function operationMemo(document: OpenApiV3Document, options: { readonly id: string; readonly schemaTree?: unknown; readonly schemaPages?: boolean }) {
  let context: string;
  try {
    if (REFERENCE_INTO_UNREAD.test(JSON.stringify(document))) throw new Error('a reference into the operations');
    context = JSON.stringify([
      Object.entries(document).filter(([key]) => !NOT_READ_BY_OPERATIONS.has(key)),
      options.schemaTree ?? null,
      options.schemaPages !== false,
    ]);
  } catch {
    // A reference into the operations, or a document that is not plain JSON: built afresh each time.
    keptOperations.delete(options.id);
    return undefined;
  }
  const previous = keptOperations.get(options.id);
  const kept = previous?.context === context ? previous.operations : new Map<string, KeptOperation>();
  const next = new Map<string, KeptOperation>();
  return {
    build(raw: RawOperation, ctx: OperationContext, build: (ctx: OperationContext) => OperationPageData): OperationPageData {
      const { warn: _warn, securitySchemes: _fromContext, treeOptions, ...own } = ctx;
      const key = JSON.stringify([
        raw.kind,
        raw.method,
        raw.path,
        raw.at,
        raw.itemAt,
        raw.operation,
        raw.pathItem.parameters ?? null,
        raw.pathItem.servers ?? null,
        own,
        treeOptions.maxDepth ?? null,
        treeOptions.maxNodes ?? null,
      ]);
      let entry = kept.get(key) ?? next.get(key);
      if (entry) {
        for (const warning of entry.warnings) ctx.warn(warning);
      } else {
        const warnings: string[] = [];
        const warn = (message: string): void => {
          warnings.push(message);
          ctx.warn(message);
        };
        const { value: page, remoteImages } = collectRemoteImages(() => build({ ...ctx, warn }));
        entry = { page, warnings, remoteImages };
      }
      next.set(key, entry);
      reportRemoteImages(entry.remoteImages);
      return entry.page;
    },
    done(): void {
      keptOperations.set(options.id, { context, operations: next });
    },
  };
}
