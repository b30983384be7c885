/**
 * The API index page's query (src/templates/ApiIndexPage.tsx), run with graphql-js against the API
 * nodes' types (src/node/api/graphqlTypes.ts) as Gatsby runs it for the page data: a split index
 * (`tagPages` in its context, src/apiReference/routes/tagPages.ts) lists tags and counts only, so its
 * page data leaves every operation out (GitHub's description: 467 KB before, decision 0025 session 13).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { buildSchema, graphql as runQuery } from 'graphql';
import { render, renderHook, screen } from '@testing-library/react';
import { ApiIndex, useApiIndexOutline, type ApiIndexSpec } from '../../../../src/apiReference/index/ApiIndex';
import { indexHasTagPages } from '../../../../src/apiReference/routes/tagPages';
import { API_TYPE_DEFS } from '../../../../src/node/api/graphqlTypes';

const template = fs.readFileSync(path.join(__dirname, '../../../../src/templates/ApiIndexPage.tsx'), 'utf8');
const queryText = /export const query = graphql`([\s\S]*?)`/.exec(template)?.[1] ?? '';

// Gatsby's Node interface and @dontInfer are its own; the types' fields are what the query reads.
const schema = buildSchema(`
  scalar JSON
  ${API_TYPE_DEFS.replace(/ implements Node @dontInfer/g, '')}
  input StringQueryOperatorInput { eq: String }
  type Query { apiSpec(apiId: StringQueryOperatorInput): ApiSpec }
`);

/** An API like GitHub's description: 1,500 operations in 50 tags. */
const operation = (t: number, o: number) => ({
  slug: `list-things-${t}-${o}`,
  method: 'get',
  path: `/repos/{owner}/{repo}/things/${t}/${o}`,
  title: `List the things ${t}-${o} of a repository`,
  deprecated: false,
  route: `/docs/api/github/list-things-${t}-${o}`,
  changeKind: null,
  changedIn: null,
});
const tags = Array.from({ length: 50 }, (_, t) => ({
  name: `tag-${t}`,
  label: `Tag number ${t}`,
  slug: `tag-${t}`,
  parentSlug: null,
  descriptionHtml: `<p>What the operations of tag ${t} do.</p>`,
  route: `/docs/api/github#tag-${t}`,
  operationCount: 30,
  operations: Array.from({ length: 30 }, (__, o) => operation(t, o)),
}));
const spec = {
  apiId: 'github',
  label: 'GitHub',
  route: '/docs/api/github',
  metaDescription: 'GitHub',
  title: 'GitHub v3 REST API',
  version: '1.1.4',
  file: '/api.github.com.json',
  operationCount: 1500,
  tagGroups: [],
  tags,
};

async function pageData(variables: Record<string, unknown>): Promise<{ readonly apiSpec: ApiIndexSpec }> {
  const result = await runQuery({ schema, source: queryText, rootValue: { apiSpec: () => spec }, variableValues: variables });
  expect(result.errors).toBeUndefined();
  return result.data as unknown as { readonly apiSpec: ApiIndexSpec };
}

describe("the API index page's query", () => {
  it('lists every operation of an index on one page', async () => {
    const data = await pageData({ apiId: 'github' });
    expect(data.apiSpec.tags[0]?.operations).toHaveLength(30);
  });

  it('split, reads tags and counts only: a few KB of page data instead of every operation', async () => {
    expect(indexHasTagPages(tags)).toBe(true);
    const whole = JSON.stringify(await pageData({ apiId: 'github' }));
    const split = await pageData({ apiId: 'github', tagPages: true });
    expect(split.apiSpec.tags.every((tag) => tag.operations === undefined && tag.operationCount === 30)).toBe(true);
    expect(JSON.stringify(split).length).toBeLessThan(10 * 1024);
    expect(JSON.stringify(whole).length).toBeGreaterThan(200 * 1024);

    // …which is all the split index shows: each tag, its count and its page.
    const { result } = renderHook(() => useApiIndexOutline(split.apiSpec));
    render(<ApiIndex spec={split.apiSpec} outline={result.current.outline} overviewRoute="/docs/api" tagPagesOf="/docs/api/github" />);
    expect(screen.getByRole('link', { name: 'The 30 operations of Tag number 7' })).toHaveAttribute('href', '/docs/api/github/tags/tag-7');
    expect(screen.getByRole('heading', { level: 2, name: 'Tag number 49' })).toHaveAttribute('id', 'tag-49');
  });
});
