import React from 'react';
import { MethodBadge } from '../ui/MethodBadge';
import { Highlight } from './Highlight';
import type { SearchRecord } from './types';
import * as styles from './Search.module.css';
import * as deprecated from '../ui/deprecated.module.css';
import { translate } from '../strings';

/**
 * One result: method badge, path and the API's name for operations, page › section for guide hits,
 * the excerpt; `words` are marked wherever they start a word.
 */
export function ResultLabel({ record, words }: { readonly record: SearchRecord; readonly words: readonly string[] }): JSX.Element {
  return (
    <span className={styles.result}>
      <span className={styles.resultTitle}>
        {record.method && <MethodBadge method={record.method} />}
        <span>
          <Highlight text={record.title} words={words} />
          {record.deprecated && <span className={deprecated.mark}>{translate('search.result.deprecated')}</span>}
          {record.section && (
            <>
              <span className={styles.sep} aria-hidden="true">
                {' › '}
              </span>
              <span className="visually-hidden">{translate('search.result.section')}</span>
              <Highlight text={record.section} words={words} />
            </>
          )}
        </span>
      </span>
      {(record.path || record.apiName) && (
        <span className={styles.location}>
          {record.path && (
            <code className={styles.path}>
              <Highlight text={record.path} words={words} />
            </code>
          )}
          {record.apiName && (
            <span className={styles.apiName}>
              <span className="visually-hidden">{translate('search.result.api')}</span>
              {record.apiName}
            </span>
          )}
        </span>
      )}
      {record.excerpt && (
        <span className={styles.excerpt}>
          <Highlight text={record.excerpt} words={words} />
        </span>
      )}
    </span>
  );
}
