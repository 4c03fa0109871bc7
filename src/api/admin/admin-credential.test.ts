import { describe, expect, it } from 'vitest';
import { adminCredential } from './admin-credential';

describe('the console sign-in field', () => {
  it('reads an e-mail, a phone number with or without its area code, or an account name', () => {
    expect(adminCredential(' Chief@Example.com ')).toEqual({ email: 'Chief@Example.com' });
    expect(adminCredential('13911112222')).toEqual({ areaCode: '+86', phoneNumber: '13911112222' });
    expect(adminCredential('139 1111-2222')).toEqual({ areaCode: '+86', phoneNumber: '13911112222' });
    expect(adminCredential('+1 415-555-0100')).toEqual({ areaCode: '+1', phoneNumber: '4155550100' });
    expect(adminCredential('+8613911112222')).toEqual({ unsplitPhone: '+8613911112222' });
    expect(adminCredential('the_chief')).toEqual({ account: 'the_chief' });
    expect(adminCredential('chief01')).toEqual({ account: 'chief01' });
  });
});
