import React from 'react';
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from 'gatsby';
import { AnnouncementBarProvider } from './announcementBar/AnnouncementBarProvider';
import { ColorModeProvider } from '../lib/colorMode/ColorModeProvider';
import { Layout } from './layout/Layout';
import { ShellLocationProvider } from '../lib/location';
import { SecondaryMenuProvider } from '../lib/secondaryMenu';

/** Shared by gatsby-browser and gatsby-ssr so server and browser render the same tree. */
export function wrapPageElement({ element, props }: WrapPageElementBrowserArgs | WrapPageElementNodeArgs): JSX.Element {
  return (
    <ColorModeProvider>
      <AnnouncementBarProvider>
        <ShellLocationProvider pathname={props.location.pathname}>
          <SecondaryMenuProvider>
            <Layout>{element}</Layout>
          </SecondaryMenuProvider>
        </ShellLocationProvider>
      </AnnouncementBarProvider>
    </ColorModeProvider>
  );
}
