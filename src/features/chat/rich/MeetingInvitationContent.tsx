import { useId, useState } from 'react';
import { format } from 'date-fns';
import { enUS, zhCN } from 'date-fns/locale';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../../state/store';
import { showToast } from '../../../ui/toast/toast-atoms';
import { formatMuteDuration } from '../notification/tip-sentence';
import type { MeetingInvitation } from './custom-data';
import './rich.css';

/**
 * A meeting invitation (custom 905): subject, start, length, host and meeting ID, and a way in. Parley has no meeting
 * client of its own, so "Join" opens the invitation's web address when it carries one (http/https only); otherwise it
 * shows the meeting ID large, with a copy button, to enter in the meeting app.
 */
export function MeetingInvitationContent({ invitation }: { invitation: MeetingInvitation }) {
  const { t, i18n } = useLingui();
  const [showID, setShowID] = useState(false);
  const idRegion = useId();
  const dateLocale = i18n.locale.toLowerCase().startsWith('zh') ? zhCN : enUS;
  const { subject, start, duration, hostNickname, hostUserID, meetingID, joinURL } = invitation;
  const host = hostNickname || hostUserID;

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
            <button
              type="button"
              className="primary-button message-meeting-join"
              aria-expanded={showID}
              aria-controls={idRegion}
              onClick={() => setShowID((shown) => !shown)}
            >
              {t`Join`}
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
