import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { settings } from './src/config/resolved';
import { localeOfPath } from './src/lib/i18nLinks';
import { BASE_URL_BANNER_ID } from './src/lib/headScript';
import { translate } from './src/strings';
import { linkInlinedStylesheets } from './src/shell/stylesheetLinks';

export { wrapPageElement } from './src/shell/wrapPageElement';

/**
 * The site's inline scripts, made once in gatsby-node (siteInlineScripts) and defined for the bundles:
 * the deploy step accepts exactly these texts (src/node/deploy/inlineScripts.ts).
 */
declare const __SITE_INLINE_SCRIPTS__: { readonly headScript: string; readonly baseUrlCheck: string | null };
const { headScript, baseUrlCheck } = __SITE_INLINE_SCRIPTS__;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  const { locales, defaultLocale, localeConfigs } = settings.i18n;
  const locale = localeConfigs[localeOfPath(pathname, locales, defaultLocale)];
  setHtmlAttributes({
    lang: locale.htmlLang,
    dir: locale.direction,
    'data-theme': settings.colorMode.defaultMode,
    'data-theme-choice': settings.colorMode.respectPrefersColorScheme ? 'system' : settings.colorMode.defaultMode,
  } as never);
  setHeadComponents([<script key="fms-head-script" dangerouslySetInnerHTML={{ __html: headScript }} />]);
  // Served under another base URL than configured (SPEC §8): a banner that works even when the
  // bundles themselves fail to load, as they then usually do. Only relevant for a base URL other than '/'.
  if (baseUrlCheck) {
    setPreBodyComponents([
      <div
        key="base-url-banner"
        id={BASE_URL_BANNER_ID}
        role="alert"
        hidden
        style={{ padding: '0.75rem 1rem', background: '#fff3cd', color: '#4d3800', fontWeight: 600 }}
      >
        {translate('baseUrl.banner', { baseUrl: settings.baseUrl })}
      </div>,
      <script key="base-url-check" dangerouslySetInnerHTML={{ __html: baseUrlCheck }} />,
    ]);
  }
};

// The stylesheet is linked, not inlined into every page (src/shell/stylesheetLinks.tsx).
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(linkInlinedStylesheets(getHeadComponents()));
};
