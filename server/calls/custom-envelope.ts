import type { MsgData } from '../protocol/protobuf.ts';
import { ContentType } from '../../wire/message-types.ts';

/** A custom message's payload: its customElem.data is `{"customType": n, "data": {…}}` (data may be a string). */
export interface CustomEnvelope {
  customType: number;
  data: Record<string, unknown>;
}

/**
 * The envelope a custom message (110) carries, or null for any other message or a malformed one. Clients other
 * than ours send these too, so nothing in them is trusted beyond its shape.
 */
export function customEnvelopeOf(msg: Pick<MsgData, 'contentType' | 'content'>): CustomEnvelope | null {
  if (msg.contentType !== ContentType.custom) return null;
  try {
    const elem = JSON.parse(new TextDecoder().decode(msg.content)) as { data?: unknown };
    if (typeof elem.data !== 'string') return null;
    const envelope = JSON.parse(elem.data) as { customType?: unknown; data?: unknown };
    const data = (typeof envelope.data === 'string' ? JSON.parse(envelope.data) : envelope.data) as unknown;
    if (!data || typeof data !== 'object') return null;
    return { customType: Number(envelope.customType), data: data as Record<string, unknown> };
  } catch {
    return null;
  }
}
