/**
 * Answers that say the same thing however often they are asked (issue 27 point 8): the request itself is wrong
 * (1001), the caller may not see it (1002, 20012), it does not exist (1004, 20002), or the session has ended (the
 * chat service's 20101, the token errors 1501-1507). The screen shows them at once instead of after four tries.
 */
const FINAL_CODES = new Set([1001, 1002, 1004, 20002, 20012, 20101, 1501, 1502, 1503, 1504, 1505, 1506, 1507]);

/** Network failures, timeouts and server errors may pass: at most this many more tries. */
const MAX_RETRIES = 3;

const isFinalHttpStatus = (code: number) => code >= 400 && code < 500 && code !== 408 && code !== 429;

/**
 * TanStack Query's `retry` for every query: chat service errors and SDK refusals both carry an `errCode` (an HTTP
 * failure carries its status there, see chat-client.ts). An error that is final is never tried again.
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'errCode' in error && typeof error.errCode === 'number'
      ? error.errCode
      : undefined;
  if (code !== undefined && (FINAL_CODES.has(code) || isFinalHttpStatus(code))) return false;
  return failureCount < MAX_RETRIES;
}
