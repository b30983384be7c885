import React, { useId, useState } from 'react';
import { useTabListKeys } from '../lib/hooks/useTabListKeys';
import * as styles from './Tabs.module.css';

export interface TabItemProps {
  readonly value: string;
  readonly label?: string;
  readonly children: React.ReactNode;
}

/** One panel of <Tabs>; rendered by its parent. */
export function TabItem({ children }: TabItemProps): JSX.Element {
  return <>{children}</>;
}

export interface TabsProps {
  readonly children: React.ReactNode;
  readonly defaultValue?: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; every panel is in the server HTML. */
export function Tabs({ children, defaultValue }: TabsProps): JSX.Element {
  const items = React.Children.toArray(children).filter((child): child is React.ReactElement<TabItemProps> => React.isValidElement<TabItemProps>(child));
  const [selected, setSelected] = useState(defaultValue ?? items[0]?.props.value);
  const baseId = useId();
  const { tabRef, onKeyDown } = useTabListKeys(items.length, (index) => setSelected(items[index].props.value));
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.list}>
        {items.map((item, index) => {
          const active = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={tabRef(index)}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(item.props.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={item.props.value !== selected}
          className={styles.panel}
        >
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
