/**
 * The blog authors' pictures as the pages show them (decision 0026, eleventh pass). A picture given as
 * an SVG file under `static/` (content/blog/authors.json's `image`, as the shipped authors' initials on a
 * circle) is drawn once at build time as a PNG of `AVATAR_PIXELS` square, published under
 * `/static/avatars/` by the content's hash, and the pages show that: an SVG image is a document the
 * browser builds on the page's main thread, with its own font lookups for the text in it, while a PNG
 * is decoded off it. Any other picture (a PNG, a photo, another site's URL) is shown as given.
 * The path is the writers' (threat model, decision 0023): a picture outside `static/`, by `..` or a
 * symbolic link, is an error naming the author file, never read.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { staticSvg } from '../staticSvg';
import { AUTHORS_FILE, BlogAuthorError } from './authors';

/** Three times the largest size a picture is shown at (44 px beside a post's byline). */
export const AVATAR_PIXELS = 132;

/** Where the drawn pictures are published (under the site's path prefix). */
export const AVATAR_DIRECTORY = '/static/avatars';

/** Drawings under way, by target file. */
const drawing = new Map<string, Promise<void>>();

/** Draws `svg` as the PNG `target` (written whole: a temporary file renamed). */
async function drawAvatar(svg: Buffer, target: string): Promise<void> {
  // Loaded only to draw a picture: a build that stops earlier (a bad document) or has none never loads libvips.
  // (Gatsby's compiled gatsby-node gives the CommonJS module itself, a test's the ES interop's `default`.)
  const loaded = (await import('sharp')) as unknown as { default?: typeof import('sharp') } & typeof import('sharp');
  const sharp = loaded.default ?? loaded;
  const png = await sharp(svg, { density: 72 * 3 })
    .resize(AVATAR_PIXELS, AVATAR_PIXELS, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, png);
  fs.renameSync(temporary, target);
}

/**
 * The picture the pages show for an author's `image`: the drawn PNG's path for an SVG under
 * `staticDir` (written into `publicDir` if it is not there yet), otherwise `image` itself.
 */
export async function shownAvatar(image: string | null | undefined, staticDir: string, publicDir: string): Promise<string | null | undefined> {
  const found = staticSvg(image, staticDir, (reason) => new BlogAuthorError(`${AUTHORS_FILE}: the image ${image} ${reason}`));
  if (found.kind !== 'file') return image;
  const svg = fs.readFileSync(found.path);
  const hash = crypto.createHash('sha256').update(svg).update(String(AVATAR_PIXELS)).digest('hex').slice(0, 16);
  const name = `${path.basename(found.path, path.extname(found.path)).replace(/[^\w-]/g, '_')}-${hash}.png`;
  const target = path.join(publicDir, AVATAR_DIRECTORY, name);
  if (!fs.existsSync(target)) {
    // Every page that shows the author resolves the picture, several at once in a build: one drawing each.
    let drawn = drawing.get(target);
    if (!drawn) {
      drawn = drawAvatar(svg, target).finally(() => drawing.delete(target));
      drawing.set(target, drawn);
    }
    await drawn;
  }
  return `${AVATAR_DIRECTORY}/${name}`;
}
