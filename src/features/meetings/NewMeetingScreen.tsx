import { useState, type FormEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { friendsAtom, groupsAtom } from '../../state/contacts/contact-atoms';
import { createMeeting } from '../../sdk/meetings';
import { joinMeeting } from '../../sdk/call-session';
import { readStoredSession } from '../../state/session/stored-session';
import { FormError } from '../../ui/FormError';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast/toast-atoms';
import { friendName } from '../contacts/friend-name';
import { MEETING_LENGTHS_MIN, meetingProblem, meetingStart, type MeetingDraft } from './meeting-plan';
import './meetings.css';

const MAX_SUBJECT = 100;

/** Checks `id` in or out of a list of chosen IDs. */
const toggled = (list: string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));

/** /newMeeting: a subject, a start (now or later) and a length, and the friends and groups to invite. */
export function NewMeetingScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const friends = useAtomValue(friendsAtom);
  const groups = useAtomValue(groupsAtom);
  const [draft, setDraft] = useState<MeetingDraft>({
    subject: '',
    startsNow: true,
    laterAt: '',
    userIDs: [],
    groupIDs: [],
  });
  const [lengthMin, setLengthMin] = useState<number>(60);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const change = (update: Partial<MeetingDraft>) => setDraft((current) => ({ ...current, ...update }));

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const now = Date.now();
    const problem = meetingProblem(draft, now);
    if (problem) {
      setError(
        {
          subject: t`Please enter a subject`,
          time: t`Choose a start in the future`,
          people: t`Choose at least one person or group`,
        }[problem],
      );
      return;
    }
    setError(null);
    setCreating(true);
    try {
      const subject = draft.subject.trim();
      const meetingID = await createMeeting(appStore, {
        subject,
        startMs: meetingStart(draft, now),
        durationS: lengthMin * 60,
        userIDs: draft.userIDs,
        groupIDs: draft.groupIDs,
      });
      showToast(appStore, t`Meeting created`);
      void navigate({ to: '/workbench', replace: true });
      // Starting now: the host goes in at once and waits for the others there.
      if (draft.startsNow) {
        void joinMeeting(appStore, { meetingID, subject, hostUserID: readStoredSession()?.userID ?? '' });
      }
    } catch {
      setError(t`Operation failed`);
    } finally {
      setCreating(false);
    }
  };

  return (
    <Screen title={t`New meeting`}>
      <form className="form new-meeting" onSubmit={(event) => void create(event)} noValidate>
        <label>
          {t`Subject`}
          <input
            value={draft.subject}
            maxLength={MAX_SUBJECT}
            onChange={(event) => change({ subject: event.target.value })}
          />
        </label>
        <fieldset>
          <legend>{t`Starts`}</legend>
          <label className="checkbox">
            <input type="radio" name="start" checked={draft.startsNow} onChange={() => change({ startsNow: true })} />
            {t`Now`}
          </label>
          <label className="checkbox">
            <input type="radio" name="start" checked={!draft.startsNow} onChange={() => change({ startsNow: false })} />
            {t`Later`}
          </label>
          {!draft.startsNow && (
            <label>
              {t`Date and time`}
              <input
                type="datetime-local"
                value={draft.laterAt}
                onChange={(event) => change({ laterAt: event.target.value })}
              />
            </label>
          )}
        </fieldset>
        <label>
          {t`Duration`}
          <select value={lengthMin} onChange={(event) => setLengthMin(Number(event.target.value))}>
            {MEETING_LENGTHS_MIN.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes < 60 ? t`${plural(minutes, { one: '# minute', other: '# minutes' })}` : t`${minutes / 60} h`}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>{t`Invite friends`}</legend>
          {friends.length === 0 ? <p className="empty-state">{t`No friends yet.`}</p> : null}
          {friends.map((friend) => (
            <label key={friend.userID} className="checkbox">
              <input
                type="checkbox"
                checked={draft.userIDs.includes(friend.userID)}
                onChange={(event) => change({ userIDs: toggled(draft.userIDs, friend.userID, event.target.checked) })}
              />
              {friendName(friend)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t`Invite groups`}</legend>
          {groups.length === 0 ? <p className="empty-state">{t`No groups yet.`}</p> : null}
          {groups.map((group) => (
            <label key={group.groupID} className="checkbox">
              <input
                type="checkbox"
                checked={draft.groupIDs.includes(group.groupID)}
                onChange={(event) => change({ groupIDs: toggled(draft.groupIDs, group.groupID, event.target.checked) })}
              />
              {group.groupName || group.groupID}
            </label>
          ))}
        </fieldset>
        <FormError message={error} />
        <button type="submit" className="primary-button" disabled={creating}>
          {t`Create meeting`}
        </button>
      </form>
    </Screen>
  );
}
