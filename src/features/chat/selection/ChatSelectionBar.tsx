import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../../state/store';
import { deleteMessages } from '../../../sdk/messaging';
import { openMessagesAtom } from '../../../state/messages/message-atoms';
import { selfInfoAtom } from '../../../state/profile/self-info-atoms';
import type { ConversationItem } from '../../../state/sdk-types';
import type { PendingForward } from '../../../state/chat/forward-atoms';
import { showToast } from '../../../ui/toast/toast-atoms';
import { isForwardable, mergeSummaryList, mergeTitle } from '../forward/forward-rules';
import { SelectionBar } from './SelectionBar';

interface ChatSelectionBarProps {
  conversation: ConversationItem;
  selection: ReadonlySet<string>;
  onForward: (forward: PendingForward) => void;
  /** The picking ends: after a delete, or cancelled. */
  onDone: () => void;
}

/**
 * The selection bar over the open chat's messages. It alone follows the message list while picking, so that the
 * chat around it does not re-render at each arriving message when nothing is picked.
 */
export function ChatSelectionBar({ conversation, selection, onForward, onDone }: ChatSelectionBarProps) {
  const { t, i18n } = useLingui();
  const selfName = useAtomValue(selfInfoAtom)?.nickname ?? '';
  // In the order they were sent, as the list shows them.
  const selected = useAtomValue(openMessagesAtom).filter((m) => selection.has(m.clientMsgID));

  const deleteSelected = () => {
    onDone();
    void deleteMessages(appStore, conversation.conversationID, selected).catch(() =>
      showToast(appStore, t`Operation failed`, 'failure'),
    );
  };

  return (
    <SelectionBar
      count={selection.size}
      canForward={selected.length > 0 && selected.every(isForwardable)}
      onForwardOneByOne={() => onForward({ kind: 'oneByOne', messages: selected })}
      onMergeForward={() =>
        onForward({
          kind: 'merge',
          messages: selected,
          title: mergeTitle(conversation, selfName, i18n),
          summaryList: mergeSummaryList(selected, i18n),
        })
      }
      onDelete={deleteSelected}
      onCancel={onDone}
    />
  );
}
