/**
 * Operations and schemas both documents build the same way: parameter references and id parameters,
 * the created answer, `item()` (a resource's create, get, update and delete, derived from its names)
 * and the build number.
 */
import {
  ref,
  s,
  object,
  ok,
  jsonBody,
  noContent,
  okExample,
  json,
  FUNCTION_KEY,
  type Changes,
  type Parameter,
  type PathBuilder,
  type Ref,
  type Responses,
  type Schema,
  type OperationDraft,
} from './lib';

/** A reference to one of the document's components.parameters. */
export const P = (name: string): Ref => ({ $ref: `#/components/parameters/${name}` });

/** A path parameter holding a resource's id. */
export function idParam(name: string, what: string, example: string): Parameter {
  return { name, in: 'path', description: `The ${what}'s id.`, required: true, schema: { type: 'string', format: 'uuid' }, example };
}

/** A 201 with its Location header; `changes` make the example the record the request created (see okExample). */
export const created = (description: string, schemaName: string, location: string, changes?: Changes): Responses => {
  const headers = { Location: { description: 'The URL of the created resource.', schema: { type: 'string', format: 'uri', example: location } } };
  return changes ? okExample(201, description, ref(schemaName), changes, { headers }) : { 201: { description, headers, content: json(ref(schemaName)) } };
};

/** Which build of a back end answered: the schema both documents' `getBuildNumber` returns. */
export const buildInfo = (): Schema =>
  object(
    'Which build of the back end answered.',
    {
      buildNumber: s.string('The build number.', '2025.03.14.2'),
      commit: s.string('The source commit.', '9f3c2ab', { pattern: '^[0-9a-f]{7,40}$' }),
      builtAt: s.dateTime('When the build was made.', '2025-03-14T05:12:44Z'),
      environment: s.enumOf('The deployment environment.', ['Development', 'Test', 'Staging', 'Production'], 'Production'),
    },
    ['buildNumber', 'commit', 'builtAt', 'environment'],
  );

/** Both documents' `getBuildNumber`, under the System tag: the build of `backEnd` ("Portal", "access-control"), for the function key only. */
export function addGetBuildNumber(b: PathBuilder, backEnd: string): void {
  b.tag('System');
  b.add('get', '/build-number', {
    id: 'getBuildNumber',
    errorAnswers: {
      401: {
        description: 'The function key is missing or wrong.',
        examples: { code: 'Unauthorized', message: 'The x-functions-key header is missing or holds no valid function key.' },
      },
    },
    summary: 'Get the build number',
    description: `Returns which build of the ${backEnd} back end answers. Needs only the function key, so deployment pipelines and health probes can call it without a user.`,
    ok: ok(200, 'The build.', ref('BuildInfo')),
    errors: [401],
    security: FUNCTION_KEY,
  });
}

/** An operation of `item()`: its summary, answer and parameters default to the resource's. */
export type ItemDraft = Omit<OperationDraft, 'ok'> & { summary?: string; ok?: Responses };

/**
 * The create of a resource and its get, update and delete by id, at `path` (`/groups/{groupId}`). Their
 * ids (`getGroup`), summaries (`Get a group`), path parameters (`GroupId`), body (`GroupRequest`)
 * and answers are derived from the schema's name and the resource's singular; each takes the rest of
 * its operation (description, conflict…), which may give its own of any of these but the id.
 */
export function item(b: PathBuilder, path: string, schema: string, singular: string, article = 'a') {
  if (!/\}$/.test(path)) throw new Error(`item(): ${path} does not end in a path parameter`);
  const params = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => P(name[0].toUpperCase() + name.slice(1)));
  const add = (method: string, at: string, verb: string, derived: Omit<ItemDraft, 'description'> & { ok: Responses }, { summary, ...own }: ItemDraft): void =>
    b.add(method, at, { id: `${verb.toLowerCase()}${schema}`, summary: summary ?? `${verb} ${article} ${singular}`, ...derived, ...own });
  return {
    /** Its create, at the collection's path; `location` is the created example's URL. */
    create: (location: string, o: ItemDraft): void =>
      add(
        'post',
        path.slice(0, path.lastIndexOf('/')),
        'Create',
        {
          body: jsonBody(ref(`${schema}Request`), `The new ${singular}.`),
          ok: created(`The ${singular} was created.`, schema, location),
        },
        o,
      ),
    get: (o: ItemDraft): void => add('get', path, 'Get', { params, ok: ok(200, `The ${singular}.`, ref(schema)) }, o),
    update: (o: ItemDraft): void =>
      add(
        'put',
        path,
        'Update',
        {
          params,
          body: jsonBody(ref(`${schema}Request`), `The ${singular}'s new field values.`),
          ok: ok(200, `The updated ${singular}.`, ref(schema)),
        },
        o,
      ),
    delete: (o: ItemDraft): void => add('delete', path, 'Delete', { params, ok: noContent(`The ${singular} was deleted.`) }, o),
  };
}
