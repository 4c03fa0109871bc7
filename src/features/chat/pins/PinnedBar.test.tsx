import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import type { ConversationItem, MessageItem } from '../../../state/sdk-types';
import { appStore } from '../../../state/store';
import { pinKey, pinnedMessagesAtom, pinsAtom } from '../../../state/messages/pin-atoms';
import type { MessagePin } from '../../../../wire/message-extras';
import { PinnedBar } from './PinnedBar';

const jumps = vi.hoisted(() => [] as string[]);
vi.mock('../../../sdk/pins', () => ({
  jumpToPin: (_store: unknown, _conversationID: string, pin: MessagePin) => {
    jumps.push(pin.clientMsgID);
    return Promise.resolve(true);
  },
}));

const conversation = { conversationID: 'si_a_b', userID: 'b', groupID: '' } as ConversationItem;
const pin = (clientMsgID: string): MessagePin => ({ clientMsgID, seq: 1, sendTime: 1, pinnedBy: 'a', pinTime: 1 });
const text = (clientMsgID: string, content: string) =>
  ({ clientMsgID, sendID: 'b', contentType: 101, textElem: { content } }) as MessageItem;

function renderBar() {
  // What Parley's own server offers, without asking a server.
  const queries = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return render(
    <QueryClientProvider client={queries}>
      <Provider store={appStore}>
        <I18nProvider i18n={i18n}>
          <PinnedBar conversation={conversation} />
        </I18nProvider>
      </Provider>
    </QueryClientProvider>,
  );
}

describe('the pinned messages bar', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  afterEach(() => {
    cleanup();
    jumps.length = 0;
    appStore.set(pinsAtom, {});
    appStore.set(pinnedMessagesAtom, {});
  });

  it('shows the latest pin from the device’s own copy, jumps to it, and cycles to the earlier ones', async () => {
    appStore.set(pinsAtom, {
      si_a_b: {
        conversationID: 'si_a_b',
        pins: [pin('m3'), pin('m2'), pin('m1')],
        events: [],
        canPin: true,
        membersMayPin: false,
      },
    });
    appStore.set(pinnedMessagesAtom, {
      [pinKey('si_a_b', 'm3')]: text('m3', 'Third <b>bold</b>\nsecond line'),
      [pinKey('si_a_b', 'm2')]: text('m2', 'Second'),
      [pinKey('si_a_b', 'm1')]: null,
    });
    renderBar();
    const bar = screen.getByRole('region', { name: 'Pinned messages' });
    // Markup in a message is text, and the preview is one line.
    expect(bar.textContent).toContain('Pinned message 1 of 3b: Third <b>bold</b> second line');
    const current = () => screen.getByRole('button', { name: /^Pinned message/ });
    fireEvent.click(current());
    await waitFor(() => expect(bar.textContent).toContain('Pinned message 2 of 3b: Second'));
    fireEvent.click(current());
    // A pin whose message is not on the device yet says so, and can still be jumped to.
    await waitFor(() => expect(bar.textContent).toContain('Pinned message 3 of 3A message not loaded yet'));
    fireEvent.click(current());
    await waitFor(() => expect(bar.textContent).toContain('Pinned message 1 of 3'));
    expect(jumps).toEqual(['m3', 'm2', 'm1']);
  });

  it('starts again at the latest when a pin is added, and is gone with the last pin', async () => {
    const list = (ids: string[]) => ({
      si_a_b: { conversationID: 'si_a_b', pins: ids.map(pin), events: [], canPin: true, membersMayPin: false },
    });
    appStore.set(pinsAtom, list(['m2', 'm1']));
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: /^Pinned message/ }));
    await waitFor(() => expect(screen.getByRole('region').textContent).toContain('2 of 2'));
    appStore.set(pinsAtom, list(['m3', 'm2', 'm1']));
    await waitFor(() => expect(screen.getByRole('region').textContent).toContain('1 of 3'));
    appStore.set(pinsAtom, list([]));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});
