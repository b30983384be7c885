import * as React from 'react';
import type { CodeSample } from '../../openapi/pageData';
import { CopyButton } from '../../ui/CopyButton';
import { translate } from '../../strings';
import { useTabList } from '../../lib/hooks/useTabList';
import { useSampleLanguage } from './languageChoice';
import * as styles from './CodeSamples.module.css';

export interface CodeSamplesProps {
  readonly samples: readonly CodeSample[];
  /** Accessible name of the tab list. */
  readonly label?: string;
}

/**
 * Request samples as tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs,
 * only the selected tab is in the Tab order). The code is plain text made at build time.
 * The selected language is the reader's stored choice (`languageChoice.ts`), so choosing one here
 * switches every sample on the page, on later pages and in other tabs. Only the selected panel has
 * its code in the HTML: without JavaScript the tabs cannot switch anyway, and eight languages in
 * every operation page's HTML were about 12 KB of the page's budget (issue 14).
 */
export function CodeSamples({ samples, label = translate('api.samples.tabs') }: CodeSamplesProps): React.ReactElement | null {
  const ids = React.useMemo(() => samples.map((sample) => sample.id), [samples]);
  const [language, setLanguage] = useSampleLanguage(ids);
  const selected = Math.max(0, ids.indexOf(language));
  // useId gives ':R1:'; ids should start with a letter and need no escaping in selectors.
  const baseId = `code-samples-${React.useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const tabProps = useTabList(samples.length, selected, (index) => setLanguage(samples[index].id));
  if (samples.length === 0) return null;

  return (
    <div className={styles.samples}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {samples.map((sample, index) => (
          <button
            key={sample.id}
            type="button"
            {...tabProps(index)}
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
            className={styles.tab}
            onClick={() => setLanguage(sample.id)}
          >
            {sample.label}
          </button>
        ))}
      </div>
      {samples.map((sample, index) => (
        <div
          key={sample.id}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          className={styles.panel}
          data-sample-id={sample.id}
        >
          {index === selected && (
            <>
              <div className={styles.toolbar}>
                <CopyButton text={sample.code} />
              </div>
              <pre className={styles.pre} tabIndex={0}>
                <code className={`language-${sample.language}`}>{sample.code}</code>
              </pre>
            </>
          )}
        </div>
      ))}
    </div>
  );
}
