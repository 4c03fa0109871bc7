import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Provider } from 'jotai';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ConversationItem, MessageItem } from '../../state/sdk-types';
import { appStore } from '../../state/store';
import { conversationsAtom } from '../../state/conversations/conversation-atoms';
import { openHistoryLoadedAtom, openMessagesAtom } from '../../state/messages/message-atoms';
import { ChatScreen } from './ChatScreen';

/** Which messages' bubbles rendered, in order: the rows are memoised, so a row that did not change renders none. */
const bubbleRenders = vi.hoisted(() => [] as string[]);
/** How often the composer rendered: it renders with the chat around it. */
const composerRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./composer/Composer', () => ({
  Composer: () => {
    composerRenders.count += 1;
    return null;
  },
}));
// The message menu asks which features the chat service has; here it has all of Parley's, and nothing is fetched.
vi.mock('../../api/use-server-features', async () => {
  const { ALL_FEATURES } = await import('../../api/server-features');
  return { useServerFeatures: () => ALL_FEATURES };
});
vi.mock('./list/MessageBubble', () => ({
  MessageBubble: ({ message }: { message: MessageItem }) => {
    bubbleRenders.push(message.clientMsgID);
    return <p>{message.textElem?.content}</p>;
  },
}));

const message = (clientMsgID: string, sendTime: number) =>
  ({ clientMsgID, sendID: 'peer', contentType: 101, textElem: { content: clientMsgID }, sendTime }) as MessageItem;
const conversation = (latest: string, peer = 'peer') =>
  ({
    conversationID: `si_me_${peer}`,
    conversationType: 1,
    userID: peer,
    groupID: '',
    showName: 'Peer',
    latestMsg: latest,
    draftText: '',
  }) as ConversationItem;

function renderChat() {
  const root = createRootRoute({ component: () => <ChatScreen conversationID="si_me_peer" /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory() });
  return render(
    <Provider store={appStore}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>,
  );
}

describe('an open chat as the store changes', () => {
  // happy-dom lays nothing out: the list's scroller gets a screen's height so that the virtual list shows rows.
  let owner: object = HTMLElement.prototype;
  while (!Object.getOwnPropertyDescriptor(owner, 'clientHeight')) owner = Object.getPrototypeOf(owner) as object;
  const clientHeight = Object.getOwnPropertyDescriptor(owner, 'clientHeight')!;
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    Object.defineProperty(owner, 'clientHeight', { configurable: true, get: () => 600 });
  });
  afterAll(() => Object.defineProperty(owner, 'clientHeight', clientHeight));
  afterEach(cleanup);

  it('renders a new message’s row, and no row already on screen', async () => {
    const history = [message('m1', 1000), message('m2', 2000), message('m3', 3000)];
    appStore.set(conversationsAtom, [conversation('m3')]);
    const view = renderChat();
    // The chat opens the conversation (its history read fails here: no SDK), then holds what the store says.
    await waitFor(() => expect(appStore.get(openHistoryLoadedAtom)).toBe(true));
    act(() => appStore.set(openMessagesAtom, history));
    await view.findByText('m3');
    bubbleRenders.length = 0;

    // As the SDK reports an arrival: the message, then its conversation with a new latest message.
    await act(async () => {
      appStore.set(openMessagesAtom, [...history, message('m4', 4000)]);
      appStore.set(conversationsAtom, [conversation('m4')]);
      await Promise.resolve();
    });
    await view.findByText('m4');
    expect(bubbleRenders).toEqual(['m4']);
  });

  it('does not render again when another conversation changes', async () => {
    const open = conversation('m3');
    appStore.set(conversationsAtom, [open, conversation('o1', 'other')]);
    renderChat();
    await waitFor(() => expect(appStore.get(openHistoryLoadedAtom)).toBe(true));
    composerRenders.count = 0;
    // A merge keeps the objects of conversations it did not change.
    act(() => appStore.set(conversationsAtom, [conversation('o2', 'other'), open]));
    expect(composerRenders.count).toBe(0);
    act(() => appStore.set(conversationsAtom, [conversation('m4'), conversation('o2', 'other')]));
    expect(composerRenders.count).toBe(1);
  });
});
