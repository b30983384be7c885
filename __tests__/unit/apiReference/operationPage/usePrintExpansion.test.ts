/** Printing an operation page, as a hook: every fold open while printing, the reader's view back afterwards. */
import { act, renderHook } from '@testing-library/react';
import { usePrintExpansion } from '../../../../src/apiReference/operationPage/usePrintExpansion';

function page(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <details name="responses" open><summary>200</summary><details id="fold"><summary>fold</summary></details></details>
    <details name="responses"><summary>404</summary></details>
    <details id="open-fold" open><summary>open</summary></details>`;
  document.body.append(root);
  return root;
}

const print = (event: 'beforeprint' | 'afterprint'): void =>
  act(() => {
    window.dispatchEvent(new Event(event));
  });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('usePrintExpansion', () => {
  it('opens every fold for printing, setting the exclusive responses apart, and restores the view afterwards', () => {
    const root = { current: page() };
    const all = (): HTMLDetailsElement[] => Array.from(root.current.querySelectorAll('details'));
    const before = all().map((details) => details.open);
    expect(before).toEqual([true, false, false, true]);
    renderHook(() => usePrintExpansion(root));

    print('beforeprint');
    expect(all().every((details) => details.open)).toBe(true);
    expect(root.current.querySelectorAll('details[name]')).toHaveLength(0);

    print('afterprint');
    expect(all().map((details) => details.open)).toEqual(before);
    expect(root.current.querySelectorAll('details[name="responses"]')).toHaveLength(2);
    expect(root.current.querySelectorAll('details[data-name]')).toHaveLength(0);
  });

  it('no longer listens once unmounted', () => {
    const root = { current: page() };
    const { unmount } = renderHook(() => usePrintExpansion(root));
    unmount();
    print('beforeprint');
    expect(root.current.querySelectorAll('details:not([open])')).toHaveLength(2);
    expect(root.current.querySelectorAll('details[name]')).toHaveLength(2);
  });
});
