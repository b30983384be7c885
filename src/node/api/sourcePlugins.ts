/**
 * The gatsby-source-filesystem instances that put the API documents' files into the data layer, so
 * that `gatsby develop` watches them (src/node/api/sourceApiNodes.ts reloads an API when one of its
 * files changes). One instance per folder holding a file of a document: its root file and every
 * file its `$ref`s reach, as found when the configuration loads (a file a later edit starts to
 * reference is watched if it is in one of those folders, else after a restart). Only JSON and YAML
 * files become File nodes: these folders may hold guide pages (.mdx) that another source owns.
 * Their File nodes are kept from gatsby-transformer-json (plugins/fms-transformer-json).
 * Only folders inside the documents' folder (settings `api.documentsRoot`, the project root by
 * default) are ever watched: a document that names a file elsewhere is refused by the loader, and
 * must not make development watch /etc or /proc either.
 */
import fs from 'node:fs';
import path from 'node:path';
import { collectDocumentFiles } from './bundleDocument';
import { documentPolicy, type DocumentPolicy } from './documentPolicy';
import { isInside } from '../pathInside';
import type { ApiSpecSettings } from './specSettings';

/** sourceInstanceName of the File nodes of the API documents (also written in plugins/fms-transformer-json). */
export const API_SOURCE_NAME = 'fms-api-documents';

export interface SourcePluginEntry {
  readonly resolve: 'gatsby-source-filesystem';
  readonly options: { readonly name: string; readonly path: string; readonly ignore: readonly string[] };
}

/** A folder's real path (symlinks followed); the path as given for one that does not exist. */
function realFolder(folder: string): string {
  try {
    return fs.realpathSync(folder);
  } catch {
    return folder;
  }
}

export function apiSourcePlugins(
  specs: readonly ApiSpecSettings[],
  root: string = process.cwd(),
  policy: DocumentPolicy = documentPolicy({}, root),
): SourcePluginEntry[] {
  const folders = new Set<string>();
  // The current document and its history's (decision 0021): editing an earlier version redraws the changelog.
  for (const file of specs.flatMap((spec) => [spec.file, ...(spec.history ?? []).map((entry) => entry.file)]).map((entry) => path.resolve(root, entry))) {
    folders.add(path.dirname(file));
    try {
      for (const part of collectDocumentFiles(file, policy).values.keys()) folders.add(path.dirname(part));
    } catch {
      // A broken document is reported by sourceNodes, with its message; its own folder is still watched.
    }
  }
  const sorted = [...folders].filter((folder) => isInside(policy.root, realFolder(folder))).sort();
  const outermost = sorted.filter((folder) => !sorted.some((other) => other !== folder && folder.startsWith(`${other}${path.sep}`)));
  return outermost.map((folder) => ({
    resolve: 'gatsby-source-filesystem',
    // A document at the project's root would otherwise make build output and caches File nodes too.
    options: { name: API_SOURCE_NAME, path: folder, ignore: ['**/*.!(json|yaml|yml)', '**/node_modules/**', '**/.cache/**', '**/public/**', '**/.git/**'] },
  }));
}
