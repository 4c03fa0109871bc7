import { describe, expect, it } from 'vitest';
import { selfInfoFailureReason } from './self-info-failure';

const refusal = { event: 'GetSelfUserInfo', errCode: 10006, errMsg: 'not logged in' };

describe('the reason a session ends when the user info is refused', () => {
  it('says the info failed while the SDK is still logged in', async () => {
    const reason = await selfInfoFailureReason(
      refusal,
      async () => true,
      async () => 'kicked',
    );
    expect(reason).toBe('selfInfo');
  });

  it('says why the session ended when a kick logged the SDK out first', async () => {
    expect(
      await selfInfoFailureReason(
        refusal,
        async () => false,
        async () => 'kicked',
      ),
    ).toBe('kicked');
    expect(
      await selfInfoFailureReason(
        refusal,
        async () => {
          throw new Error('no status');
        },
        async () => 'passwordChanged',
      ),
    ).toBe('passwordChanged');
  });

  it('does not end the session for a runtime failure', async () => {
    const reason = await selfInfoFailureReason(
      new TypeError('crash'),
      async () => true,
      async () => 'kicked',
    );
    expect(reason).toBeNull();
  });
});
