import React from 'react';
import { withPrefix, type GatsbySSR } from 'gatsby';
import { settings } from './src/config/resolved';
import { localeOfPath } from './src/lib/i18nLinks';
import { BASE_URL_BANNER_ID } from './src/lib/headScript';
import { translate } from './src/strings';
import { linkInlinedStylesheets } from './src/shell/stylesheetLinks';

export { wrapPageElement } from './src/shell/wrapPageElement';

/**
 * The site's own scripts, made once in gatsby-node (siteInlineScripts) and defined for the bundles: the
 * head script's file name (gatsby-node writes the file) and the base URL check's text, which the deploy
 * step accepts exactly (src/node/deploy/inlineScripts.ts).
 */
declare const __SITE_INLINE_SCRIPTS__: { readonly headScriptFile: string; readonly baseUrlCheck: string | null };
const { headScriptFile, baseUrlCheck } = __SITE_INLINE_SCRIPTS__;
/** The symbols of the site's icons and logos (src/node/svgSprite.ts), made once in gatsby-node. */
declare const __SITE_SVG_SYMBOLS__: string;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  const { locales, defaultLocale, localeConfigs } = settings.i18n;
  const locale = localeConfigs[localeOfPath(pathname, locales, defaultLocale)];
  setHtmlAttributes({
    lang: locale.htmlLang,
    dir: locale.direction,
    'data-theme': settings.colorMode.defaultMode,
    'data-theme-choice': settings.colorMode.respectPrefersColorScheme ? 'system' : settings.colorMode.defaultMode,
  } as never);
  // The colour mode and the dismissed announcement before first paint: a classic script, so it runs
  // before the body is parsed, loaded beside the stylesheet and cached for good (decision 0029).
  setHeadComponents([<script key="fms-head-script" src={withPrefix(`/${headScriptFile}`)} />]);
  // The sprite's symbols, once, before the page's root (outside React's tree: never hydrated, kept
  // across client-side navigations): every icon and inlined logo is a `<use>` of one of them. Out of
  // the flow and of size 0 (an <svg> has no `hidden`: it would be a 300 × 150 box above the page);
  // not display: none, under which some browsers do not draw a symbol's gradients.
  const sprite = (
    <svg
      key="fms-svg-sprite"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
      dangerouslySetInnerHTML={{ __html: __SITE_SVG_SYMBOLS__ }}
    />
  );
  // Served under another base URL than configured (SPEC §8): a banner that works even when the
  // bundles themselves fail to load, as they then usually do. Only relevant for a base URL other than '/'.
  setPreBodyComponents([
    sprite,
    ...(baseUrlCheck
      ? [
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
        ]
      : []),
  ]);
};

// The stylesheet is linked, not inlined into every page (src/shell/stylesheetLinks.tsx).
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(linkInlinedStylesheets(getHeadComponents()));
};
