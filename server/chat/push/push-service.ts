import type { Logger } from 'pino';
import webpush from 'web-push';
import { WebhookCommand, type AfterSendMsg } from '../../protocol/openim-webhooks.ts';
import type { PushSubscriptions, PushSubscriptionRecord } from './push-subscriptions.ts';
import { isTestEndpoint, refuseEndpoint, type EndpointRules } from '../../push/push-endpoints.ts';
import { publicOnlyAgent } from '../../push/push-addresses.ts';
import type { VapidKeys } from '../../push/vapid-keys.ts';
import type { ImConnection, ImPort } from '../im-port.ts';
import { pushPayload } from './push-preview.ts';
import { callInviteOf, callInvitePayload } from './call-invite-push.ts';

/** OpenIM's Web platform; the platforms push subscriptions were made from count as web too. */
const WEB_PLATFORM = 5;
/** Notification content types start here; they are state changes, not something a person wrote. */
const FIRST_NOTIFICATION_TYPE = 1000;
const TYPING = 113;
/** Custom messages carry call signals (deltas.md 1): of those, only an invite is pushed, to its invitees. */
const CUSTOM = 110;
const DAY_S = 86_400;

type Send = typeof webpush.sendNotification;

/** What the push reads of IM, all of it through the port: OpenIM's public API beside a real OpenIM. */
export type PushFacts = Pick<ImPort, 'groupMemberIDs' | 'connections' | 'notifiedUserIDs' | 'groupName'>;

/** The conversation an after-send message belongs to (OpenIM's si_<sorted pair> and sg_<group>). */
export function conversationOfAfterSend(msg: AfterSendMsg): string {
  if (msg.callbackCommand === WebhookCommand.afterSendGroupMsg) return `sg_${msg.groupID}`;
  const [a, b] = [msg.sendID, msg.recvID].sort();
  return `si_${a}_${b}`;
}

/**
 * A person wrote it: no notification (1000 and up), no typing, and no custom message but a call invite. After-send
 * carries neither the message's options nor its seq, so an online-only or notOfflinePush message of these kinds is
 * pushed too (protocol/OPENIM-WEBHOOKS.md, "Web Push").
 */
const worthAPush = (msg: AfterSendMsg) =>
  msg.contentType < FIRST_NOTIFICATION_TYPE && msg.contentType !== TYPING && msg.contentType !== CUSTOM;

/**
 * Web Push for users who would not see a message otherwise (issue 16 item 6, issue 26 item 4), driven by the
 * after-send event of the IM port: the embedded IM's message path in one process, OpenIM's after-send webhooks
 * beside a real OpenIM. The message reaches the users' browsers through the browsers' push services, encrypted to
 * each subscription's keys (RFC 8291) and signed with the server's VAPID key. Subscriptions the push service no
 * longer knows (404, 410) are dropped.
 */
export class PushService {
  constructor(
    private readonly store: Pick<PushSubscriptions, 'ofUsers' | 'drop'>,
    private readonly keys: () => VapidKeys,
    private readonly rules: EndpointRules,
    private readonly im: PushFacts,
    private readonly logger: Logger,
    private readonly send: Send = webpush.sendNotification.bind(webpush),
  ) {}

  /** Hears how each delivery ended, for /metrics. */
  onDelivery: (outcome: 'sent' | 'gone' | 'failed') => void = () => {};
  /** Every push connection resolves its host again and refuses a non-public address (push-addresses.ts). */
  private readonly agent = publicOnlyAgent();

  /** One message sent; returns when every push was handed over. Never throws: a failure is logged. */
  async afterSend(msg: AfterSendMsg): Promise<void> {
    try {
      await this.pushFor(msg);
    } catch (error) {
      this.logger.warn({ err: error, clientMsgID: msg.clientMsgID }, 'push skipped: IM could not be asked');
    }
  }

  private async pushFor(msg: AfterSendMsg): Promise<void> {
    const invite = callInviteOf(msg);
    if (!invite && !worthAPush(msg)) return;
    const groupID = msg.callbackCommand === WebhookCommand.afterSendGroupMsg ? msg.groupID : undefined;
    const conversationID = conversationOfAfterSend(msg);
    const members =
      msg.callbackCommand === WebhookCommand.afterSendGroupMsg
        ? await this.im.groupMemberIDs(msg.groupID)
        : [msg.recvID];
    // A group's invite rings only the members invited.
    const invited = invite ? new Set(invite.invitees) : null;
    const recipients = [...new Set(members)].filter(
      (userID) => userID !== msg.sendID && (!invited || invited.has(userID)),
    );
    // Cheapest test first: most recipients have no subscription, which one query tells before IM is asked.
    const subscribed = new Map<string, PushSubscriptionRecord[]>();
    for (const subscription of await this.store.ofUsers(recipients)) {
      const own = subscribed.get(subscription.userID) ?? [];
      own.push(subscription);
      subscribed.set(subscription.userID, own);
    }
    if (subscribed.size === 0) return;
    const live = await this.im.connections([...subscribed.keys()]);
    const unseen = [...subscribed]
      .filter(([userID, subscriptions]) => !seesItLive(live.get(userID) ?? [], subscriptions))
      .map(([userID]) => userID);
    if (unseen.length === 0) return;
    const notified = await this.im.notifiedUserIDs(conversationID, unseen);
    if (notified.length === 0) return;
    const groupName = groupID !== undefined ? await this.im.groupName(groupID) : undefined;
    const sends: Promise<void>[] = [];
    for (const userID of notified) {
      for (const subscription of subscribed.get(userID) ?? []) {
        const options = { ...subscription, groupName };
        const payload = invite
          ? callInvitePayload(msg, invite, conversationID, options)
          : pushPayload(msg, conversationID, options);
        sends.push(this.deliver(subscription, JSON.stringify(payload), invite?.ttl ?? DAY_S));
      }
    }
    await Promise.all(sends);
  }

  /** `ttl`: seconds the push service keeps trying; a call invite is worthless once it stops ringing. */
  private async deliver(subscription: PushSubscriptionRecord, payload: string, ttl: number): Promise<void> {
    // The rules may have tightened since it was stored (a test origin no longer configured).
    if (refuseEndpoint(subscription.endpoint, this.rules)) {
      await this.store.drop(subscription.endpoint);
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
        await this.store.drop(subscription.endpoint);
        this.logger.info({ userID: subscription.userID, status }, 'push subscription gone; dropped');
        this.onDelivery('gone');
      } else {
        this.logger.warn({ userID: subscription.userID, status, err: error }, 'push failed');
        this.onDelivery('failed');
      }
    }
  }
}

/**
 * A live connection from a web platform (the subscription's own, or OpenIM's Web) hears the message itself and, in
 * the PWA, shows it when the page is hidden: no push. One whose app said it is in the background (OpenIM's
 * isBackground; a background SDK drops online-only messages) gets one, as OpenIM v3.8.3 skips the online push to a
 * background iOS connection (msggateway/hub_server.go) and leaves it to the offline push.
 */
function seesItLive(connections: readonly ImConnection[], subscriptions: readonly PushSubscriptionRecord[]): boolean {
  const web = new Set([WEB_PLATFORM, ...subscriptions.map((s) => s.platformID)]);
  return connections.some((connection) => web.has(connection.platformID) && !connection.isBackground);
}
