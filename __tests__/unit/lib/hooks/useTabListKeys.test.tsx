import React, { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useTabListKeys } from '../../../../src/lib/hooks/useTabListKeys';

const LABELS = ['One', 'Two', 'Three'];

function TabList(): JSX.Element {
  const [selected, setSelected] = useState(0);
  const { tabRef, onKeyDown } = useTabListKeys(LABELS.length, setSelected);
  return (
    <div role="tablist">
      {LABELS.map((label, index) => (
        <button
          key={label}
          ref={tabRef(index)}
          type="button"
          role="tab"
          aria-selected={index === selected}
          tabIndex={index === selected ? 0 : -1}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

const tab = (name: string): HTMLElement => screen.getByRole('tab', { name });

describe('useTabListKeys', () => {
  test('the arrows move to the next and the previous tab, wrapping round; Home and End to the ends; the tab is selected and focused', () => {
    render(<TabList />);
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Three')).toHaveFocus();
    fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One')).toHaveFocus();
    fireEvent.keyDown(tab('One'), { key: 'End' });
    expect(tab('Three')).toHaveFocus();
    fireEvent.keyDown(tab('Three'), { key: 'Home' });
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight' });
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Two')).toHaveFocus();
  });

  test('other keys are left to the browser: nothing is selected and the default action is kept', () => {
    render(<TabList />);
    for (const key of ['Tab', 'Enter', 'ArrowDown', 'constructor']) {
      expect(fireEvent.keyDown(tab('One'), { key })).toBe(true);
    }
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
  });
});
