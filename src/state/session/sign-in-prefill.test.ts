import { describe, expect, it } from 'vitest';
import { signInAccountOf } from './sign-in-prefill';

describe('signInAccountOf', () => {
  it('fills in the phone first, then the e-mail, then the account name', () => {
    expect(signInAccountOf({ areaCode: '+44', phoneNumber: '7700900123', email: 'a@b.c', account: 'ann' })).toEqual({
      method: 'phone',
      areaCode: '+44',
      identifier: '7700900123',
    });
    expect(signInAccountOf({ phoneNumber: '', email: 'a@b.c', account: 'ann' })).toEqual({
      method: 'email',
      identifier: 'a@b.c',
    });
    expect(signInAccountOf({ account: 'ann' })).toEqual({ method: 'account', identifier: 'ann' });
    expect(signInAccountOf({})).toBeNull();
  });
});
