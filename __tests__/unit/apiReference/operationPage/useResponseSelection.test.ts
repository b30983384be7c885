/** The operation page's response selection, as a hook: the first 2xx open, the pane following the last one opened. */
import { act, renderHook } from '@testing-library/react';
import { useResponseSelection } from '../../../../src/apiReference/operationPage/useResponseSelection';
import type { ResponseData } from '../../../../src/openapi/pageData';

const responses = (...statuses: string[]): ResponseData[] =>
  statuses.map((status) => ({ status, anchor: `response-${status}`, media: [], headers: [] }) as unknown as ResponseData);

describe('useResponseSelection', () => {
  it('opens the first 2xx response at first, and the pane shows it', () => {
    const { result } = renderHook(() => useResponseSelection(responses('default', '400', '201', '204')));
    expect(result.current).toMatchObject({ initial: '201', selected: '201', shown: '201' });
  });

  it('opens the first response when none is 2xx, and nothing when there is none', () => {
    expect(renderHook(() => useResponseSelection(responses('404', 'default'))).result.current.selected).toBe('404');
    expect(renderHook(() => useResponseSelection([])).result.current).toMatchObject({ initial: undefined, selected: undefined, shown: undefined });
  });

  it('opening a response selects it and the pane follows; closing it leaves the pane on the last one opened', () => {
    const { result } = renderHook(() => useResponseSelection(responses('200', '404', '500')));
    act(() => result.current.select('404'));
    expect(result.current).toMatchObject({ selected: '404', shown: '404' });
    act(() => result.current.select(undefined));
    expect(result.current).toMatchObject({ selected: undefined, shown: '404' });
    expect(result.current.initial).toBe('200');
  });

  it('closing a response that is no longer the open one changes nothing, whatever render the call comes from', () => {
    const { result } = renderHook(() => useResponseSelection(responses('200', '404')));
    // The browser opens 404 and closes 200 itself (<details name>), in two toggle events.
    const { select, close } = result.current;
    act(() => select('404'));
    act(() => close('200'));
    expect(result.current).toMatchObject({ selected: '404', shown: '404' });
    act(() => close('404'));
    expect(result.current).toMatchObject({ selected: undefined, shown: '404' });
  });

  it('keeps one `select` across renders (the effects that depend on it do not run again)', () => {
    const { result, rerender } = renderHook(() => useResponseSelection(responses('200', '404')));
    const first = result.current.select;
    act(() => first('404'));
    rerender();
    expect(result.current.select).toBe(first);
  });
});
