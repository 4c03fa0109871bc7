import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { chatPost, passwordDigest, type LoginResult } from '../../api/chat-client';

/** What travels between the registration / reset screens in the `baseData` query (product-spec §2). */
export interface AccountFlowData {
  isRegiste: boolean;
  areaCode?: string;
  phoneNumber?: string;
  email?: string;
  invitationCode?: string;
  verifyCode?: string;
}

export function readFlowData(raw: Record<string, unknown> | undefined): AccountFlowData | null {
  if (!raw) return null;
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : undefined);
  const data: AccountFlowData = {
    isRegiste: raw.isRegiste === true,
    areaCode: text('areaCode'),
    phoneNumber: text('phoneNumber'),
    email: text('email'),
    invitationCode: text('invitationCode'),
    verifyCode: text('verifyCode'),
  };
  return data.phoneNumber || data.email ? data : null;
}

const credentialOf = (data: AccountFlowData) =>
  data.email
    ? { email: data.email, areaCode: '', phoneNumber: '' }
    : { areaCode: data.areaCode ?? '+86', phoneNumber: data.phoneNumber ?? '', email: '' };

const VERIFY_CODE_PATTERN = /^\d{6}$/;
export const RESEND_SECONDS = 60;

export function validateVerifyCode(code: string): MessageDescriptor | null {
  if (!code) return msg`Please enter verification code`;
  if (!VERIFY_CODE_PATTERN.test(code)) return msg`Verification code must be 6 digits`;
  return null;
}

export function validateRepeatedPassword(password: string, repeated: string): MessageDescriptor | null {
  if (!repeated) return msg`Please repeat password`;
  if (password !== repeated) return msg`Passwords do not match`;
  return null;
}

/** usedFor 1 registers, 2 resets a password (chat-service.md §1.4). */
export const sendCode = (data: AccountFlowData) =>
  chatPost('/account/code/send', {
    usedFor: data.isRegiste ? 1 : 2,
    ...credentialOf(data),
    invitationCode: data.invitationCode ?? '',
  });

export const verifyCode = (data: AccountFlowData, code: string) =>
  chatPost('/account/code/verify', { ...credentialOf(data), verifyCode: code });

export const register = (data: AccountFlowData, nickname: string, password: string, platform: number) =>
  chatPost<LoginResult>('/account/register', {
    verifyCode: data.verifyCode,
    invitationCode: data.invitationCode ?? '',
    platform,
    autoLogin: true,
    user: { nickname, password: passwordDigest(password), ...credentialOf(data) },
  });

export const resetPassword = (data: AccountFlowData, password: string) =>
  chatPost('/account/password/reset', {
    ...credentialOf(data),
    verifyCode: data.verifyCode,
    password: passwordDigest(password),
  });
