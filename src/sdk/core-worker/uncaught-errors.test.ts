import { describe, expect, it } from 'vitest';
import { containUncaughtErrors } from './uncaught-errors';

describe('containUncaughtErrors', () => {
  it('keeps an uncaught error (a cancelled upload\'s "file not found") in the worker, logged, not passed to the page', () => {
    const scope = new EventTarget();
    const logged: unknown[][] = [];
    containUncaughtErrors(scope, (...data) => logged.push(data));
    const event = new ErrorEvent('error', {
      message: 'Uncaught file not found',
      error: 'file not found',
      cancelable: true,
    });
    // dispatchEvent answers false when a listener called preventDefault: the error is not reported any further.
    expect(scope.dispatchEvent(event)).toBe(false);
    expect(event.defaultPrevented).toBe(true);
    expect(logged).toEqual([['Uncaught in the SDK worker:', 'file not found']]);
  });
});
