import type { createStore } from 'jotai';
import { conversationsAtom } from '../state/conversations/conversation-atoms';
import { mergeConversations, sortConversations } from '../state/conversations/conversation-order';
import { withoutSignalUpdates } from '../state/calls/signal-conversations';
import type { ConversationItem } from '../state/sdk-types';

type Store = ReturnType<typeof createStore>;

/** Reads the SDK's whole list, handing over its first page as soon as it is read (conversations.ts). */
export type ReadWholeList = (onFirstPage: (page: ConversationItem[]) => void) => Promise<ConversationItem[]>;

/**
 * The conversation list has two sources: the SDK's change events, merged as they come, and a read of the whole list
 * after each sync, which replaces it. The read takes the SDK's pages one after another, so it can return a
 * conversation as it was before a change the SDK reported meanwhile, and that change's event comes only once: the
 * row kept its old preview (a new message counted as unread under the previous message's text). So the changes
 * reported while a read is under way are laid over what it read, the newest last. The SDK reports each change after
 * storing it, so a later change that the read already saw is put right again by its own event.
 */
function conversationListKeeper(store: Store) {
  const readsUnderWay = new Set<ConversationItem[]>();
  const withChanges = (list: readonly ConversationItem[], changes: readonly ConversationItem[]) =>
    // mergeConversations keeps the first copy of a conversation it is given: the newest change goes first.
    mergeConversations(list, [...changes].reverse());
  return {
    changed(updates: ConversationItem[]): void {
      const current = store.get(conversationsAtom);
      const kept = withoutSignalUpdates(current, updates);
      for (const changes of readsUnderWay) changes.push(...kept);
      store.set(conversationsAtom, mergeConversations(current, kept));
    },
    async refresh(readWholeList: ReadWholeList): Promise<void> {
      const changedMeanwhile: ConversationItem[] = [];
      readsUnderWay.add(changedMeanwhile);
      try {
        const all = await readWholeList((firstPage) =>
          store.set(conversationsAtom, (current) =>
            withChanges(mergeConversations(current, firstPage), changedMeanwhile),
          ),
        );
        store.set(conversationsAtom, withChanges(sortConversations(all), changedMeanwhile));
      } finally {
        readsUnderWay.delete(changedMeanwhile);
      }
    },
  };
}

const keepers = new WeakMap<Store, ReturnType<typeof conversationListKeeper>>();

/** The keeper of a store's conversation list: one for the events and the refreshes to share. */
export function conversationListOf(store: Store) {
  let keeper = keepers.get(store);
  if (!keeper) {
    keeper = conversationListKeeper(store);
    keepers.set(store, keeper);
  }
  return keeper;
}
