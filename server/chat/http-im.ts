import type { Logger } from 'pino';
import type { StorageUsage } from '../protocol/storage-usage.ts';
import { WebhookCommand, type AfterSendMsg, type WebhookBody } from '../protocol/openim-webhooks.ts';
import type { ImAdminClient } from './im-admin-client.ts';
import { ImCache, blocksKey, friendsKey, membersKey, profileKey } from './im-cache.ts';
import type { ImConnection, ImPort, ImProfile } from './im-port.ts';
import type { ServerStatus } from '../protocol/server-status.ts';
import { invalidationsFor } from './webhook-invalidation.ts';
import { RelationReplica, type RelationKind } from './relation-replica.ts';
import type { ChatDb } from './storage/chat-schema.ts';
import { revokedMessageOf } from './message-extras/message-facts.ts';
import type { DropKeys, SharedInvalidations } from './storage/shared-invalidations.ts';

/** Profiles asked of IM in one request (OpenIM takes at most 1000 user IDs). */
const PROFILE_BATCH = 500;

/** What a webhook-fed part of the adapter hears (the rooms, Web Push). */
export type WebhookListener = (body: WebhookBody) => void | Promise<void>;

/**
 * The chat service's port over OpenIM's public REST API (the admin token) and its webhooks: works beside a real
 * OpenIM Server as beside the embedded one. Friend lists, block lists, group members and profiles are cached and
 * dropped when a webhook says they changed (webhook-invalidation.ts).
 */
export class HttpIm implements ImPort {
  private readonly cache: ImCache;
  private readonly listeners: WebhookListener[] = [];
  private shared: Pick<SharedInvalidations, 'publish'> | undefined;
  private replica: RelationReplica | undefined;

  constructor(
    private readonly client: ImAdminClient,
    private readonly logger: Logger,
    /** How long a cached read is trusted without a webhook saying it changed (0: not cached). */
    cacheMs: number,
  ) {
    this.cache = new ImCache(cacheMs);
  }

  /**
   * Tells the other copies on the chat database what this one learns is stale, and hears what they learn
   * (storage/shared-invalidations.ts): a webhook reaches one copy, and the cache stays long on all of them.
   */
  shareInvalidations(shared: Pick<SharedInvalidations, 'publish'>): void {
    this.shared = shared;
  }

  /**
   * Keeps friend and block lists in the chat database for every copy (relation-replica.ts), trusted for `trustMs`
   * without a webhook: a copy whose memory is cold reads them there in one statement instead of asking IM for each.
   */
  keepRelations(db: ChatDb, trustMs: number): void {
    const load = (kind: RelationKind, owner: string) =>
      kind === 'friends' ? this.client.friendIDs(owner) : this.client.blockedIDs(owner);
    this.replica = new RelationReplica(db, trustMs, load);
  }

  /** Keys another copy said are stale; `undefined`: this copy may have missed some, so all of them. */
  readonly dropCached: DropKeys = (keys) => {
    if (keys === undefined) this.cache.clear();
    else this.cache.invalidate(...keys);
  };

  private async invalidate(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    // The kept lists first: a copy told below reads them next, and must not find the old ones there.
    try {
      await this.replica?.invalidate(keys);
    } catch (error) {
      this.logger.error({ err: error, keys }, 'kept relation lists could not be marked stale');
    }
    this.cache.invalidate(...keys);
    try {
      await this.shared?.publish(keys);
    } catch (error) {
      this.logger.warn({ err: error }, 'the other copies could not be told of a stale cache entry');
    }
  }

  friendIDs(owner: string): Promise<readonly string[]> {
    return this.cache.get(
      friendsKey(owner),
      () => this.replica?.list('friends', owner) ?? this.client.friendIDs(owner),
    );
  }

  blockedIDs(owner: string): Promise<readonly string[]> {
    return this.cache.get(blocksKey(owner), () => this.replica?.list('blocks', owner) ?? this.client.blockedIDs(owner));
  }

  groupMemberIDs(groupID: string, options: { fresh?: boolean } = {}): Promise<readonly string[]> {
    if (options.fresh) return this.client.groupMemberIDs(groupID);
    return this.cache.get(membersKey(groupID), () => this.client.groupMemberIDs(groupID));
  }

  groupRole(groupID: string, userID: string): Promise<number | undefined> {
    return this.client.groupRole(groupID, userID);
  }

  /** The after-send webhook of a revoke notification, when it carries the notification's content. */
  onRevoked(listener: (conversationID: string, clientMsgID: string) => void | Promise<void>): void {
    this.onAfterSend((msg) => {
      const revoked = revokedMessageOf(msg.contentType, msg.content);
      return revoked ? listener(revoked.conversationID, revoked.clientMsgID) : undefined;
    });
  }

  async profiles(userIDs: readonly string[]): Promise<Map<string, ImProfile>> {
    const unique = [...new Set(userIDs)].filter((id) => id !== '');
    const found = await Promise.all(unique.map((id) => this.cache.get(profileKey(id), () => this.loadProfile(id))));
    return new Map(found.flatMap((profile) => (profile ? [[profile.userID, profile] as const] : [])));
  }

  private waiting = new Map<string, Array<(profile: ImProfile | undefined, error?: unknown) => void>>();

