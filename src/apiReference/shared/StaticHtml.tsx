import * as React from 'react';
import { BrowserRoot } from '../../lib/hydrated';
import { HTML_CONTENT_CLASS } from './HtmlContent';

/** The elements a part that never changes is written as (each is the part's own element, no wrapper). */
export type StaticTag = 'div' | 'ul';

export interface StaticHtmlProps extends React.HTMLAttributes<HTMLElement> {
  readonly as: StaticTag;
  readonly children?: React.ReactNode;
}

const subscribeToNothing = (): (() => void) => () => undefined;

/**
 * Whether this render hydrates server HTML: React reads a store's server snapshot on the server and
 * while hydrating only, never in a component mounted later nor when it gives up hydrating and renders
 * anew (a mismatch); the browser's entry marks the tree it hydrates (BrowserRoot), which tells the
 * two apart. Both snapshots are equal, so nothing renders again once hydration is done.
 */
function useHydrating(): boolean {
  const browser = React.useContext(BrowserRoot);
  let hydrating = false;
  React.useSyncExternalStore(
    subscribeToNothing,
    () => 0,
    () => {
      hydrating = true;
      return 0;
    },
  );
  return hydrating && browser;
}

/**
 * A part of a page that never changes once the server has rendered it (a schema tree's rows and lists,
 * a list of links): rendered in full on the server and in a component mounted later (a client-side
 * navigation), but hydrated as this one element, keeping the HTML the server made inside it, instead
 * of as every component in it (decision 0026: hydrating the trees of an operation page was most of its
 * blocking time on a phone). Nothing inside may need React: `<details>` open and close by themselves,
 * '#' links are the browser's. Links to other pages (Gatsby's `Link` in the server HTML, plain anchors
 * once kept) still navigate within the app and load the page on hover, through one listener here; links
 * in Markdown descriptions (HtmlContent) stay plain anchors, as they always were.
 */
export function StaticHtml({ as: Tag, children, ...props }: StaticHtmlProps): React.ReactElement {
  // Inside a part rendered in full, a part is just its element: the outermost one decides.
  if (React.useContext(InsideStaticHtml)) return <Tag {...props}>{children}</Tag>;
  return (
    <OutermostStaticHtml as={Tag} {...props}>
      {children}
    </OutermostStaticHtml>
  );
}

const InsideStaticHtml = React.createContext(false);

function OutermostStaticHtml({ as: Tag, children, ...props }: StaticHtmlProps): React.ReactElement {
  const hydrating = useHydrating();
  const [kept] = React.useState(hydrating);
  if (!kept) {
    return (
      <Tag {...props}>
        <InsideStaticHtml.Provider value>{children}</InsideStaticHtml.Provider>
      </Tag>
    );
  }
  const click = (event: React.MouseEvent<HTMLElement>): void => {
    props.onClick?.(event);
    const target = pageLinkOf(event);
    if (!target || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // What Gatsby's Link does on a click (gatsby-link): the href is already prefixed and localised.
    appWindow().___navigate?.(target.path, {});
  };
  const over = (event: React.MouseEvent<HTMLElement>): void => {
    props.onMouseOver?.(event);
    const target = pageLinkOf(event);
    // As Link on mouseenter: load the page's resources (gatsby-browser.tsx applies the prefetch policy).
    if (target) appWindow().___loader?.hovering(target.path);
  };
  return <Tag {...props} onClick={click} onMouseOver={over} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

interface AppWindow {
  readonly ___navigate?: (to: string, options: object) => void;
  readonly ___loader?: { readonly hovering: (path: string) => void };
}

function appWindow(): AppWindow {
  return window as unknown as AppWindow;
}

/**
 * The link to another page of the site an event is on (its path, search and hash), if any: not a link
 * to a place in this page, not one opening elsewhere or downloading, not one in a Markdown description.
 */
export function pageLinkOf(event: React.SyntheticEvent<HTMLElement>): { readonly path: string } | undefined {
  const start = event.target instanceof Element ? event.target : null;
  const anchor = start?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return undefined;
  if (anchor.target || anchor.hasAttribute('download') || anchor.closest(`.${HTML_CONTENT_CLASS}`)) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return undefined;
  return { path: `${url.pathname}${url.search}${url.hash}` };
}
