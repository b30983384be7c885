/**
 * sourceNodes: one `ApiSpec` node per API of the settings, one `ApiTag` per tag group and one
 * `ApiOperation` per operation. A document that cannot be used stops the build with the engine's
 * message (file, line:column or JSON pointer, what to do); normalisation warnings are printed.
 */
import type { SourceNodesArgs } from 'gatsby';
import type { ResolvedSiteSettings } from '../config/schema';
import { ApiDocumentError } from '../../openapi';
import { loadApis, type LoadedApi } from './loadApis';
import { apiNodeContents } from './model';
import { apiRouteConflict } from './routes';
import { checkDocumentExampleFindings } from '../checks';

export const API_NODE_TYPES = { spec: 'ApiSpec', tag: 'ApiTag', operation: 'ApiOperation' } as const;

export async function sourceApiNodes(
  { actions, createNodeId, createContentDigest, reporter }: SourceNodesArgs,
  settings: ResolvedSiteSettings,
): Promise<void> {
  const conflict = apiRouteConflict(settings.api);
  if (conflict) {
    reporter.panicOnBuild(conflict);
    return;
  }
  let loaded: LoadedApi[];
  try {
    loaded = await loadApis(settings.api.specs);
  } catch (error) {
    if (error instanceof ApiDocumentError) {
      reporter.panicOnBuild(error.message);
      return;
    }
    throw error;
  }
  checkDocumentExampleFindings(loaded.map((api) => api.examples), settings, reporter);

  const create = (type: string, key: string, fields: object): void => {
    actions.createNode({
      ...fields,
      id: createNodeId(`${type} ${key}`),
      parent: null,
      children: [],
      internal: { type, contentDigest: createContentDigest(fields) },
    });
  };
  loaded.forEach(({ settings: spec, api }, position) => {
    for (const warning of api.warnings) reporter.warn(`${spec.file}: ${warning}`);
    const contents = apiNodeContents(spec, api, position);
    create(API_NODE_TYPES.spec, spec.id, contents.spec);
    for (const tag of contents.tags) create(API_NODE_TYPES.tag, `${spec.id} ${tag.slug}`, tag);
    for (const operation of contents.operations) create(API_NODE_TYPES.operation, `${spec.id} ${operation.slug}`, operation);
  });
}