  /** Profiles missed within one tick are asked of IM together, PROFILE_BATCH at a time. */
  private loadProfile(userID: string): Promise<ImProfile | undefined> {
    return new Promise((resolve, reject) => {
      if (this.waiting.size === 0) queueMicrotask(() => void this.flushProfiles());
      const waiters = this.waiting.get(userID) ?? [];
      waiters.push((profile, error) => (error === undefined ? resolve(profile) : reject(error as Error)));
      this.waiting.set(userID, waiters);
    });
  }

  private async flushProfiles(): Promise<void> {
    const waiting = this.waiting;
    this.waiting = new Map();
    const ids = [...waiting.keys()];
    for (let i = 0; i < ids.length; i += PROFILE_BATCH) {
      const batch = ids.slice(i, i + PROFILE_BATCH);
      try {
        const read = new Map((await this.client.profiles(batch)).map((p) => [p.userID, p]));
        for (const id of batch) {
          const p = read.get(id);
          const profile = p && { userID: p.userID, nickname: p.nickname, faceURL: p.faceURL };
          for (const done of waiting.get(id)!) done(profile);
        }
      } catch (error) {
        for (const id of batch) for (const done of waiting.get(id)!) done(undefined, error ?? new Error('failed'));
      }
    }
  }

  tokenOwner(token: string): Promise<{ userID: string; platformID: number }> {
    return this.client.tokenOwner(token);
  }

  async registerUser(user: ImProfile): Promise<void> {
    await this.invalidate([profileKey(user.userID)]);
    return this.client.registerUser(user);
  }

  userToken(userID: string, platformID: number): Promise<string> {
    return this.client.userToken(userID, platformID);
  }

  async updateUser(userID: string, changes: { nickname?: string; faceURL?: string }): Promise<void> {
    await this.client.updateUser(userID, changes);
    await this.invalidate([profileKey(userID)]);
  }

  businessNotification(sendUserID: string, recvUserID: string, key: string, data: string): Promise<void> {
    return this.client.businessNotification(sendUserID, recvUserID, key, data);
  }

  forceLogout(userID: string, platformID: number): Promise<void> {
    return this.client.forceLogout(userID, platformID);
  }

  /** OpenIM v3.8's router has no status route of this kind; the console says the figures are not available. */
  serverStatus(): Promise<ServerStatus | undefined> {
    return Promise.resolve(undefined);
  }

  /** OpenIM keeps uploads in its own object storage (MinIO), which reports no usage per user. */
  storageUsage(): Promise<StorageUsage | undefined> {
    return Promise.resolve(undefined);
  }

  /** The after-send webhooks, single and group: OpenIM fires them for every message sent, online-only ones too. */
  onAfterSend(listener: (msg: AfterSendMsg) => void | Promise<void>): void {
    this.onWebhook((body) =>
      body.callbackCommand === WebhookCommand.afterSendSingleMsg ||
      body.callbackCommand === WebhookCommand.afterSendGroupMsg
        ? listener(body)
        : undefined,
    );
  }

  /** OpenIM's after-quit, after-kick and after-dismiss webhooks, with the members each names. */
  onMembersLeft(listener: (groupID: string, userIDs: readonly string[]) => void | Promise<void>): void {
    this.onWebhook((body) => {
      switch (body.callbackCommand) {
        case WebhookCommand.afterQuitGroup:
          return listener(body.groupID, [body.userID]);
        case WebhookCommand.afterKickGroupMember:
          return listener(body.groupID, body.kickedUserIDs ?? []);
        case WebhookCommand.afterDismissGroup:
          return listener(body.groupID, body.membersID ?? []);
        default:
          return undefined;
      }
    });
  }

  /** Asked of IM each time (never cached): online state changes far more often than anything a webhook reports. */
  async connections(userIDs: readonly string[]): Promise<Map<string, readonly ImConnection[]>> {
    const users = await this.client.connections(userIDs);
    return new Map(users.filter((user) => user.platforms.length > 0).map((user) => [user.userID, user.platforms]));
  }

  /** The conversation's receive option from one OpenIM route, the global one from the users' info. */
  async notifiedUserIDs(conversationID: string, userIDs: readonly string[]): Promise<readonly string[]> {
    const wanting = await this.client.conversationPushUserIDs(conversationID, userIDs);
    const global = await this.client.globalRecvMsgOpts(wanting);
    return wanting.filter((userID) => (global.get(userID) ?? 0) === 0);
  }

  groupName(groupID: string): Promise<string> {
    return this.client.groupName(groupID);
  }

  /** IM asks through the beforeAddFriend webhook, which the chat service's webhook route answers. */
  answerFriendApplications(): void {}

  /** Hears every webhook after the cache has dropped what it changed. */
  onWebhook(listener: WebhookListener): void {
    this.listeners.push(listener);
  }

  /** One webhook from IM, already authenticated and validated (webhook-routes.ts). */
  async received(body: WebhookBody): Promise<void> {
    await this.invalidate(invalidationsFor(body));
    for (const listener of this.listeners) {
      try {
        await listener(body);
      } catch (error) {
        this.logger.warn({ err: error, command: body.callbackCommand }, 'a webhook listener failed');
      }
    }
  }
}
