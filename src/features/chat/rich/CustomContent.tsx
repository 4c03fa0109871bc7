import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../sdk/types';
import { LinkifiedText } from '../text/LinkifiedText';
import { CallEndReason, formatCallDuration, parseCustomData, type CallRecord } from './custom-data';
import { MeetingInvitationContent } from './MeetingInvitationContent';
import './rich.css';

/** A custom message (contentType 110) by its customType: call record, mass message, meeting invitation. */
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
    switch (record.status) {
      case CallEndReason.succeeded: {
        const duration = formatCallDuration(record.duration);
        return t`Call duration ${duration}`;
      }
      case CallEndReason.canceled:
        return t`Canceled`;
      case CallEndReason.refused:
        return t`Declined`;
      case CallEndReason.timeout:
        return t`No answer`;
      case CallEndReason.otherDevice:
        return t`Answered on another device`;
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
        {record.media === 'video' ? '📹' : '📞'}
      </span>
      <span>{outcome}</span>
    </span>
  );
}
