/**
 * The build tests: slow, so not part of `npm run test:unit`. Run after the production build:
 *   npx jest --config __tests__/build/jest.config.js
 * - shippedSite.test.ts: the site in public/ has no broken internal link or anchor;
 * - deployDocs.test.ts: the README's Deploying section covers every host case and names files the build writes;
 * - buildErrors.test.ts: each bad-input fixture (__tests__/fixtures/bad-*) fails `gatsby build` with its message, and a
 *   third-party document with wrong examples builds with one warning each (warn-examples);
 * - examples.test.ts: the shipped documents, guide and blog have no invalid example (no build needed).
 * - previewDeploy.test.ts: a build with CONTEXT=deploy-preview (fixture site-shell) puts noindex on every page, writes a
 *   robots.txt that disallows all and no sitemap; shippedSite.test.ts checks the production build has none of these.
 * - netlifyAdapter.test.ts: a build with NETLIFY=true, offline, uses the pinned gatsby-adapter-netlify (nothing
 *   installed), stores the build cache, and leaves _headers and _redirects the site's own (decision 0032).
 */
const path = require('node:path');
const unit = require('../../jest.config.js').projects.find((project) => project.displayName === 'unit');

module.exports = {
  rootDir: path.resolve(__dirname, '../..'),
  displayName: 'build',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/build/**/*.test.ts'],
  // Compiled as the unit and browser projects are: TypeScript, and the ESM-only packages the Node code
  // imports (markdown-it-github-alerts, for the Markdown of API descriptions).
  transform: unit.transform,
  transformIgnorePatterns: unit.transformIgnorePatterns,
  // A fixture build on a slow, shared machine.
  testTimeout: 20 * 60 * 1000,
  testPathIgnorePatterns: ['node_modules', '\\.cache', '<rootDir>.*/public'],
};
