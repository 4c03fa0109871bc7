import type { createStore } from 'jotai';
import { chatPost } from '../api/chat-client';
import type { MemberDepartment, UserFullInfo } from '../state/chat-entities';
import { mergeSelfInfo } from '../state/profile/self-info';
import { selfInfoAtom } from '../state/profile/self-info-atoms';
import { openIM } from './sdk-instance';
import type { SelfUserInfo } from '../state/sdk-types';

type Store = ReturnType<typeof createStore>;

const chatUserOf = (userID: string) =>
  chatPost<{ users?: UserFullInfo[] }>('/user/find/full', { userIDs: [userID] }).then((data) =>
    data?.users?.find((user) => user.userID === userID),
  );

const membershipsOf = (userID: string) =>
  chatPost<{ users?: Array<{ user?: UserFullInfo; members?: MemberDepartment[] }> }>('/organization/user/department', {
    userIDs: [userID],
  }).then((data) => data?.users?.find((entry) => entry.user?.userID === userID)?.members ?? []);

/**
 * Loads the signed-in user into selfInfoAtom (product-spec §3, §4 "Startup load"). Only the SDK's record is
 * essential and its failure rejects: the chat service parts keep what was known before when they cannot be had,
 * because offline the chat service cannot answer, and a server without an organisation directory has no
 * memberships to give.
 */
export async function loadSelfInfo(store: Store, known?: SelfUserInfo): Promise<void> {
  const im = known ?? (await (await openIM()).getSelfUserInfo()).data;
  const previous = store.get(selfInfoAtom);
  const same = previous?.userID === im.userID ? previous : undefined;
  const [chat, members] = await Promise.all([
    chatUserOf(im.userID).catch(() => same),
    membershipsOf(im.userID).catch(() => same?.members ?? []),
  ]);
  store.set(selfInfoAtom, mergeSelfInfo(im, chat, members));
}
