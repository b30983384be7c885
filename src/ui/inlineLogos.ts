/**
 * The logos written into every page as symbols of its sprite (src/node/svgSprite.ts): a logo's `src`,
 * as the settings give it, → its symbol's id and its own size. src/node/webpack/config.ts defines it for the bundles (DefinePlugin); a
 * logo not in it is shown as an `<img>`.
 */
export interface InlineLogo {
  readonly id: string;
  /** The logo's own size, taken when the settings give none (as an `<img>` of the file would). */
  readonly width: number;
  readonly height: number;
}

declare const __SITE_INLINE_LOGOS__: Readonly<Record<string, InlineLogo>>;

export const inlineLogos: Readonly<Record<string, InlineLogo>> = __SITE_INLINE_LOGOS__;
