import { atom } from 'jotai';
import type { ReactionGroup, ReactionNotice } from '../../../wire/message-extras';

/** Reactions by conversation, then clientMsgID, as last read from the chat service and changed since. */
export type ReactionsByConversation = Readonly<Record<string, Readonly<Record<string, readonly ReactionGroup[]>>>>;

export const reactionsAtom = atom<ReactionsByConversation>({});

/**
 * One person's reaction given (or taken back): the emoji goes last when new, the person last among its people; an
 * emoji nobody holds any more goes away. Applying the same change again changes nothing.
 */
export function applyReaction(
  groups: readonly ReactionGroup[],
  { emoji, userID, react }: Pick<ReactionNotice, 'emoji' | 'userID' | 'react'>,
): readonly ReactionGroup[] {
  const found = groups.find((group) => group.emoji === emoji);
  if (react) {
    if (found?.userIDs.includes(userID)) return groups;
    if (!found) return [...groups, { emoji, userIDs: [userID] }];
    return groups.map((group) => (group === found ? { emoji, userIDs: [...group.userIDs, userID] } : group));
  }
  if (!found?.userIDs.includes(userID)) return groups;
  return groups
    .map((group) => (group === found ? { emoji, userIDs: group.userIDs.filter((id) => id !== userID) } : group))
    .filter((group) => group.userIDs.length > 0);
}

/** The state with one message's reactions changed by `change`. */
export function withReaction(
  state: ReactionsByConversation,
  conversationID: string,
  clientMsgID: string,
  change: (groups: readonly ReactionGroup[]) => readonly ReactionGroup[],
): ReactionsByConversation {
  const conversation = state[conversationID] ?? {};
  const before = conversation[clientMsgID] ?? [];
  const after = change(before);
  if (after === before && clientMsgID in conversation) return state;
  return { ...state, [conversationID]: { ...conversation, [clientMsgID]: after } };
}
