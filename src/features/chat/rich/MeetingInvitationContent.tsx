import { useEffect, useId, useState } from 'react';
import { format } from 'date-fns';
import { enUS, zhCN } from 'date-fns/locale';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../../state/store';
import { showToast } from '../../../ui/toast/toast-atoms';
import { formatMuteDuration } from '../notification/tip-sentence';
import type { MeetingInvitation } from './custom-data';
import { meetingPhase } from './meeting-phase';
import './rich.css';

/** Re-renders every 30 s, so an invitation's phase moves on while it is on screen. */
function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A meeting invitation (custom 905): subject, start, length, host and meeting ID, whether it is upcoming, running or
 * over, and a way in. "Join" enters the meeting's room in the call screen's grid while the room is open; an
 * invitation from another meeting system that carries a web address opens that (http/https only). The meeting ID can
 * be shown large and copied, for a meeting app.
 */
export function MeetingInvitationContent({ invitation }: { invitation: MeetingInvitation }) {
  const { t, i18n } = useLingui();
  const [showID, setShowID] = useState(false);
  const idRegion = useId();
  const dateLocale = i18n.locale.toLowerCase().startsWith('zh') ? zhCN : enUS;
  const { subject, start, duration, hostNickname, hostUserID, meetingID, joinURL } = invitation;
  const host = hostNickname || hostUserID;
  const phase = meetingPhase(start, duration, useMinuteClock());
  const phaseText = {
    upcoming: t`Not started`,
    open: t`Starting soon`,
    running: t`In progress`,
    ended: t`Ended`,
  }[phase];
  // Loaded on a press: the call machinery (and the SDK behind it) is not needed to show an invitation.
  const join = () =>
    void import('../../../sdk/call-session').then(({ joinMeeting }) =>
      joinMeeting(appStore, { meetingID, subject, hostUserID }),
    );

  const copyID = () =>
    void navigator.clipboard
      .writeText(meetingID)
      .then(() => showToast(appStore, t`Copied`))
      .catch(() => showToast(appStore, t`Copy failed`, 'failure'));

  return (
    <div className="message-meeting">
      <span className="message-rich-label">{t`Meeting invitation`}</span>
      <strong className="message-meeting-subject">{subject || t`Meeting`}</strong>
      <dl className="message-meeting-facts">
        {start !== null && (
          <>
            <dt>{t`Starts`}</dt>
            <dd>{format(start, 'PPp', { locale: dateLocale })}</dd>
          </>
        )}
        {duration > 0 && (
          <>
            <dt>{t`Duration`}</dt>
            <dd>{formatMuteDuration(duration, i18n.locale)}</dd>
          </>
        )}
        {host && (
          <>
            <dt>{t`Host`}</dt>
            <dd>{host}</dd>
          </>
        )}
        {meetingID && (
          <>
            <dt>{t`Meeting ID`}</dt>
            <dd>{meetingID}</dd>
          </>
        )}
      </dl>
      <p className="message-meeting-phase" data-phase={phase}>
        {phaseText}
      </p>
      {joinURL ? (
        <a
          className="primary-button rich-link-button message-meeting-join"
          href={joinURL}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t`Join`}
        </a>
      ) : (
        meetingID && (
          <>
            {(phase === 'open' || phase === 'running') && (
              <button type="button" className="primary-button message-meeting-join" onClick={join}>
                {t`Join`}
              </button>
            )}
            <button
              type="button"
              className="link-button"
              aria-expanded={showID}
              aria-controls={idRegion}
              onClick={() => setShowID((shown) => !shown)}
            >
              {t`Meeting ID`}
            </button>
            {showID && (
              <div id={idRegion} className="message-meeting-id" role="region" aria-label={t`How to join`}>
                <p>{t`Enter this meeting ID in your meeting app to join:`}</p>
                <output className="message-meeting-id-value">{meetingID}</output>
                <button type="button" className="secondary-button" onClick={copyID}>
                  {t`Copy meeting ID`}
                </button>
              </div>
            )}
          </>
        )
      )}
    </div>
  );
}
