import * as React from 'react';
import { responseAnchorOf } from '../../openapi/anchors';
import type { ResponseData } from '../../openapi/pageData';

/**
 * Follows the URL's fragment (`#response-404`, `#response-404.code`) inside `root`: opens the response
 * it is in (through `select`), then, after the render that shows it, every fold around the target, and
 * scrolls to it. On mount it also adopts a response the browser opened for the fragment before
 * hydration, and it follows each later `hashchange`. A fragment inside a schema the tree shows by name
 * (decision 0025 — schema trees link named schemas) lands on that schema's node, with its link.
 */
export function useFragmentTarget(
  root: React.RefObject<HTMLElement>,
  responses: readonly ResponseData[],
  initial: string | undefined,
  select: (status: string | undefined) => void,
): void {
  const pendingHash = React.useRef<string | null>(null);
  // A render after each followed fragment, so the reveal effect runs even when nothing else changed.
  const [, afterHash] = React.useReducer((count: number) => count + 1, 0);

  // Follows a fragment: opens the response it is in (state), then every fold around the target.
  const followHash = React.useCallback(() => {
    const id = decodeHash(window.location.hash);
    if (!id || !root.current) return;
    const anchor = responseAnchorOf(
      id,
      responses.map((response) => response.anchor),
    );
    const response = anchor ? responses.find((entry) => entry.anchor === anchor) : undefined;
    if (response) select(response.status);
    pendingHash.current = id;
    afterHash();
  }, [responses, select, root]);

  React.useEffect(() => {
    // The browser may already have opened a response for the fragment before hydration.
    const open = root.current?.querySelector<HTMLDetailsElement>('details[data-status][open]');
    if (open?.dataset.status && open.dataset.status !== initial) select(open.dataset.status);
    followHash();
    window.addEventListener('hashchange', followHash);
    return () => window.removeEventListener('hashchange', followHash);
  }, [followHash, initial, select, root]);

  // After the render that opened the response (and rendered a shared schema), reveal the target.
  React.useEffect(() => {
    const id = pendingHash.current;
    if (!id) return;
    const target = document.getElementById(id) ?? shownByName(id);
    if (!target || !root.current?.contains(target)) return;
    pendingHash.current = null;
    for (let node: HTMLElement | null = target; node && node !== root.current; node = node.parentElement) {
      if (node instanceof HTMLDetailsElement && !node.dataset.status) node.open = true;
    }
    target.scrollIntoView?.({ block: 'start' });
  });
}

/**
 * For a tree anchor with no element (`response-200.asset.code`): the nearest enclosing node that
 * exists, when it is a schema shown by name (its "See Asset" is its own, not a descendant's). Null
 * otherwise: the target may just not be rendered yet.
 */
export function shownByName(id: string): HTMLElement | null {
  for (let dot = id.lastIndexOf('.'); dot > 0; dot = id.lastIndexOf('.', dot - 1)) {
    const node = document.getElementById(id.slice(0, dot));
    if (!node) continue;
    const see = node.querySelector('[data-see-schema]');
    return see && see.closest('li[id]') === node ? node : null;
  }
  return null;
}

/** The fragment without '#', percent-decoded when it decodes. */
export function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
