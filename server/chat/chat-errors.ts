/** The chat service's own error codes (chat-service.md §1.2); errMsg is the name. */
export const ChatError = {
  PasswordError: 20001,
  AccountNotFound: 20002,
  PhoneAlreadyRegister: 20003,
  AccountAlreadyRegister: 20004,
  VerifyCodeSendFrequently: 20005,
  VerifyCodeNotMatch: 20006,
  VerifyCodeExpired: 20007,
  VerifyCodeMaxCount: 20008,
  InvitationCodeUsed: 20010,
  InvitationNotFound: 20011,
  Forbidden: 20012,
  RefuseFriend: 20013,
  EmailAlreadyRegister: 20014,
  ErrTokenNotExist: 20101,
  /** Ours: no LiveKit server is configured, so calls cannot start. */
  RtcNotConfigured: 20201,
} as const;
