import { IDLE_TIMEOUT_MS, afterLoadAndIdle } from '../../../src/lib/idle';

interface IdleWindow {
  requestIdleCallback?: typeof window.requestIdleCallback;
  cancelIdleCallback?: typeof window.cancelIdleCallback;
}
const idleWindow = window as unknown as IdleWindow;

function setReadyState(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

afterEach(() => {
  setReadyState('complete');
  delete idleWindow.requestIdleCallback;
  delete idleWindow.cancelIdleCallback;
  jest.useRealTimers();
});

describe('afterLoadAndIdle', () => {
  test('on a loaded page, asks for the next idle period with a deadline, and the returned function cancels it', () => {
    const request = jest.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdle = jest.fn();
    idleWindow.requestIdleCallback = request as unknown as typeof window.requestIdleCallback;
    idleWindow.cancelIdleCallback = cancelIdle;
    const callback = jest.fn();
    const cancel = afterLoadAndIdle(callback);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0][1]).toEqual({ timeout: IDLE_TIMEOUT_MS });
    expect(callback).not.toHaveBeenCalled();
    request.mock.calls[0][0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  test('while the page loads, waits for the load event first', () => {
    setReadyState('loading');
    const request = jest.fn(() => 1);
    idleWindow.requestIdleCallback = request as unknown as typeof window.requestIdleCallback;
    afterLoadAndIdle(() => undefined, 500);
    expect(request).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
  });

  test('cancelled before the load event, it never asks', () => {
    setReadyState('loading');
    const request = jest.fn(() => 1);
    idleWindow.requestIdleCallback = request as unknown as typeof window.requestIdleCallback;
    afterLoadAndIdle(() => undefined)();
    window.dispatchEvent(new Event('load'));
    expect(request).not.toHaveBeenCalled();
  });

  test('without requestIdleCallback (Safari), runs in a task of its own after the load', () => {
    jest.useFakeTimers();
    const callback = jest.fn();
    afterLoadAndIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    const other = jest.fn();
    afterLoadAndIdle(other)();
    jest.runOnlyPendingTimers();
    expect(other).not.toHaveBeenCalled();
  });
});
