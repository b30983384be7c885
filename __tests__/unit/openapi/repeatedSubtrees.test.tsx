/** @jest-environment node */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { SHARED_CONTENTS_MIN_NODES, shareRepeatedContents } from '../../../src/openapi/repeatedSubtrees';
import { buildSchemaTree } from '../../../src/openapi/schemaTree';
import { nearestTreeAnchor } from '../../../src/openapi/treeAnchors';
import { SchemaTree } from '../../../src/apiReference/schemaTree/SchemaTree';
import type { SchemaNode } from '../../../src/openapi/pageData';

// GitHub's webhook payloads: two oneOf options, each with the same inline pull_request object.
const pullRequest = {
  type: 'object',
  properties: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field_${i}`, { type: 'string', description: `Field ${i}.` }])),
};
const schema = {
  oneOf: [
    { type: 'object', properties: { action: { type: 'string', enum: ['review_requested'] }, pull_request: pullRequest, reviewer: { type: 'string' } } },
    { type: 'object', properties: { action: { type: 'string', enum: ['review_requested'] }, pull_request: pullRequest, team: { type: 'string' } } },
  ],
};
const full = buildSchemaTree(schema as never, {});
const shared = shareRepeatedContents(full);
const option = (tree: SchemaNode, index: number): SchemaNode | undefined => tree.variants?.options[index]?.node;
const property = (node: SchemaNode | undefined, name: string): SchemaNode | undefined => node?.children?.find((child) => child.name === name);

describe('repeated inline contents are printed once per tree (decision 0025)', () => {
  test('the second pull_request keeps its row and links the first by its path; the first is whole', () => {
    const second = property(option(shared, 1), 'pull_request');
    expect(second?.sameAs).toBe('option-1.pull_request');
    expect(second?.children).toBeUndefined();
    expect(second).toMatchObject({ name: 'pull_request', typeLabel: 'object' });
    expect(property(option(shared, 0), 'pull_request')).toEqual(property(option(full, 0), 'pull_request'));
    // The options themselves differ (reviewer, team), so both stay.
    expect(option(shared, 1)?.children?.map((child) => child.name)).toEqual(['action', 'pull_request', 'team']);
    expect(JSON.stringify(shared).length).toBeLessThan(JSON.stringify(full).length * 0.6);
  });

  test('small repeated contents and trees without repeats are left as they are', () => {
    expect(shareRepeatedContents(full, 1000)).toEqual(full);
    const small = buildSchemaTree(
      {
        type: 'object',
        properties: { a: { type: 'object', properties: { x: { type: 'string' } } }, b: { type: 'object', properties: { x: { type: 'string' } } } },
      },
      {},
    );
    expect(shareRepeatedContents(small)).toEqual(small);
    expect(SHARED_CONTENTS_MIN_NODES).toBeGreaterThan(1);
  });

  test('the tree links the earlier node by its anchor, and a deep link into the left-out contents finds the linking node', () => {
    const html = renderToString(<SchemaTree node={shared} anchor="request-body" />);
    expect(html).toContain('<a href="#request-body.option-1.pull_request">Same fields as option-1.pull_request</a>');
    expect(html).toContain('id="request-body.option-1.pull_request"');
    expect(html).not.toContain('id="request-body.option-2.pull_request.field_0"');
    const page = { requestBody: { content: [{ mediaType: 'application/json', schema: shared, examples: [] }] }, responses: [] };
    expect(nearestTreeAnchor(page as never, 'request-body.option-2.pull_request.field_0')).toBe('request-body.option-2.pull_request');
  });
  test('a hostile property name stays inert: the "Same fields as" words and link use its anchor-safe slug, the link is a fragment of this page, and its target exists', () => {
    const hostile = '"><img src=x onerror=alert(1)>javascript:alert(2)';
    const hostileSchema = {
      oneOf: [
        { type: 'object', properties: { [hostile]: pullRequest, a: { type: 'string' } } },
        { type: 'object', properties: { [hostile]: pullRequest, b: { type: 'string' } } },
      ],
    };
    const tree = shareRepeatedContents(buildSchemaTree(hostileSchema as never, {}));
    const html = renderToString(<SchemaTree node={tree} anchor="request-body" />);
    expect(html).not.toMatch(/<img/i);
    const link = /<a href="([^"]*)">Same fields as ([^<]*)<\/a>/.exec(html);
    expect(link).not.toBeNull();
    const [, href, text] = link as RegExpExecArray;
    expect(href.startsWith('#request-body.option-1.')).toBe(true);
    // The path is the tree's own anchor path: the name reduced to an anchor-safe slug, the same in the words and the link.
    expect(text).toBe(href.slice('#request-body.'.length));
    expect(text).not.toMatch(/[<>"'&]/);
    // The fragment names an element of the same tree (the earlier copy's row).
    expect(html).toContain(`id="${href.slice(1)}"`);
  });
});
