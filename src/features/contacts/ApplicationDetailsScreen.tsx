import { useState } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { FormError } from '../../ui/FormError';
import { appStore } from '../../state/store';
import { showToast } from '../../ui/toast/toast-atoms';
import { answerFriendApplication, answerGroupApplication } from '../../sdk/applications';
import type { FriendApplicationItem, GroupApplicationItem } from '../../state/contacts/contact-types';
import {
  contactOwnerAtom,
  receivedFriendApplicationsAtom,
  receivedGroupApplicationsAtom,
  sentFriendApplicationsAtom,
  sentGroupApplicationsAtom,
} from '../../state/contacts/contact-atoms';
import {
  receivedFriendApplicationKey,
  receivedGroupApplicationKey,
  sentFriendApplicationKey,
  sentGroupApplicationKey,
} from '../../state/contacts/contact-merge';
import {
  ApplicationType,
  friendApplicationEntry,
  groupApplicationEntry,
  type ApplicationEntry,
} from './application-entries';
import { applicationErrorMessage } from './application-error';
import { Avatar } from '../../ui/Avatar';
import './contacts.css';

/**
 * The application the address names, in its newest state: the store's copy (kept current by the SDK's events)
 * when there is one, else the copy in the address.
 */
function useLiveApplication(): ApplicationEntry | null {
  const { application, type } = useSearch({ from: '/_authed/applicationDetails' });
  const self = useAtomValue(contactOwnerAtom) ?? '';
  const receivedFriends = useAtomValue(receivedFriendApplicationsAtom);
  const sentFriends = useAtomValue(sentFriendApplicationsAtom);
  const receivedGroups = useAtomValue(receivedGroupApplicationsAtom);
  const sentGroups = useAtomValue(sentGroupApplicationsAtom);
  if (!application) return null;
  if (type === ApplicationType.friend && typeof application.fromUserID === 'string') {
    const given = application as FriendApplicationItem;
    const received = given.toUserID === self;
    const [list, keyOf] = received
      ? [receivedFriends, receivedFriendApplicationKey]
      : [sentFriends, sentFriendApplicationKey];
    const live = list.find((item) => keyOf(item) === keyOf(given)) ?? given;
    return friendApplicationEntry(live, self);
  }
  if (type === ApplicationType.group && typeof application.groupID === 'string') {
    const given = application as GroupApplicationItem;
    const received = given.userID !== self;
    const [list, keyOf] = received
      ? [receivedGroups, receivedGroupApplicationKey]
      : [sentGroups, sentGroupApplicationKey];
    const live = list.find((item) => keyOf(item) === keyOf(given)) ?? given;
    return groupApplicationEntry(live, self);
  }
  return null;
}

export function ApplicationDetailsScreen() {
  const { t, i18n } = useLingui();
  const entry = useLiveApplication();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!entry) {
    return (
      <Screen title={t`Application`}>
        <p className="empty-state">{t`This application could not be read.`}</p>
      </Screen>
    );
  }

  const answer = async (accept: boolean) => {
    setBusy(true);
    setError(null);
    try {
      if (entry.type === ApplicationType.friend)
        await answerFriendApplication(appStore, entry.application as FriendApplicationItem, accept);
      else await answerGroupApplication(appStore, entry.application as GroupApplicationItem, accept);
      showToast(appStore, accept ? t`Accepted` : t`Rejected`);
    } catch (failure) {
      setError(i18n._(applicationErrorMessage(failure)));
    } finally {
      setBusy(false);
    }
  };

  const statusText = {
    pending: entry.received ? t`Waiting for your answer` : t`Waiting for an answer`,
    accepted: t`Accepted`,
    rejected: t`Rejected`,
  }[entry.status];

  return (
    <Screen title={entry.type === ApplicationType.friend ? t`Friend request` : t`Group application`}>
      <div className="application-card">
        <div className="contact-row" style={{ padding: 0, border: 0 }}>
          <Avatar name={entry.name} src={entry.faceURL} size={40} />
          <span className="contact-summary">
            <span className="contact-name">{entry.name}</span>
            {entry.received && entry.groupName && (
              <span className="contact-detail">{t`Asks to join ${entry.groupName}`}</span>
            )}
            {entry.time > 0 && (
              <span className="contact-detail">{new Date(entry.time).toLocaleString(i18n.locale)}</span>
            )}
          </span>
        </div>
        {entry.reqMsg && (
          <blockquote className="request-message" aria-label={t`Request message`}>
            {entry.reqMsg}
          </blockquote>
        )}
        <p role="status" className="contact-status" data-status={entry.status}>
          {statusText}
        </p>
        <FormError message={error} />
        {entry.received && entry.status === 'pending' && (
          <div className="application-actions">
            <button type="button" className="secondary-button" disabled={busy} onClick={() => void answer(false)}>
              {t`Reject`}
            </button>
            <button type="button" className="primary-button" disabled={busy} onClick={() => void answer(true)}>
              {t`Accept`}
            </button>
          </div>
        )}
      </div>
    </Screen>
  );
}
