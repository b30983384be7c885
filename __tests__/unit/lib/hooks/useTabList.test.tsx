import React, { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useTabList } from '../../../../src/lib/hooks/useTabList';

const LABELS = ['One', 'Two', 'Three'];

function TabList({ initial = 0 }: { readonly initial?: number }): JSX.Element {
  const [selected, setSelected] = useState(initial);
  const tabProps = useTabList(LABELS.length, selected, setSelected);
  return (
    <div role="tablist">
      {LABELS.map((label, index) => (
        <button key={label} type="button" {...tabProps(index)}>
          {label}
        </button>
      ))}
    </div>
  );
}

const tab = (name: string): HTMLElement => screen.getByRole('tab', { name });

describe('useTabList', () => {
  test('only the selected tab is selected and in the Tab order', () => {
    render(<TabList initial={1} />);
    expect(LABELS.map((name) => [tab(name).getAttribute('aria-selected'), tab(name).tabIndex])).toEqual([
      ['false', -1],
      ['true', 0],
      ['false', -1],
    ]);
  });

  test('no tab selected (-1): none is in the Tab order', () => {
    render(<TabList initial={-1} />);
    expect(LABELS.map((name) => tab(name).tabIndex)).toEqual([-1, -1, -1]);
  });

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
    expect(tab('Three').tabIndex).toBe(0);
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
