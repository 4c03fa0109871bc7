import type { Page } from '@playwright/test';

/** Thin calls into the real SDK inside a harness page; each returns what the SDK returned. */

export function sendText(page: Page, recvID: string, text: string) {
  return page.evaluate(
    async ({ recvID, text }) => {
      const im = window.parleyHarness.sdk();
      const { data: message } = await im.createTextMessage(text);
      const { data } = await im.sendMessage({ recvID, groupID: '', message });
      return data;
    },
    { recvID, text },
  );
}

export function history(page: Page, conversationID: string, count = 50) {
  return page.evaluate(
    async ({ conversationID, count }) => {
      const { data } = await window.parleyHarness
        .sdk()
        .getAdvancedHistoryMessageList({ conversationID, count, startClientMsgID: '', viewType: 0 });
      return data.messageList.map((m) => ({
        clientMsgID: m.clientMsgID,
        seq: m.seq,
        text: m.textElem?.content,
        contentType: m.contentType,
        sendID: m.sendID,
      }));
    },
    { conversationID, count },
  );
}

export function conversations(page: Page) {
  return page.evaluate(async () => (await window.parleyHarness.sdk().getAllConversationList()).data);
}

export function totalUnread(page: Page) {
  return page.evaluate(async () => (await window.parleyHarness.sdk().getTotalUnreadMsgCount()).data);
}

export const singleConversationID = (a: string, b: string) => `si_${[a, b].sort().join('_')}`;

/** Any SDK method by name, with its arguments; resolves with the SDK's data, or fails with its errCode and errMsg. */
export async function sdkCall<T = unknown>(page: Page, method: string, ...args: unknown[]): Promise<T> {
  const outcome = await page.evaluate(
    async ({ method, args }) => {
      const im = window.parleyHarness.sdk() as unknown as Record<
        string,
        (...a: unknown[]) => Promise<{ data: unknown }>
      >;
      try {
        return { data: (await im[method]!(...args)).data, failed: undefined };
      } catch (error) {
        // The SDK rejects with its response object; a method whose wasm function is missing rejects without a code.
        const { errCode, errMsg } = (error ?? {}) as { errCode?: number; errMsg?: string };
        return { data: undefined, failed: { errCode: errCode ?? -1, errMsg: errMsg ?? JSON.stringify(error) } };
      }
    },
    { method, args },
  );
  if (outcome.failed) throw new Error(`${method}: ${outcome.failed.errCode} ${outcome.failed.errMsg}`);
  return outcome.data as T;
}
