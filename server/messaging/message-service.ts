import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { ApiError } from '../protocol/api-envelope.ts';
import type { ConversationStore } from '../conversations/conversation-store.ts';
import type { ConnectionHub, PlatformOf } from '../presence/connection-hub.ts';
import { encodeResponseFrame } from '../protocol/ws-envelope.ts';
import { completeMsgData, encodeMessageMaps, type MsgData, type PullMsgs } from '../protocol/protobuf.ts';
import type { MessageStore } from './message-store.ts';
import {
  ContentType,
  conversationIDOf,
  isNotificationConversation,
  MsgFrom,
  MsgStatus,
  ONLINE_ONLY_OPTIONS,
  option,
  SessionType,
  type MsgOptions,
} from './message-model.ts';
import type { SendPolicy } from './send-checks.ts';
import { assertContentAddresses } from './content-addresses.ts';
import { checkClientMessage } from './client-send-rules.ts';
import { ensureConversations } from './conversation-ensure.ts';
import type { SenderFields } from './sender-profile.ts';

const PUSH_MSG = 2001;

// 32 hex digits, like the reference's md5 IDs; randomUUID draws from a pre-filled pool, so it is cheap per message.
const uniqueID = () => randomUUID().replaceAll('-', '');

export interface SendResult {
  serverMsgID: string;
  clientMsgID: string;
  sendTime: number;
}

interface PreparedSend {
  msg: MsgData;
  recipients: string[];
  conversationID: string;
  operationID: string;
}

interface QueuedSend {
  prepared: PreparedSend;
  resolve: (result: SendResult) => void;
  reject: (error: unknown) => void;
}

export interface NotificationInput {
  sendID: string;
  recvID: string;
  sessionType: typeof SessionType.single | typeof SessionType.workingGroup;
  contentType: number;
  /** The tips struct; sent as `{"detail": JSON.stringify(tips)}`. */
  tips: unknown;
  /** Stored with a seq in the n_ conversation (revoke, read receipts); otherwise online-only with seq 0. */
  reliable: boolean;
  /** Who receives it, for group tips (all members, plus a leaving user). */
  recipients?: readonly string[];
  /** The operation that caused it; the SDK needs one on every push to make its follow-up calls. */
  operationID?: string;
  /**
   * Also store a visible tip in the chat (si_/sg_), as `isSendMsg` does on the reference server. The SDK
   * applies no state change from this copy; for a new group it is what puts the group in the conversation list.
   */
  chatCopy?: boolean;
  /**
   * The device whose own call caused the notification, and which then re-reads what it changed by itself: it gets
   * no push, so that its SDK does not re-read the same list twice at once (see relation-routes.ts, add_black).
   */
  exceptCaller?: PlatformOf;
}

/**
 * Sees every client message that passed the send checks, before it is stored; may return options to merge in
 * (call signalling, server/calls/, keeps its messages out of unread counts and the conversation list).
 */
export interface SendObserver {
  accepted(msg: MsgData): MsgOptions | undefined;
}

type StoredListener = (
  msg: MsgData,
  conversationID: string,
  recipients: readonly string[],
  operationID: string,
  /** The message as accepted, before storing gave it a seq (what OpenIM's after-send webhook describes). */
  accepted: MsgData,
) => void;
type NotifiedListener = (msg: MsgData, operationID: string) => void;

