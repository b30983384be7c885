/** The operation page's deep links, as a hook: a fragment opens its response, then the folds around its target. */
import { act, renderHook } from '@testing-library/react';
import { decodeHash, shownByName, useFragmentTarget } from '../../../../src/apiReference/operationPage/useFragmentTarget';
import type { ResponseData } from '../../../../src/openapi/pageData';

const responses = ['200', '404'].map((status) => ({ status, anchor: `response-${status}` }) as unknown as ResponseData);

/** A page's responses as the server renders them: 200 open, 404 closed holding a closed fold around `response-404.details.reason`. */
function page(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <details data-status="200" id="response-200" name="responses" open><summary>200</summary><p id="response-200.id">id</p></details>
    <details data-status="404" id="response-404" name="responses"><summary>404</summary>
      <details id="fold"><summary>details</summary><p id="response-404.details.reason">reason</p></details>
    </details>`;
  document.body.append(root);
  return root;
}

let scrolled: string[] = [];
beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('useFragmentTarget', () => {
  it('on mount, a fragment inside a response selects that response, opens the folds around the target and scrolls to it', () => {
    window.history.replaceState(null, '', '/#response-404.details.reason');
    const root = { current: page() };
    const select = jest.fn();
    renderHook(() => useFragmentTarget(root, responses, '200', select));
    expect(select).toHaveBeenCalledWith('404');
    expect((root.current.querySelector('#fold') as HTMLDetailsElement).open).toBe(true);
    // The response itself is opened by the selection (state), not by the hook.
    expect((root.current.querySelector('#response-404') as HTMLDetailsElement).open).toBe(false);
    expect(scrolled).toEqual(['response-404.details.reason']);
  });

  it('follows a later hashchange, and stops listening once unmounted', () => {
    const root = { current: page() };
    const select = jest.fn();
    const { unmount } = renderHook(() => useFragmentTarget(root, responses, '200', select));
    expect(select).not.toHaveBeenCalled();
    expect(scrolled).toEqual([]);
    act(() => {
      window.history.replaceState(null, '', '/#response-200.id');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(select).toHaveBeenCalledWith('200');
    expect(scrolled).toEqual(['response-200.id']);
    unmount();
    act(() => {
      window.history.replaceState(null, '', '/#response-404');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(select).toHaveBeenCalledTimes(1);
  });

  it('adopts the response the browser opened for the fragment before hydration', () => {
    const root = { current: page() };
    (root.current.querySelector('#response-200') as HTMLDetailsElement).open = false;
    (root.current.querySelector('#response-404') as HTMLDetailsElement).open = true;
    const select = jest.fn();
    renderHook(() => useFragmentTarget(root, responses, '200', select));
    expect(select).toHaveBeenCalledWith('404');
  });

  it('waits for a target that is not rendered yet and ignores one outside the page', () => {
    const outside = document.createElement('p');
    outside.id = 'elsewhere';
    document.body.append(outside);
    window.history.replaceState(null, '', '/#elsewhere');
    const root = { current: page() };
    const select = jest.fn();
    renderHook(() => useFragmentTarget(root, responses, '200', select));
    expect(select).not.toHaveBeenCalled();
    expect(scrolled).toEqual([]);
  });
});

describe('a fragment inside a schema shown by name (decision 0025)', () => {
  it('lands on the node that names the schema, opening the folds around it', () => {
    window.history.replaceState(null, '', '/#response-404.details.asset.code');
    const root = { current: page() };
    const fold = root.current.querySelector('#fold') as HTMLElement;
    fold.insertAdjacentHTML(
      'beforeend',
      '<ul><li id="response-404.details.asset"><code>asset</code><div><p data-see-schema="Asset"><a href="/docs/api/x/schemas/asset">See Asset</a></p></div></li></ul>',
    );
    const select = jest.fn();
    renderHook(() => useFragmentTarget(root, responses, '200', select));
    expect(select).toHaveBeenCalledWith('404');
    expect((fold as HTMLDetailsElement).open).toBe(true);
    expect(scrolled).toEqual(['response-404.details.asset']);
  });

  it('does not stand in for a node that is only not rendered yet', () => {
    page();
    expect(shownByName('response-404.details.reason.more')).toBeNull();
    expect(shownByName('response-404.missing')).toBeNull();
    expect(shownByName('nothing')).toBeNull();
  });
});

describe('decodeHash', () => {
  it('drops the # and percent-decodes, keeping a fragment that does not decode as written', () => {
    expect(decodeHash('#response-200.na%C3%AFve')).toBe('response-200.naïve');
    expect(decodeHash('#100%')).toBe('100%');
    expect(decodeHash('')).toBe('');
  });
});
