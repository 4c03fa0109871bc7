import { passwordDigest } from '../chat-client';
import { AdminCallError, adminPost } from './admin-client';
import type { ServerStatus } from '../../../wire/server-status';

/** The console's calls to the chat service's admin routes (server/chat/admin/), one function each. */

export interface AdminUser {
  userID: string;
  nickname: string;
  account: string;
  areaCode: string;
  phoneNumber: string;
  email: string;
  faceURL: string;
  gender: number;
  level: number;
  birth: number;
  registerType: number;
  blocked: boolean;
  blockReason: string;
}

export interface BlockedUser {
  userID: string;
  nickname: string;
  account: string;
  reason: string;
  opUserID: string;
  createTime: number;
}

export interface Page<T> {
  total: number;
  items: T[];
}

const page = (pageNumber: number, showNumber: number) => ({ pagination: { pageNumber, showNumber } });

export async function searchUsers(keyword: string, pageNumber: number, showNumber: number): Promise<Page<AdminUser>> {
  const data = await adminPost<{ total?: number; users?: AdminUser[] }>('/user/admin_search', {
    keyword,
    ...page(pageNumber, showNumber),
  });
  return { total: data.total ?? 0, items: data.users ?? [] };
}

export async function searchBlocked(pageNumber: number, showNumber: number): Promise<Page<BlockedUser>> {
  const data = await adminPost<{ total?: number; users?: BlockedUser[] }>('/block/search', {
    keyword: '',
    ...page(pageNumber, showNumber),
  });
  return { total: data.total ?? 0, items: data.users ?? [] };
}

export const blockUser = (userID: string, reason: string) => adminPost('/block/add', { userID, reason });
export const unblockUser = (userID: string) => adminPost('/block/del', { userIDs: [userID] });
export const forceLogout = (userID: string) => adminPost('/user/force_logout', { userID });
export const sendPasswordResetCode = (userID: string) =>
  adminPost<{ channel: 'email' | 'phone' }>('/user/password/reset', { userID });

export interface NewAccount {
  nickname: string;
  account: string;
  areaCode: string;
  phoneNumber: string;
  email: string;
  password: string;
}

export const createAccount = ({ password, ...user }: NewAccount) =>
  adminPost<{ userID: string }>('/account/add_user', { user: { ...user, password: passwordDigest(password) } });

export type RegistrationMode = 'open' | 'closed' | 'invitation';

export const readRegistration = () =>
  adminPost<{ mode: RegistrationMode }>('/user/allow_register/get').then((data) => data.mode);

export const setRegistration = (mode: RegistrationMode) =>
  adminPost('/user/allow_register/set', {
    allowRegister: mode !== 'closed',
    needInvitationCode: mode === 'invitation',
  });

export interface InvitationCode {
  invitationCode: string;
  createTime: number;
  usedUserID: string;
  usedUser?: { userID: string; nickname: string; account: string };
}

/** 0 every code, 1 used, 2 unused. */
export type CodeStatus = 0 | 1 | 2;

export async function searchInvitationCodes(
  status: CodeStatus,
  keyword: string,
  pageNumber: number,
  showNumber: number,
): Promise<Page<InvitationCode>> {
  const data = await adminPost<{ total?: number; list?: InvitationCode[] }>('/invitation_code/search', {
    status,
    keyword,
    ...page(pageNumber, showNumber),
  });
  return { total: data.total ?? 0, items: data.list ?? [] };
}

export const generateInvitationCodes = (num: number) =>
  adminPost<{ codes: string[] }>('/invitation_code/gen', { num }).then((data) => data.codes);
export const addInvitationCodes = (codes: string[]) => adminPost('/invitation_code/add', { codes });
export const revokeInvitationCodes = (codes: string[]) => adminPost('/invitation_code/del', { codes });

export const readServerStatus = () => adminPost<ServerStatus>('/statistic/server_status');

/** One user's uploads against the storage quotas (docs/security.md "Objects"). */
export interface StorageFigures {
  storedBytes: number;
  lastDayBytes: number;
}

/**
 * The storage figures of these users, and the quotas; null beside an OpenIM server, which reports none (1004).
 */
export async function storageUsage(
  userIDs: string[],
): Promise<{ totalQuotaBytes: number; dailyQuotaBytes: number; users: Map<string, StorageFigures> } | null> {
  try {
    const data = await adminPost<{
      totalQuotaBytes: number;
      dailyQuotaBytes: number;
      users: Array<StorageFigures & { userID: string }>;
    }>('/statistic/storage_usage', { userIDs });
    return { ...data, users: new Map(data.users.map((user) => [user.userID, user])) };
  } catch (error) {
    if (error instanceof AdminCallError && error.errCode === 1004) return null;
    throw error;
  }
}
