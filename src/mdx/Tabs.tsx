import React, { useId, useState } from 'react';
import { useTabList } from '../lib/hooks/useTabList';
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
  const tabProps = useTabList(
    items.length,
    items.findIndex((item) => item.props.value === selected),
    (index) => setSelected(items[index].props.value),
  );
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.list}>
        {items.map((item, index) => (
          <button
            key={item.props.value}
            type="button"
            {...tabProps(index)}
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
            className={styles.tab}
            onClick={() => setSelected(item.props.value)}
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
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
