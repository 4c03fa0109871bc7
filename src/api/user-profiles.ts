import { chatPost } from './chat-client';
import type { Department } from '../state/chat-entities';

/**
 * A user as the chat service knows them (/user/find/full). For anyone but the user themself and their friends the
 * service blanks the phone number and e-mail, so an empty field means "not shown", never "unknown".
 */
export interface FullUserInfo {
  userID: string;
  account: string;
  phoneNumber: string;
  areaCode: string;
  email: string;
  nickname: string;
  faceURL: string;
  /** 0 private, 1 male, 2 female. */
  gender: number;
  /** Milliseconds since the epoch; 0 when not set. */
  birth: number;
  /** 1 accepts friend requests, 2 refuses them (the server then answers 20013). */
  allowAddFriend: number;
}

/** One organisation membership: where the user works and as what. */
export interface DepartmentMembership {
  departmentID: string;
  position: string;
  station?: string;
  department?: Department;
}

export async function findFullUser(userID: string): Promise<FullUserInfo | null> {
  const { users } = await chatPost<{ users: FullUserInfo[] }>('/user/find/full', { userIDs: [userID] });
  return users.find((user) => user.userID === userID) ?? null;
}

export async function userDepartments(userID: string): Promise<DepartmentMembership[]> {
  const { users } = await chatPost<{ users: Array<{ user: { userID: string }; members: DepartmentMembership[] }> }>(
    '/organization/user/department',
    { userIDs: [userID] },
  );
  return users.find((entry) => entry.user.userID === userID)?.members ?? [];
}
