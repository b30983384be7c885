import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineLogos, inlineSvgOf, MAX_INLINE_LOGO_BYTES } from '../../../../src/node/config/inlineLogos';
import { siteSettings } from '../../../../src/config/settings';
import { validateSettings } from '../../../../src/node/config/validate';

const reason = (text: string): string | undefined => {
  const result = inlineSvgOf(text);
  return 'reason' in result ? result.reason : undefined;
};

describe('inlineSvgOf', () => {
  test('a plain drawing: its viewBox and the markup inside its <svg>', () => {
    const text =
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- the mark -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
      '<rect width="64" height="64" rx="14" fill="#1d4ed8"/><g transform="translate(2 2)"><path d="M14 46V18h22v6z" fill="#fff"></path></g></svg>\n';
    expect(inlineSvgOf(text)).toEqual({
      viewBox: '0 0 64 64',
      inner: '<rect width="64" height="64" rx="14" fill="#1d4ed8"/><g transform="translate(2 2)"><path d="M14 46V18h22v6z" fill="#fff"></path></g>',
    });
  });

  test("the site's own logos are plain drawings", () => {
    for (const file of ['static/img/logo.svg', 'static/img/logo-dark.svg']) {
      const result = inlineSvgOf(fs.readFileSync(path.resolve(file), 'utf8'));
      expect(result).toEqual({ viewBox: '0 0 64 64', inner: expect.stringContaining('<rect') });
    }
  });

  test.each([
    ['<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>', 'a <script> element'],
    ['<svg viewBox="0 0 1 1"><rect id="a" width="1" height="1"/></svg>', 'the attribute id on <rect>'],
    ['<svg viewBox="0 0 1 1"><rect onload="x()" width="1"/></svg>', 'the attribute onload on <rect>'],
    ['<svg viewBox="0 0 1 1"><rect style="fill:red" width="1"/></svg>', 'the attribute style on <rect>'],
    ['<svg viewBox="0 0 1 1"><rect fill="url(#g)" width="1"/></svg>', 'a reference in an attribute of <rect>'],
    ['<svg viewBox="0 0 1 1"><text>FMS</text></svg>', 'a <text> element'],
    ['<svg viewBox="0 0 1 1"><use href="#a"/></svg>', 'a <use> element'],
    ['<svg viewBox="0 0 1 1">FMS</svg>', 'text or markup other than elements at character 23'],
    ['<svg width="1" height="1"><rect width="1"/></svg>', 'no viewBox on <svg>'],
    ['<svg viewBox="0 0 1 1"><g><rect width="1"/></svg>', '</svg> closes no open <svg>'],
    ['<svg viewBox="0 0 1 1"><g>', '<g> is not closed'],
    ['<svg viewBox="0 0 1 1"></svg><svg viewBox="0 0 1 1"></svg>', 'more than one root element'],
    ['<g><rect width="1"/></g>', 'the root element is <g>, not <svg>'],
    ['<svg viewBox="0 0 1 1"><svg viewBox="0 0 1 1"></svg></svg>', 'an <svg> inside <svg>'],
    ['<!DOCTYPE svg><svg viewBox="0 0 1 1"></svg>', 'text or markup other than elements at character 0'],
    ['', 'no <svg> element'],
  ])('%s is not inlined: %s', (text, why) => {
    expect(reason(text)).toBe(why);
  });

  test('a file over the size limit stays an image', () => {
    const text = `<svg viewBox="0 0 1 1">${'<rect width="1" height="1"/>'.repeat(MAX_INLINE_LOGO_BYTES / 20)}</svg>`;
    expect(reason(text)).toBe(`larger than ${MAX_INLINE_LOGO_BYTES} bytes`);
  });
});

describe('inlineLogos', () => {
  const settings = validateSettings(siteSettings);
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-logos-'));
    fs.mkdirSync(path.join(dir, 'img'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('the navbar and footer logos by their src; a file that is not plain is left out with its reason', () => {
    fs.writeFileSync(path.join(dir, 'img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>');
    fs.writeFileSync(path.join(dir, 'img/logo-dark.svg'), '<svg viewBox="0 0 8 8"><rect id="mark" width="8" height="8"/></svg>');
    const notes: string[] = [];
    const result = inlineLogos(
      {
        ...settings,
        navbar: { ...settings.navbar, logo: { src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', alt: 'FMS logo' } },
        footer: { ...settings.footer, logo: { src: '/img/logo.svg', alt: 'FMS logo' } },
      },
      dir,
      (message) => notes.push(message),
    );
    expect(result).toEqual({ '/img/logo.svg': { viewBox: '0 0 8 8', inner: '<rect width="8" height="8"/>' } });
    expect(notes).toEqual([
      expect.stringMatching(/^The logo \/img\/logo-dark\.svg stays an <img> \(not inlined\): the attribute id on <rect> \(.*img\/logo-dark\.svg\)$/),
    ]);
  });

  test('raster images, other sites and missing files stay images, without a note', () => {
    fs.writeFileSync(path.join(dir, 'img/logo.png'), 'png');
    const notes: string[] = [];
    const result = inlineLogos(
      {
        ...settings,
        navbar: { ...settings.navbar, logo: { src: '/img/logo.png', srcDark: 'https://cdn.example.com/logo.svg', alt: 'FMS logo' } },
        footer: { ...settings.footer, logo: { src: '/img/missing.svg', alt: 'FMS logo' } },
      },
      dir,
      (message) => notes.push(message),
    );
    expect(result).toEqual({});
    expect(notes).toEqual([]);
  });
});
