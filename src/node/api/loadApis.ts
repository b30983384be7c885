/**
 * Reads, validates and normalises every API document named in the settings, in their order.
 * A bad document throws the engine's `ApiDocumentError` (file plus line:column or JSON pointer);
 * the caller decides how to stop.
 */
import path from 'node:path';
import { normaliseApi } from '../../openapi';
import { loadApiDocument } from './loadDocument';
import { checkApiExamples, type ExampleApi } from './exampleChecks';
import type { NormalisedApi } from '../../openapi/types';
import type { ApiSpecSettings } from './model';

export interface LoadedApi {
  readonly settings: ApiSpecSettings;
  readonly api: NormalisedApi;
  /** The document's examples checked against its schemas (reported by the caller, with the severity of the settings). */
  readonly examples: ExampleApi;
}

/** `file` is relative to `root`; files under static/ are published at the site root, hence '/' + name. */
export async function loadApis(specs: readonly ApiSpecSettings[], root: string = process.cwd()): Promise<LoadedApi[]> {
  const loaded: LoadedApi[] = [];
  for (const settings of specs) {
    const document = await loadApiDocument(path.resolve(root, settings.file));
    const api = normaliseApi(document, { id: settings.id, file: `/${path.basename(settings.file)}` });
    loaded.push({ settings, api, examples: checkApiExamples(settings.id, settings.file, document) });
  }
  return loaded;
}
