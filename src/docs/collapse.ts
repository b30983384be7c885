/**
 * Collapsible menus animate their height; the duration grows with the content height so tall and
 * short lists feel alike (the formula Docusaurus uses), and is 1 ms under a reduced-motion preference.
 */
export const REDUCED_MOTION_DURATION_MS = 1;

export function collapseDurationMs(heightPx: number, reducedMotion: boolean): number {
  if (reducedMotion) return REDUCED_MOTION_DURATION_MS;
  const constant = heightPx / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}
