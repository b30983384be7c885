/**
 * Gatsby's theme shadowing resolver left out of the production bundles when nothing can be shadowed
 * (docs/decisions/0024-build-speed.md, seventh step).
 *
 * Gatsby adds `GatsbyThemeComponentShadowingResolverPlugin` (internal plugin
 * `webpack-theme-component-shadowing`) to every webpack config, with every plugin of the site as a
 * "theme", the site itself (`default-site-plugin`, whose folder is the site's root) included. So every
 * file under `src/` that webpack resolves is a component of a theme, and the resolver looks for a file
 * that would shadow it: it lists `<site>/src/<theme name>/<folder of the file>` and the same folder
 * under each other theme's `src/`, which do not exist, and each attempt throws and is caught. In a
 * profile of a cold build that was 0.7 s of the main process, in `readdirSync` and its exceptions,
 * while webpack made the two bundles.
 *
 * A file shadows another only from a folder named after a theme inside the `src/` of the site or of a
 * theme (`<root>/src/<theme name>/…`, the only places the resolver looks). When no such folder exists,
 * the resolver returns every request unchanged, and leaving it out gives the same modules. If one
 * appears (a folder `src/gatsby-plugin-mdx/`, say), the resolver is kept, as Gatsby has it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';

/** The resolver plugin's class name in Gatsby 5 (dist/internal-plugins/webpack-theme-component-shadowing/index.js). */
export const SHADOWING_PLUGIN = 'GatsbyThemeComponentShadowingResolverPlugin';

interface Theme {
  readonly themeDir: string;
  readonly themeName: string;
}

/** What the resolver plugin keeps of its options (the fields its constructor sets). */
interface ShadowingPlugin {
  readonly themes: readonly Theme[];
  readonly projectRoot: string;
}

function isShadowingPlugin(plugin: unknown): plugin is ShadowingPlugin {
  return (
    typeof plugin === 'object' &&
    plugin !== null &&
    plugin.constructor?.name === SHADOWING_PLUGIN &&
    Array.isArray((plugin as { themes?: unknown }).themes) &&
    typeof (plugin as { projectRoot?: unknown }).projectRoot === 'string'
  );
}

/** The folders from which a file could shadow another: `<root>/src/<theme name>` for the site's root and each theme's folder, those that exist. */
export function shadowFolders(plugin: ShadowingPlugin): string[] {
  const roots = [...new Set([plugin.projectRoot, ...plugin.themes.map((theme) => theme.themeDir)])];
  const names = [...new Set(plugin.themes.map((theme) => theme.themeName))];
  return roots.flatMap((root) => names.map((name) => path.join(root, 'src', name))).filter((folder) => fs.existsSync(folder));
}

/**
 * Removes Gatsby's shadowing resolver from `config.resolve.plugins` when no folder could shadow a file
 * (`shadowFolders` finds none); returns how many it removed (0 when there was none, or a folder exists).
 */
export function withoutIdleThemeShadowing(config: Configuration): number {
  const plugins = config.resolve?.plugins;
  if (!Array.isArray(plugins)) return 0;
  const idle = plugins.filter((plugin) => isShadowingPlugin(plugin) && shadowFolders(plugin).length === 0);
  if (idle.length === 0) return 0;
  config.resolve = { ...config.resolve, plugins: plugins.filter((plugin) => !idle.includes(plugin)) };
  return idle.length;
}
