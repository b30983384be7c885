/** @jest-environment node */
/**
 * The link check's scans kept between builds (issue 45): a page whose bytes did not change is not
 * parsed again, a changed page is, and the findings are those of a check without kept scans.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { checkBuiltSite, type KeptScan } from '../../../../src/node/checks/htmlLinks';
import { lastBuildResults } from '../../../../src/node/buildCache';
import { removeTree, writeTree } from '../../../support/tempFolder';
import { page } from '../../../support/builtPage';

// Each page's parse, counted.
jest.mock('htmlparser2', () => {
  const actual = jest.requireActual('htmlparser2');
  return { ...actual, Parser: jest.fn((...args: unknown[]) => new actual.Parser(...args)) };
});

let root: string;
beforeEach(() => {
  jest.clearAllMocks();
  root = writeTree({
    'site/public/index.html': page('<a href="/docs/intro#fields">a</a><a href="/docs/gone">b</a>'),
    'site/public/docs/intro/index.html': page('<h2 id="fields">Fields</h2><a href="/#top">home</a>'),
    'site/public/docs/other/index.html': page('<a href="/docs/intro#fields">a</a>'),
  });
});
afterEach(() => removeTree(root));

const publicDir = (): string => path.join(root, 'site', 'public');
const scansFile = (): string => path.join(root, 'site', '.cache', 'fms-link-check', 'scans.json');

/** One check with the kept scans of `version` (null: the code's version unknown); the findings, the pages parsed and the store's counts. */
function check(version: string | null = 'v1'): { findings: string[]; parsed: number; reused: number; made: number } {
  const before = jest.mocked(Parser).mock.calls.length;
  const scans = lastBuildResults<KeptScan>(scansFile(), version ?? undefined);
  const findings = checkBuiltSite({ publicDir: publicDir(), scans }).map((finding) => finding.message);
  scans.save();
  return { findings, parsed: jest.mocked(Parser).mock.calls.length - before, reused: scans.reused, made: scans.made };
}

const uncached = (): string[] => checkBuiltSite({ publicDir: publicDir() }).map((finding) => finding.message);

test('a second check of the same pages parses none of them and finds the same', () => {
  const first = check();
  expect(first).toMatchObject({ parsed: 3, reused: 0, made: 3 });
  expect(first.findings).toHaveLength(1);
  expect(first.findings).toEqual(uncached());
  const second = check();
  expect(second).toMatchObject({ parsed: 0, reused: 3, made: 0 });
  expect(second.findings).toEqual(first.findings);
});

test('a changed page is parsed again, and its new links and ids are the ones checked', () => {
  check();
  // The anchor the other pages link to is gone, and the broken link is fixed.
  fs.writeFileSync(path.join(publicDir(), 'docs/intro/index.html'), page('<h2 id="renamed">Fields</h2>'));
  fs.writeFileSync(path.join(publicDir(), 'index.html'), page('<a href="/docs/intro#renamed">a</a>'));
  const after = check();
  expect(after).toMatchObject({ parsed: 2, reused: 1, made: 2 });
  expect(after.findings).toEqual(uncached());
  expect(after.findings).toEqual([expect.stringContaining('Broken anchor "/docs/intro#fields" on page /docs/other')]);
});

test('another code version, or none, parses every page', () => {
  check();
  expect(check('v2')).toMatchObject({ parsed: 3, reused: 0 });
  expect(check(null)).toMatchObject({ parsed: 3, reused: 0, made: 3 });
  expect(JSON.parse(fs.readFileSync(scansFile(), 'utf8')).version).toBe('v2');
});
