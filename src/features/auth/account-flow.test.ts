import { describe, expect, it } from 'vitest';
import { readFlowData, validateRepeatedPassword, validateVerifyCode } from './account-flow';

describe('account flow', () => {
  it('reads baseData only when it names a phone or an e-mail', () => {
    expect(readFlowData({ isRegiste: true, areaCode: '+86', phoneNumber: '13800000000' })).toMatchObject({
      isRegiste: true,
      phoneNumber: '13800000000',
    });
    expect(readFlowData({ isRegiste: true })).toBeNull();
    expect(readFlowData(undefined)).toBeNull();
  });

  it('wants a 6-digit code', () => {
    expect(validateVerifyCode('')?.message).toBe('Please enter verification code');
    expect(validateVerifyCode('12345')?.message).toBe('Verification code must be 6 digits');
    expect(validateVerifyCode('123456')).toBeNull();
  });

  it('wants the password repeated exactly', () => {
    expect(validateRepeatedPassword('abc123', '')?.message).toBe('Please repeat password');
    expect(validateRepeatedPassword('abc123', 'abc124')?.message).toBe('Passwords do not match');
    expect(validateRepeatedPassword('abc123', 'abc123')).toBeNull();
  });
});
