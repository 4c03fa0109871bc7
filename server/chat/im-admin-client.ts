import { randomUUID } from 'node:crypto';
import { ApiError } from '../protocol/api-envelope.ts';

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
    const envelope = (await response.json()) as { errCode: number; errMsg: string; errDlt?: string; data?: T };
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

  /** Ours: the IM server's figures for the admin console (server/im-api/server-status-route.ts). */
  async serverStatus(): Promise<unknown> {
    return this.post('/statistic/server_status', {}, await this.token());
  }

  async forceLogout(userID: string, platformID: number): Promise<void> {
    await this.post('/auth/force_logout', { userID, platformID }, await this.token());
  }
}
