import fs from 'node:fs';
import path from 'node:path';
import {
  GATSBY_REACT_DOM_UTILS_REQUEST,
  gatsbyBrowserEntry,
  reactDomOnFirstRender,
  reactDomUtilsOnFirstRender,
  type ModuleRequest,
} from '../../../../src/node/webpack/reactDomOnFirstRender';

const root = path.resolve(__dirname, '../../../..');

function resolved(request: string, issuer: string): string {
  const resource: ModuleRequest = { request, contextInfo: { issuer } };
  reactDomOnFirstRender(root)(resource);
  return resource.request;
}

describe('React DOM evaluated at the first render (decision 0037)', () => {
  test("Gatsby's entry gets the site's module for its ./react-dom-utils import", () => {
    expect(resolved('./react-dom-utils', path.join(root, '.cache', 'production-app.js'))).toBe(reactDomUtilsOnFirstRender(root));
  });

  test('the module it gets is in the site', () => {
    expect(fs.existsSync(reactDomUtilsOnFirstRender(root))).toBe(true);
  });

  test("every other module keeps Gatsby's module: the head handler, the replacement itself, another site's entry", () => {
    expect(resolved('../react-dom-utils', path.join(root, '.cache', 'head', 'head-export-handler-for-browser.js'))).toBe('../react-dom-utils');
    expect(resolved('../../../.cache/react-dom-utils', reactDomUtilsOnFirstRender(root))).toBe('../../../.cache/react-dom-utils');
    expect(resolved('./react-dom-utils', path.join('/elsewhere', '.cache', 'production-app.js'))).toBe('./react-dom-utils');
  });

  test("the entry's other imports are left alone", () => {
    expect(resolved('./loader', gatsbyBrowserEntry(root))).toBe('./loader');
    expect(resolved('./react-dom-utils-extra', gatsbyBrowserEntry(root))).toBe('./react-dom-utils-extra');
    expect(GATSBY_REACT_DOM_UTILS_REQUEST.test('react-dom/client')).toBe(false);
  });

  test("Gatsby's entry still imports ./react-dom-utils and calls it at its top level (the import replaced)", () => {
    // If Gatsby changes its entry, the replacement would silently do nothing: this fails instead.
    const entry = fs.readFileSync(require.resolve('gatsby/cache-dir/production-app.js'), 'utf8');
    expect(entry).toMatch(/^import \{ reactDOMUtils \} from "\.\/react-dom-utils"$/m);
    expect(entry).toMatch(/^const \{ render, hydrate \} = reactDOMUtils\(\)$/m);
  });
});
