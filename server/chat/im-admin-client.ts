import { randomUUID } from 'node:crypto';
import type { StorageUsage } from '../protocol/storage-usage.ts';
import { ApiError } from '../protocol/api-envelope.ts';
import type { ServerStatus } from '../protocol/server-status.ts';
import type { ImConnection } from './im-port.ts';

/** Blocked users read per page: OpenIM caps showNumber at 1000. */
const BLACK_PAGE = 500;

/**
 * The chat service's only way into IM: OpenIM's admin REST API (deltas.md 12), so the same module works
 * against a real OpenIM Server. The admin token is cached for five minutes, as the reference does.
 */
export class ImAdminClient {
  private adminToken: { token: string; until: number } | undefined;

  constructor(
    private readonly apiURL: () => string,
    private readonly adminUserID: string,
    private readonly secret: string,
    /** Embedded, the server's own admin token, minted in-process instead of asked for over HTTP. */
    private readonly mintAdminToken?: () => string,
  ) {}

  private async post<T>(path: string, body: unknown, token = ''): Promise<T> {
    const response = await fetch(`${this.apiURL()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', operationID: randomUUID(), ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    type Envelope = { errCode: number; errMsg: string; errDlt?: string; data?: T };
    const envelope = (await response.json().catch(() => undefined)) as Envelope | undefined;
    // A balancer's error page, or a server closing (Fastify's 503), is no answer of IM's: passing on its missing code
    // answered the chat service's caller without one. Thrown as a fault, so the route logs it and answers 500.
    if (typeof envelope?.errCode !== 'number')
      throw new Error(`IM ${path} answered HTTP ${response.status} without OpenIM's envelope`);
    if (envelope.errCode !== 0)
      throw new ApiError(envelope.errCode, envelope.errMsg, `IM ${path}: ${envelope.errDlt ?? ''}`);
    return envelope.data as T;
  }

  private async token(): Promise<string> {
    if (this.adminToken && this.adminToken.until > Date.now()) return this.adminToken.token;
    const token = this.mintAdminToken
      ? this.mintAdminToken()
      : (await this.post<{ token: string }>('/auth/get_admin_token', { secret: this.secret, userID: this.adminUserID }))
          .token;
    this.adminToken = { token, until: Date.now() + 5 * 60_000 };
    return token;
  }

  async registerUser(user: { userID: string; nickname: string; faceURL: string }): Promise<void> {
    await this.post('/user/user_register', { users: [user] }, await this.token());
  }

  async userToken(userID: string, platformID: number): Promise<string> {
    return (await this.post<{ token: string }>('/auth/get_user_token', { userID, platformID }, await this.token()))
      .token;
  }

  async updateUser(userID: string, changes: { nickname?: string; faceURL?: string }): Promise<void> {
    await this.post(
      '/user/update_user_info_ex',
      { userInfo: { userID, nickname: changes.nickname ?? null, faceURL: changes.faceURL ?? null } },
      await this.token(),
    );
  }

  /** Reaches the recipient's SDK as OnRecvCustomBusinessMessage({key, data}). */
  async businessNotification(sendUserID: string, recvUserID: string, key: string, data: string): Promise<void> {
    await this.post('/msg/send_business_notification', { key, data, sendUserID, recvUserID }, await this.token());
  }

  /** /friend/get_full_friend_user_ids: whom `userID` has as friends. */
  async friendIDs(userID: string): Promise<string[]> {
    const data = await this.post<{ userIDs: string[] | null }>(
      '/friend/get_full_friend_user_ids',
      { userID, idHash: 0 },
      await this.token(),
    );
    return data.userIDs ?? [];
  }

  /** /friend/get_black_list, page by page: whom `userID` has blocked. */
  async blockedIDs(userID: string): Promise<string[]> {
    const found: string[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const data = await this.post<{ blacks: Array<{ blackUserInfo: { userID: string } }> | null; total: number }>(
        '/friend/get_black_list',
        { userID, pagination: { pageNumber, showNumber: BLACK_PAGE } },
        await this.token(),
      );
      const blacks = data.blacks ?? [];
      found.push(...blacks.map((black) => black.blackUserInfo.userID));
      if (blacks.length < BLACK_PAGE || found.length >= data.total) return found;
    }
  }

  /** /group/get_full_group_member_user_ids (the admin sees any group's). */
  async groupMemberIDs(groupID: string): Promise<string[]> {
    const data = await this.post<{ userIDs: string[] | null }>(
      '/group/get_full_group_member_user_ids',
      { groupID, idHash: 0 },
      await this.token(),
    );
    return data.userIDs ?? [];
  }

  /** /group/get_group_members_info (the admin sees any group's): the member's roleLevel, none for a non-member. */
  async groupRole(groupID: string, userID: string): Promise<number | undefined> {
    const data = await this.post<{ members: Array<{ userID: string; roleLevel: number }> | null }>(
      '/group/get_group_members_info',
      { groupID, userIDs: [userID] },
      await this.token(),
    );
    return data.members?.find((member) => member.userID === userID)?.roleLevel;
  }

  /** /user/get_users_info: the public profiles of those IM knows. */
  async profiles(userIDs: readonly string[]): Promise<Array<{ userID: string; nickname: string; faceURL: string }>> {
    if (userIDs.length === 0) return [];
    const data = await this.post<{ usersInfo: Array<{ userID: string; nickname: string; faceURL: string }> | null }>(
      '/user/get_users_info',
      { userIDs },
      await this.token(),
    );
    return data.usersInfo ?? [];
  }

  /** /auth/parse_token: whose token this is; IM's own error for a token it does not accept. */
  async tokenOwner(token: string): Promise<{ userID: string; platformID: number }> {
    const owner = await this.post<{ userID: string; platformID: number }>('/auth/parse_token', { token });
    return { userID: owner.userID, platformID: owner.platformID };
  }

  /** Ours, the embedded IM's only (server/im-api/server-status-route.ts): its figures for the admin console. */
  async serverStatus(): Promise<ServerStatus> {
    return this.post<ServerStatus>('/statistic/server_status', {}, await this.token());
  }

  /** Ours, the embedded IM's only (server/storage/object-storage.ts): users' uploads against the quotas. */
  async storageUsage(userIDs: readonly string[]): Promise<StorageUsage> {
    return this.post<StorageUsage>('/object/storage_usage', { userIDs }, await this.token());
  }

  async forceLogout(userID: string, platformID: number): Promise<void> {
    await this.post('/auth/force_logout', { userID, platformID }, await this.token());
  }

  /**
   * /user/get_users_online_status (admin only on OpenIM v3.8.3): each user's live connections, one detail per
   * connection with its platform and background state. Go's omitempty leaves out a false isBackground and an offline
   * user's empty list.
   */
  async connections(userIDs: readonly string[]): Promise<Array<{ userID: string; platforms: ImConnection[] }>> {
    if (userIDs.length === 0) return [];
    const data = await this.post<Array<{
      userID: string;
      detailPlatformStatus?: Array<{ platformID?: number; isBackground?: boolean }> | null;
    }> | null>('/user/get_users_online_status', { userIDs }, await this.token());
    return (data ?? []).map((user) => ({
      userID: user.userID,
      platforms: (user.detailPlatformStatus ?? []).map((detail) => ({
        platformID: detail.platformID ?? 0,
        isBackground: detail.isBackground === true,
      })),
    }));
  }

  /** /conversation/get_conversation_offline_push_user_ids: those of `userIDs` whose receive option for it is 0. */
  async conversationPushUserIDs(conversationID: string, userIDs: readonly string[]): Promise<string[]> {
    if (userIDs.length === 0) return [];
    const data = await this.post<{ userIDs?: string[] | null }>(
      '/conversation/get_conversation_offline_push_user_ids',
      { conversationID, userIDs },
      await this.token(),
    );
    return data.userIDs ?? [];
  }

  /** /user/get_users_info's globalRecvMsgOpt (0 receive, 1 none, 2 silently), for those IM knows. */
  async globalRecvMsgOpts(userIDs: readonly string[]): Promise<Map<string, number>> {
    if (userIDs.length === 0) return new Map();
    const data = await this.post<{ usersInfo: Array<{ userID: string; globalRecvMsgOpt?: number }> | null }>(
      '/user/get_users_info',
      { userIDs },
      await this.token(),
    );
    return new Map((data.usersInfo ?? []).map((user) => [user.userID, user.globalRecvMsgOpt ?? 0]));
  }

  /** /group/get_groups_info: a group's name, '' for one IM does not know. */
  async groupName(groupID: string): Promise<string> {
    const data = await this.post<{ groupInfos: Array<{ groupID: string; groupName: string }> | null }>(
      '/group/get_groups_info',
      { groupIDs: [groupID] },
      await this.token(),
    );
    return data.groupInfos?.find((group) => group.groupID === groupID)?.groupName ?? '';
  }
}
