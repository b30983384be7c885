import * as React from 'react';
import { translate } from '../strings';
import * as styles from './CopyButton.module.css';
import { useClipboardCopy } from './useClipboardCopy';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  readonly text: string;
  /** Accessible name; defaults to 'Copy code to clipboard'. */
  readonly label?: string;
  readonly className?: string;
}

/**
 * Copies `text` with the asynchronous Clipboard API and announces the outcome through a polite
 * live region. It needs JavaScript, so it is rendered only once mounted (nothing in the server HTML,
 * nothing while hydrating): readers without JavaScript never meet a button that does nothing, and
 * the HTML does not carry a hidden button per code block (about 500 bytes each; decision 0025).
 */
export function CopyButton({ text, label = translate('api.copy.label'), className }: CopyButtonProps): React.ReactElement | null {
  const { mounted, status, announcement, copy } = useClipboardCopy(text);
  if (!mounted) return null;
  return (
    <span className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <button type="button" className={styles.button} aria-label={label} onClick={copy} data-status={status}>
        <svg className={styles.icon} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {status === 'copied' ? (
            <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
          ) : (
            <path
              fill="currentColor"
              d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
            />
          )}
        </svg>
        <span aria-hidden="true">{status === 'copied' ? translate('api.copy.copied') : translate('api.copy.button')}</span>
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </span>
  );
}
