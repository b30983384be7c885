import React from 'react';
import { withPrefix } from 'gatsby';
import { settings } from '../../config/resolved';
import { hasMarkdownTwin, LLMS_TXT_PATH, encodedTwinPath } from '../../lib/markdownTwin';
import { translate } from '../../strings';
import { routeOf } from '../../lib/location';

/**
 * The note that tells a coding agent reading the HTML where the page's Markdown twin and the site's
 * llms.txt are (decision 0031): first in the page, before the landmarks, visually hidden and hidden
 * from screen readers too (it says nothing a person needs; it has no link to tab to). The layout
 * leaves it out on a not-found page, whatever the address (src/shell/wrapPageElement.tsx).
 */
export function AgentNote({ pathname }: { readonly pathname: string }): JSX.Element | null {
  const route = routeOf(pathname).replace(/(.)\/+$/, '$1');
  if (!settings.agents.markdownTwins || !hasMarkdownTwin(route)) return null;
  const twin = withPrefix(encodedTwinPath(route));
  return (
    <p className="visually-hidden" aria-hidden="true" data-agent-note="">
      {settings.agents.llmsTxt ? translate('agents.note', { twin, llms: withPrefix(LLMS_TXT_PATH) }) : translate('agents.noteNoIndex', { twin })}
    </p>
  );
}
