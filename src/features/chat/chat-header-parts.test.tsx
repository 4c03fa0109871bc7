import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ConversationItem } from '../../state/sdk-types';
import { BurnAfterReadingNotice } from './BurnAfterReadingNotice';
import { ChatSettingsLink } from './ChatSettingsLink';

const conversation = (over: Partial<ConversationItem>) =>
  ({
    conversationID: 'c1',
    userID: '',
    groupID: '',
    isPrivateChat: false,
    burnDuration: 0,
    ...over,
  }) as ConversationItem;

const withI18n = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

/** A router with just the two settings routes, around the link under test. */
function renderLink(item: ConversationItem) {
  const root = createRootRoute({ component: () => <ChatSettingsLink conversation={item} /> });
  const leaf = (path: string) => createRoute({ getParentRoute: () => root, path });
  const router = createRouter({
    routeTree: root.addChildren([leaf('/singleSetting'), leaf('/groupSetting')]),
    history: createMemoryHistory(),
  });
  return withI18n(<RouterProvider router={router} />);
}

describe('chat header parts', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  afterEach(cleanup);

  it('says burn after reading is on, with its duration', () => {
    withI18n(<BurnAfterReadingNotice conversation={conversation({ isPrivateChat: true, burnDuration: 300 })} />);
    expect(screen.getByRole('note').textContent).toBe(
      'Burn after reading is on: messages disappear 5 minutes after being read.',
    );
  });

  it('uses the 30 s default when no duration was chosen, and says nothing when off', () => {
    withI18n(<BurnAfterReadingNotice conversation={conversation({ isPrivateChat: true })} />);
    expect(screen.getByRole('note').textContent).toContain('30 seconds');
    cleanup();
    withI18n(<BurnAfterReadingNotice conversation={conversation({ isPrivateChat: false, burnDuration: 30 })} />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('links a one-to-one chat to its settings, and a group chat to the group’s', async () => {
    renderLink(conversation({ conversationID: 'si_a_b', userID: 'b' }));
    expect((await screen.findByRole('link', { name: 'Chat settings' })).getAttribute('href')).toBe(
      '/singleSetting?conversationID=si_a_b',
    );
    cleanup();
    renderLink(conversation({ conversationID: 'sg_7', groupID: '7' }));
    expect((await screen.findByRole('link', { name: 'Chat settings' })).getAttribute('href')).toBe(
      '/groupSetting?conversationID=sg_7',
    );
  });
});
