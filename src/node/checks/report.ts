/**
 * Applies the severity policy of `settings.linkChecks` to the problems found: 'ignore' is silent,
 * 'log' prints an info line, 'warn' a warning, and 'throw' stops the build (reporter.panicOnBuild,
 * which exits `gatsby build` with code 1) after everything of a lower severity has been printed.
 */
import { CHECK_KINDS, CHECK_NOUN, CHECK_SETTING, emptyCounts, type CheckCounts, type CheckKind, type Finding, type LinkCheckPolicy } from './types';

/** The part of Gatsby's reporter the checks use; tests pass a recorder. */
export interface CheckReporter {
  info(message: string): void;
  warn(message: string): void;
  panicOnBuild(message: string): void;
}

export function countFindings(findings: readonly Finding[], counts: CheckCounts = emptyCounts()): CheckCounts {
  const out = { ...counts };
  for (const finding of findings) out[finding.kind] += finding.count;
  return out;
}

export function addCounts(a: CheckCounts, b: CheckCounts): CheckCounts {
  const out = emptyCounts();
  for (const kind of CHECK_KINDS) out[kind] = a[kind] + b[kind];
  return out;
}

/** 'Link check: 0 broken links, 2 broken anchors, 0 duplicate routes, 0 broken Markdown links, 0 broken Markdown images' */
export function summaryLine(counts: CheckCounts, kinds: readonly CheckKind[] = CHECK_KINDS): string {
  return `Link check: ${kinds.map((kind) => `${counts[kind]} ${CHECK_NOUN[kind]}`).join(', ')}`;
}

/** Whether the summary deserves a warning: something was found by a check set to 'warn' or 'throw'. */
export function summaryIsWarning(counts: CheckCounts, policy: LinkCheckPolicy): boolean {
  return CHECK_KINDS.some((kind) => counts[kind] > 0 && ['warn', 'throw'].includes(policy[CHECK_SETTING[kind]]));
}

/**
 * Prints each finding at its check's severity. Findings of checks set to 'throw' are gathered into one
 * panic, printed last, that ends with `closing` (the summary and what stopped).
 */
export function reportFindings(findings: readonly Finding[], policy: LinkCheckPolicy, reporter: CheckReporter, closing: string): void {
  const fatal: string[] = [];
  for (const finding of findings) {
    const severity = policy[CHECK_SETTING[finding.kind]];
    if (severity === 'log') reporter.info(finding.message);
    else if (severity === 'warn') reporter.warn(finding.message);
    else if (severity === 'throw') fatal.push(finding.message);
  }
  if (fatal.length === 0) return;
  const settings = [...new Set(findings.filter((f) => policy[CHECK_SETTING[f.kind]] === 'throw').map((f) => `linkChecks.${CHECK_SETTING[f.kind]}`))];
  reporter.panicOnBuild(stopMessage(fatal, settings, closing));
}

/** The message that stops a build: the fatal problems, the closing summary, and the settings set to 'throw' that stopped it. */
export function stopMessage(fatal: readonly string[], settings: readonly string[], closing: string): string {
  return (
    `${fatal.join('\n')}\n${closing}\nThe build stopped because ${settings.join(' and ')} ${settings.length > 1 ? 'are' : 'is'} 'throw' ` +
    `(src/config/settings.ts). Fix the problems listed above and build again.`
  );
}
