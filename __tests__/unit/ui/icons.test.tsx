/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { ICONS, iconId } from '../../../src/ui/icons';
import { Icon } from '../../../src/ui/Icon';
import { LogoImage } from '../../../src/ui/LogoImage';
import { logoSymbol, siteSvgSprite } from '../../../src/node/svgSprite';
import { tempFoldersRemovedAfterAll } from '../../support/tempFolder';

const ROOT = path.resolve(__dirname, '../../..');
const SHIPPED_LOGO = fs.readFileSync(path.join(ROOT, 'static/img/logo.svg'), 'utf8');

describe("the pages' SVG sprite", () => {
  test('one symbol per icon, its id prefixed, with its view box; colours only from currentColor', () => {
    const { symbols } = siteSvgSprite([], path.join(ROOT, 'static'));
    for (const [name, icon] of Object.entries(ICONS)) {
      expect(symbols).toContain(`<symbol id="${iconId(name as keyof typeof ICONS)}" viewBox="${icon.viewBox}">${icon.body}</symbol>`);
    }
    expect(symbols.match(/<symbol /g)).toHaveLength(Object.keys(ICONS).length);
    expect(iconId('externalLink')).toBe('fms-icon-external-link');
    expect(
      [...symbols.matchAll(/(?:fill|stroke)="([^"]*)"/g)].map((match) => match[1]).filter((value) => value !== 'currentColor' && value !== 'none'),
    ).toEqual([]);
  });

  test('an icon is a decorative <svg> that uses its symbol in the page, in about 100 bytes of HTML', () => {
    const html = renderToString(<Icon name="sun" size={22} className="x" />);
    expect(html).toBe('<svg class="x" width="22" height="22" aria-hidden="true"><use href="#fms-icon-sun"></use></svg>');
    expect(renderToString(<Icon name="close" size={14} strokeWidth={3.1} />)).toContain('<use href="#fms-icon-close" stroke-width="3.1"></use>');
  });

  test("the shipped settings' logos are symbols of the sprite, drawn as the files draw them", () => {
    const { symbols, logoIds, logoNotes } = siteSvgSprite(['/img/logo.svg', '/img/logo-dark.svg'], path.join(ROOT, 'static'));
    expect(logoNotes).toEqual([]);
    expect(logoIds).toEqual({
      '/img/logo.svg': { id: 'fms-logo-1', width: 64, height: 64 },
      '/img/logo-dark.svg': { id: 'fms-logo-2', width: 64, height: 64 },
    });
    expect(symbols).toContain(
      '<symbol id="fms-logo-1" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1d4ed8"></rect><path d="M14 46V18h22v6H21v6h13v6H21v10z" fill="#fff"></path>',
    );
    expect(symbols).toContain('<symbol id="fms-logo-2" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#8ab4ff"></rect>');
  });

  test('a logo in the sprite is an <svg> using its symbol; labelled when it has alt text, hidden when not', () => {
    expect(renderToString(<LogoImage src="/img/logo.svg" alt="" width={32} height={32} className="l" lazy />)).toBe(
      '<svg class="l" width="32" height="32" aria-hidden="true"><use href="#fms-logo-1"></use></svg>',
    );
    expect(renderToString(<LogoImage src="/img/logo.svg" alt="FMS logo" width={32} height={32} />)).toBe(
      '<svg width="32" height="32" role="img" aria-label="FMS logo"><use href="#fms-logo-1"></use></svg>',
    );
    // Without a size in the settings, the logo's own (64 × 64), or its proportions from the one given.
    expect(renderToString(<LogoImage src="/img/logo.svg" alt="" />)).toContain('<svg width="64" height="64"');
    expect(renderToString(<LogoImage src="/img/logo.svg" alt="" height={40} />)).toContain('<svg width="40" height="40"');
    expect(renderToString(<LogoImage src="/img/other.png" alt="" width={32} height={32} lazy />)).toBe(
      '<img src="/img/other.png" alt="" width="32" height="32" loading="lazy"/>',
    );
  });
});

describe('a logo is written into the pages only when it is plain shapes (threat model, decision 0023)', () => {
  const refused: ReadonlyArray<readonly [string, string, RegExp]> = [
    ['a script', SHIPPED_LOGO.replace('</svg>', '<script>alert(1)</script></svg>'), /<script> is not a shape/],
    ['an event handler', SHIPPED_LOGO.replace('<rect ', '<rect onload="alert(1)" '), /<rect onload> may name or run something/],
    ['a link', SHIPPED_LOGO.replace('</svg>', '<a href="javascript:alert(1)"><rect width="1" height="1"/></a></svg>'), /<a> is not a shape/],
    ['foreign content', SHIPPED_LOGO.replace('</svg>', '<foreignObject><div>x</div></foreignObject></svg>'), /<foreignObject> is not a shape/],
    ['a paint that references', SHIPPED_LOGO.replace('fill="#fff"', 'fill="url(#g)"'), /fill="url\(#g\)"> is not a plain value/],
    ['an id (ids are global in a page)', SHIPPED_LOGO.replace('<rect ', '<rect id="search" '), /<rect id> may name/],
    ['a style attribute', SHIPPED_LOGO.replace('<rect ', '<rect style="fill:red" '), /<rect style> may name/],
    ['an entity-encoded reference', SHIPPED_LOGO.replace('fill="#fff"', 'fill="u&#114;l(#g)"'), /is not a plain value/],
    ['no size', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>', /no viewBox/],
    ['not an svg', '<html><body>x</body></html>', /<html> is not a shape/],
  ];
  test.each(refused)('%s: refused, with the reason', (_what, svg, reason) => {
    const made = logoSymbol(svg, 'fms-logo-1');
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.reason).toMatch(reason);
  });

  const folder = tempFoldersRemovedAfterAll();

  test('a refused logo stays an <img> and the build says why; a missing one too', () => {
    const dir = folder('fms-sprite-');
    fs.mkdirSync(path.join(dir, 'img'));
    fs.writeFileSync(path.join(dir, 'img/bad.svg'), SHIPPED_LOGO.replace('</svg>', '<script>alert(1)</script></svg>'));
    const { symbols, logoIds, logoNotes } = siteSvgSprite(['/img/bad.svg', '/img/missing.svg', 'https://example.com/logo.svg', '/img/logo.png'], dir);
    expect(logoIds).toEqual({});
    expect(symbols).not.toContain('alert');
    expect(logoNotes).toEqual([
      'static/img/bad.svg: not written into the pages (<script> is not a shape); shown as an <img>',
      '/img/missing.svg: no such file in static/ (shown as an <img>, which will not load)',
    ]);
  });

  test('a logo outside static/ is an error, by path or by a symbolic link', () => {
    const dir = folder('fms-sprite-');
    const outside = folder('fms-outside-');
    fs.writeFileSync(path.join(outside, 'secret.svg'), SHIPPED_LOGO);
    fs.symlinkSync(path.join(outside, 'secret.svg'), path.join(dir, 'linked.svg'));
    expect(() => siteSvgSprite(['/../fms-outside/secret.svg'], dir)).toThrow(/outside static\//);
    expect(() => siteSvgSprite(['/linked.svg'], dir)).toThrow(/a link to a file outside static\//);
  });
});
