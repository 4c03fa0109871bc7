import { useEffect, useState } from 'react';
import { readConversationHistory } from '../../../sdk/message-search';
import type { MessageItem } from '../../../state/sdk-types';
import { imReady } from '../../auth/im-ready';

export type HistoryState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; messages: MessageItem[] };

/**
 * The conversation's stored history, newest first, read when the screen opens and again whenever `version`
 * changes (e.g. the time of the conversation's latest message, to show what arrives while it is open).
 */
export function useConversationHistory(conversationID: string | undefined, version: unknown = null): HistoryState {
  // Kept with the conversation it belongs to: another conversation's history reads as still loading.
  const [read, setRead] = useState<{ conversationID: string; state: HistoryState } | null>(null);
  useEffect(() => {
    if (!conversationID) return;
    let current = true;
    const settle = (state: HistoryState) => current && setRead({ conversationID, state });
    void imReady()
      .then(() => readConversationHistory(conversationID))
      .then((messages) => settle({ status: 'ready', messages }))
      .catch(() => settle({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [conversationID, version]);
  if (!conversationID) return { status: 'failed' };
  return read?.conversationID === conversationID ? read.state : { status: 'loading' };
}
