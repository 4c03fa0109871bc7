import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { readConversationHistory } from '../../sdk/message-search';
import type { MessageItem } from '../../state/sdk-types';
import { imReady } from '../auth/im-ready';
import { conversationsAtom } from '../../state/conversations/conversation-atoms';
import { SessionType } from '../../state/messages/content-type';
import { conversationHits, type ConversationHits } from './conversation-hits';

/** How much a search across all chats reads: the newest messages of the most recent conversations. */
const MESSAGES_PER_CONVERSATION = 1000;
const MAX_CONVERSATIONS = 100;

export type MessageSearch =
  | { status: 'idle' }
  | { status: 'searching' | 'done'; hits: ConversationHits[] }
  | { status: 'failed'; hits: ConversationHits[] };

/**
 * Messages containing the keyword across the user's chats, read from the local store conversation by
 * conversation (see readConversationHistory). Histories read once are kept while the screen is open, so
 * refining the keyword does not read them again; results appear as each conversation is read.
 */
export function useMessageSearch(keyword: string): MessageSearch {
  const conversations = useAtomValue(conversationsAtom);
  const histories = useRef(new Map<string, MessageItem[]>());
  // Kept with the keyword it answers: a new keyword reads as searching until its first results.
  const [found, setFound] = useState<{ keyword: string; search: MessageSearch } | null>(null);
  const word = keyword.trim();

  useEffect(() => {
    if (!word) return;
    let current = true;
    const chats = conversations
      .filter((conversation) => conversation.conversationType !== SessionType.notification)
      .slice(0, MAX_CONVERSATIONS);
    const report = (status: 'searching' | 'done' | 'failed') => {
      if (current) {
        setFound({
          keyword: word,
          search: { status, hits: conversationHits(chats, (id) => histories.current.get(id), word) },
        });
      }
    };
    void (async () => {
      try {
        await imReady();
        report('searching');
        for (const { conversationID } of chats) {
          if (!current) return;
          if (histories.current.has(conversationID)) continue;
          histories.current.set(
            conversationID,
            await readConversationHistory(conversationID, MESSAGES_PER_CONVERSATION),
          );
          report('searching');
        }
        report('done');
      } catch {
        report('failed');
      }
    })();
    return () => {
      current = false;
    };
  }, [word, conversations]);

  if (!word) return { status: 'idle' };
  return found?.keyword === word ? found.search : { status: 'searching', hits: [] };
}
