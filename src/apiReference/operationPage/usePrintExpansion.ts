import * as React from 'react';

/** A printed page shows every response and every fold open; the reader's view comes back afterwards. */
export function usePrintExpansion(root: React.RefObject<HTMLElement>): void {
  React.useEffect(() => {
    let closed: HTMLDetailsElement[] = [];
    const before = (): void => {
      const all = [...(root.current?.querySelectorAll<HTMLDetailsElement>('details') ?? [])];
      // `name` makes the responses exclusive: set it aside while printing so that all stay open.
      for (const details of all) {
        const name = details.getAttribute('name');
        if (name === null) continue;
        details.dataset.name = name;
        details.removeAttribute('name');
      }
      closed = all.filter((details) => !details.open);
      for (const details of closed) details.open = true;
    };
    const after = (): void => {
      for (const details of closed) details.open = false;
      closed = [];
      for (const details of root.current?.querySelectorAll<HTMLDetailsElement>('details[data-name]') ?? []) {
        details.setAttribute('name', details.dataset.name ?? '');
        delete details.dataset.name;
      }
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [root]);
}
