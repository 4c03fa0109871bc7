import { describe, expect, it } from 'vitest';
import { failedUnreachable } from './load-failure';

describe('failedUnreachable', () => {
  const offline = { errCode: 10005, errMsg: 'error *stack.stackError not implement CodeError' };

  it('is true only offline, for the SDK’s network, timeout and wrapped network errors', () => {
    expect(failedUnreachable(offline, false)).toBe(true);
    expect(failedUnreachable({ errCode: 10000 }, false)).toBe(true);
    expect(failedUnreachable(offline, true)).toBe(false);
    expect(failedUnreachable({ errCode: 1004 }, false)).toBe(false);
    expect(failedUnreachable(new Error('boom'), false)).toBe(false);
    expect(failedUnreachable(null, false)).toBe(false);
  });
});
