import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { settings } from './src/config/resolved';
import { STORAGE_KEYS } from './src/lib/storage';
import { headScriptSource } from './src/shell/headScript';

export { wrapPageElement } from './src/shell/wrapPageElement';

const locale = settings.i18n.localeConfigs[settings.i18n.defaultLocale];

const headScript = headScriptSource({
  defaultMode: settings.colorMode.defaultMode,
  disableSwitch: settings.colorMode.disableSwitch,
  respectPrefersColorScheme: settings.colorMode.respectPrefersColorScheme,
  themeKey: STORAGE_KEYS.theme,
  announcementId: settings.announcementBar?.id ?? null,
  announcementIdKey: STORAGE_KEYS.announcementId,
  announcementDismissKey: STORAGE_KEYS.announcementDismiss,
});

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: locale.htmlLang, dir: locale.direction, 'data-theme': settings.colorMode.defaultMode, 'data-theme-choice': settings.colorMode.respectPrefersColorScheme ? 'system' : settings.colorMode.defaultMode } as never);
  setHeadComponents([<script key="fms-head-script" dangerouslySetInnerHTML={{ __html: headScript }} />]);
};
