/**
 * Bad input never yields a half-built site that reports success: for each kind of bad input,
 * `gatsby build` of a small fixture site (__tests__/fixtures/bad-<case>/override.json, over the tiny
 * content of __tests__/fixtures/bad-base/) exits non-zero and prints what is wrong, where, and what
 * to do. The builds run one after the other in a private copy of the project, so they never touch
 * this checkout's public/ or .cache/. Most stop within seconds; bad-anchor is a full build, because
 * the check of the generated HTML runs after the pages are written.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { gatsbyEnv, projectCopy } from '../support/projectCopy';

/** The private copy the builds run in (__tests__/support/projectCopy.ts), made before the first case. */
let COPY = '';
const BUILD_TIMEOUT_MS = 15 * 60 * 1000;

interface Case {
  /** Folder under __tests__/fixtures/. */
  readonly fixture: string;
  readonly input: string;
  /** Each must appear in the output (ANSI colours removed). */
  readonly expected: readonly string[];
  /** The message stands alone: no stack trace or compiled code printed after it (under 2 KB follows). */
  readonly alone?: boolean;
}

const CASES: readonly Case[] = [
  {
    fixture: 'bad-settings',
    input: 'invalid settings: a colour mode value, a navbar item type, a link-check severity (setting path, allowed values)',
    expected: [
      `colorMode.defaultMode: unexpected colour mode value "blue". Allowed values: 'light', 'dark'`,
      `navbar.items[0].type: unknown navbar item type "mega-menu". Allowed values: 'default', 'dropdown', 'localeDropdown', 'search', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'`,
      `linkChecks.onBrokenAnchors: unexpected value "loud". Allowed values: 'ignore', 'log', 'warn', 'throw'`,
      'Fix the setting(s) named above and build again.',
    ],
  },
  {
    fixture: 'bad-locale',
    input: 'a locale without config (setting path, what to add)',
    expected: [
      'i18n.locales[1]: no locale config for locale "fr". Add i18n.localeConfigs.fr with label, direction and htmlLang',
      'Fix the setting(s) named above and build again.',
    ],
  },
  {
    fixture: 'bad-json',
    input: 'a malformed spec JSON (file, line and column)',
    expected: [
      'Malformed JSON in OpenAPI document __tests__/fixtures/bad-json/Broken.json at line 4, column 3:',
      'Fix the document or remove it from the settings (api.specs).',
    ],
  },
  {
    fixture: 'bad-openapi',
    input: 'an invalid OpenAPI document (file, JSON pointer, reason)',
    expected: [
      `Invalid OpenAPI document __tests__/fixtures/bad-openapi/Invalid.json at #/paths/~1assets/get: must have required property 'responses'.`,
      'Fix the document or remove it from the settings (api.specs).',
    ],
  },
  {
    fixture: 'bad-yaml',
    input: 'a YAML syntax error in a spec (file, line and column, reason)',
    expected: [
      'Malformed YAML in OpenAPI document __tests__/fixtures/bad-yaml/api.yaml at line 8, column 16: Nested mappings are not allowed in compact mappings.',
      'Fix the document or remove it from the settings (api.specs).',
    ],
  },
  {
    fixture: 'bad-deep',
    input: 'a schema nested deeper than the site can parse and print (file, place, limit; never a bare RangeError)',
    expected: [
      'Invalid OpenAPI document __tests__/fixtures/bad-deep/api.json at #/components/schemas/Deep/properties/a/',
      `nests objects and arrays more than 256 levels deep here, the limit of the site (MAX_DOCUMENT_DEPTH in src/node/api/documentPolicy.ts)`,
    ],
  },
  {
    fixture: 'bad-remote-ref',
    input: 'a $ref to an https URL in a referenced file (file, pointer, URL; nothing fetched)',
    expected: [
      'Invalid OpenAPI document __tests__/fixtures/bad-remote-ref/schemas/thing.yaml at #/properties/owner/$ref: $ref "https://schemas.example.com/person.json" points to a remote document (https://schemas.example.com/person.json), which the build never fetches.',
    ],
  },
  {
    fixture: 'bad-missing-ref',
    input: 'a $ref to a file that does not exist (file, pointer, missing path)',
    expected: [
      'Invalid OpenAPI document __tests__/fixtures/bad-missing-ref/api.json at #/paths/~1things/get/responses/200/$ref: $ref "./responses/things.json" points to a file that does not exist: __tests__/fixtures/bad-missing-ref/responses/things.json.',
    ],
  },
  {
    fixture: 'bad-history',
    input: 'an API history entry whose file does not exist (the setting named; decision 0021)',
    expected: ['Invalid setting api.specs[0].history[0].file: no file at __tests__/fixtures/bad-history/api-1.0.json'],
  },
  {
    fixture: 'bad-breaking',
    input: "a breaking change kept under the same major version with api.onBreakingChange: 'throw' (file, JSON pointer, what breaks)",
    expected: [
      'Breaking-change check: __tests__/fixtures/bad-breaking/api.json (Fixture) has 1 breaking changes since 1.0 but keeps major version 1 (1.0 → 1.1).',
      '__tests__/fixtures/bad-breaking/api.json at #/paths/~1assets/get/parameters/0/required: GET /assets: Query parameter `zoneId` is now required.',
    ],
  },
  {
    fixture: 'bad-mdx',
    input: 'an MDX syntax error (file, line, column)',
    expected: ['MDX syntax error in __tests__/fixtures/bad-mdx/docs/intro.mdx, line 10, column 37:', 'Fix the MDX at that place'],
  },
  {
    fixture: 'bad-mermaid',
    input: 'a mermaid diagram that does not parse (file, line of the fence, parser message; issue 17)',
    expected: [
      'Mermaid syntax error in __tests__/fixtures/bad-mermaid/docs/intro.mdx, diagram at line 20:',
      'Parse error on line 3:',
      'Fix the diagram named above',
    ],
  },
  {
    fixture: 'bad-frontmatter',
    input: 'invalid frontmatter (file, field, expected type)',
    expected: [
      'Invalid frontmatter in __tests__/fixtures/bad-frontmatter/docs/intro.mdx:',
      'sidebar_position: expected number, received string',
      'Fix the field(s) named above.',
    ],
    alone: true,
  },
  {
    fixture: 'bad-author',
    input: 'a missing blog author',
    expected: [
      '__tests__/fixtures/bad-author/blog/2025-01-01-fixture-post.mdx: unknown author "nobody-by-that-name" in frontmatter "authors"',
      'Fix the id in the post, or add the author',
    ],
    alone: true,
  },
  {
    fixture: 'bad-image',
    input: "a broken Markdown image (the shipped policy: 'throw')",
    expected: [
      'Broken Markdown image "/img/missing-diagram.png" in __tests__/fixtures/bad-image/docs/intro.mdx:12:17 (page /docs/intro): no file is published at /img/missing-diagram.png.',
      `The build stopped because linkChecks.onBrokenMarkdownImages is 'throw'`,
    ],
  },
  {
    fixture: 'bad-route',
    input: "a duplicate route with onDuplicateRoutes: 'throw'",
    expected: [
      'Duplicate route /docs/intro: created 2 times, by __tests__/fixtures/bad-route/docs/intro-copy.mdx, __tests__/fixtures/bad-route/docs/intro.mdx',
      `The build stopped because linkChecks.onDuplicateRoutes is 'throw'`,
    ],
  },
  {
    fixture: 'bad-examples',
    input: "a guide page with a wrong response body and a curl call to an unknown path, with onInvalidExamples: 'throw' (file and line)",
    expected: [
      'Invalid example in __tests__/fixtures/bad-examples/docs/intro.mdx:13: curl GET https://fixture.example.com/api/work-order/WO-2025-00123: __tests__/fixtures/bad-examples/api.json (fixture-api) has no path /work-order/WO-2025-00123.',
      'Invalid example in __tests__/fixtures/bad-examples/docs/intro.mdx:19: the 200 response of getWorkOrderByCode does not match __tests__/fixtures/bad-examples/api.json: /code must be string.',
      `The build stopped because linkChecks.onInvalidExamples is 'throw'`,
    ],
  },
  {
    fixture: 'bad-coverage',
    input:
      "named examples the API reference cannot show (a header parameter named Accept, an example without a value), with onUncoveredExamples: 'throw' (file and JSON pointer)",
    expected: [
      'Examples coverage, Coverage API: 2/4 named examples, 1/1 media types, 0/0 variants — 60 %',
      'Uncovered named example in __tests__/fixtures/bad-coverage/api.json at #/paths/~1work-orders/get/parameters/0/examples/csv: the API reference does not show it.',
      'Uncovered named example in __tests__/fixtures/bad-coverage/api.json at #/paths/~1work-orders/get/parameters/1/examples/draft: the API reference does not show it.',
      `The build stopped because linkChecks.onUncoveredExamples is 'throw'`,
    ],
  },
  {
    fixture: 'bad-anchor',
    input: "a broken anchor in the generated HTML with onBrokenAnchors: 'throw' (full build)",
    expected: [
      'Broken anchor "/docs/intro#no-such-heading" on page /docs/intro (__tests__/fixtures/bad-anchor/docs/intro.mdx:10): this page has no element with id "no-such-heading".',
      `The build stopped because linkChecks.onBrokenAnchors is 'throw'`,
    ],
  },
];

