import { describe, expect, it } from 'vitest';
import { isTransientSendError } from './send-errors';

describe('which send failures the outbox retries', () => {
  it('retries network failures and errors without a code, not the server’s refusals', () => {
    expect(isTransientSendError({ errCode: 10000, errMsg: 'network' })).toBe(true);
    expect(isTransientSendError({ errCode: 10001 })).toBe(true);
    expect(isTransientSendError(new Error('socket'))).toBe(true);
    expect(isTransientSendError({ errCode: 1302, errMsg: 'BlockedByPeer' })).toBe(false);
    expect(isTransientSendError({ errCode: 1402 })).toBe(false);
  });
});
