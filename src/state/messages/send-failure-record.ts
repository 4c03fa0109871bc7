import type { MessageItem } from '../sdk-types';

/** The field of a message's localEx (the SDK's device-only extension, never sent) that keeps why its send failed. */
const FIELD = 'parleySendFailure';

function parseObject(localEx: string | undefined): Record<string, unknown> | null {
  if (!localEx) return null;
  try {
    const value: unknown = JSON.parse(localEx);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The server's code for a refused send, as kept with the message on this device; undefined when none was kept. */
export function storedSendFailure(message: Pick<MessageItem, 'localEx'>): number | undefined {
  const code = parseObject(message.localEx)?.[FIELD];
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
}

/** localEx with the failure's code added; whatever else a JSON object there held stays, anything else is replaced. */
export function localExWithSendFailure(localEx: string | undefined, code: number): string {
  return JSON.stringify({ ...parseObject(localEx), [FIELD]: code });
}
