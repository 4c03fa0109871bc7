/**
 * Whether the SDK itself answered with an error (its responses carry a non-zero errCode), rather than its
 * runtime failing: a page that is navigated away while the wasm still loads rejects with a TypeError, and that
 * says nothing about the user's credentials.
 */
export function isSdkRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('errCode' in error)) return false;
  return typeof error.errCode === 'number' && error.errCode !== 0;
}
