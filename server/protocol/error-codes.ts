/** OpenIM error codes (tools errs/predefine.go, server servererrs/code.go); errMsg is the constant's name. */
export const ErrorCode = {
  ServerInternalError: 500,
  ArgsError: 1001,
  NoPermissionError: 1002,
  DuplicateKeyError: 1003,
  RecordNotFoundError: 1004,
} as const;
