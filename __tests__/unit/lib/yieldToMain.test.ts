/**
 * @jest-environment node
 */
import { yieldToMain } from '../../../src/lib/yieldToMain';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

test('without scheduler.yield, it resolves after a timer set before it: what follows is a task of its own', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('timer'), 0);
  await yieldToMain().then(() => order.push('after the yield'));
  expect(order).toEqual(['timer', 'after the yield']);
});

test('scheduler.yield is used where the browser has it, called on the scheduler', async () => {
  const scheduler = {
    calls: 0,
    yield(this: { calls: number }): Promise<void> {
      this.calls += 1;
      return Promise.resolve();
    },
  };
  (globalThis as { scheduler?: unknown }).scheduler = scheduler;
  await yieldToMain();
  expect(scheduler.calls).toBe(1);
});
