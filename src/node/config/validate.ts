/**
 * Validates the raw site settings once, when the build starts, and fills in defaults.
 * A bad setting stops the build with one line per problem naming the setting path and what is allowed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ZodIssue } from 'zod';
import { siteSettingsSchema, type ResolvedSiteSettings, type SiteSettingsInput } from '../../config/settingsContract';

export class SettingsError extends Error {
  constructor(
    message: string,
    readonly issues: readonly string[],
  ) {
    super(message);
    this.name = 'SettingsError';
  }
}

/** `['navbar', 'items', 2, 'type']` → `navbar.items[2].type` */
export function formatSettingPath(path: readonly (string | number)[]): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return out ? `${out}.${part}` : part;
  }, '');
}

function describeIssue(issue: ZodIssue): string {
  const where = formatSettingPath(issue.path) || '(root)';
  if (issue.code === 'invalid_enum_value') {
    const allowed = issue.options.map((o) => `'${String(o)}'`).join(', ');
    const message = issue.message.startsWith('unexpected') ? issue.message : `unexpected value ${JSON.stringify(issue.received)}. Allowed values: ${allowed}`;
    return `${where}: ${message}`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `${where}: unknown setting(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  }
  return `${where}: ${issue.message}`;
}

/** Replaces {product} and {company} in every string of the settings. */
function interpolateNames<T>(value: T, names: { product: string; company: string }): T {
  if (typeof value === 'string') {
    return value.replaceAll('{product}', names.product).replaceAll('{company}', names.company) as T;
  }
  if (Array.isArray(value)) return value.map((v) => interpolateNames(v, names)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateNames(v, names)])) as T;
  }
  return value;
}

/**
 * What the schema cannot know: `api.documentsRoot` is an existing folder, and each API document lies
 * inside it (as written; its real path, and those of the files it references, are checked when it
 * loads, src/node/api/documentPolicy.ts).
 */
function fileSystemIssues(settings: ResolvedSiteSettings, projectRoot: string): string[] {
  const issues: string[] = [];
  const { documentsRoot, specs } = settings.api;
  const root = path.resolve(projectRoot, documentsRoot);
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(root);
  } catch {
    issues.push(`api.documentsRoot: the folder "${documentsRoot}" (${root}) does not exist`);
  }
  if (stat && !stat.isDirectory()) issues.push(`api.documentsRoot: "${documentsRoot}" (${root}) is not a folder`);
  specs.forEach((spec, index) => {
    const relative = path.relative(root, path.resolve(projectRoot, spec.file));
    if (relative === '' || relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
      issues.push(
        `api.specs[${index}].file: "${spec.file}" lies outside api.documentsRoot ("${documentsRoot}", ${root}); an API document and the files it references must lie inside that folder`,
      );
    }
  });
  return issues;
}

export function validateSettings(input: SiteSettingsInput | unknown, source = 'src/config/settings.ts', projectRoot = process.cwd()): ResolvedSiteSettings {
  const result = siteSettingsSchema.safeParse(input);
  const issues = result.success ? fileSystemIssues(result.data, projectRoot) : result.error.issues.map(describeIssue);
  if (!result.success || issues.length > 0) {
    throw new SettingsError(
      `Invalid site settings in ${source}:\n${issues.map((line) => `  - ${line}`).join('\n')}\nFix the setting(s) named above and build again.`,
      issues,
    );
  }
  return interpolateNames(result.data, { product: result.data.product, company: result.data.company });
}

/** Deep-merges an override object (used by test fixture sites) over the base settings; arrays are replaced. */
export function mergeSettings(base: unknown, override: unknown): unknown {
  if (override === undefined) return base;
  if (Array.isArray(override) || typeof override !== 'object' || override === null) return override;
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return override;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) out[key] = mergeSettings(out[key], value);
  return out;
}
