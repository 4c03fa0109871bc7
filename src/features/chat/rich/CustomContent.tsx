import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { LinkifiedText } from '../text/LinkifiedText';
import { formatCallDuration, parseCustomData, type CallRecord } from './custom-data';
import { MeetingInvitationContent } from './MeetingInvitationContent';
import './rich.css';

/**
 * A custom message (contentType 110) by its customType: call record (100 or 901), mass message, meeting invitation.
 */
export function CustomContent({ message }: { message: MessageItem }) {
  const { t } = useLingui();
  const content = parseCustomData(message.customElem?.data);
  switch (content.kind) {
    case 'call':
      return <CallRecordContent record={content} />;
    case 'massMessage':
      return (
        <span className="message-mass">
          <span className="message-rich-label">{t`Mass message`}</span>
          <span className="message-text">
            <LinkifiedText text={content.text} />
          </span>
        </span>
      );
    case 'meetingInvitation':
      return <MeetingInvitationContent invitation={content} />;
    case 'unsupported':
      return <span className="message-text message-unsupported">{t`[Unsupported message]`}</span>;
  }
}

function CallRecordContent({ record }: { record: CallRecord }) {
  const { t } = useLingui();
  const outcome = (() => {
    switch (record.outcome) {
      case 'succeeded': {
        const duration = formatCallDuration(record.duration);
        return t`Call duration ${duration}`;
      }
      case 'canceled':
        return t`Canceled`;
      case 'refused':
        return t`Declined`;
      case 'timeout':
        return t`No answer`;
      case 'busy':
        return t`Busy`;
      case 'otherDevice':
        return t`Answered on another device`;
      case 'otherDeviceRejected':
        return t`Declined on another device`;
      case 'networkError':
        return t`Connection lost`;
      case null:
        return t`Call ended`;
    }
  })();
  return (
    <span className="message-call">
      <span
        className="message-call-icon"
        role="img"
        aria-label={record.media === 'video' ? t`Video call` : t`Voice call`}
      >
        {record.media === 'video' ? <CameraIcon /> : <PhoneIcon />}
      </span>
      <span>{outcome}</span>
    </span>
  );
}

// Drawn here rather than as emoji: emoji fonts are missing on some systems, and these follow the text colour.
function PhoneIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z" />
    </svg>
  );
}

function CameraIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h10A1.5 1.5 0 0 1 16 6.5V10l4.2-3a.5.5 0 0 1 .8.4v9.2a.5.5 0 0 1-.8.4L16 14v3.5a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 3 17.5v-11Z" />
    </svg>
  );
}
