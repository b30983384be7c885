/**
 * How agent-friendly the built site is (issue 44, decision 0031), measured with the Agent-Friendly
 * Documentation Spec's own checker (afdocs, a dev dependency; its spec version is printed): serves
 * public/ as the host does (scripts/serve.ts), checks one page per kind (guide, blog post, operation,
 * schema, changelog, API index) and prints the overall score, the category scores and every check that
 * is not a PASS with its message. Measured, never asserted by a test (the checker's weights change
 * between its versions). Usage: npm run bench:agents [-- --dir public]
 */
import { startStaticServer } from '../static-server';
import { loadSiteSettingsOrExit } from '../../src/node/config/load';

const args = process.argv.slice(2);
const dir = args.includes('--dir') ? (args[args.indexOf('--dir') + 1] ?? 'public') : 'public';

/** One page of each kind of the shipped site. */
const PAGES = [
  '/docs/intro/asset',
  '/docs/intro/security',
  '/blog/securing-tenants',
  '/docs/api/portal-api/create-asset',
  '/docs/api/portal-api/schemas/asset',
  '/docs/api/portal-api/changelog',
  '/docs/api/portal-api',
];

const settings = loadSiteSettingsOrExit();

async function main(): Promise<void> {
  const afdocs = await import('afdocs');
  const prefix = settings.baseUrl.replace(/\/$/, '');
  const server = await startStaticServer(dir, prefix ? { prefix } : {});
  try {
    const base = `${server.url.replace(/\/$/, '')}${prefix}`;
    // The twins and llms.txt link the deployed site's URL (settings.url): the checker reads them as this server's.
    const canonicalOrigin = `${settings.url.replace(/\/$/, '')}${prefix}`;
    const report = await afdocs.runChecks(base, {
      canonicalOrigin,
      samplingStrategy: 'curated',
      curatedPages: PAGES.map((page) => `${base}${page}`),
    });
    const score = afdocs.computeScore(report);
    console.log(
      `afdocs (Agent-Friendly Documentation Spec ${afdocs.SPEC_VERSION}) on ${dir}, ${PAGES.length} pages: overall ${score.overall} / 100 (${score.grade})`,
    );
    if (score.cap) console.log(`  capped: ${JSON.stringify(score.cap)}`);
    for (const [category, value] of Object.entries(score.categoryScores)) console.log(`  ${category.padEnd(32)} ${JSON.stringify(value.score)}`);
    const notPassing = report.results.filter((result) => result.status !== 'pass');
    console.log(`Checks not PASS (${notPassing.length} of ${report.results.length}):`);
    for (const result of notPassing) console.log(`  ${result.status.toUpperCase().padEnd(5)} ${result.id}: ${result.message}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
