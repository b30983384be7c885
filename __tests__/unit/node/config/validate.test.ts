/** @jest-environment node */
import { SettingsError, formatSettingPath, mergeSettings, validateSettings } from '../../../../src/node/config/validate';
import { siteSettings } from '../../../../src/config/settings';

function messageOf(override: unknown): string {
  try {
    validateSettings(mergeSettings(siteSettings, override));
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error('expected the settings to be rejected');
}

describe('the shipped settings', () => {
  const settings = validateSettings(siteSettings);

  test('match SPEC §1, §3 and §9', () => {
    expect(settings.title).toBe('FMS documents');
    expect(settings.tagline).toBe(`FMS (by ${settings.company})`);
    expect(settings.titleDelimiter).toBe('|');
    expect(settings.baseUrl).toBe('/');
    expect(settings.noIndex).toBe(false);
    expect(settings.i18n.defaultLocale).toBe('en');
    expect(settings.i18n.locales).toEqual(['en']);
    expect(settings.i18n.localeConfigs.en.direction).toBe('ltr');
    expect(settings.colorMode).toMatchObject({ defaultMode: 'light', disableSwitch: false });
    expect(settings.navbar.title).toBe('FMS');
    expect(settings.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(settings.linkChecks).toEqual({
      onBrokenLinks: 'ignore',
      onBrokenAnchors: 'warn',
      onDuplicateRoutes: 'warn',
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
      // Not in the SPEC: issue 19. Our own examples must match our documents.
      onInvalidExamples: 'throw',
      // Issue 43: every named example, media type and variant of our documents is shown.
      onUncoveredExamples: 'throw',
    });
  });

  test('fill {product} and {company} everywhere', () => {
    const text = JSON.stringify(settings);
    expect(text).not.toContain('{product}');
    expect(text).not.toContain('{company}');
    expect(settings.footer.copyright).toBe(`Copyright © 2025 ${settings.company}. Built with Gatsby.`);
  });

  test('navbar items default to position right', () => {
    const withoutPosition = validateSettings(mergeSettings(siteSettings, { navbar: { items: [{ label: 'Docs', to: '/docs' }] } }));
    expect(withoutPosition.navbar.items[0]).toMatchObject({ type: 'default', position: 'right' });
  });

  test('have left links to the guide and the API and a right link to the source code', () => {
    const left = settings.navbar.items.filter((i) => i.position === 'left');
    expect(left).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'docSidebar', sidebarId: 'FMSSidebar', label: 'FMS' }),
        expect.objectContaining({ type: 'default', to: '/docs/api/openapi-document-on-azure-functions' }),
      ]),
    );
    const right = settings.navbar.items.filter((i) => i.position === 'right');
    expect(right.some((i) => 'href' in i && i.href === settings.sourceCodeUrl)).toBe(true);
    expect(right.some((i) => i.type === 'search')).toBe(true);
  });
});

test('every field of the configuration shapes of SPEC §3 is accepted and kept', () => {
  const override = {
    colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true },
    announcementBar: {
      id: 'maintenance-2025-12',
      content: 'Planned <b>maintenance</b>.',
      backgroundColor: '#fde68a',
      textColor: '#111827',
      isCloseable: false,
    },
    navbar: {
      title: 'FMS',
      logo: { src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', alt: 'FMS logo', href: 'https://example.com', target: '_blank', width: 40, height: 40 },
      items: [
        { type: 'default', position: 'left', label: 'Guide', to: '/docs/intro', activeBasePath: '/docs', activeBaseRegex: '^/docs/(?!api)' },
        { type: 'dropdown', position: 'right', label: 'More', items: [{ label: 'Status', href: 'https://status.example.com' }] },
      ],
    },
    footer: { style: 'light', links: [{ label: 'Guide', to: '/docs/intro' }], logo: { src: '/img/logo.svg', alt: 'FMS logo' }, copyright: '© 2025' },
    docs: { versions: [{ name: 'current', label: 'Next', mainDocId: 'intro', docs: 'content/docs', path: '' }] },
  };
  expect(validateSettings(mergeSettings(siteSettings, override))).toMatchObject(override);
});

