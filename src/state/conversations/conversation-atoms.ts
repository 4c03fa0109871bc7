import { atom, type SetStateAction } from 'jotai';
import type { ConversationItem } from '../sdk-types';
import { repairKept, withLatestRepairs, type LatestRepair } from './latest-message-repair';

/** The SDK's conversation list as it reports it. */
const reportedConversationsAtom = atom<ConversationItem[]>([]);

/** Conversations whose stored newest message the SDK left off their latest message (latest-message-repair.ts). */
export const latestRepairsAtom = atom<ReadonlyMap<string, LatestRepair>>(new Map());

/**
 * The conversation list: what every screen reads and acts on. The SDK's list, with the latest message it failed to
 * record shown in its place; a write keeps only the repairs that may still apply.
 */
export const conversationsAtom = atom(
  (get) => withLatestRepairs(get(reportedConversationsAtom), get(latestRepairsAtom)),
  (get, set, action: SetStateAction<ConversationItem[]>) => {
    const next = typeof action === 'function' ? action(get(conversationsAtom)) : action;
    set(reportedConversationsAtom, next);
    const repairs = get(latestRepairsAtom);
    if (repairs.size === 0) return;
    const byID = new Map(next.map((conversation) => [conversation.conversationID, conversation]));
    const kept = [...repairs].filter(([conversationID, repair]) => repairKept(byID.get(conversationID), repair));
    if (kept.length !== repairs.size) set(latestRepairsAtom, new Map(kept));
  },
);

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
