/**
 * Looks up an API-page string and fills its {placeholders}. Kept next to the components until
 * `apiStrings` is merged into the shared strings module; then this can delegate to `translate`.
 */
import { apiStrings } from '../strings/api';

export type ApiStringId = keyof typeof apiStrings;

export function apiText(id: ApiStringId, values: Readonly<Record<string, string | number>> = {}): string {
  return apiStrings[id].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
