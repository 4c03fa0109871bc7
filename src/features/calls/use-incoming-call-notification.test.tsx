import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useIncomingCallNotification } from './use-incoming-call-notification';

/** The service worker's notifications as a system shows them: one per tag, each show and close logged. */
function fakeSystem() {
  const log: string[] = [];
  const shown = new Map<string, string>();
  const registration = {
    showNotification: async (title: string, { tag }: { tag: string }) => {
      log.push(`show ${title}`);
      shown.set(tag, title);
    },
    getNotifications: async ({ tag }: { tag: string }) =>
      shown.has(tag) ? [{ close: () => (log.push('close'), shown.delete(tag)) }] : [],
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  vi.stubGlobal('Notification', { permission: 'granted' });
  return { log, shown };
}

let visibility: DocumentVisibilityState = 'hidden';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
type Ringing = Parameters<typeof useIncomingCallNotification>[0];
const ring = (initialProps: Ringing) =>
  renderHook((props: Ringing) => useIncomingCallNotification(props), { initialProps, wrapper });

describe('the incoming call’s system notification', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    visibility = 'hidden';
  });

  it('is replaced in place when the caller’s name arrives, never closed and shown again', async () => {
    const { log, shown } = fakeSystem();
    const hook = ring({ roomID: 'room-1', peerName: '', video: false });
    await waitFor(() => expect(log).toEqual(['show ']));
    hook.rerender({ roomID: 'room-1', peerName: 'Alice', video: false });
    await waitFor(() => expect(log).toEqual(['show ', 'show Alice']));
    expect([...shown.values()]).toEqual(['Alice']);
  });

  it('closes when the tab is shown, shows again when hidden, and closes when the ringing ends', async () => {
    const { log, shown } = fakeSystem();
    const hook = ring({ roomID: 'room-2', peerName: 'Alice', video: true });
    await waitFor(() => expect(log).toEqual(['show Alice']));
    setVisibility('visible');
    await waitFor(() => expect(log).toEqual(['show Alice', 'close']));
    setVisibility('hidden');
    await waitFor(() => expect(shown.size).toBe(1));
    hook.rerender({ roomID: undefined, peerName: 'Alice', video: true });
    await waitFor(() => expect(shown.size).toBe(0));
    expect(log).toEqual(['show Alice', 'close', 'show Alice', 'close']);
  });
});
