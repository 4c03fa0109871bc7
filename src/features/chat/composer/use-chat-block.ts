import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { appStore } from '../../../state/store';
import { loadBlacklist, loadGroupAccess } from '../../../sdk/chat-permissions';
import type { ConversationItem } from '../../../state/sdk-types';
import { blacklistAtom, groupAccessAtom } from '../../../state/chat/chat-access-atoms';
import { groupChatBlock, singleChatBlock, type ChatBlock } from './chat-block';

/** The blocking state of the conversation, loaded when it opens and kept live; re-decided when a mute ends. */
export function useChatBlock(conversation: ConversationItem): ChatBlock | null {
  const { groupID, userID, isNotInGroup } = conversation;
  const facts = useAtomValue(groupAccessAtom)[groupID];
  const blacklist = useAtomValue(blacklistAtom);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const load = groupID ? loadGroupAccess(appStore, groupID) : loadBlacklist(appStore);
    // Without the facts the composer stays open: the server still refuses what the user may not send.
    void load.catch(() => undefined);
  }, [groupID]);

  // Facts newer than the last tick count from when they arrived, so a fresh mute shows its full length.
  const at = Math.max(now, facts?.changedAt ?? 0);
  const block = groupID
    ? groupChatBlock({ status: facts?.status, member: facts?.member, isNotInGroup }, at)
    : singleChatBlock(userID, blacklist);

  const muteEnds = block?.kind === 'muted' ? block.until : null;
  useEffect(() => {
    if (muteEnds === null) return;
    // Tick each minute for the remaining time, and exactly when the mute ends.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(muteEnds - at, 0) + 50, 60_000));
    return () => clearTimeout(timer);
  }, [muteEnds, at]);

  return block;
}
