import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { ChatServiceError } from '../../api/chat-client';
import { chatErrorMessage } from './chat-error-message';

/** Which check an ID token failed (server/chat/oidc/oidc-errors.ts), in words. */
const TOKEN_CHECKS: Record<string, MessageDescriptor> = {
  signature: msg`The identity provider's answer is not signed by a key it publishes.`,
  audience: msg`The identity provider's answer was issued for another application.`,
  expired: msg`The identity provider's answer has expired. Check this device's clock, then try again.`,
  issuer: msg`The answer came from another identity provider.`,
  nonce: msg`The identity provider's answer belongs to another sign-in.`,
};

const REFUSALS: Record<number, MessageDescriptor> = {
  20301: msg`Single sign-on is not set up on this server.`,
  20302: msg`This sign-in link has expired or was already used. Please start again.`,
  20303: msg`The identity provider refused this sign-in (the code was already used or has expired). Please start again.`,
  20305: msg`No account here belongs to you, and this server does not create accounts on sign-in. Ask your administrator.`,
  20306: msg`The identity provider cannot be reached right now. Please try again later.`,
  20307: msg`The identity provider did not say who you are (a claim is missing). Ask your administrator.`,
};

/** Why a single sign-on failed, in words a person can act on. */
export function singleSignOnFailureText(error: unknown, i18n: I18n): string {
  if (!(error instanceof ChatServiceError)) return i18n._(msg`Could not reach the server. Please try again.`);
  if (error.errCode === 20304)
    return i18n._(TOKEN_CHECKS[error.errDlt] ?? msg`The identity provider's answer could not be verified.`);
  return i18n._(REFUSALS[error.errCode] ?? chatErrorMessage(error.errCode));
}
