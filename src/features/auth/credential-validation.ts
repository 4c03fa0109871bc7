import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** product-spec §5: the messages a sign-in form shows. Patterns are ours, as the spec leaves them open. */
const PHONE_PATTERN = /^\d{6,15}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d!@#$%^&*()_\-+=.?]{6,20}$/;

export function validatePhone(phone: string): MessageDescriptor | null {
  if (!phone.trim()) return msg`Please enter phone number`;
  if (!PHONE_PATTERN.test(phone.trim())) return msg`Invalid phone number format`;
  return null;
}

export function validateEmail(email: string): MessageDescriptor | null {
  if (!email.trim()) return msg`Please enter e-mail address`;
  if (!EMAIL_PATTERN.test(email.trim())) return msg`Invalid e-mail address`;
  return null;
}

export function validatePassword(password: string): MessageDescriptor | null {
  if (!password) return msg`Please enter password`;
  if (!PASSWORD_PATTERN.test(password)) return msg`Password is 6-20 characters with letters and numbers`;
  return null;
}