/** Sending, storing and pushing messages and notifications. */
export class MessageService {
  constructor(
    private readonly store: MessageStore,
    private readonly conversations: ConversationStore,
    private readonly hub: ConnectionHub,
    private readonly policy: SendPolicy,
    /** The sender's real name and face (sender-profile.ts), stamped on every client send. */
    private readonly senderOf: (msg: MsgData) => SenderFields,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  private queue: QueuedSend[] = [];
  private observers: SendObserver[] = [];

  observe(observer: SendObserver): void {
    this.observers.push(observer);
  }

  private readonly storedListeners: StoredListener[] = [];

  /** Hears every message a client or the admin sent, once stored and pushed to live connections (Web Push). */
  onStored(listener: StoredListener): void {
    this.storedListeners.push(listener);
  }
  private readonly notifiedListeners: NotifiedListener[] = [];

  /** Hears every notification the server made (not its chat copy), once stored if reliable and pushed. */
  onNotified(listener: NotifiedListener): void {
    this.notifiedListeners.push(listener);
  }
  private flushScheduled = false;

  /**
   * A message from a client (1003). Resolves, once the message is durably stored, with what the SDK needs
   * to mark it sent. Sends that arrive in the same turn of the event loop share one transaction. `fromAdmin`:
   * sent through the admin API (/msg/send_msg), which alone may send to notification conversations.
   */
  send(senderID: string, incoming: MsgData, operationID: string = uniqueID(), fromAdmin = false): Promise<SendResult> {
    let prepared: PreparedSend;
    try {
      prepared = this.prepare(senderID, incoming, operationID, fromAdmin);
    } catch (error) {
      return Promise.reject(error);
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ prepared, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private prepare(senderID: string, incoming: MsgData, operationID: string, fromAdmin: boolean): PreparedSend {
    if (incoming.sendID !== senderID)
      throw new ApiError(1002, 'NoPermissionError', 'sendID is not the connection user');
    // The admin API makes notifications and system messages; a client sends only its own user content.
    if (!fromAdmin) checkClientMessage(incoming);
    if (!incoming.clientMsgID) throw new ApiError(1001, 'ArgsError', 'clientMsgID is required');
    if (incoming.contentType <= 0) throw new ApiError(1001, 'ArgsError', 'contentType is required');
    assertContentAddresses(incoming.contentType, incoming.content);
    const msg: MsgData = {
      ...incoming,
      serverMsgID: uniqueID(),
      sendTime: incoming.sendTime || this.now(),
      msgFrom: incoming.msgFrom || MsgFrom.user,
      // Typing is never stored, whatever the client asked.
      options:
        incoming.contentType === ContentType.typing
          ? { ...incoming.options, ...ONLINE_ONLY_OPTIONS }
          : incoming.options,
    };
    const recipients = this.policy.recipients(msg, fromAdmin);
    // A client speaks only in its own name; the admin API may name a sender (OpenIM's send_msg does).
    if (!fromAdmin) Object.assign(msg, this.senderOf(msg));
    for (const observer of this.observers) {
      const options = observer.accepted(msg);
      if (options) msg.options = { ...msg.options, ...options };
    }
    return { msg, recipients, conversationID: conversationIDOf(msg), operationID };
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    let delivered: MsgData[];
    const resent = new Set<number>();
    // The stored encoding of each message, reused in its push frame (the same MsgData bytes).
    const encoded: Array<Uint8Array | undefined> = [];
    try {
      delivered = this.store.transaction(() =>
        batch.map(({ prepared: { msg, recipients, conversationID } }, index) => {
          if (!option(msg.options, 'history')) return { ...msg, seq: 0, status: MsgStatus.sent };
          // A resend of a stored message (its acknowledgement was lost) is acknowledged again, never stored twice.
          const earlier = this.store.sentBefore(conversationID, msg.clientMsgID, msg.sendID);
          if (earlier) {
            resent.add(index);
            return earlier;
          }
          const appended = this.store.appendEncoded(conversationID, msg);
          encoded[index] = appended.bytes;
          this.store.raiseHasReadSeq(msg.sendID, conversationID, appended.msg.seq);
          ensureConversations(this.conversations, conversationID, msg, recipients);
          return appended.msg;
        }),
      );
    } catch (error) {
      this.logger.error({ err: error, messages: batch.length }, 'storing messages failed');
      for (const { reject } of batch) reject(new ApiError(500, 'ServerInternalError'));
      return;
    }
    batch.forEach(({ prepared, resolve }, index) => {
      const msg = delivered[index]!;
      resolve({ serverMsgID: msg.serverMsgID, clientMsgID: msg.clientMsgID, sendTime: msg.sendTime });
      if (resent.has(index)) return;
      this.push(
        prepared.conversationID,
        msg,
        this.pushTargets(msg, prepared.recipients),
        prepared.operationID,
        encoded[index],
      );
      for (const listener of this.storedListeners) {
        listener(msg, prepared.conversationID, prepared.recipients, prepared.operationID, prepared.msg);
      }
    });
  }

  /** Builds, stores if reliable, and pushes a notification (openim-http-api.md §7.1). */
  notify(input: NotificationInput): MsgData {
    const now = this.now();
    const isGroup = input.sessionType === SessionType.workingGroup;
    const msg = completeMsgData({
      sendID: input.sendID,
      recvID: input.recvID,
      groupID: isGroup ? input.recvID : '',
      clientMsgID: uniqueID(),
      serverMsgID: uniqueID(),
      sessionType: input.sessionType,
      msgFrom: MsgFrom.system,
      contentType: input.contentType,
      content: new TextEncoder().encode(JSON.stringify({ detail: JSON.stringify(input.tips) })),
      sendTime: now,
      createTime: now,
      status: MsgStatus.sent,
      options: {
        isNotNotification: false,
        senderSync: true,
        conversationUpdate: false,
        senderConversationUpdate: false,
        notPrivate: false,
        isSendMsg: false,
        unreadCount: false,
        offlinePush: false,
        history: input.reliable,
        persistent: input.reliable,
      },
    });
    const conversationID = conversationIDOf(msg);
    const recipients =
      input.recipients ?? (input.sendID === input.recvID ? [input.sendID] : [input.sendID, input.recvID]);
    const delivered = input.reliable ? this.store.transaction(() => this.store.append(conversationID, msg)) : msg;
    this.push(conversationID, delivered, recipients, input.operationID, undefined, input.exceptCaller);
    if (input.chatCopy) this.storeChatCopy(msg, recipients, input.operationID);
    for (const listener of this.notifiedListeners) listener(delivered, input.operationID ?? '');
    return delivered;
  }

  private storeChatCopy(notification: MsgData, recipients: readonly string[], operationID?: string): void {
    const copy: MsgData = {
      ...notification,
      clientMsgID: uniqueID(),
      serverMsgID: uniqueID(),
      options: { offlinePush: false, unreadCount: false },
    };
    const conversationID = conversationIDOf(copy);
    const stored = this.store.transaction(() => {
      const appended = this.store.append(conversationID, copy);
      ensureConversations(this.conversations, conversationID, copy, recipients);
      // A tip never counts as unread: the SDK derives unread counts from maxSeq - hasReadSeq when it syncs. So a
      // reader who had read everything before the tip has read the tip too; earlier unread messages stay unread.
      for (const userID of recipients) {
        const { hasReadSeq, minSeq } = this.store.userSeqs(userID, conversationID);
        // Messages before a member's window (minSeq) are not theirs to read.
        if (Math.max(hasReadSeq, minSeq - 1) >= appended.seq - 1) {
          this.store.raiseHasReadSeq(userID, conversationID, appended.seq);
        }
      }
      return appended;
    });
    this.push(conversationID, stored, recipients, operationID);
  }

  /**
   * Who gets the push (openim-ws-gateway.md §4.5): the sender's other devices only with senderSync, except that a
   * message to oneself always reaches all of one's devices (how an answered call stops ringing elsewhere).
   */
  private pushTargets(msg: MsgData, recipients: string[]): string[] {
    if (msg.sessionType === SessionType.single && !option(msg.options, 'senderSync') && msg.recvID !== msg.sendID) {
      return recipients.filter((userID) => userID !== msg.sendID);
    }
    return recipients;
  }

  /**
   * Pushes one message (2001). The frame carries an operationID: the SDK runs its follow-up API calls
   * (user info, syncs) under it and refuses to call with an empty one. `encoded`: the message's bytes as stored.
   */
  push(
    conversationID: string,
    msg: MsgData,
    userIDs: readonly string[],
    operationID: string = uniqueID(),
    encoded?: Uint8Array,
    except?: PlatformOf,
  ): void {
    const pull: PullMsgs = { msgs: [msg], isEnd: false, endSeq: 0, encoded: [encoded] };
    const entry = new Map([[conversationID, pull]]);
    const data = isNotificationConversation(conversationID)
      ? encodeMessageMaps(new Map(), entry)
      : encodeMessageMaps(entry, new Map());
    const frame = encodeResponseFrame({ reqIdentifier: PUSH_MSG, operationID, data });
    this.hub.sendToUsers(userIDs, frame, except);
    this.logger.trace({ conversationID, seq: msg.seq, users: userIDs.length }, 'pushed');
  }
}
