/**
 * A property's row in the HTML (decision 0025, session 13's second round): its item, row, name, direct
 * link and type carry no class (the list's class and the row's structure style them), 75 bytes a row
 * on an API of tens of thousands of rows; the direct link keeps its name.
 */
import * as React from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { SchemaTree } from '../../../../src/apiReference/schemaTree/SchemaTree';
import { SchemaNodeItem } from '../../../../src/apiReference/schemaTree/SchemaNode';
import type { SchemaNode } from '../../../../src/openapi/pageData';

// Each CSS module class reads as its own name, so the HTML shows which elements carry one.
jest.mock(
  '../../../../src/apiReference/schemaTree/SchemaTree.module.css',
  () => new Proxy({ __esModule: true }, { get: (target, key) => (key === '__esModule' ? true : String(key)) }),
);

const { renderToString } = require('react-dom/server.node') as typeof ReactDomServer;

const tree: SchemaNode = {
  typeLabel: 'object',
  refName: 'WorkOrder',
  children: [
    { name: 'code', role: 'property', typeLabel: 'string', required: true },
    { role: 'additionalProperties', typeLabel: 'string' },
    { name: 'kind', role: 'property', typeLabel: 'object', variants: { kind: 'oneOf', options: [{ title: 'A', node: { typeLabel: 'string' } }] } },
  ],
};

describe("a property's row", () => {
  it('carries no class on its item, row, name, direct link and type', () => {
    const markup = renderToString(<SchemaTree node={tree} anchor="body" />);
    expect(markup).toContain(
      '<li id="body.code"><div><code>code</code><a href="#body.code" aria-label="Direct link to code" data-markdown-ignore="">#</a> <span>string</span> <b>required</b></div></li>',
    );
    expect(markup).toContain('<ul class="list"><li id="body.code">');
    expect(markup).not.toContain('<li class=');
    // A role's name keeps its own look (the sans family, muted: not a property's name), so its class.
    expect(markup).toMatch(
      /<div><code class="roleName">additional properties<\/code><a href="#body\.[^"]+" aria-label="Direct link to additional properties" data-markdown-ignore="">#<\/a> <span>string<\/span><\/div>/,
    );
  });

  it('writes its flags without classes: "required" a b, "deprecated" an i, the others spans, each one string', () => {
    const flagged: SchemaNode = {
      typeLabel: 'object',
      children: [{ name: 'id', role: 'property', typeLabel: 'string', required: true, nullable: true, readOnly: true, deprecated: true }],
    };
    const markup = renderToString(<SchemaTree node={flagged} anchor="body" />);
    expect(markup).toContain('<span>string</span> <b>required</b> <span>nullable</span> <span>read-only</span> <i>deprecated</i></div>');
  });

  it("keeps the class of a row no item styles (the root's, an option's)", () => {
    const markup = renderToString(<SchemaTree node={tree} anchor="body" />);
    expect(markup).toMatch(/<div class="row"><span>object/);
    expect(markup).toMatch(/<div class="row"><span>string<\/span><\/div>/);
  });

  it("writes a property's facts without a class (the div after its row), the root's and an option's with theirs", () => {
    const described: SchemaNode = {
      typeLabel: 'object',
      descriptionHtml: '<p>The order.</p>',
      children: [{ name: 'code', role: 'property', typeLabel: 'string', descriptionHtml: '<p>The code.</p>', enum: ['a'] }],
      variants: { kind: 'oneOf', options: [{ title: 'A', node: { typeLabel: 'string', descriptionHtml: '<p>Option A.</p>' } }] },
    };
    const markup = renderToString(<SchemaTree node={described} anchor="body" />);
    expect(markup).toContain(
      '<span>string</span></div><div><div class="html"><p>The code.</p></div><p><span>Allowed values: <code>&quot;a&quot;</code></span></p></div></li>',
    );
    expect(markup).toContain('<div class="facts"><div class="html"><p>The order.</p></div></div>');
    expect(markup).toContain('<div class="facts"><div class="html"><p>Option A.</p></div></div>');
    expect(markup.match(/class="facts"/g)).toHaveLength(2);
  });

  it('names its direct link after the property', () => {
    render(
      <ul>
        <SchemaNodeItem node={{ name: 'floor', role: 'property', typeLabel: 'integer' }} anchor="body.floor" level={1} expandDepth={1} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Direct link to floor' })).toHaveAttribute('href', '#body.floor');
  });
});