function build(fixture: string, env: NodeJS.ProcessEnv = {}): { status: number | null; signal: NodeJS.Signals | null; output: string } {
  const result = spawnSync(process.execPath, [path.join(COPY, 'node_modules/gatsby/cli.js'), 'build'], {
    cwd: COPY,
    env: { ...gatsbyEnv(`__tests__/fixtures/${fixture}/override.json`), ...env },
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    timeout: BUILD_TIMEOUT_MS,
  });
  const output = stripVTControlCharacters(`${result.stdout ?? ''}\n${result.stderr ?? ''}`);
  return { status: result.status, signal: result.signal, output };
}

/** The build must have stopped with an error of its own: not succeeded, not been killed (a signal says what). */
function expectStopped({ status, signal, output }: { status: number | null; signal: NodeJS.Signals | null; output: string }): void {
  if (status !== 0 && status !== null) return;
  throw new Error(
    `The build was expected to stop with an error, but it ${status === 0 ? 'succeeded' : `was ended by ${signal ?? 'no signal'}`}. Its output's end:\n${output.slice(-3000)}`,
  );
}

beforeAll(
  () => {
    COPY = projectCopy('build-errors', process.env.FMS_BUILD_ERRORS_DIR);
  },
  5 * 60 * 1000,
);

describe('gatsby build stops with a clear message on bad input', () => {
  it.each(CASES)(
    '$fixture: $input',
    ({ fixture, expected, alone }) => {
      const result = build(fixture);
      const { output } = result;
      const tail = output
        .split('\n')
        .filter((line) => !/^(success|warning The GraphQL query)/.test(line))
        .slice(-40)
        .join('\n');
      expectStopped(result);
      for (const text of expected) {
        if (!output.includes(text)) throw new Error(`${fixture}: the build output lacks\n  ${text}\nLast lines of the output:\n${tail}`);
      }
      if (alone) {
        const after = output.slice(output.indexOf(expected[expected.length - 1]) + expected[expected.length - 1].length);
        const rest = after
          .split('\n')
          .filter((line) => !/^\s*(not finished|info|success)\b/.test(line))
          .join('\n')
          .trim();
        expect({ fixture, printedAfterTheMessage: rest.length < 2048 ? 'a few lines' : rest.slice(0, 600) }).toEqual({
          fixture,
          printedAfterTheMessage: 'a few lines',
        });
      }
    },
    BUILD_TIMEOUT_MS,
  );
});

