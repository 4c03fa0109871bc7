import type { ReactNode } from 'react';
import { Trans } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { parseNotification } from './parse-notification';
import { tipSentence, unknownTipSentence, type Sentence, type SentenceSlot } from './tip-sentence';
import './NotificationTip.css';

interface NotificationTipProps {
  /** A notification message (group events, friend added, burn after reading, recalled message). */
  message: Pick<MessageItem, 'contentType' | 'notificationElem'>;
  /** The signed-in user, shown as "You". */
  selfUserID: string;
  /** Names become buttons that call onUserClick; otherwise they are plain text (e.g. in a read-only preview). */
  interactive?: boolean;
  /** Opens a person's card; called with the userID of the name that was clicked. */
  onUserClick?: (userID: string) => void;
}

/** The centred grey line a notification shows in the chat, e.g. "Alice invited you, Bob and 2 others to the group". */
export function NotificationTip({ message, selfUserID, interactive = false, onUserClick }: NotificationTipProps) {
  const { i18n } = useLingui();
  const tip = parseNotification(message);
  const sentence = tip ? tipSentence(tip, selfUserID, i18n) : unknownTipSentence();
  const onUser = interactive ? onUserClick : undefined;
  return (
    <p className="notification-tip">
      <SentenceView sentence={sentence} onUserClick={onUser} />
    </p>
  );
}

/** The translated sentence with each slot as an element, so no name or group name is ever parsed as markup. */
function SentenceView({ sentence, onUserClick }: { sentence: Sentence; onUserClick?: (userID: string) => void }) {
  const values: Record<string, unknown> = { ...sentence.message.values };
  for (const [key, slot] of Object.entries(sentence.slots)) values[key] = renderSlot(slot, onUserClick);
  return <Trans id={sentence.message.id} message={sentence.message.message} values={values} />;
}

function renderSlot(slot: SentenceSlot, onUserClick?: (userID: string) => void): ReactNode {
  switch (slot.kind) {
    case 'person':
      return onUserClick && slot.person.userID ? (
        <button type="button" className="tip-name" onClick={() => onUserClick(slot.person.userID)}>
          {slot.label}
        </button>
      ) : (
        <span className="tip-name">{slot.label}</span>
      );
    case 'people':
      return <SentenceView sentence={slot.sentence} onUserClick={onUserClick} />;
    case 'text':
      return <span>{slot.text}</span>;
  }
}
