import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { FormError } from '../../ui/FormError';
import { appStore } from '../../state/store';
import { showToast } from '../../ui/toast/toast-atoms';
import { findGroupByID, findUserByID } from '../../sdk/contacts';
import { sendFriendApplication, sendGroupApplication } from '../../sdk/applications';
import { applicationErrorMessage } from './application-error';
import { contactOwnerAtom } from '../../state/contacts/contact-atoms';
import { Avatar } from '../../ui/Avatar';
import './contacts.css';

/** The SDK's GroupVerificationType.AllNot: anyone joins at once. */
const JOIN_WITHOUT_VERIFICATION = 2;

interface Target {
  name: string;
  faceURL: string;
  joinsDirectly: boolean;
}

function useTarget(isGroup: boolean, sourceID: string | undefined) {
  const [target, setTarget] = useState<Target | null>(null);
  // The SDK answers once it is signed in, which is when the contact store gets its owner.
  const signedIn = useAtomValue(contactOwnerAtom) !== null;
  useEffect(() => {
    if (!sourceID || !signedIn) return;
    let current = true;
    const lookup = isGroup
      ? findGroupByID(sourceID).then(
          (group) =>
            group && {
              name: group.groupName || sourceID,
              faceURL: group.faceURL,
              joinsDirectly: group.needVerification === JOIN_WITHOUT_VERIFICATION,
            },
        )
      : findUserByID(sourceID).then(
          (user) => user && { name: user.nickname || sourceID, faceURL: user.faceURL, joinsDirectly: false },
        );
    lookup
      .then((found) => current && setTarget(found ?? null))
      .catch((error: unknown) => console.error('send application: lookup', error));
    return () => {
      current = false;
    };
  }, [isGroup, sourceID, signedIn]);
  return target;
}

/** A friend request or a request to join a group, with a message for whoever answers it. */
export function SendApplicationScreen() {
  const { t, i18n } = useLingui();
  const { isGroup, sourceID, isScan, notNeedVerification } = useSearch({ from: '/_authed/sendApplication' });
  const navigate = useNavigate();
  const target = useTarget(isGroup, sourceID);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  // A request once sent stays on screen as sent; sending it again would only repeat it.
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const joinsDirectly = isGroup && (notNeedVerification || target?.joinsDirectly === true);

  if (!sourceID) {
    return (
      <Screen title={t`Send request`}>
        <p className="empty-state">{t`No one to send a request to.`}</p>
      </Screen>
    );
  }

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      if (isGroup) await sendGroupApplication(sourceID, message.trim(), isScan);
      else await sendFriendApplication(sourceID, message.trim());
      if (joinsDirectly) {
        await navigate({ to: '/chat', search: { conversationID: `sg_${sourceID}` }, replace: true });
        return;
      }
      showToast(appStore, t`Sent`);
      setSent(true);
    } catch (failure) {
      setError(i18n._(applicationErrorMessage(failure)));
    } finally {
      setSending(false);
    }
  };

  return (
    <Screen title={isGroup ? t`Join group` : t`Add friend`}>
      <form className="form" onSubmit={(event) => void send(event)}>
        <div className="contact-row" style={{ padding: 0, border: 0 }}>
          <Avatar name={target?.name ?? sourceID} src={target?.faceURL} size={40} />
          <span className="contact-summary">
            <span className="contact-name">{target?.name ?? sourceID}</span>
            <span className="contact-detail">{t`ID: ${sourceID}`}</span>
          </span>
        </div>
        {joinsDirectly ? (
          <p className="contact-detail">{t`This group lets anyone join without approval.`}</p>
        ) : (
          <label>
            {isGroup ? t`Message to the group’s managers` : t`Message to send with your request`}
            <textarea
              value={message}
              disabled={sent}
              maxLength={1024}
              onChange={(event) => setMessage(event.target.value)}
            />
          </label>
        )}
        <FormError message={error} />
        <button type="submit" className="primary-button" disabled={sending || sent}>
          {sent ? t`Sent` : joinsDirectly ? t`Join group` : t`Send`}
        </button>
      </form>
    </Screen>
  );
}
