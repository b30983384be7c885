/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import {
  developShellPlugins,
  hasServerDataPage,
  NO_PAGE_COMPONENTS,
  NO_PAGE_WRAPPER,
  PAGE_COMPONENTS_REQUEST,
  PAGE_WRAPPER_MODULE,
  PAGE_WRAPPER_REQUEST,
} from '../../../../src/node/webpack/developShell';
import { removeTree, writeTree } from '../../../support/tempFolder';

const replacement = (request: RegExp, resource: string) => new webpack.NormalModuleReplacementPlugin(request, resource);

describe('developShellPlugins', () => {
  it('replaces the page components and the page wrapper of the shell build when no page renders per request and DEV_SSR is off', () => {
    const plugins = developShellPlugins(replacement, [{ serverData: false }, {}], {});
    expect(plugins).toHaveLength(2);
    expect(plugins[0]).toMatchObject({ resourceRegExp: PAGE_COMPONENTS_REQUEST, newResource: NO_PAGE_COMPONENTS });
    expect(plugins[1]).toMatchObject({ resourceRegExp: PAGE_WRAPPER_REQUEST, newResource: NO_PAGE_WRAPPER });
  });

  it('names the module gatsby-ssr.tsx takes its page wrapper from, as gatsby-ssr.tsx asks for it (not once resolved)', () => {
    const ssr = fs.readFileSync(path.resolve('gatsby-ssr.tsx'), 'utf8');
    expect(ssr).toContain(`export { wrapPageElement } from './${PAGE_WRAPPER_MODULE}';`);
    expect(fs.existsSync(path.resolve(`${PAGE_WRAPPER_MODULE}.tsx`))).toBe(true);
    expect(PAGE_WRAPPER_REQUEST.test(`./${PAGE_WRAPPER_MODULE}`)).toBe(true);
    expect(PAGE_WRAPPER_REQUEST.test(path.resolve(`${PAGE_WRAPPER_MODULE}.tsx`))).toBe(false);
  });

  it('leaves them with DEV_SSR on, with a page exporting getServerData, or when Gatsby does not say', () => {
    expect(developShellPlugins(replacement, [], { GATSBY_EXPERIMENTAL_DEV_SSR: 'true' })).toEqual([]);
    expect(developShellPlugins(replacement, [{ serverData: false }, { serverData: true }], {})).toEqual([]);
    expect(developShellPlugins(replacement, undefined, {})).toEqual([]);
    expect(hasServerDataPage([])).toBe(false);
  });

  it('gives a module that imports the page components (as develop-static-entry does) an empty list, compiled by webpack', async () => {
    const root = writeTree({
      'entry.js':
        'import asyncRequires from "$virtual/async-requires";\nimport { wrapPageElement } from "./src/shell/wrapPageElement";\nexport const result = Object.keys(asyncRequires.components).length + ":" + typeof asyncRequires.head + ":" + typeof wrapPageElement;\n',
      'pages.js': 'exports.components = { page: () => import("./page.js") };\n',
      'page.js': 'throw new Error("a page component was compiled");\n',
      'src/shell/wrapPageElement.js': 'throw new Error("the page wrapper was compiled");\n',
    });
    try {
      const stats = await new Promise<webpack.Stats>((resolve, reject) =>
        webpack(
          {
            mode: 'development',
            target: 'node',
            context: root,
            entry: './entry.js',
            output: { path: path.join(root, 'out'), filename: 'out.js', library: { type: 'commonjs2' } },
            resolve: { alias: { '$virtual/async-requires': path.join(root, 'pages.js') } },
            plugins: developShellPlugins(replacement, [], {}),
          },
          (error, result) => (error || !result ? reject(error) : resolve(result)),
        ),
      );
      expect(stats.hasErrors()).toBe(false);
      expect(stats.toJson({ modules: true }).modules?.some((module) => /page\.js|wrapPageElement/.test(module.name ?? ''))).toBe(false);
      const output = fs.readFileSync(path.join(root, 'out', 'out.js'), 'utf8');
      const module = { exports: {} as { result?: string } };
      new Function('module', 'exports', 'require', output)(module, module.exports, require);
      expect(module.exports.result).toBe('0:object:undefined');
    } finally {
      removeTree(root);
    }
  });
});
