import React from 'react';
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from 'gatsby';
import { AnnouncementBarProvider } from './announcementBar/AnnouncementBarProvider';
import { ColorModeProvider } from '../lib/colorMode/ColorModeProvider';
import { Layout } from './layout/Layout';
import { ShellLocationProvider } from '../lib/location';
import { SecondaryMenuProvider } from '../lib/secondaryMenu';

/** The User Timing mark set when this module (and so the shell it imports) is evaluated in the browser. */
export const SHELL_EVALUATED_MARK = 'fms:shell-evaluated';

// gatsby-browser has the shell evaluated in a task of its own after app.js's (decision 0026, eighth
// pass): the mark shows which task that was in a profile, and the budgets browser test checks it.
if (typeof window !== 'undefined' && typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(SHELL_EVALUATED_MARK);

/** Shared by gatsby-browser and gatsby-ssr so server and browser render the same tree. */
export function wrapPageElement({ element, props }: WrapPageElementBrowserArgs | WrapPageElementNodeArgs): JSX.Element {
  return (
    <ColorModeProvider>
      <AnnouncementBarProvider>
        <ShellLocationProvider pathname={props.location.pathname}>
          <SecondaryMenuProvider>
            <Layout pagePath={props.path}>{element}</Layout>
          </SecondaryMenuProvider>
        </ShellLocationProvider>
      </AnnouncementBarProvider>
    </ColorModeProvider>
  );
}
