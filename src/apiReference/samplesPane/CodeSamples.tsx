import * as React from 'react';
import type { CodeSample } from '../../openapi/pageData';
import { CopyButton } from '../../ui/CopyButton';
import { translate } from '../../strings';
import { useTabList } from '../../lib/hooks/useTabList';
import { useAfterHydration } from '../../lib/hydrated';
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
 * switches every sample on the page, on later pages and in other tabs. Only the selected sample is
 * in the HTML, in the one tab panel every tab controls: without JavaScript the tabs cannot switch
 * anyway, eight languages' code in every operation page's HTML were about 12 KB of the page's
 * budget (issue 14), and an empty hidden panel per language another 170 bytes each (issue 24).
 *
 * The tabs themselves are buttons only once the page runs: the HTML (what a reader without
 * JavaScript gets, and what the page shows until it has hydrated) has each language's name in a
 * plain `span` of the same class, the shown one marked `aria-current`, so the row looks the same and
 * takes the same room (nothing shifts when the buttons replace it), without twelve buttons that
 * could not switch anything (decision 0025, session 14: about 1.9 KB of every operation page).
 */
export function CodeSamples({ samples, label = translate('api.samples.tabs') }: CodeSamplesProps): React.ReactElement | null {
  const ids = React.useMemo(() => samples.map((sample) => sample.id), [samples]);
  const [language, setLanguage] = useSampleLanguage(ids);
  const selected = Math.max(0, ids.indexOf(language));
  // useId gives ':R1:'; ids should start with a letter and need no escaping in selectors.
  const baseId = `code-samples-${React.useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const tabProps = useTabList(samples.length, selected, (index) => setLanguage(samples[index].id));
  const running = useAfterHydration();
  const shown = samples[selected];
  if (samples.length === 0) return null;

  return (
    <div className={styles.samples}>
      {running ? (
        // data-markdown-ignore (both lists): the language picker is a control, not text of the page; the Markdown
        // twin carries one sample, curl, by design, and the code shown is that of one language only.
        <div role="tablist" aria-label={label} className={styles.tablist} data-markdown-ignore="">
          {samples.map((sample, index) => (
            <button
              key={sample.id}
              type="button"
              {...tabProps(index)}
              id={`${baseId}-tab-${index}`}
              aria-controls={`${baseId}-panel`}
              className={styles.tab}
              onClick={() => setLanguage(sample.id)}
            >
              <SampleLabel sample={sample} />
            </button>
          ))}
        </div>
      ) : (
        <div className={styles.tablist} data-markdown-ignore="">
          {samples.map((sample, index) => (
            <span key={sample.id} className={styles.tab} aria-current={index === selected || undefined}>
              <SampleLabel sample={sample} />
            </span>
          ))}
        </div>
      )}
      {shown && (
        // One panel, the selected sample's: every tab controls it (the others' code is not in the page).
        <div
          key={shown.id}
          {...(running ? { role: 'tabpanel', id: `${baseId}-panel`, 'aria-labelledby': `${baseId}-tab-${selected}` } : {})}
          className={styles.panel}
          data-sample-id={shown.id}
        >
          <div className={styles.toolbar}>
            <CopyButton text={shown.copy ?? shown.code} />
          </div>
          {shown.origin === 'document' && <p className={styles.documentNote}>{translate('api.samples.documentNote')}</p>}
          <pre className={styles.pre} tabIndex={0}>
            <code className={`language-${shown.language}`}>{shown.code}</code>
          </pre>
        </div>
      )}
    </div>
  );
}

/**
 * A tab's name: the language, and for the document's own sample (`x-codeSamples`) that it comes from
 * the API document, in words, so neither its look nor its accessible name passes it off as ours.
 */
function SampleLabel({ sample }: { readonly sample: CodeSample }): React.ReactElement {
  if (sample.origin !== 'document') return <>{sample.label}</>;
  return (
    <>
      {sample.label} <span className={styles.origin}>{translate('api.samples.fromDocument')}</span>
    </>
  );
}
