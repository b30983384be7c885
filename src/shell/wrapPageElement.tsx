import React from 'react';
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from 'gatsby';
import { AnnouncementBarProvider } from './announcementBar/AnnouncementBarProvider';
import { ColorModeProvider } from '../lib/colorMode/ColorModeProvider';
import { Layout } from './layout/Layout';
import { ShellLocationProvider } from '../lib/location';
import { SecondaryMenuProvider } from '../lib/secondaryMenu';
import { hasMarkdownTwin } from '../lib/markdownTwin';

/** The User Timing mark set when this module (and so the shell it imports) is evaluated in the browser. */
export const SHELL_EVALUATED_MARK = 'fms:shell-evaluated';

// gatsby-browser has the shell evaluated in a task of its own after app.js's (decision 0026, eighth
// pass): the mark shows which task that was in a profile, and the budgets browser test checks it.
if (typeof window !== 'undefined' && typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(SHELL_EVALUATED_MARK);

/**
 * Where the page's note for agents points (src/shell/layout/AgentNote.tsx): the address, unless the
 * page shown is a not-found page. In the browser Gatsby names the page it shows (`pageResources`): a
 * not-found page shown at an unknown address is recognised by its own path, as the server HTML of
 * /404.html is by its address; both render no note. (`props.path` is '/*' in the server render.)
 */
function agentNotePath(props: WrapPageElementBrowserArgs['props'] | WrapPageElementNodeArgs['props']): string | null {
  const shown = (props as { pageResources?: { page?: { path?: string } } }).pageResources?.page?.path;
  if (shown !== undefined && !hasMarkdownTwin(shown.replace(/(.)\/+$/, '$1'))) return null;
  return props.location.pathname;
}

/** Shared by gatsby-browser and gatsby-ssr so server and browser render the same tree. */
export function wrapPageElement({ element, props }: WrapPageElementBrowserArgs | WrapPageElementNodeArgs): JSX.Element {
  return (
    <ColorModeProvider>
      <AnnouncementBarProvider>
        <ShellLocationProvider pathname={props.location.pathname}>
          <SecondaryMenuProvider>
            <Layout agentNotePath={agentNotePath(props)}>{element}</Layout>
          </SecondaryMenuProvider>
        </ShellLocationProvider>
      </AnnouncementBarProvider>
    </ColorModeProvider>
  );
}
