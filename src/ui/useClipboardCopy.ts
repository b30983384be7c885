import * as React from 'react';
import { writeToClipboard } from '../lib/clipboard';
import { translate } from '../strings';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** How long 'Copied' stays on a copy button before it reads as before. */
export const COPY_FEEDBACK_MS = 2000;

export interface ClipboardCopy {
  /** False on the server and while hydrating: a copy button exists only once JavaScript runs. */
  readonly mounted: boolean;
  readonly status: CopyStatus;
  /** What the button's live region says: 'Copied', 'Copy failed' or nothing. */
  readonly announcement: string;
  readonly copy: () => Promise<void>;
}

/** The state of a copy button (CopyButton, CopyPageButton): copies `text`, then says how it went for a while. */
export function useClipboardCopy(text: string | (() => Promise<string>), { trackMount = true }: { readonly trackMount?: boolean } = {}): ClipboardCopy {
  const [mounted, setMounted] = React.useState(false);
  const [status, setStatus] = React.useState<CopyStatus>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  // `trackMount: false` for a button in the server HTML that CSS reveals once hydrated: no render after mount.
  React.useEffect(() => {
    if (trackMount) setMounted(true);
    return () => clearTimeout(timer.current);
  }, [trackMount]);

  const copy = React.useCallback(async () => {
    clearTimeout(timer.current);
    try {
      await writeToClipboard(text);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    timer.current = setTimeout(() => setStatus('idle'), COPY_FEEDBACK_MS);
  }, [text]);

  const announcement = status === 'copied' ? translate('api.copy.copied') : status === 'failed' ? translate('api.copy.failed') : '';
  return { mounted, status, announcement, copy };
}
