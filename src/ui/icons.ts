/**
 * The site's decorative icons, drawn once per page as symbols of the sprite at the start of its body
 * (src/node/svgSprite.ts, written by gatsby-ssr) and shown by `<Icon>` as
 * `<svg><use href="#fms-icon-name"/></svg>`. Drawn at every use, the same paths were about 1.6 MB of
 * the shipped site's HTML (docs/decisions/0025, the page shell); a sprite published as its own file
 * (`/icons.svg`, until decision 0026's eleventh pass) cost every page load a request and an SVG
 * document built on the main thread, as the external-link arrow's CSS mask and the logo's `<img>` did.
 * Strokes and fills are `currentColor`, which a `<use>` passes into the sprite, so an icon takes the
 * colour of its text as an inline one does (forced colours included); a stroke's width can come from
 * the `<use>` (`strokeWidth`), which the sprite's strokes inherit.
 */
export const ICONS = {
  /** The colour-mode toggle: light, dark, and following the system. */
  sun: {
    viewBox: '0 0 24 24',
    body: '<path fill="currentColor" d="M12 9c1.65 0 3 1.35 3 3s-1.35 3-3 3-3-1.35-3-3 1.35-3 3-3m0-2c-2.76 0-5 2.24-5 5s2.24 5 5 5 5-2.24 5-5-2.24-5-5-5zM2 13h2c.55 0 1-.45 1-1s-.45-1-1-1H2c-.55 0-1 .45-1 1s.45 1 1 1zm18 0h2c.55 0 1-.45 1-1s-.45-1-1-1h-2c-.55 0-1 .45-1 1s.45 1 1 1zM11 2v2c0 .55.45 1 1 1s1-.45 1-1V2c0-.55-.45-1-1-1s-1 .45-1 1zm0 18v2c0 .55.45 1 1 1s1-.45 1-1v-2c0-.55-.45-1-1-1s-1 .45-1 1zM5.99 4.58a.996.996 0 0 0-1.41 0 .996.996 0 0 0 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0s.39-1.03 0-1.41L5.99 4.58zm12.37 12.37a.996.996 0 0 0-1.41 0 .996.996 0 0 0 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0a.996.996 0 0 0 0-1.41l-1.06-1.06zm1.06-10.96a.996.996 0 0 0 0-1.41.996.996 0 0 0-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0l1.06-1.06zM7.05 18.36a.996.996 0 0 0 0-1.41.996.996 0 0 0-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0l1.06-1.06z"/>',
  },
  moon: {
    viewBox: '0 0 24 24',
    body: '<path fill="currentColor" d="M9.37 5.51A7.35 7.35 0 0 0 9.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.014 7.014 0 0 1 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49zM12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.389 5.389 0 0 1-4.4 2.26 5.403 5.403 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1z"/>',
  },
  system: {
    viewBox: '0 0 24 24',
    body: '<path fill="currentColor" d="m12 21c4.971 0 9-4.029 9-9s-4.029-9-9-9-9 4.029-9 9 4.029 9 9 9zm4.95-13.95c1.313 1.313 2.05 3.093 2.05 4.95s-0.738 3.637-2.05 4.95c-1.313 1.313-3.093 2.05-4.95 2.05v-14c1.857 0 3.637 0.737 4.95 2.05z"/>',
  },
  /** The shell's close buttons (announcement bar, mobile menu); the stroke's width comes from the `<use>`. */
  close: { viewBox: '0 0 15 15', body: '<path stroke="currentColor" d="M.75.75l13.5 13.5M14.25.75L.75 14.25"/>' },
  /** The search button and the search dialog's input. */
  search: {
    viewBox: '0 0 20 20',
    body: '<path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z" stroke="currentColor" fill="none" stroke-width="2" stroke-linecap="round"/>',
  },
  /** The navbar's button that opens the mobile menu. */
  menu: {
    viewBox: '0 0 30 30',
    body: '<path stroke="currentColor" stroke-linecap="round" stroke-miterlimit="10" stroke-width="2" d="M4 7h22M4 15h22M4 23h22"/>',
  },
  /** A sidebar category's fold (turned by CSS when open). */
  caret: { viewBox: '0 0 10 10', body: '<path d="M3 1l4 4-4 4" fill="none" stroke="currentColor" stroke-width="1.5"/>' },
  /** After an external link's text: it opens in a new tab (SmartLink). */
  externalLink: {
    viewBox: '0 0 24 24',
    body: '<path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"/>',
  },
} as const;

export type IconName = keyof typeof ICONS;

/** The id of an icon's symbol in the page (prefixed: a heading's id may be `search` or `menu`). */
export function iconId(name: IconName): string {
  return `fms-icon-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
