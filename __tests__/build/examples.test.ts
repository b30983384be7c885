/**
 * @jest-environment node
 *
 * Issue 19 on the shipped site: the site is built with linkChecks.onInvalidExamples 'throw', and the
 * checks the build runs find nothing in the two API documents nor in any guide page or blog post.
 * (The build itself, `npx gatsby build`, fails on any finding; this names them without a build.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteSettings } from '../../src/config/settings';
import { loadApiDocument } from '../../src/node/api/loadDocument';
import { checkApiExamples, formatExampleProblem, type ExampleApi } from '../../src/node/checks/apiDocumentExamples';
import { checkCodeExamples, codeFences, parseExampleAnnotation } from '../../src/node/checks/guideAndBlogExamples';

const ROOT = path.resolve(__dirname, '../..');

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(file);
    return entry.name.endsWith('.mdx') ? [file] : [];
  });
}

let apis: ExampleApi[];
beforeAll(async () => {
  apis = [];
  for (const spec of siteSettings.api.specs) apis.push(checkApiExamples(spec.id, spec.file, await loadApiDocument(path.join(ROOT, spec.file))));
}, 120_000);

const sources = mdxFiles(path.join(ROOT, 'content')).map((file) => ({ file: path.relative(ROOT, file), text: fs.readFileSync(file, 'utf8') }));

describe('the shipped site', () => {
  it("stops on any invalid example (linkChecks.onInvalidExamples is 'throw')", () => {
    expect(siteSettings.linkChecks.onInvalidExamples).toBe('throw');
  });

  it('has no invalid example in its API documents', () => {
    expect(apis.flatMap((api) => api.problems.map((problem) => formatExampleProblem(api.file, problem)))).toEqual([]);
  });

  it('has no invalid example or unknown curl call in the guide and blog', () => {
    expect(checkCodeExamples(sources, apis).map((finding) => finding.message)).toEqual([]);
  });

  it('annotates the JSON bodies of the guide and blog (so the check has something to check)', () => {
    const annotated = sources.flatMap((source) => codeFences(source.text).filter((fence) => typeof parseExampleAnnotation(fence.meta) === 'object'));
    expect(annotated.length).toBeGreaterThanOrEqual(20);
  });
});
