/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { AVATAR_PIXELS, shownAvatar } from '../../../../src/node/blog/avatars';
import { tempFoldersRemovedAfterAll } from '../../../support/tempFolder';

const ROOT = path.resolve(__dirname, '../../../..');
const STATIC = path.join(ROOT, 'static');

describe("the blog authors' pictures as the pages show them", () => {
  const folder = tempFoldersRemovedAfterAll();
  const publicDir = folder('fms-avatars-');

  test('an SVG under static/ is shown as a PNG drawn from it, named by its content, written once', async () => {
    const shown = await shownAvatar('/img/authors/priya-raman.svg', STATIC, publicDir);
    expect(shown).toMatch(/^\/static\/avatars\/priya-raman-[0-9a-f]{16}\.png$/);
    const file = path.join(publicDir, shown ?? '');
    const { width, height, format } = await sharp(file).metadata();
    expect([format, width, height]).toEqual(['png', AVATAR_PIXELS, AVATAR_PIXELS]);
    // The circle's blue is drawn (the middle of the left edge's inside), the corners are transparent.
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number): number[] => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x + 1) * info.channels)];
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(10, AVATAR_PIXELS / 2).slice(0, 3)).toEqual([0x1d, 0x4e, 0xd8]);
    const written = fs.statSync(file).mtimeMs;
    expect(await shownAvatar('/img/authors/priya-raman.svg', STATIC, publicDir)).toBe(shown);
    expect(fs.statSync(file).mtimeMs).toBe(written);
  });

  test('any other picture is shown as given: a PNG, another site, none, a missing file', async () => {
    for (const image of ['/img/authors/photo.png', 'https://example.com/a.svg', null, undefined, '/img/authors/nobody.svg']) {
      expect(await shownAvatar(image, STATIC, publicDir)).toBe(image);
    }
  });

  test('a picture outside static/, by path or by a symbolic link, is an error naming the authors file', async () => {
    const dir = folder('fms-static-');
    const outside = folder('fms-outside-');
    fs.copyFileSync(path.join(STATIC, 'img/authors/priya-raman.svg'), path.join(outside, 'secret.svg'));
    fs.symlinkSync(path.join(outside, 'secret.svg'), path.join(dir, 'linked.svg'));
    await expect(shownAvatar('/../x/secret.svg', dir, publicDir)).rejects.toThrow(
      /content\/blog\/authors\.json: the image \/\.\.\/x\/secret\.svg is outside static\//,
    );
    await expect(shownAvatar('/linked.svg', dir, publicDir)).rejects.toThrow(/a link to a file outside static\//);
  });
});
