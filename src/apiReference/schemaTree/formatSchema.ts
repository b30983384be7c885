/**
 * Text for schema facts, shared by the schema tree and the parameter lists. Values are shown as
 * JSON (so "1" and 1 differ); constraints in a fixed order: numeric bounds, lengths, pattern,
 * item counts, property counts.
 */
import type { JsonValue } from '../../openapi/pageData';
import type { SchemaConstraints } from '../../openapi/pageData';
import { translate } from '../../strings';
import type { StringId } from '../../strings';

export function formatValue(value: JsonValue): string {
  return JSON.stringify(value);
}

const ORDER: readonly (keyof SchemaConstraints)[] = [
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
];

export function formatConstraints(constraints: SchemaConstraints | undefined): string[] {
  if (!constraints) return [];
  return ORDER.flatMap((key) => {
    const value = constraints[key];
    if (value === undefined || value === false) return [];
    return [translate(`api.constraint.${key}` as StringId, { value: String(value) })];
  });
}
