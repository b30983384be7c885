/**
 * The build check of decision 0021: a current document that breaks clients relative to the newest
 * entry of its history without a new major version (the rules: `breakingRules.ts`). Each breaking
 * change is reported with its file and JSON pointer at the severity of `api.onBreakingChange`
 * ('throw' stops the build).
 */
import { unversionedBreakingChanges } from './apiHistory';
import { majorVersion } from './breakingRules';
import type { LoadedApi } from './loadApis';

export type BreakingChangeSeverity = 'ignore' | 'log' | 'warn' | 'throw';

/** The messages the check reports, one per breaking change, and a first line per API. */
export function breakingChangeMessages(apis: readonly Pick<LoadedApi, 'settings' | 'history'>[]): string[] {
  return apis.flatMap((api) => {
    const problems = unversionedBreakingChanges(api.settings, api.history);
    if (problems.length === 0) return [];
    const newest = api.history.compared[0];
    const head = `Breaking-change check: ${api.settings.file} (${api.settings.label}) has ${problems.length} breaking changes since ${newest?.previous} but keeps major version ${majorVersion(newest?.version ?? '')} (${newest?.previous} → ${newest?.version}). Raise the major version, undo the changes, or set api.onBreakingChange.`;
    return [head, ...problems.map((problem) => `  ${problem.message}`)];
  });
}

export function reportBreakingChanges(
  apis: readonly Pick<LoadedApi, 'settings' | 'history'>[],
  severity: BreakingChangeSeverity,
  reporter: { panicOnBuild(message: string): void; warn(message: string): void; info(message: string): void },
): void {
  if (severity === 'ignore') return;
  const messages = breakingChangeMessages(apis);
  if (messages.length === 0) return;
  const text = messages.join('\n');
  if (severity === 'throw') reporter.panicOnBuild(text);
  else if (severity === 'warn') reporter.warn(text);
  else reporter.info(text);
}