describe('a third-party document with wrong examples, under the default severity (warn)', () => {
  it(
    'builds, with one warning per wrong example naming the file and JSON pointer (full build)',
    () => {
      const { status, output } = build('warn-examples');
      const tail = output.split('\n').slice(-40).join('\n');
      expect({ exitCode: status, tail: status === 0 ? '' : tail }).toEqual({ exitCode: 0, tail: '' });
      const warnings = output.split('\n').filter((line) => line.includes('Invalid example in '));
      expect(warnings).toEqual([
        expect.stringContaining(
          'Invalid example in __tests__/fixtures/warn-examples/api.json at #/components/schemas/WorkOrder/examples/0: /code must be string.',
        ),
        expect.stringContaining(
          'Invalid example in __tests__/fixtures/warn-examples/api.json at #/paths/~1work-orders~1{code}/get/responses/200/content/application~1json/example: /priority must be < 10.',
        ),
      ]);
      expect(output).toContain('2 invalid examples');
    },
    BUILD_TIMEOUT_MS,
  );
});

/**
 * A hostile document's `$ref`s (here in parameter examples, which are published as they are): the
 * build's environment through /proc, /etc/passwd, a file: URL, a `..` path out of the site and a
 * symlink in the document's folder to a folder outside. Files outside the site hold a marker, as does
 * the build's environment; the build must refuse each reference by name, read none of them, and
 * publish or cache nothing of them. One build reports every broken document.
 */
