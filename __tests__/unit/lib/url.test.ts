import { isActivePath, isExternalUrl, normalisePath, rewriteRootRelativeUrls, withoutTrailingSlash } from '../../../src/lib/url';

test('isExternalUrl', () => {
  expect(isExternalUrl('https://github.com/x')).toBe(true);
  expect(isExternalUrl('//cdn.example.com/a.js')).toBe(true);
  expect(isExternalUrl('mailto:a@b.c')).toBe(true);
  expect(isExternalUrl('/docs/intro')).toBe(false);
  expect(isExternalUrl('#section')).toBe(false);
});

test('withoutTrailingSlash keeps the root', () => {
  expect(withoutTrailingSlash('/docs/')).toBe('/docs');
  expect(withoutTrailingSlash('/')).toBe('/');
});

describe('isActivePath precedence: regex, then base path, then exact route', () => {
  test('activeBaseRegex wins', () => {
    const item = { to: '/docs/intro', activeBaseRegex: '^/docs(?!/api)(/|$)', activeBasePath: '/nothing' };
    expect(isActivePath('/docs/intro/zones', item)).toBe(true);
    expect(isActivePath('/docs', item)).toBe(true);
    expect(isActivePath('/docs/api/portal-api/get-asset', item)).toBe(false);
  });

  test('activeBasePath matches on segment boundaries', () => {
    const item = { to: '/blog', activeBasePath: '/blog' };
    expect(isActivePath('/blog', item)).toBe(true);
    expect(isActivePath('/blog/page/2', item)).toBe(true);
    expect(isActivePath('/blogroll', item)).toBe(false);
  });

  test('otherwise only the exact route, ignoring a trailing slash', () => {
    expect(isActivePath('/my-react-page/', { to: '/my-react-page' })).toBe(true);
    expect(isActivePath('/my-react-page/x', { to: '/my-react-page' })).toBe(false);
  });

  test('encoded paths are decoded first', () => {
    expect(isActivePath('/docs/Architerute/High%20Level', { activeBasePath: '/docs/Architerute' })).toBe(true);
  });
});

describe('rewriteRootRelativeUrls: site links inside settings HTML follow the base URL', () => {
  const prefix = (url: string): string => `/fms${url}`;
  test('root-relative href and src, either quote, any case', () => {
    expect(rewriteRootRelativeUrls('Read <a href="/docs/api">the API</a> <img src=\'/img/logo.svg\' alt="">', prefix)).toBe(
      'Read <a href="/fms/docs/api">the API</a> <img src=\'/fms/img/logo.svg\' alt="">',
    );
    expect(rewriteRootRelativeUrls('<A HREF = "/blog">b</A>', prefix)).toBe('<A HREF = "/fms/blog">b</A>');
  });
  test('external, protocol-relative, relative, hash and mailto links are left alone', () => {
    const html =
      '<a href="https://x.org/a">x</a><a href="//cdn.x/a">c</a><a href="docs">r</a><a href="#top">t</a><a href="mailto:a@b.c">m</a><a data-href="/x">d</a>';
    expect(rewriteRootRelativeUrls(html, prefix)).toBe(html);
  });
  test('the rewrite is told which attribute it is rewriting', () => {
    const seen: string[] = [];
    rewriteRootRelativeUrls('<a href="/a"><img src="/b"></a>', (url, attribute) => {
      seen.push(`${attribute}:${url}`);
      return url;
    });
    expect(seen).toEqual(['href:/a', 'src:/b']);
  });
});

describe('path normalisation (SPEC §2)', () => {
  test.each([
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/index.html', '/'],
    ['/docs/intro/', '/docs/intro'],
    ['/docs/intro', '/docs/intro'],
  ])('%s → %s', (input, output) => expect(normalisePath(input)).toBe(output));
});
