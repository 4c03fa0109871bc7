/**
 * The SDK's own codes for a send that never got an answer (openim-sdk-core's sdkerrs): the network failed, timed
 * out, or the call's deadline passed. Such a message may be sent again later; any other code is the server's
 * verdict on the message, which a resend would not change.
 */
const TRANSIENT_CODES = new Set([10000, 10001, 10003]);

export function sendErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('errCode' in error)) return undefined;
  const code = Number((error as { errCode: unknown }).errCode);
  return Number.isFinite(code) ? code : undefined;
}

/** No code at all (a worker or socket error) counts as transient too: nothing was decided about the message. */
export function isTransientSendError(error: unknown): boolean {
  const code = sendErrorCode(error);
  return code === undefined || TRANSIENT_CODES.has(code);
}
