import * as React from 'react';
import { withPrefix } from 'gatsby';
import { settings } from '../config/resolved';
import { encodedTwinPath } from '../lib/markdownTwin';
import { translate } from '../strings';
import { useClipboardCopy } from './useClipboardCopy';
import * as styles from './CopyPageButton.module.css';

/**
 * "Copy page": puts the page's Markdown twin (decision 0031) on the clipboard, for a reader who pastes
 * the page into a chat with an assistant. The twin is fetched from the site itself when the button is
 * pressed (the CSP allows only same-origin connections). It is in the server HTML, where its place is
 * kept, but hidden (visibility, so neither seen, focused nor announced) until the page has hydrated
 * (`html[data-hydrated]`, set by gatsby-browser): without JavaScript no one meets a button that does
 * nothing, and showing it costs no render after hydration (decision 0026). Absent when
 * `settings.agents.copyButton` is false. Its own stylesheet, not CopyButton's: the pages that show it
 * import it before their MDX components, and one shared stylesheet would need two CSS orders.
 */
export function CopyPageButton({ route, className }: { readonly route: string; readonly className?: string }): React.ReactElement | null {
  const load = React.useCallback(async (): Promise<string> => {
    const response = await fetch(withPrefix(encodedTwinPath(route)), { credentials: 'same-origin', headers: { Accept: 'text/markdown' } });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return response.text();
  }, [route]);
  const { status, announcement, copy } = useClipboardCopy(load, { trackMount: false });
  if (!settings.agents.copyButton) return null;
  return (
    <span className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <button type="button" className={styles.button} onClick={copy} data-status={status} title={translate('agents.copyPage.label')}>
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
          />
        </svg>
        {translate('agents.copyPage.button')}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement === '' ? '' : status === 'copied' ? translate('agents.copyPage.copied') : announcement}
      </span>
    </span>
  );
}
