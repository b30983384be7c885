/**
 * What the Portal modules (one per tag, composed in tag order by build-openapi.ts) share: the schema
 * helpers (audit fields, ids, names, custom fields, labels), the parameter references, the created
 * answer, the five operations of a plain resource (`crud`) and the by-code twin of an operation
 * (`byCode`).
 */
import {
  ref,
  s,
  ok,
  jsonBody,
  type Changes,
  type ErrorExample,
  type NamedExample,
  type OperationSpec,
  type Parameter,
  type PathBuilder,
  type Ref,
  type Schema,
} from '../lib';
import { P, idParam, item } from '../operations';
import { ID } from '../ids';

export { P, idParam, created } from '../operations';

export const T0 = '2025-03-14T08:30:00Z';
export const T1 = '2025-03-14T09:15:00Z';

export const ENTITY_TYPES = ['Asset', 'WorkOrder', 'Issue', 'Zone', 'Contractor', 'Renter', 'Rent', 'Order'];

export const audit = (): Record<string, Schema> => ({
  createdAt: s.ro(s.dateTime('When the record was created (UTC).', '2025-01-20T10:04:12Z')),
  updatedAt: s.ro(s.dateTime('When the record was last changed (UTC).', T0)),
});
export const id = (what: string, example: string): Schema => s.ro(s.uuid(`The ${what}'s id.`, example));
export const name = (description: string, example: string, maxLength = 200): Schema => s.string(description, example, { minLength: 1, maxLength });
export const description = (example: string | null): Schema => s.nullable(s.string('Free text for people; plain text.', example, { maxLength: 2000 }));
export const customFields = (): Schema => ({
  type: 'object',
  description:
    'Values of the tenant-defined custom fields for this entity type (see `getEntityMetadata`), keyed by field name. Unknown keys are rejected with 400.',
  additionalProperties: true,
  example: { costCentre: 'CC-4410', floorArea: 18.5 },
});
export const labelIds = (): Schema =>
  s.array('Labels put on the entity (see the Labels operations).', s.uuid('A label id.', ID.label), { maxItems: 20, uniqueItems: true, example: [ID.label] });

export const query = (name: string, description: string, schema: Schema, example: unknown, extra: Partial<Parameter> = {}): Parameter => ({
  name,
  in: 'query',
  description,
  ...extra,
  schema,
  example,
});

/** A query parameter with named examples instead of one `example`: the samples offer each value (issue 43). */
export const queryExamples = (
  name: string,
  description: string,
  schema: Schema,
  examples: Record<string, NamedExample>,
  extra: Partial<Parameter> = {},
): Parameter => ({
  name,
  in: 'query',
  description,
  ...extra,
  schema,
  examples,
});

/** A path parameter holding a resource's id, with named examples instead of one: the samples offer each (issue 43). */
export const idParamExamples = (name: string, what: string, examples: Record<string, NamedExample>): Parameter => {
  const { example: _example, ...param } = idParam(name, what, '');
  return { ...param, examples };
};

export const arrayOf = (name: string): Schema => ({ type: 'array', items: ref(name) });
export const PAGED = [P('Page'), P('PageSize')];
export const BASE = 'https://fms-portal.example.com/api';
/** A run an execute operation queued: nothing has happened yet. */
export const QUEUED_RUN: Changes = { state: 'Pending', queuedAt: '2025-03-17T08:05:00Z', startedAt: null, finishedAt: null, steps: [], errorMessage: null };

/** A plain resource: its names in the forms the descriptions need, its paths and its own sentences. */
export interface CrudSpec {
  tag: string;
  base: string;
  idName: string;
  exampleId: string;
  singular: string;
  Singular: string;
  plural: string;
  Plural: string;
  article: string;
  request: string;
  sortedBy: string;
  listParams?: (Parameter | Ref)[];
  createSummary?: string;
  deleteSummary?: string;
  text: { list: string; create: string; get?: string; update: string; delete?: string };
  /** The 409 of create, update and delete, where they have one (the text names when). */
  conflicts?: { create?: ErrorExample | ErrorExample[]; update?: ErrorExample | ErrorExample[]; delete?: ErrorExample | ErrorExample[] };
}

/**
 * The five operations of a plain resource. `text` holds the resource-specific sentences so that every
 * description says something an integrator needs, not only the verb.
 */
export function crud(b: PathBuilder, c: CrudSpec): void {
  const { tag, singular, article } = c;
  b.get(c.base, `list${c.Plural}`, `List ${c.plural}`, {
    tag,
    description: `Returns ${c.plural} one page at a time, sorted by ${c.sortedBy}. ${c.text.list}`,
    params: [...(c.listParams || []), ...PAGED],
    ok: ok(200, `A page of ${c.plural}.`, ref(`${c.Singular}Page`)),
  });
  const one = item(b, `${c.base}/{${c.idName}}`, c.Singular, singular, article);
  one.create(`${BASE}${c.base}/${c.exampleId}`, {
    tag,
    summary: c.createSummary,
    description: `Creates ${article} ${singular} and returns it with its new id. ${c.text.create}`,
    body: jsonBody(ref(c.request), `The new ${singular}.`),
    conflict: c.conflicts?.create,
  });
  one.get({ tag, description: `Returns one ${singular}. ${c.text.get || ''}`.trim() });
  one.update({
    tag,
    description: `Replaces the editable fields of ${article} ${singular}; send every field, as omitted optional fields are cleared. ${c.text.update}`,
    body: jsonBody(ref(c.request), `The ${singular}'s new field values.`),
    conflict: c.conflicts?.update,
  });
  if (c.text.delete) {
    one.delete({ tag, summary: c.deleteSummary, description: `Deletes ${article} ${singular}. ${c.text.delete}`, conflict: c.conflicts?.delete });
  }
}

/**
 * The twin of an operation on a work order that addresses it by its code (`/work-orders/by-code/{workOrderCode}…`)
 * instead of its id: the same body, answers and errors, its own id, summary and description, and
 * the code where the id was.
 */
export function byCode(
  operation: OperationSpec,
  twin: Pick<OperationSpec, 'summary' | 'description'> & Partial<Pick<OperationSpec, 'id' | 'errors'>>,
): OperationSpec {
  const params = (operation.params ?? []).map((param) => ('$ref' in param && param.$ref === P('WorkOrderId').$ref ? P('WorkOrderCode') : param));
  return {
    ...operation,
    id: twin.id ?? `${operation.id}ByCode`,
    summary: twin.summary,
    description: twin.description,
    params,
    ...(twin.errors ? { errors: twin.errors } : {}),
  };
}
