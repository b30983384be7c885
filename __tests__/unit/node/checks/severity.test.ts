/**
 * @jest-environment node
 *
 * The severity matrix of SPEC §2: each of the five checks, at each severity, through the hooks
 * gatsby-node calls (checkContentSources, checkBuiltPages), over a small site with exactly one
 * problem of each kind; and the MDX syntax check of onCreateNode.
 */
import path from 'node:path';
import type { Actions, BuildArgs, CreateNodeArgs, ParentSpanPluginArgs } from 'gatsby';
import { checkBuiltPages, checkContentSources, checkDocumentExampleFindings, checkMdxSyntax, trackCreatedPages } from '../../../../src/node/checks';
import { checkApiExamples } from '../../../../src/node/checks/apiDocumentExamples';
import type { OpenApiV3Document } from '../../../../src/openapi/document';
import { summaryIsWarning, summaryLine } from '../../../../src/node/checks/report';
import { CHECK_KINDS, CHECK_SETTING, emptyCounts, type CheckKind, type LinkCheckPolicy, type Severity } from '../../../../src/node/checks/types';
import type { ResolvedSiteSettings } from '../../../../src/config/settingsContract';
import { siteSettings } from '../../../../src/config/settings';
import { validateSettings } from '../../../../src/node/config/validate';
import { fakeReporter } from '../../../support/reporter';
import { removeTree, writeTree } from '../../../support/tempFolder';
import { page } from '../../../support/builtPage';

const MARKER: Readonly<Record<CheckKind, string>> = {
  brokenLinks: 'Broken link "/docs/gone"',
  brokenAnchors: 'Broken anchor "#nope"',
  duplicateRoutes: 'Duplicate route /docs/intro',
  brokenMarkdownLinks: 'Broken Markdown link "/docs/missing"',
  brokenMarkdownImages: 'Broken Markdown image "/img/gone.png"',
  invalidExamples: 'Invalid example in content/docs/intro.mdx:9',
};
const SEVERITIES: readonly Severity[] = ['ignore', 'log', 'warn', 'throw'];
const ALL_ONE = 'Link check: 1 broken links, 1 broken anchors, 1 duplicate routes, 1 broken Markdown links, 1 broken Markdown images, 1 invalid examples';

/** A tiny API for the example check: one operation whose body needs a string name. */
const FIXTURE_API: OpenApiV3Document = {
  openapi: '3.0.3',
  info: { title: 'Fixture', version: '1' },
  servers: [{ url: 'https://fixture.example.com/api' }],
  paths: {
    '/things': {
      post: {
        operationId: 'createThing',
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } }, example: { name: 7 } } } },
        responses: { 201: { description: 'Created' } },
      },
    },
  },
} as unknown as OpenApiV3Document;
const apis = [checkApiExamples('fixture-api', 'static/Fixture.json', FIXTURE_API)];

let root: string;
beforeAll(() => {
  root = writeTree({
    'static/img/logo.svg': '<svg/>',
    'content/docs/intro.mdx':
      '---\ntitle: Intro\n---\n\n## Fields\n\n[missing](/docs/missing) ![logo](/img/logo.svg) ![gone](/img/gone.png)\n\n```json operation="fixture-api:createThing" body="request"\n{ "name": 5 }\n```\n',
    'content/docs/copy.mdx': '---\ntitle: Copy\n---\n\nSame slug.\n',
    'public/index.html': page('<a href="/docs/intro#fields">intro</a>'),
    'public/docs/intro/index.html': page('<h2 id="fields">Fields</h2><a href="/docs/gone">gone</a><a href="#nope">nope</a>'),
    'public/img/logo.svg': '<svg/>',
  });
});
afterAll(() => removeTree(root));

function settingsWith(policy: Partial<LinkCheckPolicy>): ResolvedSiteSettings {
  const base = validateSettings(siteSettings);
  const quiet: LinkCheckPolicy = {
    onBrokenLinks: 'ignore',
    onBrokenAnchors: 'ignore',
    onDuplicateRoutes: 'ignore',
    onBrokenMarkdownLinks: 'ignore',
    onBrokenMarkdownImages: 'ignore',
    onInvalidExamples: 'ignore',
    onUncoveredExamples: 'ignore',
  };
  return { ...base, linkChecks: { ...quiet, ...policy } };
}

