import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createStore, Provider, useAtomValue } from 'jotai';
import type { MessageItem } from '../state/sdk-types';
import { openConversationIDAtom, openMessagesAtom } from '../state/messages/message-atoms';
import { connectionStateAtom } from '../state/connection/connection-atoms';

const markConversationRead = vi.hoisted(() => vi.fn(async (_: string) => undefined));
vi.mock('./messaging', () => ({ markConversationRead, showRevoked: vi.fn() }));
vi.mock('./message-notifications', () => ({ notifyArrival: vi.fn() }));
// The real package starts a worker on import; only the event names are needed.
vi.mock('@openim/wasm-client-sdk', () => ({
  CbEvents: {
    OnRecvNewMessages: 'OnRecvNewMessages',
    OnRecvOnlineOnlyMessage: 'OnRecvOnlineOnlyMessage',
    OnRecvOnlineOnlyMessages: 'OnRecvOnlineOnlyMessages',
    OnNewRecvMessageRevoked: 'OnNewRecvMessageRevoked',
    OnRecvC2CReadReceipt: 'OnRecvC2CReadReceipt',
  },
}));

const { subscribeMessageEvents } = await import('./message-events');
const { notifyArrival } = await import('./message-notifications');

const CONVERSATION = 'si_me_peer';
const arrival = (clientMsgID: string) =>
  ({
    clientMsgID,
    sendID: 'peer',
    recvID: 'me',
    groupID: '',
    contentType: 101,
    textElem: { content: clientMsgID },
    sendTime: Date.now(),
  }) as MessageItem;

/** The store subscribed to the SDK's message events, as a signed-in session is; returns the new-messages event. */
function subscribed(store: ReturnType<typeof createStore>) {
  const handlers = new Map<string, (data: never) => void>();
  subscribeMessageEvents(
    store,
    (event, handler) => handlers.set(event, handler as (data: never) => void),
    () => ({ userID: 'me' }),
  );
  return (messages: MessageItem[]) => handlers.get('OnRecvNewMessages')!(messages as never);
}

function OpenChat() {
  const messages = useAtomValue(openMessagesAtom);
  return (
    <ul>
      {messages.map((message) => (
        <li key={message.clientMsgID}>{message.textElem?.content}</li>
      ))}
    </ul>
  );
}

describe('a message arriving in the open chat', () => {
  // React commits updates outside act() as in the browser, instead of holding them for act().
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
  afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: actEnvironment }));
  // Frames and timers are the test's own in every test: a real frame left pending by one test would mark the chat
  // read in the next one, as it once did, passing that test for the wrong reason.
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    markConversationRead.mockClear();
  });

  function signedIn() {
    const store = createStore();
    store.set(openConversationIDAtom, CONVERSATION);
    const receive = subscribed(store);
    const view = render(
      <Provider store={store}>
        <OpenChat />
      </Provider>,
    );
    return { view, receive };
  }

  it('is on the page when the event has been handled, not a scheduler task later', () => {
    const { view, receive } = signedIn();
    receive([arrival('hello')]);
    // No await: the commit happened inside the SDK event's own task, so the next frame paints it.
    expect(view.queryByText('hello')).not.toBeNull();
  });

  it('is marked read after the frame that shows it, not while that frame is rendered', async () => {
    const { receive } = signedIn();
    receive([arrival('hello')]);
    expect(markConversationRead).not.toHaveBeenCalled();
    await vi.advanceTimersToNextFrame();
    expect(markConversationRead).not.toHaveBeenCalled();
    // The task the frame queued (a timeout queued inside a faked frame is due 1 ms later, not at once).
    await vi.runOnlyPendingTimersAsync();
    expect(markConversationRead).toHaveBeenCalledWith(CONVERSATION);
  });
});

describe('a message arriving while nobody looks', () => {
  let visibility: DocumentVisibilityState = 'hidden';
  beforeAll(() => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility }));
  afterAll(() => {
    visibility = 'visible';
  });
  afterEach(() => vi.mocked(notifyArrival).mockClear());

  function hiddenTab(connection: 'online' | 'syncing') {
    const store = createStore();
    store.set(connectionStateAtom, connection);
    return subscribed(store);
  }

  it('is announced with a system notification', () => {
    hiddenTab('online')([arrival('hello')]);
    expect(vi.mocked(notifyArrival)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(notifyArrival).mock.calls[0]!.slice(1, 4)).toEqual([
      expect.objectContaining({ clientMsgID: 'hello' }),
      CONVERSATION,
      'me',
    ]);
  });

  it('is announced during a sync too, silently, as a sync plays no sound', () => {
    hiddenTab('syncing')([arrival('while reconnecting')]);
    expect(vi.mocked(notifyArrival)).toHaveBeenCalledTimes(1);
    const [, message, conversationID, , silent] = vi.mocked(notifyArrival).mock.calls[0]!;
    expect([message.clientMsgID, conversationID, silent]).toEqual(['while reconnecting', CONVERSATION, true]);
  });
});
