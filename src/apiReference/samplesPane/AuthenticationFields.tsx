import * as React from 'react';
import type { SecurityRequirementData } from '../../openapi/pageData';
import { translate } from '../../strings';
import { clearCredentials, credentialSchemes, hasCredentials, setCredential, showCredentials, useCredentials } from './credentials';
import * as styles from './AuthenticationControl.module.css';

import type { AuthenticationControlProps } from './authenticationProps';

type Scheme = SecurityRequirementData['schemes'][number];

/** What a scheme asks the reader for, in its own terms. */
function schemeLabel(scheme: Scheme): string {
  if (scheme.type === 'apiKey') return translate('api.auth.apiKey', { name: scheme.paramName ?? scheme.name, in: scheme.in ?? 'header' });
  if (scheme.type === 'oauth2') return translate('api.auth.oauth2');
  if (scheme.type === 'openIdConnect') return translate('api.auth.openIdConnect');
  return scheme.bearerFormat ? translate('api.auth.bearerFormat', { format: scheme.bearerFormat }) : translate('api.auth.bearer');
}

/**
 * The fields of the Authentication control (`AuthenticationControl.tsx`, which loads this chunk when
 * the reader opens it). The reader's own credentials for the operation's samples (issue 43): a field per security scheme
 * of the requirement the samples send (a bearer token, basic's user and password, an API key in its
 * header, query parameter or cookie, an OAuth2 or OpenID Connect access token, with the flows and
 * scopes named: no redirect, no token request). What is typed goes into every sample on the page,
 * by position (`sampleSlots.ts`), masked on screen until "Show values", copied as typed; it is kept
 * in this tab's memory for the API's other pages (`credentials.ts`) and never sent. Rendered once
 * the page runs (its own chunk): without JavaScript the samples keep their placeholders.
 */
export default function AuthenticationFields({ apiId, security, alternative = 0 }: AuthenticationControlProps): React.ReactElement | null {
  const id = React.useId();
  const state = useCredentials(apiId);
  const schemes = credentialSchemes(security, alternative);
  if (schemes.length === 0) return null;
  const inputType = state.shown ? 'text' : 'password';
  const field = (scheme: Scheme, name: 'token' | 'user' | 'password', label: string): React.ReactElement => {
    const fieldId = `${id}-${scheme.name}-${name}`;
    return (
      <p className={styles.field} key={fieldId}>
        <label htmlFor={fieldId}>{label}</label>
        <input
          id={fieldId}
          type={name === 'user' ? 'text' : inputType}
          value={state.values[scheme.name]?.[name] ?? ''}
          onChange={(event) => setCredential(apiId, scheme.name, name, event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
          data-lpignore="true"
        />
      </p>
    );
  };
  return (
    <div className={styles.body}>
      {schemes.map((scheme) => (
        <fieldset key={scheme.name} className={styles.scheme}>
          <legend>
            <code>{scheme.name}</code>
          </legend>
          {scheme.type === 'http' && scheme.scheme === 'basic'
            ? [field(scheme, 'user', translate('api.auth.user')), field(scheme, 'password', translate('api.auth.password'))]
            : field(scheme, 'token', schemeLabel(scheme))}
          {scheme.flows && scheme.flows.length > 0 && <p className={styles.note}>{translate('api.auth.flows', { flows: scheme.flows.join(', ') })}</p>}
          {scheme.openIdConnectUrl && <p className={styles.note}>{translate('api.auth.discovery', { url: scheme.openIdConnectUrl })}</p>}
          {scheme.scopes.length > 0 && <p className={styles.note}>{translate('api.auth.scopes', { scopes: scheme.scopes.join(', ') })}</p>}
        </fieldset>
      ))}
      <p className={styles.actions}>
        <label className={styles.show}>
          <input type="checkbox" checked={state.shown} onChange={(event) => showCredentials(apiId, event.currentTarget.checked)} /> {translate('api.auth.show')}
        </label>
        <button type="button" className={styles.clear} onClick={() => clearCredentials(apiId)} disabled={!hasCredentials(state)}>
          {translate('api.auth.clear')}
        </button>
      </p>
      <p className={styles.note}>{translate('api.auth.privacy')}</p>
    </div>
  );
}
