/** The layout's breakpoint (SPEC §9), named once and used where it acts: the shell, the docs and the API reference read it. */

/** Widths up to this are "mobile": the navbar collapses into a hamburger and a sliding sidebar. */
export const MOBILE_MAX_WIDTH = 996;
export const DESKTOP_MIN_WIDTH = MOBILE_MAX_WIDTH + 1;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
