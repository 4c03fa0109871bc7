import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { selectAtom } from 'jotai/utils';
import type { MessageItem } from '../../../state/sdk-types';
import { openConversationIDAtom } from '../../../state/messages/message-atoms';
import { editedMessage, editsAtom, knownEdit } from '../../../state/messages/edit-atoms';

/**
 * A message as it reads now (its newest edit, if any) and whether it was edited; of the open chat unless
 * `conversationID` names another (the list's previews). Only this message's entry is watched, so an edit elsewhere
 * re-renders nothing here.
 */
export function useMessageEdit<M extends MessageItem | null>(
  message: M,
  conversationID?: string,
): { shown: M; edited: boolean } {
  const openID = useAtomValue(openConversationIDAtom) ?? '';
  const inConversation = conversationID ?? openID;
  const edit = useAtomValue(
    useMemo(
      () => selectAtom(editsAtom, (state) => (message ? knownEdit(state, inConversation, message) : null)),
      [inConversation, message],
    ),
  );
  return useMemo(
    () =>
      edit && message
        ? { shown: editedMessage(message, edit.text) as M, edited: true }
        : { shown: message, edited: false },
    [edit, message],
  );
}
