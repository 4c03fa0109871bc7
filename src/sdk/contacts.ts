import { clearContacts } from '../state/contacts/clear-contacts';
import { CbEvents } from '@openim/wasm-client-sdk';
import type { createStore } from 'jotai';
import {
  blackListAtom,
  contactOwnerAtom,
  friendsAtom,
  groupsAtom,
  receivedFriendApplicationsAtom,
  receivedGroupApplicationsAtom,
  sentFriendApplicationsAtom,
  sentGroupApplicationsAtom,
} from '../state/contacts/contact-atoms';
import {
  groupKey,
  isReceivedFriendApplication,
  isReceivedGroupApplication,
  receivedFriendApplicationKey,
  receivedGroupApplicationKey,
  removeByKey,
  sentFriendApplicationKey,
  sentGroupApplicationKey,
  upsertByKey,
  userKey,
} from '../state/contacts/contact-merge';
import { readAllPages } from './paged-list';
import { seenFriendApplicationsAtom, seenGroupApplicationsAtom } from '../state/contacts/application-atoms';
import { readSeenApplications } from '../state/contacts/seen-applications-db';
import { openIM } from './sdk-instance';
import { readGroupInfo } from './group-info';
import { logLoadFailure } from './load-failure';
import { reinstallProgressAtom } from '../state/connection/connection-atoms';
import type {
  BlackUserItem,
  FriendApplicationItem,
  FriendUserItem,
  GroupApplicationItem,
  GroupItem,
  PublicUserItem,
} from '../state/contacts/contact-types';

type Store = ReturnType<typeof createStore>;
type On = <T>(event: string, handler: (data: T) => void) => void;

/** product-spec §9: friends load 10000 first, then 1000 a page; groups 1000 a page. */
const FIRST_FRIEND_PAGE = 10000;
const LATER_FRIEND_PAGE = 1000;
const GROUP_PAGE = 1000;
const APPLICATION_PAGE = 1000;

let friendLoads = 0;

export async function loadFriends(store: Store): Promise<void> {
  const load = ++friendLoads;
  const im = await openIM();
  const friends = await readAllPages(
    async (offset, count) => (await im.getFriendListPage({ offset, count })).data,
    FIRST_FRIEND_PAGE,
    LATER_FRIEND_PAGE,
  );
  if (load === friendLoads) store.set(friendsAtom, friends);
}

let groupLoads = 0;
let groupLoadsRunning = 0;

export async function loadGroups(store: Store): Promise<void> {
  const load = ++groupLoads;
  groupLoadsRunning++;
  try {
    const im = await openIM();
    const groups = await readAllPages(
      async (offset, count) => (await im.getJoinedGroupListPage({ offset, count })).data,
      GROUP_PAGE,
    );
    // Rereads may overlap (start-up, sync finish, a group's change): only the newest one counts.
    if (load === groupLoads) store.set(groupsAtom, groups);
  } finally {
    groupLoadsRunning--;
  }
}

/**
 * A group event's change. A reread already under way may have read the list before the event and would put the
 * old list back when it lands (a group joined during start-up vanished so), so the list is read once more.
 */
function changeGroups(store: Store, change: (list: GroupItem[]) => GroupItem[]): void {
  store.set(groupsAtom, change);
  if (groupLoadsRunning > 0)
    void loadGroups(store).catch((error: unknown) => logLoadFailure('contacts: groups', error));
}

