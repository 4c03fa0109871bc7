import type { Page } from '@playwright/test';

/** Call signals as OpenIM's own clients send and receive them, on a harness page running the real SDK. */

export interface ReceivedSignal {
  customType: number;
  seq: number;
  sendID: string;
  recvID: string;
  roomID: string;
  event: string;
}

/**
 * The call signals an OpenIM client on this device has received. iOS and Flutter clients take them from the SDK's
 * online-only event; this SDK build reports online-only messages through OnRecvNewMessages instead, so both are
 * read, and a signal counts only if it arrived online-only (seq 0: the server stored nothing).
 */
export function receivedSignals(page: Page): Promise<ReceivedSignal[]> {
  return page.evaluate(() => {
    const names = new Set(['OnRecvNewMessages', 'OnRecvOnlineOnlyMessage', 'OnRecvOnlineOnlyMessages']);
    const signals: ReceivedSignal[] = [];
    for (const event of window.parleyHarness.events) {
      if (!names.has(event.name)) continue;
      const data = typeof event.data === 'string' ? (JSON.parse(event.data) as unknown) : event.data;
      const messages = (Array.isArray(data) ? data : [data]) as Array<{
        contentType: number;
        seq: number;
        sendID: string;
        recvID: string;
        customElem?: { data?: string };
      }>;
      for (const message of messages) {
        if (message.contentType !== 110 || !message.customElem?.data) continue;
        const envelope = JSON.parse(message.customElem.data) as { customType: number; data: { roomID?: string } };
        if (envelope.customType < 200 || envelope.customType > 204) continue;
        signals.push({
          customType: envelope.customType,
          seq: message.seq,
          sendID: message.sendID,
          recvID: message.recvID,
          roomID: envelope.data.roomID ?? '',
          event: event.name,
        });
      }
    }
    return signals;
  });
}

/** Sends a signal as OpenIM's iOS and Flutter clients do: a custom message, online-only. */
export function sendSignalAsOpenIM(
  page: Page,
  recvID: string,
  customType: number,
  invitation: Record<string, unknown>,
): Promise<unknown> {
  return page.evaluate(
    async ({ recvID, customType, invitation }) => {
      const im = window.parleyHarness.sdk();
      const { data: message } = await im.createCustomMessage({
        data: JSON.stringify({ customType, data: invitation }),
        extension: '',
        description: '',
      });
      return (await im.sendMessage({ recvID, groupID: '', message, isOnlineOnly: true })).data;
    },
    { recvID, customType, invitation },
  );
}
