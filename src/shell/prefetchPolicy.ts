/**
 * SPEC §2, §9: links are prefetched on hover and when visible, except on 2g connections or with
 * data saver on (navigator.connection).
 */
export interface ConnectionInfo {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

export function connectionAllowsPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}
