import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../sdk/types';
import { CONTENT_TYPE } from '../history/message-history';

/** What a bubble says. Everything is React text: user content never becomes markup. */
export function MessageContent({ message }: { message: MessageItem }) {
  const { t } = useLingui();
  switch (message.contentType) {
    case CONTENT_TYPE.text:
      return <span className="message-text">{message.textElem?.content}</span>;
    case CONTENT_TYPE.atText:
      return <span className="message-text">{message.atTextElem?.text}</span>;
    case CONTENT_TYPE.quote: {
      const quoted = message.quoteElem?.quoteMessage;
      return (
        <>
          <span className="message-text">{message.quoteElem?.text}</span>
          {quoted && (
            <span className="message-quote">
              {quoted.contentType === CONTENT_TYPE.revoked
                ? t`The quoted message was recalled`
                : `${quoted.senderNickname}: ${quoteLine(quoted)}`}
            </span>
          )}
        </>
      );
    }
    default:
      return <span className="message-text">{t`[Message]`}</span>;
  }
}

const quoteLine = (message: MessageItem) =>
  message.textElem?.content ?? message.atTextElem?.text ?? message.quoteElem?.text ?? '';
