import { useEffect, useState } from 'react';
import { readConversationHistory } from '../../../sdk/message-search';
import type { MessageItem } from '../../../sdk/types';
import { imReady } from '../../auth/im-ready';

export type HistoryState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; messages: MessageItem[] };

/** The conversation's stored history, newest first, read once when the screen opens. */
export function useConversationHistory(conversationID: string | undefined): HistoryState {
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  useEffect(() => {
    if (!conversationID) return;
    let current = true;
    setState({ status: 'loading' });
    void imReady()
      .then(() => readConversationHistory(conversationID))
      .then((messages) => current && setState({ status: 'ready', messages }))
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [conversationID]);
  return conversationID ? state : { status: 'failed' };
}
