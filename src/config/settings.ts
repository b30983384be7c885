/**
 * The site settings: the one place writers and developers change what the site says and how it behaves.
 * Validated when the build starts (src/node/config/validate.ts); components read the resolved copy
 * through src/config/resolved.ts. Strings may use {product} and {company}.
 */
import type { SiteSettingsInput } from './settingsContract';

export const siteSettings = {
  title: 'FMS documents',
  product: 'FMS',
  company: 'Northwind Facilities',
  tagline: 'FMS (by {company})',
  titleDelimiter: '|',
  url: 'https://docs.fms.example.com',
  baseUrl: '/',
  description: 'Guide and API reference for {product}, the facility-management system for assets, work orders, zones, renting and QR codes.',
  noIndex: false,
  sourceCodeUrl: 'https://github.com/northwind-facilities/fms-documents',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
  },
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    // Light stays the default (SPEC §1); readers who prefer dark get it with one click, remembered.
    respectPrefersColorScheme: false,
  },
  announcementBar: {
    id: 'apis-v1-2025',
    content:
      'The v1 Portal and Access Control APIs are generally available. <a href="/docs/api/openapi-document-on-azure-functions">Read the API reference</a>.',
    backgroundColor: '#1e3a8a',
    textColor: '#ffffff',
    isCloseable: true,
  },
  navbar: {
    title: 'FMS',
    logo: { src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', alt: '{product} logo', width: 32, height: 32 },
    hideOnScroll: false,
    items: [
      { type: 'docSidebar', sidebarId: '{product}Sidebar', label: '{product}', position: 'left' },
      {
        type: 'default',
        label: 'API',
        to: '/docs/api/openapi-document-on-azure-functions',
        position: 'left',
        activeBasePath: '/docs/api',
      },
      { type: 'default', label: 'Blog', to: '/blog', position: 'left', activeBasePath: '/blog' },
      { type: 'search', position: 'right' },
      { type: 'default', label: 'GitHub', href: 'https://github.com/northwind-facilities/fms-documents', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      { title: 'Docs', items: [{ label: '{product}', to: '/docs/intro' }] },
      {
        title: 'Community',
        items: [
          { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/fms-northwind' },
          { label: 'Discord', href: 'https://discord.com/invite/fms-northwind' },
          { label: 'X', href: 'https://x.com/northwindfms' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'GitHub', href: 'https://github.com/northwind-facilities/fms-documents' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 {company}. Built with Gatsby.',
  },
  docs: {
    routeBasePath: '/docs',
    lastVersion: 'current',
    versions: [{ name: 'current', label: 'v1', mainDocId: 'intro', docs: 'content/docs', path: '' }],
  },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  linkChecks: {
    onBrokenLinks: 'ignore',
    onBrokenAnchors: 'warn',
    onDuplicateRoutes: 'warn',
    onBrokenMarkdownLinks: 'warn',
    onBrokenMarkdownImages: 'throw',
    // Our examples are checked against our documents: a wrong one stops the build (issue 19).
    onInvalidExamples: 'throw',
    // Every named example, media type and variant of our documents is shown by the reference (issue 43).
    onUncoveredExamples: 'throw',
  },
  api: {
    overviewSlug: 'openapi-document-on-azure-functions',
    specs: [
      // Each document's earlier versions, oldest first: the changelog compares them (docs/decisions/0021-api-changelog-and-breaking-changes.md).
      { id: 'portal-api', label: 'Portal API', file: 'static/Portal-v1.json', history: [{ file: 'api-history/Portal-1.0.json' }] },
      { id: 'ac-api', label: 'Access Control API', file: 'static/AC-v1.json', history: [{ file: 'api-history/AC-1.0.json' }] },
    ],
  },
  // Four long-form cards fill about two screens; it also means the shipped blog (five posts) has a
  // second list page, so every build exercises pagination (docs/decisions/0005-blog-and-feeds.md).
  blog: { postsPerPage: 4 },
} satisfies SiteSettingsInput;
