/** Links between locales and docs versions (src/lib/i18nLinks.ts): what the navbar, the language switcher and every Link compute. */
import { docAtPath, localeLink, localeOfPath, localisedRoute, unlocalisedPath, versionLinks, type VersionDocs } from '../../../src/lib/i18nLinks';

const locales = ['en', 'fr'];

describe('localisedRoute: an internal link seen from a page in a locale', () => {
  test.each([
    ['/docs/intro', 'fr', '/fr/docs/intro'],
    ['/', 'fr', '/fr'],
    ['/blog?page=2#top', 'fr', '/fr/blog?page=2#top'],
    ['/docs/intro', 'en', '/docs/intro'],
    ['/fr/docs/intro', 'fr', '/fr/docs/intro'],
    ['/Portal-v1.json', 'fr', '/Portal-v1.json'],
    ['/rss.xml', 'fr', '/rss.xml'],
    ['https://github.com/x', 'fr', 'https://github.com/x'],
    ['//cdn.example.com/a', 'fr', '//cdn.example.com/a'],
    ['#fields', 'fr', '#fields'],
  ])('%s on a %s page → %s', (to, locale, expected) => expect(localisedRoute(to, locale, locales, 'en')).toBe(expected));

  test('unlocalisedPath strips the locale prefix only', () => {
    expect(unlocalisedPath('/fr/docs/intro', locales, 'en')).toBe('/docs/intro');
    expect(unlocalisedPath('/fr', locales, 'en')).toBe('/');
    expect(unlocalisedPath('/docs/fr', locales, 'en')).toBe('/docs/fr');
  });
});

const VERSIONS: VersionDocs[] = [
  {
    name: 'current',
    label: 'Next',
    mainRoute: '/docs/intro',
    docs: { intro: '/docs/intro', asset: '/docs/intro/asset', workorders: '/docs/intro/workorders' },
  },
  { name: '1.0', label: '1.0', mainRoute: '/docs/1.0/intro', docs: { intro: '/docs/1.0/intro', asset: '/docs/1.0/intro/asset' } },
];

describe('version links', () => {
  test('the same doc in each version, else that version’s main doc', () => {
    expect(versionLinks('/docs/intro/asset', VERSIONS).map((l) => l.href)).toEqual(['/docs/intro/asset', '/docs/1.0/intro/asset']);
    expect(versionLinks('/docs/intro/workorders', VERSIONS).map((l) => l.href)).toEqual(['/docs/intro/workorders', '/docs/1.0/intro']);
    expect(versionLinks('/blog', VERSIONS).map((l) => l.href)).toEqual(['/docs/intro', '/docs/1.0/intro']);
    expect(docAtPath('/docs/1.0/intro/asset', VERSIONS)).toEqual({ version: '1.0', docId: 'asset' });
  });
});

describe('locale links keep the query string and the hash', () => {
  test.each([
    [{ pathname: '/docs/intro', search: '?q=1', hash: '#fields' }, 'fr', '/fr/docs/intro?q=1#fields'],
    [{ pathname: '/fr/docs/intro', search: '?q=1', hash: '#fields' }, 'en', '/docs/intro?q=1#fields'],
    [{ pathname: '/fr/docs/intro', search: '', hash: '' }, 'fr', '/fr/docs/intro'],
    [{ pathname: '/', search: '', hash: '' }, 'fr', '/fr'],
    [{ pathname: '/fr', search: '', hash: '' }, 'en', '/'],
  ])('%o → %s', (location, target, href) => expect(localeLink(location, target, locales, 'en')).toBe(href));
  test('localeOfPath', () => {
    expect(localeOfPath('/fr/docs', locales, 'en')).toBe('fr');
    expect(localeOfPath('/docs/fr', locales, 'en')).toBe('en');
  });
});
