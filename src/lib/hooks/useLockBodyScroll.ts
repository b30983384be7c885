import { useEffect } from 'react';

/** Keeps the page behind an open overlay from scrolling. */
export function useLockBodyScroll(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
