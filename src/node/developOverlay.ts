/**
 * gatsby develop's browser overlay, for errors found outside webpack (an API document that no longer
 * loads). Webpack's own errors (an MDX page, a diagram in it) reach the overlay by themselves; data
 * sourced in gatsby-node does not, so its errors would only be printed in the terminal while the
 * browser keeps showing the last good version as if nothing were wrong.
 *
 * Gatsby has no public API for this. Its query compiler sends GraphQL errors to the overlay through
 * its websocket manager (`emitError(id, structuredErrors)`, `null` clears the id); we use the same
 * channel, so an error shows in the overlay every open page already has, with the file and position,
 * and an "Open in Editor" button. The overlay titles every such error "Unhandled GraphQL Error" (its
 * only component for errors sent this way); our title line says what it really is. The manager keeps
 * the errors it was given and sends them to every browser that connects later, so an error found
 * while sourcing, before the server listens, is shown too. Outside `gatsby develop`, or if a Gatsby
 * upgrade moves the module, this does nothing: the terminal message (and, in a build, the stop) stays.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/** What the overlay shows for one error. */
export interface OverlayError {
  /** The accordion's title line. */
  readonly title: string;
  /** The whole message (file, position, reason, what to do). */
  readonly message: string;
  /** Absolute path of the file at fault, for "Open in Editor". */
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
}

/** The part of Gatsby's websocket manager (gatsby/dist/utils/websocket-manager) used here. */
export interface OverlayChannel {
  emitError(id: string, errors: readonly object[] | null): void;
}

/** The shape the overlay's GraphQL-error component reads (gatsby/cache-dir/fast-refresh-overlay/components/graphql-errors.js). */
export function structuredOverlayError(error: OverlayError): object {
  return {
    level: 'ERROR',
    code: 'FMS',
    text: error.message,
    context: { sourceMessage: error.title },
    ...(error.file ? { filePath: error.file } : {}),
    ...(error.line !== undefined ? { location: { start: { line: error.line, column: error.column ?? 1 } } } : {}),
  };
}

function developChannel(): OverlayChannel | undefined {
  if (process.env.gatsby_executing_command !== 'develop') return undefined;
  try {
    const required = createRequire(path.join(process.cwd(), 'package.json'))('gatsby/dist/utils/websocket-manager') as { websocketManager?: OverlayChannel };
    return typeof required.websocketManager?.emitError === 'function' ? required.websocketManager : undefined;
  } catch {
    return undefined;
  }
}

/** Shows `errors` under `id` in the overlay of every open page (replacing what `id` showed); an empty list clears it. */
export function reportToDevelopOverlay(id: string, errors: readonly OverlayError[], channel: OverlayChannel | undefined = developChannel()): void {
  channel?.emitError(id, errors.length > 0 ? errors.map(structuredOverlayError) : null);
}
