import { useEffect, useState, type RefObject } from 'react';
import { afterLoadAndIdle } from '../lib/idle';

/** How close to the viewport (above or below) an element counts as near: about half a phone screen. */
export const NEAR_VIEWPORT_MARGIN = '400px';

/**
 * True once the element is within NEAR_VIEWPORT_MARGIN of the viewport *and* the page has loaded and
 * gone idle: the moment to fetch something heavy for it (mermaid), without competing with the page's
 * own first load. Stays true afterwards. Without IntersectionObserver (old browsers, jsdom) the
 * element counts as near.
 */
export function useNearViewportWhenIdle(ref: RefObject<Element>): boolean {
  const [near, setNear] = useState(false);
  const [idle, setIdle] = useState(false);

  useEffect(() => afterLoadAndIdle(() => setIdle(true)), []);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);

  return near && idle;
}