async function runChecks(settings: ResolvedSiteSettings): Promise<ReturnType<typeof fakeReporter>> {
  const record = fakeReporter();
  const mdx = (file: string) => ({ internal: { type: 'Mdx', contentFilePath: path.join(root, file) }, fields: { route: '/docs/intro' } });
  const docPage = (file: string) => ({ path: '/docs/intro', component: `${root}/src/templates/DocPage.tsx?__contentFilePath=${path.join(root, file)}` });
  const nodes: Record<string, unknown[]> = {
    Mdx: [mdx('content/docs/intro.mdx')],
    SitePage: [{ path: '/', component: `${root}/src/pages/index.tsx` }, docPage('content/docs/copy.mdx')],
  };
  const tracked = trackCreatedPages({ actions: { createPage: () => undefined } as unknown as Actions });
  tracked.actions.createPage(docPage('content/docs/intro.mdx'));
  tracked.actions.createPage(docPage('content/docs/copy.mdx'));
  const args = { getNodesByType: (type: string) => nodes[type] ?? [], reporter: record.reporter, pathPrefix: '' };
  await checkContentSources(args as unknown as ParentSpanPluginArgs, settings, root, apis);
  checkBuiltPages(args as unknown as BuildArgs, settings, path.join(root, 'public'));
  return record;
}

describe.each(CHECK_KINDS)('%s', (kind) => {
  const setting = CHECK_SETTING[kind];
  const mentions = (messages: readonly string[]): boolean => messages.some((m) => m.includes(MARKER[kind]));

  it.each(SEVERITIES)(`${setting}: '%s'`, async (severity) => {
    const { info, warn, panicOnBuild } = await runChecks(settingsWith({ [setting]: severity }));
    expect([mentions(info), mentions(warn), mentions(panicOnBuild)]).toEqual([severity === 'log', severity === 'warn', severity === 'throw']);
    if (severity === 'throw') {
      expect(panicOnBuild.join('\n')).toContain(`The build stopped because linkChecks.${setting} is 'throw'`);
    } else {
      expect(panicOnBuild).toEqual([]);
    }
    // The summary counts every problem whatever the severity, as a warning when this check warns or throws.
    const summaryAsWarning = severity === 'warn' || severity === 'throw';
    expect((summaryAsWarning ? warn : info).at(-1)).toBe(ALL_ONE);
  });
});

describe('messages', () => {
  it('name the source file, line, target and page', async () => {
    const { warn } = await runChecks(
      settingsWith({
        onBrokenLinks: 'warn',
        onBrokenAnchors: 'warn',
        onDuplicateRoutes: 'warn',
        onBrokenMarkdownLinks: 'warn',
        onBrokenMarkdownImages: 'warn',
        onInvalidExamples: 'warn',
      }),
    );
    expect(warn).toEqual([
      `Duplicate route /docs/intro: created 2 times, by content/docs/intro.mdx, content/docs/copy.mdx; only the last one is served. Give each page its own route (an MDX page: frontmatter "slug" or the file name; a React page: its file name in src/pages).`,
      'Broken Markdown link "/docs/missing" in content/docs/intro.mdx:7:11 (page /docs/intro): no page or file is published at /docs/missing. Link to an existing route (such as /docs/intro) or to a file in static/.',
      'Broken Markdown image "/img/gone.png" in content/docs/intro.mdx:7:57 (page /docs/intro): no file is published at /img/gone.png. Put the image in static/ (static/img/gone.png is served as /img/gone.png) or fix the path.',
      'Invalid example in content/docs/intro.mdx:9: the request body of createThing does not match static/Fixture.json: /name must be string.',
      expect.stringMatching(
        /^Broken link "\/docs\/gone" on page \/docs\/intro \(.*content\/docs\/copy\.mdx\): no page or file is published at \/docs\/gone\. Fix the link, or add the page it points to\.$/,
      ),
      expect.stringMatching(/^Broken anchor "#nope" on page \/docs\/intro \(.*copy\.mdx\): this page has no element with id "nope"\. /),
      ALL_ONE,
    ]);
  });

  it('stop the build on an MDX syntax error whatever the policy, naming file, line and column', async () => {
    const record = fakeReporter();
    const node = { internal: { type: 'Mdx', contentFilePath: path.join(root, 'content/docs/intro.mdx') } };
    const compile = async (): Promise<never> => {
      throw Object.assign(new Error('x'), { reason: 'Unexpected character `!`', line: 7, column: 3 });
    };
    await checkMdxSyntax({ node, reporter: record.reporter } as unknown as CreateNodeArgs, { root, compile });
    expect(record.panicOnBuild).toEqual([
      expect.stringMatching(/^MDX syntax error in content\/docs\/intro\.mdx, line 7, column 3: Unexpected character `!`\. Fix the MDX/),
    ]);
    await checkMdxSyntax({ node, reporter: record.reporter } as unknown as CreateNodeArgs, { root, compile: async () => undefined });
    expect(record.panicOnBuild).toHaveLength(1);
  });
});

