import { describe, expect, it } from 'vitest';
import { ChatServiceError } from './chat-client';
import { retryQuery } from './query-retry';

describe('retryQuery', () => {
  it('never retries a refusal or a missing record', () => {
    for (const code of [1001, 1002, 1004, 20002, 20012, 20101, 1501, 1506, 403, 404])
      expect(retryQuery(0, new ChatServiceError(code, 'no')), String(code)).toBe(false);
    expect(retryQuery(0, { errCode: 1004, errMsg: 'RecordNotFoundError' })).toBe(false);
  });

  it('retries what may pass three times', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new ChatServiceError(503, 'x'),
      new ChatServiceError(429, 'x'),
    ]) {
      expect(retryQuery(0, error)).toBe(true);
      expect(retryQuery(2, error)).toBe(true);
      expect(retryQuery(3, error)).toBe(false);
    }
  });
});
