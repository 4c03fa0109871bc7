import { describe, expect, it } from 'vitest';
import {
  validateAccount,
  validateEmail,
  validateInvitationCode,
  validatePassword,
  validatePhone,
} from './credential-validation';

const text = (descriptor: { message?: string } | null) => descriptor?.message ?? null;

describe('sign-in validation', () => {
  it('asks for a phone number and checks its format', () => {
    expect(text(validatePhone(''))).toBe('Please enter phone number');
    expect(text(validatePhone('12ab'))).toBe('Invalid phone number format');
    expect(validatePhone('13800000000')).toBeNull();
  });

  it('asks for an e-mail address and checks its format', () => {
    expect(text(validateEmail(' '))).toBe('Please enter e-mail address');
    expect(text(validateEmail('nope@'))).toBe('Invalid e-mail address');
    expect(validateEmail('a@b.co')).toBeNull();
  });

  it('wants 6-20 characters with letters and numbers', () => {
    expect(text(validatePassword(''))).toBe('Please enter password');
    expect(text(validatePassword('abcdef'))).toBe('Password is 6-20 characters with letters and numbers');
    expect(text(validatePassword('123456'))).toBe('Password is 6-20 characters with letters and numbers');
    expect(text(validatePassword('a1'.repeat(11)))).toBe('Password is 6-20 characters with letters and numbers');
    expect(validatePassword('parley123')).toBeNull();
  });

  it('checks an account name: 6-50 letters, digits, _ or -', () => {
    expect(text(validateAccount(''))).toBe('Please enter your account');
    expect(text(validateAccount('al'))).toBe('An account is 6-50 letters, digits, _ or -');
    expect(text(validateAccount('alice chen'))).toBe('An account is 6-50 letters, digits, _ or -');
    expect(validateAccount('demo_alice')).toBeNull();
  });

  it('checks the format of an invitation code when one is given', () => {
    expect(validateInvitationCode('')).toBeNull();
    expect(validateInvitationCode('482915')).toBeNull();
    expect(text(validateInvitationCode('48 29'))).toBe('Invalid invitation code format');
    expect(text(validateInvitationCode('abc!'))).toBe('Invalid invitation code format');
  });
});
