import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { ContentType } from '../../../state/messages/content-type';
import { contentSummary } from '../../conversations/message-summary';
import { TextContent } from '../text/TextContent';
import { readStoredSession } from '../../../state/session/stored-session';
import { PictureContent } from '../media/PictureContent';
import { FileContent } from '../media/FileContent';
import { VideoContent } from '../media/VideoContent';
import { VoiceContent } from '../media/VoiceContent';
import { MergeContent } from '../forward/MergeContent';
import { LocationContent } from '../rich/LocationContent';
import { CardContent } from '../rich/CardContent';
import { CustomContent } from '../rich/CustomContent';
import { FaceContent } from '../rich/FaceContent';
import '../media/media.css';

/** What a bubble says. Everything is React text: user content never becomes markup. */
export function MessageContent({ message }: { message: MessageItem }) {
  const { t, i18n } = useLingui();
  switch (message.contentType) {
    case ContentType.atText:
      return (
        <TextContent
          message={message}
          text={contentSummary(message, i18n)}
          readerID={readStoredSession()?.userID ?? ''}
        />
      );
    case ContentType.text:
      return <TextContent message={message} text={contentSummary(message, i18n)} />;
    case ContentType.quote: {
      const quoted = message.quoteElem?.quoteMessage;
      return (
        <>
          <TextContent message={message} text={message.quoteElem?.text ?? ''} />
          {quoted && (
            <span className="message-quote">
              {quoted.contentType === ContentType.revoked
                ? t`The quoted message was recalled`
                : `${quoted.senderNickname}: ${contentSummary(quoted, i18n)}`}
            </span>
          )}
        </>
      );
    }
    case ContentType.picture:
      return <PictureContent message={message} />;
    case ContentType.file:
      return <FileContent message={message} />;
    case ContentType.video:
      return <VideoContent message={message} />;
    case ContentType.voice:
      return <VoiceContent message={message} />;
    case ContentType.merge:
      return <MergeContent message={message} />;
    case ContentType.location:
      return <LocationContent message={message} />;
    case ContentType.card:
      return <CardContent message={message} />;
    case ContentType.custom:
      return <CustomContent message={message} />;
    case ContentType.face:
      return <FaceContent message={message} />;
    default:
      return <span className="message-text">{contentSummary(message, i18n) || t`[Message]`}</span>;
  }
}
