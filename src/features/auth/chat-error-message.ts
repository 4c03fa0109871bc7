import type { I18n } from '@lingui/core';
import { ChatServiceError } from '../../api/chat-client';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What each chat-service error code means to a user (product-spec §8, deltas.md 10). */
const MESSAGES: Record<number, MessageDescriptor> = {
  20001: msg`Wrong password`,
  20002: msg`This account does not exist`,
  20003: msg`This phone number is already registered`,
  20004: msg`This account is already registered`,
  20005: msg`Too many attempts, please try again later`,
  20006: msg`Incorrect verification code`,
  20007: msg`The verification code has expired`,
  20008: msg`Too many wrong codes, please try again later`,
  20009: msg`This verification code has already been used`,
  20010: msg`This invitation code has already been used`,
  20011: msg`This invitation code does not exist`,
  20012: msg`This operation is not allowed`,
  20013: msg`This user does not accept friend requests`,
  20014: msg`This e-mail address is already registered`,
};

export const chatErrorMessage = (errCode: number): MessageDescriptor =>
  MESSAGES[errCode] ?? msg`Something went wrong, please try again`;

/** What to tell the user about a failed chat-service call: the code's text, else the screen's own fallback. */
export const chatFailureText = (error: unknown, i18n: I18n, fallback: string): string =>
  error instanceof ChatServiceError ? i18n._(chatErrorMessage(error.errCode)) : fallback;
