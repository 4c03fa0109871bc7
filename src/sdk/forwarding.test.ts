import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { openConversationIDAtom, openMessagesAtom } from '../state/messages/message-atoms';
import { connectionStateAtom } from '../state/connection/connection-atoms';
import type { ConversationItem, MessageItem } from '../state/sdk-types';
import { forwardTo } from './forwarding';

// A stand-in for the SDK's calls; the real SDK and server are covered by e2e/client/forward.spec.ts.
const sent: { recvID: string; groupID: string; message: MessageItem }[] = [];
const im = {
  getOneConversation: vi.fn(async ({ sourceID }: { sourceID: string }) => ({
    data: { conversationID: `si_${sourceID}`, userID: sourceID, groupID: '' } as ConversationItem,
  })),
  createForwardMessage: vi.fn(async (message: MessageItem) => ({
    data: { ...message, clientMsgID: `copy-${message.clientMsgID}` },
  })),
  createMergerMessage: vi.fn(async ({ title }: { title: string }) => ({
    data: { clientMsgID: 'merged', contentType: 107, mergeElem: { title } } as MessageItem,
  })),
  sendMessage: vi.fn(async (params: { recvID: string; groupID: string; message: MessageItem }) => {
    sent.push(params);
    return { data: { ...params.message, status: 2 } };
  }),
};
vi.mock('./sdk-instance', () => ({ openIM: async () => im }));
// The package itself starts a Worker on import; messaging only needs its status numbers.
vi.mock('@openim/wasm-client-sdk', () => ({ MessageStatus: { Sending: 1, Succeed: 2, Failed: 3 } }));

const message = (clientMsgID: string) => ({ clientMsgID, contentType: 101, status: 2 }) as MessageItem;

function storeWithOpenChat() {
  const store = createStore();
  // Online: offline sends wait in the outbox instead (outbox.ts).
  store.set(connectionStateAtom, 'online');
  store.set(openConversationIDAtom, 'si_open');
  store.set(openMessagesAtom, [message('m1'), message('m2')]);
  return store;
}

describe('forwarding', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sent.length = 0;
  });

  it('sends each message separately, in order, and leaves the open chat’s list alone', async () => {
    const store = storeWithOpenChat();
    await forwardTo(
      store,
      { sourceID: 'carol', sessionType: 1 },
      {
        kind: 'oneByOne',
        messages: [message('m1'), message('m2')],
      },
    );
    expect(sent.map((s) => [s.recvID, s.message.clientMsgID])).toEqual([
      ['carol', 'copy-m1'],
      ['carol', 'copy-m2'],
    ]);
    expect(store.get(openMessagesAtom).map((m) => m.clientMsgID)).toEqual(['m1', 'm2']);
  });

  it('sends a merge as one message with its title and summary', async () => {
    const store = storeWithOpenChat();
    const forward = { kind: 'merge' as const, messages: [message('m1')], title: 'T', summaryList: ['Bob: hi'] };
    await forwardTo(store, { sourceID: 'carol', sessionType: 1 }, forward);
    expect(im.createMergerMessage).toHaveBeenCalledWith({
      messageList: [message('m1')],
      title: 'T',
      summaryList: ['Bob: hi'],
    });
    expect(sent.map((s) => s.message.clientMsgID)).toEqual(['merged']);
  });

  it('shows a message forwarded to the open chat in its list', async () => {
    const store = storeWithOpenChat();
    await forwardTo(store, { sourceID: 'open', sessionType: 1 }, { kind: 'one', messages: [message('m1')] });
    expect(store.get(openMessagesAtom).map((m) => m.clientMsgID)).toEqual(['m1', 'm2', 'copy-m1']);
  });
});
