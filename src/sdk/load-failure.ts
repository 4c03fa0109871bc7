/**
 * The SDK's answers when it cannot reach the server: 10000 network, 10001 timeout, and 10005, its "unknown"
 * error, which wraps a failed HTTP request (offline, the SDK's errMsg is "stack.stackError not implement
 * CodeError").
 */
const UNREACHABLE_CODES = new Set([10000, 10001, 10005]);

/** Whether a failed SDK call failed only because the server could not be reached. */
export function failedUnreachable(error: unknown, browserOnline: boolean): boolean {
  const code = (error as { errCode?: unknown } | null)?.errCode;
  return !browserOnline && typeof code === 'number' && UNREACHABLE_CODES.has(code);
}

/**
 * Logs a background load that failed (product-spec §8: logged only). Offline, a load that could not reach the
 * server is expected and comes back with the connection (issue 27 point 12): it stays off the console's errors.
 */
export function logLoadFailure(what: string, error: unknown): void {
  if (failedUnreachable(error, navigator.onLine)) return;
  console.error(what, error);
}
