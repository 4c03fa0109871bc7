import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { i18nForTest } from '../../../i18n/test-i18n';
import { ContentType } from '../../../state/messages/content-type';
import { NotificationTip } from './NotificationTip';
import { groupTips, member, notificationMessage } from './notification-fixtures';

let en: I18n;
beforeAll(async () => {
  en = await i18nForTest('en');
});
afterEach(cleanup);

const alice = member('alice', 'Alice');
const invite = (list: unknown[]) =>
  notificationMessage(ContentType.memberInvited, groupTips(alice, { invitedUserList: list }));

describe('NotificationTip', () => {
  it('shows names as buttons that open the person', () => {
    const onUserClick = vi.fn();
    render(
      <I18nProvider i18n={en}>
        <NotificationTip
          message={invite([member('bob', 'Bob'), member('me', 'Myself')])}
          selfUserID="me"
          interactive
          onUserClick={onUserClick}
        />
      </I18nProvider>,
    );
    expect(screen.getByText(/invited/).textContent).toBe('Alice invited Bob and you to the group');
    fireEvent.click(screen.getByRole('button', { name: 'Bob' }));
    fireEvent.click(screen.getByRole('button', { name: 'Alice' }));
    expect(onUserClick.mock.calls).toEqual([['bob'], ['alice']]);
    expect(screen.getByRole('button', { name: 'you' })).toBeTruthy();
  });

  it('shows plain names when not interactive', () => {
    render(
      <I18nProvider i18n={en}>
        <NotificationTip message={invite([member('bob', 'Bob')])} selfUserID="me" onUserClick={() => {}} />
      </I18nProvider>,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('Bob').tagName).toBe('SPAN');
  });

  it('names three people and counts the rest', () => {
    const people = ['b', 'c', 'd', 'e', 'f'].map((id) => member(id, id.toUpperCase()));
    const { container } = render(
      <I18nProvider i18n={en}>
        <NotificationTip message={invite(people)} selfUserID="me" interactive onUserClick={() => {}} />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('Alice invited B, C, D and 2 others to the group');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Alice', 'B', 'C', 'D']);
  });

  it('keeps markup in names and group names as text', () => {
    const evil = member('x', '<0>boom</0><script>alert(1)</script>');
    const tips = groupTips(evil, { group: { groupName: '<1/><img src=x onerror=alert(1)>' } });
    const { container } = render(
      <I18nProvider i18n={en}>
        <NotificationTip message={notificationMessage(ContentType.groupInfoSetName, tips)} selfUserID="me" />
      </I18nProvider>,
    );
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toBe(
      '<0>boom</0><script>alert(1)</script> changed the group name to <1/><img src=x onerror=alert(1)>',
    );
  });

  it('shows a business (OA) notice by its sender and words, as text', () => {
    const notice = (detail: Record<string, unknown>) =>
      render(
        <I18nProvider i18n={en}>
          <NotificationTip message={notificationMessage(ContentType.oaNotification, detail)} selfUserID="me" />
        </I18nProvider>,
      ).container;
    const full = notice({ notificationName: 'HR', text: '<b>Payday</b> is Friday', mixType: 0, externalUrl: '' });
    expect(full.textContent).toBe('HR: <b>Payday</b> is Friday');
    expect(full.querySelector('b')).toBeNull();
    cleanup();
    expect(notice({ text: 'Server maintenance tonight' }).textContent).toBe('Server maintenance tonight');
    cleanup();
    expect(notice({ notificationName: 'HR', text: '  ' }).textContent).toBe('[Notification]');
  });

  it('shows [Notification] for a pinned message (2400), which has no sentence of its own', () => {
    const { container } = render(
      <I18nProvider i18n={en}>
        <NotificationTip message={notificationMessage(2400, { text: 'x' })} selfUserID="me" />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('[Notification]');
  });

  it('shows [Notification] for a kind it does not know', () => {
    const { container } = render(
      <I18nProvider i18n={en}>
        <NotificationTip message={notificationMessage(1516, groupTips(alice))} selfUserID="me" />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('[Notification]');
  });
});
