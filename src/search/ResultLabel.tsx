import React from 'react';
import { MethodBadge } from '../ui/MethodBadge';
import { Highlight } from './Highlight';
import type { SearchRecord } from './types';
import * as styles from './Search.module.css';
import { DeprecatedMark } from '../ui/DeprecatedMark';
import { translate } from '../strings';

interface ResultLabelProps {
  readonly record: SearchRecord;
  readonly words: readonly string[];
}

const sameWords = (a: readonly string[], b: readonly string[]): boolean => a === b || (a.length === b.length && a.every((word, i) => word === b[i]));

/**
 * One result: method badge, path and the API's name for operations, page › section for guide hits,
 * the excerpt; `words` are marked wherever they start a word.
 */
function Label({ record, words }: ResultLabelProps): JSX.Element {
  return (
    <span className={styles.result}>
      <span className={styles.resultTitle}>
        {record.method && <MethodBadge method={record.method} />}
        <span>
          <Highlight text={record.title} words={words} />
          {record.deprecated && <DeprecatedMark word="search.result.deprecated" />}
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

/**
 * Rendered again only when its record or the words to mark change, not each time the dialog renders
 * (moving the active option with the keyboard re-renders the list, not its labels).
 */
export const ResultLabel = React.memo(Label, (before, after) => before.record === after.record && sameWords(before.words, after.words));
