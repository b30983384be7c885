import React from 'react';
import { translate } from '../strings';
import * as styles from './deprecated.module.css';

/** The word as each place has always said it: 'deprecated', or 'Deprecated' (`api.index.deprecated`). */
export type DeprecatedWord = 'search.result.deprecated' | 'docs.sidebar.deprecated' | 'api.index.deprecated' | 'api.schema.deprecated';

export interface DeprecatedMarkProps {
  readonly word: DeprecatedWord;
  /**
   * 'mark' (the default): the word in a bordered box, where a reader chooses an operation or schema.
   * 'plain': muted, in the API index's operation lists. 'flag': a schema tree row's flag, an `i`
   * without a class that the tree styles by structure (decision 0025: no class per element).
   */
  readonly look?: 'mark' | 'plain' | 'flag';
}

/**
 * The mark of something deprecated, one for every place that shows one: a word, seen and said as
 * text (no `aria-label`, no icon, no colour alone), in its own element beside the name it marks.
 */
export function DeprecatedMark({ word, look = 'mark' }: DeprecatedMarkProps): React.ReactElement {
  if (look === 'flag') return <i>{translate(word)}</i>;
  return <span className={look === 'plain' ? styles.plain : styles.mark}>{translate(word)}</span>;
}
