import { useEffect } from 'react';
import type { ConversationItem } from '../../state/sdk-types';
import { clearMentionMark } from '../../sdk/conversation-actions';
import { imReady } from '../auth/im-ready';
import { isMentionMark } from '../conversations/mention-mark';

/**
 * While the chat is on screen, a mention mark on it (set by the server when someone mentions the reader or
 * everyone) is cleared: the reader has seen it. A mark that arrives while the page is hidden waits until it shows.
 */
export function useMentionMarkCleared(conversation: ConversationItem): void {
  const { conversationID, groupAtType } = conversation;
  useEffect(() => {
    if (!isMentionMark(groupAtType)) return;
    let done = false;
    const clearWhenSeen = () => {
      if (done || document.visibilityState !== 'visible') return;
      done = true;
      void imReady()
        .then(() => clearMentionMark(conversationID))
        .catch(() => undefined);
    };
    clearWhenSeen();
    document.addEventListener('visibilitychange', clearWhenSeen);
    return () => document.removeEventListener('visibilitychange', clearWhenSeen);
  }, [conversationID, groupAtType]);
}
