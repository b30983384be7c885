import * as React from 'react';
import type { OperationPageData } from '../../openapi/pageData';
import { translate } from '../../strings';
import { MethodBadge } from '../../ui/MethodBadge';
import { SecurityRequirements } from './SecurityRequirements';
import * as styles from './OperationHeader.module.css';

export type OperationHeaderProps = Readonly<Pick<OperationPageData, 'method' | 'path' | 'fullUrl' | 'kind' | 'deprecated' | 'security'>>;

/** The line under the page title: method and full URL, then deprecation, then authorization. */
export function OperationHeader({ method, path, fullUrl, kind, deprecated, security }: OperationHeaderProps): React.ReactElement {
  const server = kind === 'operation' && fullUrl.endsWith(path) ? fullUrl.slice(0, fullUrl.length - path.length) : '';
  return (
    <div className={styles.header}>
      {/* A flex container: the spaces between method, webhook mark and URL show nothing, but are read and copied ('POST https://…'). */}
      <p className={styles.endpoint}>
        <MethodBadge method={method} />{' '}
        {kind === 'webhook' && (
          <>
            <span className={styles.webhook}>{translate('api.webhook')}</span>{' '}
          </>
        )}
        <code className={styles.url}>
          {server && <span className={styles.server}>{server}</span>}
          <span className={styles.path}>{path}</span>
        </code>
      </p>
      {deprecated && (
        <p className={styles.deprecated} role="note">
          <strong>{translate('api.deprecated')}.</strong> {translate('api.deprecated.notice')}
        </p>
      )}
      {kind === 'webhook' && <p className={styles.note}>{translate('api.webhook.notice')}</p>}
      {(kind === 'operation' || security.length > 0) && <SecurityRequirements security={security} />}
    </div>
  );
}
