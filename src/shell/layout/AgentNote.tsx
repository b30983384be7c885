import React from 'react';
import { withPrefix } from 'gatsby';
import { settings } from '../../config/resolved';
import { hasMarkdownTwin, LLMS_TXT_PATH, markdownTwinPath } from '../../lib/markdownTwin';
import { translate } from '../../strings';

/**
 * The note that tells a coding agent reading the HTML where the page's Markdown twin and the site's
 * llms.txt are (decision 0031): first in the page, before the landmarks, visually hidden and hidden
 * from screen readers too (it says nothing a person needs; it has no link to tab to). `pagePath` is
 * the page's own path (Gatsby's `props.path`), not the address bar's: the not-found page, shown at any
 * address, has no twin and no note, in its HTML and once hydrated alike.
 */
export function AgentNote({ pagePath }: { readonly pagePath: string }): JSX.Element | null {
  const route = pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath;
  if (!settings.agents.markdownTwins || !hasMarkdownTwin(route)) return null;
  const twin = withPrefix(markdownTwinPath(route));
  return (
    <p className="visually-hidden" aria-hidden="true" data-agent-note="">
      {settings.agents.llmsTxt ? translate('agents.note', { twin, llms: withPrefix(LLMS_TXT_PATH) }) : translate('agents.noteNoIndex', { twin })}
    </p>
  );
}
