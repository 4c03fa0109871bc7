import { describe, expect, it } from 'vitest';
import { ApiError } from '../protocol/api-envelope.ts';
import { FailureLimiter } from './attempt-limits.ts';

describe('FailureLimiter', () => {
  it('doubles the lockout each time a key is locked again', async () => {
    const limiter = new FailureLimiter(
      { points: 1, windowSec: 60, lockSec: 1, maxLockSec: 60 },
      (retryAfterSec) => new ApiError(20005, 'TooFrequent', String(retryAfterSec)),
    );
    const lockout = async () => {
      try {
        await limiter.assertOpen('key');
        return 0;
      } catch (error) {
        return Number((error as ApiError).errDlt);
      }
    };
    expect(await lockout()).toBe(0);
    await limiter.fail('key');
    expect(await lockout()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await lockout()).toBe(0);
    await limiter.fail('key');
    expect(await lockout()).toBe(2);
    await limiter.succeed('key');
    expect(await lockout()).toBe(0);
  });
});
