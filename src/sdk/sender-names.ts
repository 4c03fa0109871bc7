import { CbEvents } from '@openim/wasm-client-sdk';
import type { createStore } from 'jotai';
import type { GroupMemberItem } from '../state/sdk-types';
import { fromMember, memberKey, memberNamesAtom } from '../state/contacts/sender-names';
import { openIM } from './sdk-instance';

type Store = ReturnType<typeof createStore>;
type On = <T>(event: string, handler: (data: T) => void) => void;

const asked = new Set<string>();

/**
 * Reads the names of these members of a group from the SDK's own store, once per member and session, for the
 * screens that name a message's sender (state/contacts/sender-names.ts).
 */
export function loadSenderNames(store: Store, groupID: string, userIDs: readonly string[]): void {
  const missing = [...new Set(userIDs)].filter((userID) => !asked.has(memberKey(groupID, userID)));
  if (missing.length === 0) return;
  for (const userID of missing) asked.add(memberKey(groupID, userID));
  void openIM()
    .then((im) => im.getSpecifiedGroupMembersInfo({ groupID, userIDList: missing }))
    .then(({ data }) => storeMembers(store, data))
    .catch(() => {
      // Asked again the next time a screen needs them.
      for (const userID of missing) asked.delete(memberKey(groupID, userID));
    });
}

function storeMembers(store: Store, members: readonly GroupMemberItem[]): void {
  if (members.length === 0) return;
  store.set(memberNamesAtom, (known) => ({
    ...known,
    ...Object.fromEntries(members.map((member) => [memberKey(member.groupID, member.userID), fromMember(member)])),
  }));
}

/** A member renamed in the group, or one who joined: the names shown follow. */
export function subscribeSenderNames(store: Store, on: On): void {
  for (const event of [CbEvents.OnGroupMemberInfoChanged, CbEvents.OnGroupMemberAdded])
    on<GroupMemberItem>(event, (member) => storeMembers(store, [member]));
}

/** Sign-out: the next user on this browser starts from nothing. */
export function forgetSenderNames(store: Store): void {
  asked.clear();
  store.set(memberNamesAtom, {});
}
