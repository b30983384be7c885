import * as React from 'react';
import { useTabList } from '../../lib/hooks/useTabList';
import * as styles from './ViewTabs.module.css';

export interface ViewTab {
  readonly id: string;
  readonly label: string;
  readonly content: React.ReactNode;
}

export interface ViewTabsProps {
  readonly tabs: readonly ViewTab[];
  /** Accessible name of the tab list. */
  readonly label: string;
  /** Prefix of the tab and panel ids (unique on the page). */
  readonly idPrefix: string;
  readonly selected?: string;
  readonly onSelect?: (id: string) => void;
  /** Shown at the end of the tab row (and above the panels when the tabs are hidden). */
  readonly aside?: React.ReactNode;
}

/**
 * Small WAI-ARIA tabs (arrow keys, Home, End; only the selected tab in the Tab order). Every panel
 * is in the HTML; before hydration (and without JavaScript) the tab list is hidden and every panel
 * shown (see ViewTabs.module.css), so nothing is out of reach of a reader without scripts.
 */
export function ViewTabs({ tabs, label, idPrefix, selected, onSelect, aside }: ViewTabsProps): React.ReactElement {
  const [own, setOwn] = React.useState(tabs[0]?.id);
  const current = selected ?? own;
  const choose = (id: string): void => {
    setOwn(id);
    onSelect?.(id);
  };
  const tabProps = useTabList(
    tabs.length,
    tabs.findIndex((tab) => tab.id === current),
    (index) => choose(tabs[index].id),
  );
  return (
    <div className={styles.views}>
      <div className={styles.bar}>
        <div role="tablist" aria-label={label} className={styles.tablist}>
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              type="button"
              {...tabProps(index)}
              id={`${idPrefix}-tab-${tab.id}`}
              aria-controls={`${idPrefix}-panel-${tab.id}`}
              className={styles.tab}
              onClick={() => choose(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {aside}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          hidden={tab.id !== current}
          className={styles.panel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
