import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { MessageItem } from '../../../state/sdk-types';
import { parseSearch, stringifySearch } from '../../../routing/router-search';
import { ContentType } from '../../../state/messages/content-type';
import { MessageContent } from '../list/MessageContent';
import { i18nForTest } from '../../../i18n/test-i18n';

const XSS = '<img src=x onerror=window.__xss=1>';

const message = (fields: Partial<MessageItem>) =>
  ({ clientMsgID: 'm1', sendID: 'a', senderNickname: 'A', ...fields }) as MessageItem;
const custom = (customType: number, data: unknown) =>
  message({
    contentType: ContentType.custom,
    customElem: { data: JSON.stringify({ customType, data }), description: '', extension: '' },
  });

/** The message inside a router that knows the routes bubbles link to, with the app's own search format. */
async function show(item: MessageItem) {
  const root = createRootRoute({ component: () => <MessageContent message={item} /> });
  const leaf = (path: string) => createRoute({ getParentRoute: () => root, path });
  const router = createRouter({
    routeTree: root.addChildren([leaf('/'), leaf('/previewLocation'), leaf('/userCard')]),
    history: createMemoryHistory(),
    parseSearch,
    stringifySearch,
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  await router.load();
  return view;
}

describe('rich message bubbles', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  afterEach(cleanup);

  it('shows a location name as text and links to its preview', async () => {
    const { container } = await show(
      message({
        contentType: ContentType.location,
        locationElem: {
          description: JSON.stringify({ name: XSS, addr: '1 Main St', latitude: 52.52, longitude: 13.405 }),
          latitude: 52.52,
          longitude: 13.405,
        },
      }),
    );
    const link = await screen.findByRole('link');
    expect(link.textContent).toContain(XSS);
    expect(link.textContent).toContain('1 Main St');
    expect(link.textContent).toContain('52.52000°N, 13.40500°E');
    // No map template is configured: no picture at all, and the name never became an element.
    expect(container.querySelector('img')).toBeNull();
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/previewLocation');
    expect(href.searchParams.get('name')).toBe(XSS);
    expect(href.searchParams.get('latitude')).toBe('52.52');
  });

  it('falls back to the coordinates when the description is not JSON it can use', async () => {
    await show(
      message({
        contentType: ContentType.location,
        locationElem: { description: '[oops', latitude: -1.5, longitude: 2 },
      }),
    );
    const link = await screen.findByRole('link');
    expect(link.textContent).toContain('1.50000°S, 2.00000°E');
  });

  it('shows a contact card and opens the user card', async () => {
    await show(
      message({
        contentType: ContentType.card,
        cardElem: { userID: 'u42', nickname: XSS, faceURL: 'javascript:alert(1)', ex: '' },
      }),
    );
    const link = await screen.findByRole('link');
    expect(link.textContent).toContain(XSS);
    expect(link.textContent).toContain('Contact card');
    expect(link.getAttribute('href')).toBe('/userCard?userID=u42');
    expect(link.querySelector('img')).toBeNull();
  });

  it.each<[string, unknown, string]>([
    ['a finished video call', { mediaType: 'video', status: 3, duration: 65 }, 'Call duration 01:05'],
    ['a canceled call', { mediaType: 'audio', status: 1 }, 'Canceled'],
    ['a declined call', { status: 0 }, 'Declined'],
    ['an unanswered call', { status: 2 }, 'No answer'],
    ['a call taken elsewhere', { status: 4 }, 'Answered on another device'],
  ])('shows %s', async (_kind, data, text) => {
    await show(custom(100, data));
    expect((await screen.findByText(text)).textContent).toBe(text);
    const media = (data as { mediaType?: string }).mediaType === 'video' ? 'Video call' : 'Voice call';
    expect(screen.getByRole('img', { name: media })).toBeTruthy();
  });

  it.each<[string, unknown, string]>([
    ['a finished video call', { type: 'video', state: 'hangup', duration: 65 }, 'Call duration 01:05'],
    ['one the other side hung up', { type: 'audio', state: 'beHangup', duration: 3 }, 'Call duration 00:03'],
    ['a canceled call', { type: 'audio', state: 'beCanceled' }, 'Canceled'],
    ['a declined call', { type: 'audio', state: 'reject' }, 'Declined'],
    ['an unanswered call', { type: 'video', state: 'timeout' }, 'No answer'],
    ['a busy line', { type: 'audio', state: 'busy' }, 'Busy'],
    ['a call declined elsewhere', { type: 'audio', state: 'otherReject' }, 'Declined on another device'],
    ['a lost connection', { type: 'audio', state: 'networkError' }, 'Connection lost'],
  ])('shows an iOS or Flutter record (901) of %s', async (_kind, data, text) => {
    await show(custom(901, data));
    expect((await screen.findByText(text)).textContent).toBe(text);
    const media = (data as { type?: string }).type === 'video' ? 'Video call' : 'Voice call';
    expect(screen.getByRole('img', { name: media })).toBeTruthy();
  });

  it('shows both record families in Chinese', async () => {
    const zh = await i18nForTest('zh-CN');
    const previous = i18n.locale;
    i18n.loadAndActivate({ locale: 'zh-CN', messages: zh.messages });
    try {
      await show(custom(901, { type: 'video', state: 'busy' }));
      expect(await screen.findByText('对方忙线')).toBeTruthy();
      expect(screen.getByRole('img', { name: '视频通话' })).toBeTruthy();
      cleanup();
      await show(custom(100, { mediaType: 'voice', status: 3, duration: 65 }));
      expect(await screen.findByText('通话时长 01:05')).toBeTruthy();
    } finally {
      i18n.loadAndActivate({ locale: previous, messages: {} });
    }
  });

  it('labels a mass message and shows its text', async () => {
    await show(custom(903, { textElem: { content: XSS } }));
    expect(await screen.findByText('Mass message')).toBeTruthy();
    expect(screen.getByText(XSS)).toBeTruthy();
  });

  it('shows a meeting invitation: an ended one offers no Join, and its meeting ID can be revealed', async () => {
    await show(
      custom(905, {
        id: '987654321',
        subject: 'Weekly sync',
        start: 1_767_261_600,
        duration: 5400,
        inviterUserID: 'u1',
        inviterNickname: 'Alice',
      }),
    );
    expect(await screen.findByText('Weekly sync')).toBeTruthy();
    expect(screen.getByText('1 hour 30 minutes')).toBeTruthy();
    expect(screen.getByText('Alice')).toBeTruthy();
    expect(screen.getByText(/2026/)).toBeTruthy();
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    const showID = screen.getByRole('button', { name: 'Meeting ID' });
    expect(showID.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(showID);
    const region = screen.getByRole('region', { name: 'How to join' });
    expect(region.querySelector('output')?.textContent).toBe('987654321');
  });

  it('offers Join on a meeting that is running', async () => {
    await show(custom(905, { id: '123456789', subject: 'Now', start: Math.floor(Date.now() / 1000), duration: 3600 }));
    expect(await screen.findByText('In progress')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join' })).toBeTruthy();
  });

  it('joins a meeting at its web address, and never at another scheme', async () => {
    await show(custom(905, { id: '1', subject: 'Demo', url: 'https://meet.example/r/1' }));
    const join = await screen.findByRole('link', { name: 'Join' });
    expect(join.getAttribute('href')).toBe('https://meet.example/r/1');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toContain('noopener');
    cleanup();
    await show(custom(905, { id: '1', subject: 'Demo', url: 'javascript:alert(1)' }));
    expect(await screen.findByRole('button', { name: 'Join' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a safe placeholder for custom kinds it does not know', async () => {
    await show(custom(777, { html: XSS }));
    expect((await screen.findByText('[Unsupported message]')).textContent).toBe('[Unsupported message]');
  });

  it('shows a face as a sticker picture or as emoji text', async () => {
    await show(message({ contentType: ContentType.face, faceElem: { index: 0, data: 'https://cdn.example/s.gif' } }));
    expect((await screen.findByRole('img', { name: 'Sticker' })).getAttribute('src')).toBe('https://cdn.example/s.gif');
    cleanup();
    await show(message({ contentType: ContentType.face, faceElem: { index: 1, data: '🎉' } }));
    expect(await screen.findByText('🎉')).toBeTruthy();
    cleanup();
    const { container } = await show(
      message({ contentType: ContentType.face, faceElem: { index: 1, data: 'javascript:alert(1)' } }),
    );
    expect(await screen.findByText('[Emoji]')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});