describe('an API document cannot make the build read outside the site', () => {
  it(
    'refuses /proc/self/environ, /etc/passwd, file:///etc/hostname, a .. path and a symlink out of the site, naming each, and leaks nothing',
    () => {
      const marker = `FMS_LEAK_MARKER_${randomBytes(8).toString('hex')}`;
      const fixture = path.join(COPY, '__tests__/fixtures/bad-ref-outside');
      const outside = fs.mkdtempSync(path.join(path.dirname(COPY), 'fms-outside-link-'));
      const dotdot = path.resolve(fixture, '../../../../fms-outside-the-site');
      const secret = JSON.stringify({ secret: marker });
      fs.writeFileSync(path.join(outside, 'secret.json'), secret);
      fs.mkdirSync(dotdot, { recursive: true });
      fs.writeFileSync(path.join(dotdot, 'secret.json'), secret);
      fs.symlinkSync(outside, path.join(fixture, 'linked'), 'dir');
      try {
        const result = build('bad-ref-outside', { FMS_LEAK_MARKER: marker });
        expectStopped(result);
        const { output } = result;
        const at = (name: string, ref: string): string =>
          `Invalid OpenAPI document __tests__/fixtures/bad-ref-outside/${name}.json at #/paths/~1things/get/parameters/0/example/$ref: $ref "${ref}"`;
        const expected = [
          `${at('environ', '../../../../../../../../proc/self/environ')} lies outside the site's folder`,
          `${at('passwd', '/etc/passwd')} is an absolute path; only relative paths to files inside the site are read.`,
          `${at('hostname', 'file:///etc/hostname')} is a file: URL; only relative paths to files inside the site are read.`,
          `${at('dotdot', '../../../../fms-outside-the-site/secret.json')} lies outside the site's folder`,
          `${at('symlink', './linked/secret.json')} is a symbolic link (or lies in a linked folder) whose target lies outside the site's folder`,
        ];
        for (const text of expected)
          if (!output.includes(text)) throw new Error(`the build output lacks\n  ${text}\nLast lines:\n${output.split('\n').slice(-40).join('\n')}`);
        expect(output).not.toContain('EACCES');
        expect(output).not.toContain(marker);
        const leaks: string[] = [];
        const search = (folder: string): void => {
          if (!fs.existsSync(folder)) return;
          for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
            const file = path.join(folder, entry.name);
            if (entry.isDirectory()) search(file);
            else if (entry.isFile() && fs.readFileSync(file).includes(marker)) leaks.push(file);
          }
        };
        search(path.join(COPY, 'public'));
        search(path.join(COPY, '.cache'));
        expect(leaks).toEqual([]);
      } finally {
        fs.rmSync(path.join(fixture, 'linked'), { force: true });
        fs.rmSync(outside, { recursive: true, force: true });
        fs.rmSync(dotdot, { recursive: true, force: true });
      }
    },
    BUILD_TIMEOUT_MS,
  );
});
