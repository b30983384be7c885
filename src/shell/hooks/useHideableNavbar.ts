import { useEffect, useRef, useState } from 'react';

/**
 * With navbar.hideOnScroll: hidden while scrolling down past the navbar, shown again on scroll up,
 * at the top of the page, and when the reader jumps to an anchor.
 */
export function useHideableNavbar(enabled: boolean, navbarHeight = 60): boolean {
  const [visible, setVisible] = useState(true);
  const lastY = useRef(0);
  useEffect(() => {
    if (!enabled) return undefined;
    lastY.current = window.scrollY;
    const onScroll = (): void => {
      const y = window.scrollY;
      if (y < navbarHeight) setVisible(true);
      else if (y > lastY.current + 2) setVisible(false);
      else if (y < lastY.current - 2) setVisible(true);
      lastY.current = y;
    };
    const onHash = (): void => {
      setVisible(true);
      lastY.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHash);
    };
  }, [enabled, navbarHeight]);
  return visible;
}
