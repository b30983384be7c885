/**
 * Node-only: the validated settings for this build. A test fixture site replaces parts of them by
 * pointing FMS_SETTINGS_OVERRIDE at a JSON file that is deep-merged over src/config/settings.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedSiteSettings } from '../../config/settingsContract';
import { siteSettings } from '../../config/settings';
import { mergeSettings, validateSettings } from './validate';

/**
 * Netlify's deploy context (`CONTEXT`: 'production', 'deploy-preview', 'branch-deploy', 'dev'…): a
 * build for anything but production is a preview. Without CONTEXT (a local build, another host) the
 * `preview` setting decides.
 */
export function withDeployContext(settings: ResolvedSiteSettings, env: NodeJS.ProcessEnv): ResolvedSiteSettings {
  const context = env.CONTEXT?.trim();
  return context && context !== 'production' && !settings.preview ? { ...settings, preview: true } : settings;
}

export function loadSiteSettings(env: NodeJS.ProcessEnv = process.env): ResolvedSiteSettings {
  return withDeployContext(loadSettingsFiles(env), env);
}

function loadSettingsFiles(env: NodeJS.ProcessEnv): ResolvedSiteSettings {
  const overrideFile = env.FMS_SETTINGS_OVERRIDE;
  if (!overrideFile) return validateSettings(siteSettings);
  const file = path.resolve(overrideFile);
  let override: unknown;
  try {
    override = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the settings override FMS_SETTINGS_OVERRIDE=${file}: ${(error as Error).message}`);
  }
  return validateSettings(mergeSettings(siteSettings, override), `src/config/settings.ts merged with ${file}`);
}

/**
 * For gatsby-config.ts and gatsby-node.ts: a bad setting prints its message and ends the process
 * with code 1. Throwing is not enough there: Gatsby's "compile gatsby files" step loads the compiled
 * file, takes the throw for a flaky compile and retries, and Parcel's module cache then returns the
 * half-initialised module, so the build went on to fail later with an unrelated "Cannot access 'y'
 * before initialization" (docs/decisions/0006-build-checks.md).
 */
export function loadSiteSettingsOrExit(env: NodeJS.ProcessEnv = process.env): ResolvedSiteSettings {
  try {
    return loadSiteSettings(env);
  } catch (error) {
    process.stderr.write(`\nerror ${error instanceof Error ? error.message : String(error)}\n\n`);
    process.exit(1);
  }
}
