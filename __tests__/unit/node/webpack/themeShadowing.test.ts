/** @jest-environment node */
import path from 'node:path';
import type { Configuration, ResolvePluginInstance } from 'webpack';
import { SHADOWING_PLUGIN, shadowFolders, withoutIdleThemeShadowing } from '../../../../src/node/webpack/themeShadowing';
import { removeTree, tempFolder, writeTree } from '../../../support/tempFolder';

// Gatsby's own resolver plugin and the resolver webpack uses, as the build loads them.
const GATSBY = path.dirname(require.resolve('gatsby/package.json'));
const ShadowingPlugin = require(path.join(GATSBY, 'dist/internal-plugins/webpack-theme-component-shadowing')) as new (options: {
  projectRoot: string;
  themes: { themeDir: string; themeName: string }[];
  extensions: string[];
}) => ResolvePluginInstance;
const { ResolverFactory, CachedInputFileSystem } = require(require.resolve('enhanced-resolve', { paths: [require.resolve('webpack')] })) as {
  ResolverFactory: { createResolver(options: object): { resolveSync(context: object, dir: string, request: string): string | false } };
  CachedInputFileSystem: new (fs: typeof import('node:fs'), duration: number) => object;
};

const EXTENSIONS = ['.mjs', '.js', '.jsx', '.wasm', '.json', '.tsx', '.ts'];

/** Gatsby's plugin as its internal plugin makes it: every plugin of the site a theme, the site itself included. */
function gatsbyShadowing(site: string): ResolvePluginInstance {
  return new ShadowingPlugin({
    projectRoot: site,
    extensions: EXTENSIONS,
    themes: [
      { themeDir: path.join(site, 'node_modules/gatsby-plugin-mdx'), themeName: 'gatsby-plugin-mdx' },
      { themeDir: path.join(site, 'plugins/local-plugin'), themeName: 'local-plugin' },
      { themeDir: site, themeName: 'default-site-plugin' },
    ],
  });
}

/** What `request` from the site's page resolves to with these resolver plugins. */
function resolved(site: string, plugins: object[], request = '../components/Button'): string {
  const resolver = ResolverFactory.createResolver({
    fileSystem: new CachedInputFileSystem(require('node:fs'), 0),
    useSyncFileSystemCalls: true,
    extensions: EXTENSIONS,
    plugins,
  });
  const issuer = path.join(site, 'src/pages/index.tsx');
  const result = resolver.resolveSync({ issuer }, path.dirname(issuer), request);
  return path.relative(site, String(result));
}

describe('withoutIdleThemeShadowing', () => {
  let site = '';
  beforeEach(() => {
    site = writeTree(
      {
        'src/pages/index.tsx': "import Button from '../components/Button';\n",
        'src/components/Button.tsx': 'export default 1;\n',
        'plugins/local-plugin/package.json': '{"name":"local-plugin"}',
        'plugins/local-plugin/src/index.ts': 'export {};\n',
        'node_modules/gatsby-plugin-mdx/package.json': '{"name":"gatsby-plugin-mdx"}',
      },
      tempFolder('fms-theme-shadowing-'),
    );
  });
  afterEach(() => removeTree(site));

  it("leaves out Gatsby's resolver when no folder could shadow a file, and it resolved every request unchanged", () => {
    const shadowing = gatsbyShadowing(site);
    expect(shadowing.constructor.name).toBe(SHADOWING_PLUGIN);
    const other = { apply: () => undefined };
    const config: Configuration = { resolve: { plugins: [other, shadowing] } };
    expect(shadowFolders(shadowing as never)).toEqual([]);
    expect(resolved(site, [shadowing])).toBe(resolved(site, []));
    expect(resolved(site, [shadowing], '../components/Button.tsx')).toBe('src/components/Button.tsx');
    expect(withoutIdleThemeShadowing(config)).toBe(1);
    expect(config.resolve?.plugins).toEqual([other]);
  });

  it('keeps it when a folder named after a theme is in the src/ of the site or of a theme (where a file would shadow another)', () => {
    writeTree({ 'src/default-site-plugin/components/Button.tsx': 'export default 2;\n' }, site);
    const shadowing = gatsbyShadowing(site);
    // Gatsby's resolver now resolves the component to the shadowing file: it must stay.
    expect(resolved(site, [shadowing])).toBe('src/default-site-plugin/components/Button.tsx');
    expect(resolved(site, [])).toBe('src/components/Button.tsx');
    const config: Configuration = { resolve: { plugins: [shadowing] } };
    expect(withoutIdleThemeShadowing(config)).toBe(0);
    expect(config.resolve?.plugins).toEqual([shadowing]);

    removeTree(path.join(site, 'src/default-site-plugin'));
    writeTree({ 'plugins/local-plugin/src/gatsby-plugin-mdx/Layout.tsx': 'export default 3;\n' }, site);
    expect(shadowFolders(shadowing as never)).toEqual([path.join(site, 'plugins/local-plugin/src/gatsby-plugin-mdx')]);
    expect(withoutIdleThemeShadowing(config)).toBe(0);
  });

  it('changes nothing without the plugin or without resolver plugins', () => {
    const config: Configuration = { resolve: { plugins: [{ apply: () => undefined }] } };
    expect(withoutIdleThemeShadowing(config)).toBe(0);
    expect(withoutIdleThemeShadowing({})).toBe(0);
  });
});
