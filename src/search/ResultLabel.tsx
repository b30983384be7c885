import React from 'react';
import { MethodBadge } from '../ui/MethodBadge';
import { Highlight } from './Highlight';
import type { SearchRecord } from './types';
import * as styles from './Search.module.css';
import * as deprecated from '../ui/deprecated.module.css';
import { translate } from '../strings';

/** One result: method badge and path for operations, page › section for guide hits, the excerpt. */
export function ResultLabel({ record, query }: { readonly record: SearchRecord; readonly query: string }): JSX.Element {
  return (
    <span className={styles.result}>
      <span className={styles.resultTitle}>
        {record.method && <MethodBadge method={record.method} />}
        <span>
          <Highlight text={record.title} query={query} />
          {record.deprecated && <span className={deprecated.mark}>{translate('search.result.deprecated')}</span>}
          {record.section && (
            <>
              <span className={styles.sep} aria-hidden="true">
                {' › '}
              </span>
              <span className="visually-hidden">{translate('search.result.section')}</span>
              <Highlight text={record.section} query={query} />
            </>
          )}
        </span>
      </span>
      {record.path && (
        <code className={styles.path}>
          <Highlight text={record.path} query={query} />
        </code>
      )}
      {record.excerpt && (
        <span className={styles.excerpt}>
          <Highlight text={record.excerpt} query={query} />
        </span>
      )}
    </span>
  );
}