describe('a bad setting stops the build with a message naming it and what is allowed', () => {
  test('unexpected colour mode value', () => {
    const message = messageOf({ colorMode: { defaultMode: 'blue' } });
    expect(message).toContain("colorMode.defaultMode: unexpected colour mode value \"blue\". Allowed values: 'light', 'dark'");
  });

  test('unknown navbar item type', () => {
    const message = messageOf({ navbar: { items: [{ type: 'mega-menu', label: 'X' }] } });
    expect(message).toContain('navbar.items[0].type: unknown navbar item type "mega-menu". Allowed values:');
    for (const type of ['default', 'dropdown', 'localeDropdown', 'search', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']) {
      expect(message).toContain(`'${type}'`);
    }
  });

  test('a locale without config', () => {
    const message = messageOf({ i18n: { locales: ['en', 'fr'] } });
    expect(message).toContain('i18n.locales[1]: no locale config for locale "fr"');
  });

  test('every bad setting is reported in one run, not one per build', () => {
    const message = messageOf({
      colorMode: { defaultMode: 'sepia' },
      i18n: { locales: ['en', 'fr'] },
      docs: { lastVersion: '9.9' },
      api: {
        specs: [
          { id: 'a', label: 'A', file: 'static/Portal-v1.json' },
          { id: 'a', label: 'B', file: 'static/AC-v1.json' },
        ],
      },
    });
    expect(message).toContain('colorMode.defaultMode');
    expect(message).toContain('i18n.locales[1]: no locale config for locale "fr"');
    expect(message).toContain('docs.lastVersion: no docs version named "9.9"');
    expect(message).toContain('api.specs[1].id: duplicate API id "a"');
  });

  test('an API history lists each earlier document once, and not the current one', () => {
    const message = messageOf({
      api: {
        specs: [
          { id: 'a', label: 'A', file: 'static/Portal-v1.json', history: [{ file: 'old.json' }, { file: 'old.json' }] },
          { id: 'b', label: 'B', file: 'static/AC-v1.json', history: [{ file: 'static/AC-v1.json' }] },
        ],
        onBreakingChange: 'explode',
      },
    });
    expect(message).toContain('api.specs[0].history[1].file: "old.json" is listed twice');
    expect(message).toContain('api.specs[1].history[0].file: "static/AC-v1.json" is the current document (file), not an earlier one');
    expect(message).toContain('api.onBreakingChange');
  });

  test('no docs version with a given name', () => {
    const message = messageOf({ navbar: { items: [{ type: 'docsVersion', docsVersion: '9.9' }] } });
    expect(message).toContain('navbar.items[0].docsVersion: no docs version named "9.9"');
  });

  test('a link-check severity outside ignore/log/warn/throw', () => {
    const message = messageOf({ linkChecks: { onBrokenAnchors: 'explode' } });
    expect(message).toContain("linkChecks.onBrokenAnchors: unexpected value \"explode\". Allowed values: 'ignore', 'log', 'warn', 'throw'");
  });

  test('an item with both or neither of to and href', () => {
    expect(messageOf({ navbar: { items: [{ label: 'X' }] } })).toContain('navbar.items[0]: a link item needs exactly one of');
  });

  test('an unknown key is named', () => {
    expect(messageOf({ colourMode: {} })).toContain('(root): unknown setting(s) "colourMode"');
  });

  test('table-of-contents levels out of order', () => {
    expect(messageOf({ tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 2 } })).toContain(
      'tableOfContents: minHeadingLevel must not be greater than maxHeadingLevel',
    );
  });

  test('the message says which file and what to do', () => {
    const message = messageOf({ colorMode: { defaultMode: 'blue' } });
    expect(message).toMatch(/^Invalid site settings in src\/config\/settings\.ts:/);
    expect(message).toContain('Fix the setting(s) named above and build again.');
  });
});

test('formatSettingPath', () => {
  expect(formatSettingPath(['navbar', 'items', 2, 'type'])).toBe('navbar.items[2].type');
  expect(formatSettingPath([])).toBe('');
});

test('mergeSettings replaces arrays and merges objects', () => {
  expect(mergeSettings({ a: { b: 1, c: 2 }, list: [1, 2] }, { a: { c: 3 }, list: [9] })).toEqual({ a: { b: 1, c: 3 }, list: [9] });
});

describe('where API documents may be read from, and how big they may be (api.documentsRoot, api.limits)', () => {
  test('defaults: the project root, and limits that take GitHub’s 13 MB description', () => {
    const { api } = validateSettings(siteSettings);
    expect(api.documentsRoot).toBe('.');
    expect(api.limits).toEqual({ maxFileBytes: 32 * 2 ** 20, maxDocumentBytes: 64 * 2 ** 20, maxReferences: 100_000 });
  });

  test('a documents folder that does not exist, or is a file, names the setting', () => {
    expect(messageOf({ api: { documentsRoot: 'no-such-folder' } })).toContain('api.documentsRoot: the folder "no-such-folder" (');
    expect(messageOf({ api: { documentsRoot: 'package.json' } })).toMatch(/api\.documentsRoot: "package\.json" \(.*\) is not a folder/);
  });

  test('an API document outside the documents folder names its setting', () => {
    expect(messageOf({ api: { documentsRoot: 'content' } })).toContain('api.specs[0].file: "static/Portal-v1.json" lies outside api.documentsRoot ("content",');
    expect(messageOf({ api: { specs: [{ id: 'x', label: 'X', file: '../elsewhere/api.json' }] } })).toContain(
      'api.specs[0].file: "../elsewhere/api.json" lies outside',
    );
  });

  test('a limit must be a positive whole number of bytes or references', () => {
    expect(messageOf({ api: { limits: { maxFileBytes: -1 } } })).toContain('api.limits.maxFileBytes: Number must be greater than 0');
    expect(messageOf({ api: { limits: { maxReferences: 1.5 } } })).toContain('api.limits.maxReferences: Expected integer');
    expect(messageOf({ api: { limits: { maxSize: 1 } } })).toContain('api.limits: unknown setting(s) "maxSize"');
  });
});
