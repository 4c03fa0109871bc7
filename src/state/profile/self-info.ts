import type { MemberDepartment, UserFullInfo } from '../chat-entities';
import type { SelfUserInfo } from '../sdk-types';

/**
 * The signed-in user (product-spec §3 "User (self info)"): the IM record and the chat service's record in one,
 * with the user's organisation memberships attached.
 */
export type SelfInfo = Partial<Omit<SelfUserInfo, 'userID'>> &
  Partial<Omit<UserFullInfo, 'userID'>> & { userID: string; members: MemberDepartment[] };

const withoutEmptyStrings = <T extends object>(record: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(record ?? {}).filter(([, value]) => value !== '')) as Partial<T>;

/**
 * IM fields first, then the chat service's on top; a field either side left empty never hides the other's value.
 * The chat record counts only when it is this user's.
 */
export function mergeSelfInfo(im: SelfUserInfo, chat: UserFullInfo | undefined, members: MemberDepartment[]): SelfInfo {
  const chatFields = chat?.userID === im.userID ? withoutEmptyStrings(chat) : {};
  return { ...withoutEmptyStrings(im), ...chatFields, userID: im.userID, members };
}
