import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createStore, Provider } from 'jotai';
import { i18nForTest } from '../../../i18n/test-i18n';
import { connectionStateAtom } from '../../../state/connection/connection-atoms';
import type { MessageItem } from '../../../state/sdk-types';
import { openHistoryLoadedAtom, openMessagesAtom } from '../../../state/messages/message-atoms';
import { NotOnDevice } from './NotOnDevice';

let en: I18n;
beforeAll(async () => {
  en = await i18nForTest('en');
});
afterEach(cleanup);

const TEXT = "This chat's messages are not on this device yet";

function renderWith(store: ReturnType<typeof createStore>) {
  render(
    <I18nProvider i18n={en}>
      <Provider store={store}>
        <NotOnDevice />
      </Provider>
    </I18nProvider>,
  );
}

describe('NotOnDevice', () => {
  it('says so offline once the device had nothing for the chat, and goes away when messages arrive', () => {
    const store = createStore();
    store.set(connectionStateAtom, 'connectionFailed');
    renderWith(store);
    expect(screen.queryByText(TEXT)).toBeNull();
    act(() => store.set(openHistoryLoadedAtom, true));
    expect(screen.getByRole('status').textContent).toBe(TEXT);
    act(() => store.set(openMessagesAtom, [{ clientMsgID: 'a' } as MessageItem]));
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('stays quiet online: an empty chat there is simply empty', () => {
    const store = createStore();
    store.set(connectionStateAtom, 'online');
    store.set(openHistoryLoadedAtom, true);
    renderWith(store);
    expect(screen.queryByText(TEXT)).toBeNull();
  });
});
