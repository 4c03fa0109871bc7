import { atom } from 'jotai';
import type { ConversationItem } from '../sdk-types';

/** The SDK's conversation list: what every screen reads and acts on. */
export const conversationsAtom = atom<ConversationItem[]>([]);

/**
 * One conversation of the list, by ID. A merge keeps the objects of conversations it did not change
 * (conversation-order.ts), so a screen that reads this renders again only when its own conversation changes.
 */
export const conversationAtomOf = (conversationID: string | undefined) =>
  atom((get) => get(conversationsAtom).find((c) => c.conversationID === conversationID));

/**
 * The top of the list as stored at the end of the last visit (conversation-snapshot.ts), shown by the list alone
 * while the SDK starts. Kept apart so that no other screen acts on a conversation before the SDK has logged in.
 */
export const storedConversationsAtom = atom<ConversationItem[]>([]);
