import * as React from 'react';
import type { AuthenticationControlProps } from './authenticationProps';
import { translate } from '../../strings';
import { credentialSchemes, hasCredentials, useCredentials } from './credentials';
import * as styles from './AuthenticationControl.module.css';

export type { AuthenticationControlProps } from './authenticationProps';

/** The fields: a chunk of their own, fetched when the reader first opens the control (not part of the page's first load). */
const AuthenticationFields = React.lazy(() => import(/* webpackChunkName: "authentication" */ './AuthenticationFields'));

/**
 * The reader's own credentials for the samples (issue 43): a folded "Authentication" line under the
 * request samples saying whether the samples hold the reader's values; opened, the fields
 * (`AuthenticationFields.tsx`). Rendered once the page runs (SamplesPane): without JavaScript the
 * samples keep their placeholders and there is no control.
 */
export function AuthenticationControl({ apiId, security, alternative = 0 }: AuthenticationControlProps): React.ReactElement | null {
  const state = useCredentials(apiId);
  const [opened, setOpened] = React.useState(false);
  if (credentialSchemes(security, alternative).length === 0) return null;
  return (
    <details className={styles.control} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className={styles.summary}>
        {translate('api.auth.title')} <span className={styles.status}>{translate(hasCredentials(state) ? 'api.auth.inSamples' : 'api.auth.placeholders')}</span>
      </summary>
      {opened && (
        <React.Suspense fallback={null}>
          <AuthenticationFields apiId={apiId} security={security} alternative={alternative} />
        </React.Suspense>
      )}
    </details>
  );
}
