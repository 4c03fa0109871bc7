import { CbEvents, GroupStatus } from '@openim/wasm-client-sdk';
import type { createStore } from 'jotai';
import {
  blacklistAtom,
  blockedByPeersAtom,
  groupAccessAtom,
  type GroupAccessFacts,
} from '../state/chat/chat-access-atoms';
import { selfUserID } from './messaging';
import { openIM } from './sdk-instance';
import { readGroupInfo } from './group-info';
import type { BlackUserItem, GroupItem, GroupMemberItem } from '../state/sdk-types';

type Store = ReturnType<typeof createStore>;

/** The facts behind the composer's blocking states (product-spec §4), loaded when a chat opens. */

/**
 * How many events changed each group's facts: a load that was answered before an event must not put the older
 * answer back (a mute that arrived while the chat was opening would be undone until the next event).
 */
const eventsSeen = new Map<string, { status: number; member: number }>();

const updateGroup = (store: Store, groupID: string, change: Omit<Partial<GroupAccessFacts>, 'changedAt'>) =>
  store.set(groupAccessAtom, (current) => ({
    ...current,
    [groupID]: { status: undefined, member: undefined, ...current[groupID], ...change, changedAt: Date.now() },
  }));

const applyEvent = (store: Store, groupID: string, change: Omit<Partial<GroupAccessFacts>, 'changedAt'>) => {
  const seen = eventsSeen.get(groupID) ?? { status: 0, member: 0 };
  eventsSeen.set(groupID, {
    status: seen.status + ('status' in change ? 1 : 0),
    member: seen.member + ('member' in change ? 1 : 0),
  });
  updateGroup(store, groupID, change);
};

/** The group's status and the user's own membership; an unanswered question stays unknown, never blocks. */
export async function loadGroupAccess(store: Store, groupID: string): Promise<void> {
  // Tracked from now on, so that the events of the load's own time are applied, not dropped.
  if (!(groupID in store.get(groupAccessAtom))) updateGroup(store, groupID, {});
  const before = { ...(eventsSeen.get(groupID) ?? { status: 0, member: 0 }) };
  const im = await openIM();
  // getLoginUserID rejects in this SDK build; the self info is a local read.
  const selfID = await selfUserID();
  const [group, member] = await Promise.all([
    readGroupInfo(groupID)
      .then((group) => group?.status)
      .catch(() => undefined),
    im
      .getSpecifiedGroupMembersInfo({ groupID, userIDList: [selfID] })
      .then(({ data }) => data.find((m) => m.userID === selfID) ?? null)
      .catch(() => undefined),
  ]);
  const after = eventsSeen.get(groupID) ?? { status: 0, member: 0 };
  updateGroup(store, groupID, {
    ...(after.status === before.status && { status: group }),
    ...(after.member === before.member && { member }),
  });
}

export async function loadBlacklist(store: Store): Promise<void> {
  const im = await openIM();
  const { data } = await im.getBlackList();
  store.set(
    blacklistAtom,
    data.map((entry) => entry.userID),
  );
}

export async function unblockUser(store: Store, userID: string): Promise<void> {
  const im = await openIM();
  await im.removeBlack(userID);
  store.set(blacklistAtom, (current) => current.filter((id) => id !== userID));
}

/** A send to the peer was refused with 1302, or went through: whether to show the peer's blacklist notice. */
export function noteBlockedByPeer(store: Store, userID: string, blocked: boolean): void {
  store.set(blockedByPeersAtom, (current) =>
    blocked ? [...new Set([...current, userID])] : current.filter((id) => id !== userID),
  );
}

let subscribed = false;

/** Keeps the blocking facts live from the SDK's group and blacklist events. */
export async function subscribeChatPermissions(store: Store): Promise<void> {
  if (subscribed) return;
  subscribed = true;
  const im = await openIM();
  const on = <T>(event: CbEvents, handler: (data: T) => void) => im.on(event, (payload) => handler(payload.data as T));
  const tracked = (groupID: string) => groupID in store.get(groupAccessAtom);
  const isSelf = async (userID: string) => (await selfUserID()) === userID;

  on<GroupItem>(CbEvents.OnGroupInfoChanged, (group) => {
    if (tracked(group.groupID)) applyEvent(store, group.groupID, { status: group.status });
  });
  on<GroupItem>(CbEvents.OnGroupDismissed, (group) => {
    if (tracked(group.groupID)) applyEvent(store, group.groupID, { status: GroupStatus.Dismissed });
  });
  on<GroupItem>(CbEvents.OnJoinedGroupDeleted, (group) => {
    if (tracked(group.groupID)) applyEvent(store, group.groupID, { member: null });
  });
  on<GroupItem>(CbEvents.OnJoinedGroupAdded, (group) => {
    if (tracked(group.groupID)) void loadGroupAccess(store, group.groupID).catch(() => undefined);
  });
  const memberChanged = (present: boolean) => async (member: GroupMemberItem) => {
    if (tracked(member.groupID) && (await isSelf(member.userID)))
      applyEvent(store, member.groupID, { member: present ? member : null });
  };
  on<GroupMemberItem>(CbEvents.OnGroupMemberInfoChanged, memberChanged(true));
  on<GroupMemberItem>(CbEvents.OnGroupMemberAdded, memberChanged(true));
  on<GroupMemberItem>(CbEvents.OnGroupMemberDeleted, memberChanged(false));
  on<BlackUserItem>(CbEvents.OnBlackAdded, (black) =>
    store.set(blacklistAtom, (current) => [...new Set([...current, black.userID])]),
  );
  on<BlackUserItem>(CbEvents.OnBlackDeleted, (black) =>
    store.set(blacklistAtom, (current) => current.filter((id) => id !== black.userID)),
  );
}
