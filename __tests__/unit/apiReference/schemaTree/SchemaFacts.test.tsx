/**
 * A node's facts in the HTML (decision 0025, session 13's second round): only the block carries a
 * class; its description, line, groups and values are styled by their place in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { SchemaFacts } from '../../../../src/apiReference/schemaTree/SchemaFacts';

// Each CSS module class reads as its own name, so the HTML shows which elements carry one (every
// CSS module maps to one module in the tests, so this mock is HtmlContent's too).
jest.mock(
  '../../../../src/apiReference/schemaTree/SchemaTree.module.css',
  () => new Proxy({ __esModule: true }, { get: (target, key) => (key === '__esModule' ? true : String(key)) }),
);

const { renderToString } = require('react-dom/server.node') as typeof ReactDomServer;

describe('SchemaFacts', () => {
  it('puts a class on the block only', () => {
    const markup = renderToString(
      <SchemaFacts node={{ typeLabel: 'string', descriptionHtml: '<p>The code.</p>', constraints: { maxLength: 8 }, enum: ['a', 'b'], example: 'a' }} />,
    );
    expect(markup).toBe(
      '<div class="facts"><div class="html"><p>The code.</p></div><p><code>max length 8</code> <span>Allowed values: <code>&quot;a&quot;</code> <code>&quot;b&quot;</code></span> <span>Example: <code>&quot;a&quot;</code></span></p></div>',
    );
  });

  it("has no class of its own in a property's item (`inItem`: the place after the row styles it)", () => {
    expect(renderToString(<SchemaFacts node={{ typeLabel: 'string', descriptionHtml: '<p>The code.</p>' }} inItem />)).toBe(
      '<div><div class="html"><p>The code.</p></div></div>',
    );
  });

  it('the CSS styles a block without its class as one with it: every `.facts` selector also names the div after a row', () => {
    const css = fs
      .readFileSync(path.resolve(__dirname, '../../../../src/apiReference/schemaTree/SchemaTree.module.css'), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '');
    const selectors = [...css.matchAll(/([^{}]+)\{/g)].map((match) => match[1].trim()).filter((selector) => selector.includes('.facts'));
    expect(selectors.length).toBeGreaterThanOrEqual(8);
    for (const selector of selectors) {
      expect(selector.replace(/:is\(\.facts, :where\((?::is\(\.list, \.items\) > li > )?div:first-child \+ div\)\)/g, '')).not.toContain('.facts');
    }
  });
});
