import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { pinKey, pinnedMessagesAtom } from '../../../state/messages/pin-atoms';
import { contentSummary } from '../../conversations/message-summary';
import { withoutMarkdownMarks } from '../../conversations/markdown-marks';
import { usePersonNames } from '../sender/use-person-names';
import type { MessagePin } from '../../../../wire/message-extras';

/**
 * What a pin shows: the sender and one line of the message, from this device's own copy of it (the chat service
 * keeps where it is, never what it says); until the copy is on the device, that it is not loaded yet.
 */
export function usePinPreview(
  conversationID: string,
  groupID: string,
  selfUserID: string,
  pins: readonly MessagePin[],
) {
  const { t, i18n } = useLingui();
  const copies = useAtomValue(pinnedMessagesAtom);
  const messages = pins.map((pin) => copies[pinKey(conversationID, pin.clientMsgID)] ?? undefined);
  const nameOf = usePersonNames(groupID, [...new Set(messages.flatMap((m) => (m ? [m.sendID] : [])))], selfUserID);
  return (pin: MessagePin): { sender: string; text: string } => {
    const message = copies[pinKey(conversationID, pin.clientMsgID)];
    if (!message) return { sender: '', text: t`A message not loaded yet` };
    const text = withoutMarkdownMarks(contentSummary(message, i18n)).replace(/\s+/g, ' ').trim();
    return { sender: nameOf(message.sendID), text };
  };
}
