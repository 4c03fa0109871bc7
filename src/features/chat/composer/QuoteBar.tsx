import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { X } from 'lucide-react';

/** Above the textarea while replying: who is quoted, one line of what they said, and a way to cancel. */
export function QuoteBar({ message, onCancel }: { message: MessageItem; onCancel: () => void }) {
  const { t } = useLingui();
  const summary = (() => {
    switch (message.contentType) {
      case 101:
        return message.textElem?.content ?? '';
      case 106:
        return message.atTextElem?.text ?? '';
      case 114:
        return message.quoteElem?.text ?? '';
      case 102:
        return t`[Image]`;
      case 103:
        return t`[Voice]`;
      case 104:
        return t`[Video]`;
      case 105: {
        const fileName = message.fileElem?.fileName ?? '';
        return t`[File] ${fileName}`;
      }
      case 107:
        return t`[Chat history]`;
      case 108:
        return t`[Contact card]`;
      case 109:
        return t`[Location]`;
      case 115:
        return t`[Sticker]`;
      default:
        return t`[Message]`;
    }
  })();
  const sender = message.senderNickname;
  return (
    <div className="quote-bar" aria-label={t`Replying to ${sender}`} role="group">
      <div className="quote-bar-text">
        <strong>{sender}</strong>
        <span>{summary}</span>
      </div>
      <button type="button" className="quote-bar-cancel" aria-label={t`Cancel reply`} onClick={onCancel}>
        <X size={18} />
      </button>
    </div>
  );
}
