import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Provider } from 'jotai';
import type { ConversationItem } from '../../../state/sdk-types';
import { appStore } from '../../../state/store';

/** What the message box showed when the SDK call went out, one entry per send. */
const shownAtCall = vi.hoisted(() => [] as string[]);
vi.mock('../../../sdk/composing', () => ({
  SendRefusal: { blockedByPeer: 1302 },
  noteTyping: vi.fn(),
  stopTyping: vi.fn(),
  saveDraft: vi.fn(async () => undefined),
  // As the real one: its first await is the SDK's instance, then it posts its first call to the SDK's worker.
  sendComposedText: vi.fn(async () => {
    await Promise.resolve();
    shownAtCall.push(document.querySelector('textarea')!.value);
    return {};
  }),
}));
vi.mock('../../../sdk/chat-permissions', () => ({ loadGroupAccess: vi.fn(), noteBlockedByPeer: vi.fn() }));
vi.mock('../../../sdk/rich-messages', () => ({ sendSticker: vi.fn() }));
vi.mock('./AttachButton', () => ({ AttachButton: () => null }));
vi.mock('./voice/VoiceRecordButton', () => ({ VoiceRecordButton: () => null }));
vi.mock('./EmojiAndStickers', () => ({ EmojiAndStickers: () => null }));

const { MessageEditor } = await import('./MessageEditor');

const conversation = {
  conversationID: 'si_me_peer',
  conversationType: 1,
  userID: 'peer',
  groupID: '',
  showName: 'Peer',
  draftText: '',
} as ConversationItem;

describe('sending from the message box', () => {
  // React schedules the composer's re-render as it does in the browser (a microtask), not at the end of act().
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  });
  afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: actEnvironment }));
  afterEach(cleanup);

  it('reaches the SDK before the box is cleared and re-rendered, and clears it after', async () => {
    const view = render(
      <Provider store={appStore}>
        <I18nProvider i18n={i18n}>
          <MessageEditor conversation={conversation} />
        </I18nProvider>
      </Provider>,
    );
    const box = view.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    const setText = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setText.call(box, 'hello');
    box.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(box.value).toBe('hello'));

    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await waitFor(() => expect(shownAtCall).toHaveLength(1));
    // The call went out while the page still showed the text: React's render of the cleared box came after it.
    expect(shownAtCall).toEqual(['hello']);
    await waitFor(() => expect(box.value).toBe(''));
  });
});
