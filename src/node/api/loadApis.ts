/**
 * Reads, validates and normalises every API document named in the settings, in their order.
 * A bad document throws the engine's `ApiDocumentError` (file plus line:column or JSON pointer);
 * the caller decides how to stop.
 */
import path from 'node:path';
import { normaliseApi } from '../../openapi';
import { loadApiDocumentFiles } from './loadDocument';
import { publishedDocumentText } from './downloads';
import { checkApiExamples, type ExampleApi } from '../checks/apiDocumentExamples';
import type { NormalisedApi } from '../../openapi/pageData';
import type { ApiSpecSettings } from './specSettings';
import { documentPolicy, type DocumentPolicy } from './documentPolicy';
import { loadApiHistory, type ApiHistory } from './apiHistory';

export interface LoadedApi {
  readonly settings: ApiSpecSettings;
  readonly api: NormalisedApi;
  /** The document's examples checked against its schemas (reported by the caller, with the severity of the settings). */
  readonly examples: ExampleApi;
  /** Absolute paths of the files the document is made of (a split document has several). */
  readonly files: readonly string[];
  /** The published copy (the download link): the document bundled into one file, in its own format. */
  readonly download: string;
  /** The earlier versions of `settings.history` compared with this one: the changelog (decision 0021). */
  readonly history: ApiHistory;
}

/** `file` is relative to `root`; files under static/ are published at the site root, hence '/' + name. */
export async function loadApis(
  specs: readonly ApiSpecSettings[],
  root: string = process.cwd(),
  policy: DocumentPolicy = documentPolicy({}, root),
): Promise<LoadedApi[]> {
  const loaded: LoadedApi[] = [];
  for (const [position, settings] of specs.entries()) loaded.push(await loadApi(settings, root, policy, position));
  return loaded;
}

/**
 * One document of the settings, with its history; also what development re-runs when one of its
 * files changes. `policy` confines its files (and its history's) to one folder and bounds their size
 * (documentPolicy.ts); `position` is its index in `api.specs`, for the messages naming a setting.
 */
export async function loadApi(
  settings: ApiSpecSettings,
  root: string = process.cwd(),
  policy: DocumentPolicy = documentPolicy({}, root),
  position = 0,
): Promise<LoadedApi> {
  const { document, bundled, format, files } = await loadApiDocumentFiles(path.resolve(root, settings.file), policy);
  const api = normaliseApi(document, { id: settings.id, file: `/${path.basename(settings.file)}`, schemaPages: settings.schemaPages !== false });
  const history = await loadApiHistory(settings, { bundled, api }, position, root, policy);
  return {
    settings,
    api,
    examples: checkApiExamples(settings.id, settings.file, document),
    files: [...files, ...history.files],
    download: publishedDocumentText(bundled, format, files),
    history,
  };
}
