import type { Logger } from 'pino';
import webpush from 'web-push';
import type { MsgData } from '../protocol/protobuf.ts';
import type { ConnectionHub } from '../presence/connection-hub.ts';
import type { UserStore } from '../users/users.ts';
import type { GroupStore } from '../groups/group-store.ts';
import type { ConversationStore } from '../conversations/conversation-store.ts';
import { ContentType, option, SessionType } from '../messaging/message-model.ts';
import type { PushStore, PushSubscriptionRecord } from './push-store.ts';
import { pushPayload } from './push-preview.ts';
import { isTestEndpoint, refuseEndpoint, type EndpointRules } from './push-endpoints.ts';
import { publicOnlyAgent } from './push-addresses.ts';
import type { VapidKeys } from './vapid-keys.ts';
import { callInviteOf, callInvitePayload } from './call-invite-push.ts';

/** OpenIM's Web platform; the platforms push subscriptions were made from count as web too. */
const WEB_PLATFORM = 5;
/** Notification content types start here; they are state changes, not something a person wrote. */
const FIRST_NOTIFICATION_TYPE = 1000;
/** Custom messages carry call signals (deltas.md 1): of those, only an invite is pushed, to its invitees. */
const CUSTOM = 110;
const NOTIFY = 0;
const DAY_S = 86_400;

type Send = typeof webpush.sendNotification;

/**
 * Web Push for users with no live web connection (issue 16, item 6): the message reaches their browsers through
 * the browsers' push services, encrypted to each subscription's keys (RFC 8291) and signed with the server's VAPID
 * key. Subscriptions the push service no longer knows (404, 410) are dropped.
 */
export class PushService {
  constructor(
    private readonly store: PushStore,
    private readonly keys: () => VapidKeys,
    private readonly rules: EndpointRules,
    private readonly deps: {
      hub: ConnectionHub;
      users: UserStore;
      groups: GroupStore;
      conversations: ConversationStore;
    },
    private readonly logger: Logger,
    private readonly send: Send = webpush.sendNotification.bind(webpush),
  ) {}

  /** Hears how each delivery ended, for /metrics. */
  onDelivery: (outcome: 'sent' | 'gone' | 'failed') => void = () => {};
  /** Every push connection resolves its host again and refuses a non-public address (push-addresses.ts). */
  private readonly agent = publicOnlyAgent();

  get publicKey(): string {
    return this.keys().publicKey;
  }

  /** Called for every stored message with its recipients; returns when every push was handed over. */
  async messageStored(msg: MsgData, conversationID: string, recipients: readonly string[]): Promise<void> {
    const invite = callInviteOf(msg);
    if (!invite && !this.worthAPush(msg)) return;
    let group: string | undefined;
    const groupName = () => (group ??= this.deps.groups.group(msg.groupID)?.groupName ?? '');
    // A group's invite rings only the members invited.
    const invited = invite ? new Set(invite.invitees) : null;
    const sends: Promise<void>[] = [];
    for (const userID of new Set(recipients)) {
      if (userID === msg.sendID || (invited && !invited.has(userID))) continue;
      // Cheapest test first: this runs for every recipient of every message, and most recipients are online on
      // the web or have no subscription, which the hub (memory) and one indexed lookup tell without reading the
      // user's and the conversation's settings (those two lookups were 13 % of the gateway's profile).
      if (this.hasLiveWebConnection(userID, [])) continue;
      const subscriptions = this.store.of(userID);
      if (subscriptions.length === 0 || this.hasLiveWebConnection(userID, subscriptions)) continue;
      if (!this.wantsNotice(userID, conversationID)) continue;
      for (const subscription of subscriptions) {
        const options = {
          ...subscription,
          groupName: msg.sessionType === SessionType.workingGroup ? groupName() : undefined,
        };
        const payload = invite
          ? callInvitePayload(msg, invite, conversationID, options)
          : pushPayload(msg, conversationID, options);
        sends.push(this.deliver(subscription, JSON.stringify(payload), invite?.ttl ?? DAY_S));
      }
    }
    await Promise.all(sends);
  }

  private worthAPush(msg: MsgData): boolean {
    if (msg.contentType >= FIRST_NOTIFICATION_TYPE || msg.contentType === ContentType.typing) return false;
    if (msg.contentType === CUSTOM) return false;
    return msg.seq > 0 && option(msg.options, 'offlinePush');
  }

  /** The user's do-not-disturb and the conversation's receive option, as the sound rules read them (deltas.md 14). */
  private wantsNotice(userID: string, conversationID: string): boolean {
    if ((this.deps.users.get(userID)?.globalRecvMsgOpt ?? NOTIFY) !== NOTIFY) return false;
    return (this.deps.conversations.get(userID, conversationID)?.recvMsgOpt ?? NOTIFY) === NOTIFY;
  }

  /** A live connection from a web platform hears the message itself and shows it when hidden. */
  private hasLiveWebConnection(userID: string, subscriptions: readonly PushSubscriptionRecord[]): boolean {
    const web = new Set([WEB_PLATFORM, ...subscriptions.map((s) => s.platformID)]);
    return this.deps.hub.connectionsOf(userID).some((connection) => web.has(connection.platformID));
  }

  /** `ttl`: seconds the push service keeps trying; a call invite is worthless once it stops ringing. */
  private async deliver(subscription: PushSubscriptionRecord, payload: string, ttl: number): Promise<void> {
    // The rules may have tightened since it was stored (a test origin no longer configured).
    if (refuseEndpoint(subscription.endpoint, this.rules)) {
      this.store.drop(subscription.endpoint);
      return;
    }
    try {
      await this.send(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: this.keys(),
          TTL: ttl,
          urgency: 'high',
          timeout: 10_000,
          contentEncoding: 'aes128gcm',
          // The tests' local receiver is the one endpoint allowed to be local.
          ...(isTestEndpoint(subscription.endpoint, this.rules) ? {} : { agent: this.agent }),
        },
      );
      this.onDelivery('sent');
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        this.store.drop(subscription.endpoint);
        this.logger.info({ userID: subscription.userID, status }, 'push subscription gone; dropped');
        this.onDelivery('gone');
      } else {
        this.logger.warn({ userID: subscription.userID, status, err: error }, 'push failed');
        this.onDelivery('failed');
      }
    }
  }
}