describe('summary', () => {
  it('lists the six counts in a fixed order', () => {
    expect(summaryLine({ ...emptyCounts(), brokenAnchors: 2 })).toBe(
      'Link check: 0 broken links, 2 broken anchors, 0 duplicate routes, 0 broken Markdown links, 0 broken Markdown images, 0 invalid examples',
    );
  });

  it('is a warning only when a check set to warn or throw found something', () => {
    const policy = settingsWith({ onBrokenAnchors: 'warn', onBrokenLinks: 'log' }).linkChecks;
    expect(summaryIsWarning({ ...emptyCounts(), brokenLinks: 3 }, policy)).toBe(false);
    expect(summaryIsWarning({ ...emptyCounts(), brokenAnchors: 1 }, policy)).toBe(true);
    expect(summaryIsWarning(emptyCounts(), policy)).toBe(false);
  });
});

describe("the API documents' own examples (sourceNodes)", () => {
  it.each(SEVERITIES)("onInvalidExamples: '%s'", (severity) => {
    const record = fakeReporter();
    checkDocumentExampleFindings(apis, settingsWith({ onInvalidExamples: severity }), record.reporter as never);
    const message = 'Invalid example in static/Fixture.json at #/paths/~1things/post/requestBody/content/application~1json/example: /name must be string.';
    const mentions = (messages: readonly string[]): boolean => messages.some((m) => m.includes(message));
    expect([mentions(record.info), mentions(record.warn), mentions(record.panicOnBuild)]).toEqual([
      severity === 'log',
      severity === 'warn',
      severity === 'throw',
    ]);
    if (severity === 'throw') expect(record.panicOnBuild.join('\n')).toContain("The build stopped because linkChecks.onInvalidExamples is 'throw'");
  });

  it("a schema the checker cannot compile is its own limit: a warning naming it, never counted, never stopping a build under 'throw'", () => {
    const record = fakeReporter();
    const uncheckable = checkApiExamples('odd-api', 'static/Odd.json', {
      openapi: '3.0.3',
      info: { title: 'Odd', version: '1' },
      paths: {},
      components: { schemas: { Code: { type: 'string', pattern: '(unclosed', example: 'x' } } },
    } as never);
    checkDocumentExampleFindings([uncheckable], settingsWith({ onInvalidExamples: 'throw' }), record.reporter as never);
    expect(record.panicOnBuild).toEqual([]);
    expect(record.warn).toContainEqual(
      expect.stringMatching(/^Example not checked in static\/Odd\.json at #\/components\/schemas\/Code\/example: the example check cannot compile/),
    );
    expect(record.warn.join('\n')).not.toContain('Invalid example');
  });

  it("defaults to 'warn', so a third-party document with wrong examples still builds", () => {
    const { onInvalidExamples: _shipped, ...withoutIt } = siteSettings.linkChecks;
    expect(validateSettings({ ...siteSettings, linkChecks: withoutIt }).linkChecks.onInvalidExamples).toBe('warn');
  });

  it("onUncoveredExamples defaults to 'warn' too, so a third-party document the reference cannot show in full still builds", () => {
    const { onUncoveredExamples: _shipped, ...withoutIt } = siteSettings.linkChecks;
    expect(validateSettings({ ...siteSettings, linkChecks: withoutIt }).linkChecks.onUncoveredExamples).toBe('warn');
  });
});
