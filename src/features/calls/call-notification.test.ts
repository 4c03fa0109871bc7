import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeIncomingCallNotification, showIncomingCallNotification } from './call-notification';

/** A service worker registration whose lookups take as long as the test says, and its notifications by tag. */
function fakeRegistration(lookupDelaysMs: number[]) {
  const shown = new Map<string, { title: string; close: () => void }>();
  const registration = {
    showNotification: async (title: string, { tag }: { tag: string }) => {
      shown.set(tag, { title, close: () => shown.delete(tag) });
    },
    getNotifications: async ({ tag }: { tag: string }) => (shown.has(tag) ? [shown.get(tag)!] : []),
  };
  const delays = [...lookupDelaysMs];
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => new Promise((resolve) => setTimeout(() => resolve(registration), delays.shift() ?? 0)),
    },
  });
  vi.stubGlobal('Notification', { permission: 'granted' });
  return shown;
}

describe('the incoming call notification', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a close then a show, as a re-render of the ringing screen asks, leaves the notification shown', async () => {
    // The close's registration lookup is the slower one: finishing last, it used to take the new notification.
    const shown = fakeRegistration([30, 0]);
    const closed = closeIncomingCallNotification('room-1');
    const reshown = showIncomingCallNotification('room-1', 'Alice', 'Invites you to a voice call');
    await Promise.all([closed, reshown]);
    expect([...shown.values()].map((notification) => notification.title)).toEqual(['Alice']);
  });

  it('a show then a close, as the end of the ringing asks, leaves nothing', async () => {
    const shown = fakeRegistration([30, 0]);
    const first = showIncomingCallNotification('room-2', 'Alice', 'Invites you to a voice call');
    const closed = closeIncomingCallNotification('room-2');
    await Promise.all([first, closed]);
    expect(shown.size).toBe(0);
  });
});
