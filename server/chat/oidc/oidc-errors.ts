/**
 * Single sign-on's refusals, beside the chat service's own codes (chat-errors.ts); errDlt says which check failed,
 * so the sign-in screen can say it (src/features/auth/single-sign-on-errors.ts).
 */
export const OidcError = {
  /** No single sign-on is configured here. */
  NotConfigured: 20301,
  /** The callback's `state` names no sign-in under way: unknown, used already or expired. */
  FlowUnknown: 20302,
  /** The provider refused the code (used already, expired) or the sign-in itself. */
  ProviderRefused: 20303,
  /** The ID token failed a check; errDlt: signature, audience, expired, issuer, nonce or invalid. */
  TokenInvalid: 20304,
  /** Nobody here has this identity, and the operator turned creation off. */
  NoAccount: 20305,
  /** The provider is unreachable or answered nonsense. */
  ProviderUnavailable: 20306,
  /** The claim that names the account is missing from the provider's answer. */
  ClaimMissing: 20307,
  /** Password sign-in is off here (PARLEY_PASSWORD_SIGN_IN=off). */
  PasswordSignInOff: 20308,
} as const;

export type TokenCheck = 'signature' | 'audience' | 'expired' | 'issuer' | 'nonce' | 'invalid';