async function loadApplications(store: Store): Promise<void> {
  const im = await openIM();
  const read = <T>(fetch: (offset: number, count: number) => Promise<{ data: T[] }>) =>
    readAllPages(async (offset, count) => (await fetch(offset, count)).data ?? [], APPLICATION_PAGE);
  const [receivedFriends, sentFriends, receivedGroups, sentGroups] = await Promise.all([
    read((offset, count) => im.getFriendApplicationListAsRecipient({ handleResults: [], offset, count })),
    read((offset, count) => im.getFriendApplicationListAsApplicant({ offset, count })),
    read((offset, count) => im.getGroupApplicationListAsRecipient({ groupID: [], handleResults: [], offset, count })),
    read((offset, count) => im.getGroupApplicationListAsApplicant({ groupID: [], handleResults: [], offset, count })),
  ]);
  store.set(receivedFriendApplicationsAtom, receivedFriends);
  store.set(sentFriendApplicationsAtom, sentFriends);
  store.set(receivedGroupApplicationsAtom, receivedGroups);
  store.set(sentGroupApplicationsAtom, sentGroups);
}

async function loadSeenApplications(store: Store, owner: string): Promise<void> {
  const [friends, groups] = await Promise.all([
    readSeenApplications(owner, 'friend'),
    readSeenApplications(owner, 'group'),
  ]);
  if (store.get(contactOwnerAtom) !== owner) return;
  store.set(seenFriendApplicationsAtom, friends);
  store.set(seenGroupApplicationsAtom, groups);
}

/**
 * Reads the blacklist afresh. The blacklist screen does so when it opens: a block made while the start-up load was
 * running can reach the store through its event before the load's older answer overwrites it.
 */
export async function reloadBlackList(store: Store): Promise<void> {
  const im = await openIM();
  const { data } = await im.getBlackList();
  store.set(blackListAtom, data);
}

/**
 * The start-up load of the contact store: friends, groups, the blacklist, the four application lists, and which
 * received applications this user has already seen. A list that fails to load is logged only (product-spec §8).
 */
export async function loadContacts(store: Store): Promise<void> {
  const im = await openIM();
  const self = await im.getSelfUserInfo().then(
    ({ data }) => data,
    (error: unknown) => logLoadFailure('contacts: self info', error),
  );
  if (!self) return;
  if (store.get(contactOwnerAtom) !== self.userID) clearContacts(store);
  store.set(contactOwnerAtom, self.userID);
  // What was seen comes first, so already-seen applications never flash up as new in the badges.
  await loadSeenApplications(store, self.userID).catch((error: unknown) => console.error('contacts: seen', error));
  // A device that has never synced has no version record for the friend and group lists yet: reading a page then
  // fails with 1004 RecordNotFoundError. During that first sync (the reinstall overlay) the lists wait for its
  // OnSyncServerFinish, which reads them (subscribeContactEvents).
  const firstSync = typeof store.get(reinstallProgressAtom) === 'number';
  const results = await Promise.allSettled([
    ...(firstSync ? [] : [loadFriends(store), loadGroups(store)]),
    reloadBlackList(store),
    loadApplications(store),
  ]);
  for (const result of results) {
    // A first sync that started after the check above: the same 1004, and the same reread at its end.
    if (result.status === 'rejected' && !notSyncedYet(result.reason)) logLoadFailure('contacts:', result.reason);
  }
}

const notSyncedYet = (error: unknown) => (error as { errCode?: number } | null)?.errCode === 1004;

/** A friend application into the received or the sent list, replacing the one with its key. */
export function storeFriendApplication(store: Store, application: FriendApplicationItem): void {
  // Before the owner is known the start-up load is still to come, and it reads this application too.
  const self = store.get(contactOwnerAtom);
  if (self === null) return;
  if (isReceivedFriendApplication(application, self))
    store.set(receivedFriendApplicationsAtom, (list) => upsertByKey(list, [application], receivedFriendApplicationKey));
  else store.set(sentFriendApplicationsAtom, (list) => upsertByKey(list, [application], sentFriendApplicationKey));
}

export function storeGroupApplication(store: Store, application: GroupApplicationItem): void {
  const self = store.get(contactOwnerAtom);
  if (self === null) return;
  if (isReceivedGroupApplication(application, self))
    store.set(receivedGroupApplicationsAtom, (list) => upsertByKey(list, [application], receivedGroupApplicationKey));
  else store.set(sentGroupApplicationsAtom, (list) => upsertByKey(list, [application], sentGroupApplicationKey));
}

