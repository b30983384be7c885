/**
 * Writes the two OpenAPI 3.0.1 documents the API reference is generated from:
 *   static/Portal-v1.json  (facility-management domain)
 *   static/AC-v1.json      (access control)
 * and refreshes the operation table in docs/domain-model.md (between the
 * `operations:start` / `operations:end` markers).
 *
 * The documents stand in for the export of the real Azure Functions back end, so they keep its shape
 * (title 'OpenAPI Document on Azure Functions', one tag per operation). Both are version 1.1
 * (`info.version`, with its release date in `info.x-release-date`); their 1.0 documents are kept,
 * frozen, in api-history/ (docs/decisions/0021-api-changelog-and-breaking-changes.md): a new release
 * copies today's file there, adds it to the spec's `history` setting, then raises the version in
 * documents.ts. Edit the definitions in this folder, never the JSON:
 *   documents.ts      the two documents and the operation table, generated in memory (compared with
 *                     the committed files byte for byte by __tests__/unit/authoring.test.ts)
 *   lib.ts            schema and answer helpers, PathBuilder (an operation's error statuses derived
 *                     unless it names them, its tag the one the builder is at), shared error schemas
 *                     and responses, example composition, ref checks
 *   operations.ts     what both documents build the same way: parameter references, the created
 *                     answer, item() (a resource's create, get, update and delete derived from its
 *                     names), the build number
 *   module.ts         a tag's module: its schemas and its operations
 *   ids.ts            example ids shared by both documents
 *   portal/           the Portal document, one module per tag (or per few tags read together), each
 *                     with its schemas and operations (portal/index.ts lists them in tag order);
 *                     portal/parameters.ts its parameters, portal/common.ts what the modules share
 *   ac/               the AC document, likewise (ac/index.ts, ac/parameters.ts, ac/common.ts)
 *   rules.ts          the rules both documents must keep
 *
 * Usage: npm run openapi              write the files (npx tsx scripts/authoring/build-openapi.ts)
 *        npm run openapi -- --check   write nothing; exit 1 if the files are out of date
 * Either way every rule of rules.ts runs on the generated documents, and the script exits 1 listing
 * each problem (document, rule, operation or JSON pointer). The same rules are tested, on the shipped
 * documents and on broken copies, by __tests__/unit/spec-documents.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generatedFiles, ROOT, type Document } from './documents';
import { documentProblems } from './rules';

const ERROR_GUIDE = path.join(ROOT, 'content', 'docs', 'intro', 'index.mdx');

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const { files, portal, ac } = generatedFiles();
  let stale = 0;
  for (const { file, text } of files) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current === text) continue;
    stale += 1;
    if (check) console.error(`${path.relative(ROOT, file)} is out of date; run npm run openapi`);
    else fs.writeFileSync(file, text);
  }
  const count = (doc: Document): number => Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
  console.log(`Portal: ${count(portal)} operations, ${portal.tags.length} tags; AC: ${count(ac)} operations, ${ac.tags.length} tags`);
  const domainModel = files[files.length - 1].text;
  const texts = { domainModel, errorGuide: fs.readFileSync(ERROR_GUIDE, 'utf8') };
  const problems = [...(await documentProblems('Portal', portal, texts)), ...(await documentProblems('AC', ac, texts))];
  for (const problem of problems) console.error(problem);
  if (problems.length) console.error(`${problems.length} rule problem(s) in the generated documents (scripts/authoring/rules.ts)`);
  if ((check && stale) || problems.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
