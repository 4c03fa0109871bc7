/** OpenIM error codes (tools errs/predefine.go, server servererrs/code.go); errMsg is the constant's name. */
export const ErrorCode = {
  ServerInternalError: 500,
  ArgsError: 1001,
  NoPermissionError: 1002,
  DuplicateKeyError: 1003,
  RecordNotFoundError: 1004,
  /** The reference gateway's answer when it takes no more connections; here: too many sockets on one token. */
  ConnOverMaxNumLimit: 1601,
  // Parley's own, in a block OpenIM does not use; the SDK reports them to the app like any other send error.
  /** A 1003 message above the size limit (docs/security.md). */
  MessageTooLarge: 1451,
  /** A 1003 send beyond the connection's or the user's token bucket. */
  SendRateLimited: 1452,
  /** A 2005 subscription beyond the per-connection bound. */
  SubscriptionLimit: 1453,
  /** An upload past its user's storage quota, in all or over the last day. */
  StorageQuotaExceeded: 1454,
} as const;