/** Keeps the contact store current from the SDK's friend, blacklist, group and application events. */
export function subscribeContactEvents(store: Store, on: On): void {
  on<FriendUserItem>(CbEvents.OnFriendAdded, (friend) =>
    store.set(friendsAtom, (list) => upsertByKey(list, [friend], userKey)),
  );
  on<FriendUserItem>(CbEvents.OnFriendInfoChanged, (friend) =>
    store.set(friendsAtom, (list) => upsertByKey(list, [friend], userKey)),
  );
  on<FriendUserItem>(CbEvents.OnFriendDeleted, (friend) =>
    store.set(friendsAtom, (list) => removeByKey(list, friend.userID, userKey)),
  );

  on<BlackUserItem>(CbEvents.OnBlackAdded, (black) =>
    store.set(blackListAtom, (list) => upsertByKey(list, [black], userKey)),
  );
  on<BlackUserItem>(CbEvents.OnBlackDeleted, (black) =>
    store.set(blackListAtom, (list) => removeByKey(list, black.userID, userKey)),
  );

  on<GroupItem>(CbEvents.OnJoinedGroupAdded, (group) =>
    changeGroups(store, (list) => upsertByKey(list, [group], groupKey)),
  );
  on<GroupItem>(CbEvents.OnJoinedGroupDeleted, (group) =>
    changeGroups(store, (list) => removeByKey(list, group.groupID, groupKey)),
  );
  // A group the SDK already knew (its info was looked up before joining, as the request screen does) comes in as
  // changed, not as joined. So an unknown group's change rereads the joined list rather than adding the group:
  // looking at a group's card must not put it among "my groups".
  on<GroupItem>(CbEvents.OnGroupInfoChanged, (group) => {
    if (store.get(groupsAtom).some((known) => known.groupID === group.groupID))
      changeGroups(store, (list) => upsertByKey(list, [group], groupKey));
    else void loadGroups(store).catch((error: unknown) => logLoadFailure('contacts: groups', error));
  });
  on<GroupItem>(CbEvents.OnGroupDismissed, (group) =>
    changeGroups(store, (list) => removeByKey(list, group.groupID, groupKey)),
  );

  for (const event of [
    CbEvents.OnFriendApplicationAdded,
    CbEvents.OnFriendApplicationAccepted,
    CbEvents.OnFriendApplicationRejected,
  ])
    on<FriendApplicationItem>(event, (application) => storeFriendApplication(store, application));
  for (const event of [
    CbEvents.OnGroupApplicationAdded,
    CbEvents.OnGroupApplicationAccepted,
    CbEvents.OnGroupApplicationRejected,
  ])
    on<GroupApplicationItem>(event, (application) => storeGroupApplication(store, application));

  // A finished sync may have brought friends and groups changed while away (product-spec §4).
  on(CbEvents.OnSyncServerFinish, () => {
    void loadFriends(store).catch((error: unknown) => logLoadFailure('contacts: friends', error));
    void loadGroups(store).catch((error: unknown) => logLoadFailure('contacts: groups', error));
  });
}

/** Takes a user off the blacklist; the list follows at once, and the OnBlackDeleted event agrees. */
export async function removeFromBlackList(store: Store, userID: string): Promise<void> {
  const im = await openIM();
  await im.removeBlack(userID);
  store.set(blackListAtom, (list) => removeByKey(list, userID, userKey));
}

/** A group's public info by ID, for the find-a-group search; undefined when no such group exists. */
export async function findGroupByID(groupID: string): Promise<GroupItem | undefined> {
  return (await readGroupInfo(groupID)) ?? undefined;
}

/** A user's public profile (name and avatar) by ID, for the request screen; undefined when unknown. */
export async function findUserByID(userID: string): Promise<PublicUserItem | undefined> {
  const im = await openIM();
  const { data } = await im.getUsersInfo([userID]);
  return data[0];
}
