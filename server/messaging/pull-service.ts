import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { ApiError } from '../protocol/api-envelope.ts';
import { ErrorCode } from '../protocol/error-codes.ts';
import type { ConversationStore } from '../conversations/conversation-store.ts';
import type { ConversationSeqState, MsgData, PullMsgs, SeqRange } from '../protocol/protobuf.ts';
import { PULL_ORDER_ASC, PULL_ORDER_DESC } from '../protocol/protobuf.ts';
import type { MessageStore, SizedMessage } from './message-store.ts';
import type { ConversationAccess } from './conversation-access.ts';
import { isNotificationConversation, notificationConversationOf } from './message-model.ts';
import { MessageLimits } from './message-limits.ts';

export interface MessageMaps {
  msgs: Map<string, PullMsgs>;
  notificationMsgs: Map<string, PullMsgs>;
}

const emptyMaps = (): MessageMaps => ({ msgs: new Map(), notificationMsgs: new Map() });

function put(maps: MessageMaps, conversationID: string, pull: PullMsgs): void {
  (isNotificationConversation(conversationID) ? maps.notificationMsgs : maps.msgs).set(conversationID, pull);
}

function requireFewConversations(count: number): void {
  if (count > MessageLimits.maxConversationsPerRequest) {
    throw new ApiError(
      ErrorCode.ArgsError,
      'ArgsError',
      `at most ${MessageLimits.maxConversationsPerRequest} conversations per request, not ${count}`,
    );
  }
}

/** What one reply may still carry, in messages and bytes (MessageLimits). */
class ReplyBudget {
  private messages = 0;
  private bytes = 0;
  /** Set when a message did not fit: the reply is as full as it gets, so nothing more is read. */
  private full = false;

  get spent(): boolean {
    return this.full || this.messages >= MessageLimits.maxMessagesPerReply || this.bytes >= MessageLimits.maxReplyBytes;
  }

  /** Messages left before the message cap; a read never asks for more. */
  get messagesLeft(): number {
    return Math.max(0, MessageLimits.maxMessagesPerReply - this.messages);
  }

  /**
   * Keeps what fits, newest first (what a sync wants most); the reply's very first message always fits, so a
   * conversation with one huge message still moves.
   */
  takeNewest(sized: readonly SizedMessage[]): MsgData[] {
    const kept: MsgData[] = [];
    for (let index = sized.length - 1; index >= 0; index--) {
      const { msg, bytes } = sized[index]!;
      const first = this.messages === 0;
      if (!first && (this.spent || this.bytes + bytes > MessageLimits.maxReplyBytes)) {
        this.full = true;
        break;
      }
      this.messages++;
      this.bytes += bytes;
      kept.push(msg);
    }
    return kept.reverse();
  }
}

/**
 * The SDK's view of the server's seqs, and pulls by seq (openim-ws-gateway.md §4.6, §4.7). Every answer is limited to
 * conversations the user belongs or belonged to, and to their own window of seqs; conversations they never belonged
 * to are left out of the reply, as the reference does for conversations a user lacks. Work is done in slices with
 * yields between them, so one large request never holds the event loop for long.
 */
export class PullService {
  constructor(
    private readonly store: MessageStore,
    private readonly conversations: ConversationStore,
    private readonly access: ConversationAccess,
  ) {}

  /** Every conversation of the user, with its n_ companions and the self notification conversation. */
  private conversationIDsOf(userID: string): string[] {
    const chats = this.conversations.ids(userID);
    const ids = new Set<string>(chats);
    for (const chat of chats) {
      const companion = notificationConversationOf(chat);
      if (companion) ids.add(companion);
    }
    ids.add(`n_${userID}_${userID}`);
    return [...ids];
  }

  /** 1001: maxSeq per conversation, omitting those still at 0. */
  async newestSeqs(userID: string): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    await inSlices(this.conversationIDsOf(userID), (conversationID) => {
      const window = this.access.window(userID, conversationID);
      if (window && window.maxSeq > 0) result[conversationID] = window.maxSeq;
    });
    return result;
  }

  /** 1002. */
  async pullRanges(userID: string, ranges: readonly SeqRange[], order: number): Promise<MessageMaps> {
    requireFewConversations(new Set(ranges.map((range) => range.conversationID)).size);
    const maps = emptyMaps();
    const budget = new ReplyBudget();
    await inSlices(ranges, (range) => {
      if (budget.spent) return;
      const window = this.access.window(userID, range.conversationID);
      if (!window) return;
      const { minSeq, maxSeq } = window;
      if (minSeq > range.end || maxSeq === 0) return;
      const end = Math.min(range.end, maxSeq);
      // Notification ranges ignore num (the SDK marks the whole range synced), but not the cap; chat ranges take the
      // newest num, and num 0 means none, as on the reference.
      const wanted = isNotificationConversation(range.conversationID)
        ? MessageLimits.maxSeqsPerNotificationRange
        : Math.min(Math.max(range.num, 0), MessageLimits.maxSeqsPerChatRange);
      const begin = Math.max(range.begin, minSeq, 1, end - Math.min(wanted, budget.messagesLeft) + 1);
      if (end < begin) return;
      const msgs = budget.takeNewest(this.store.readSized(userID, range.conversationID, begin, end));
      if (msgs.length === 0) return end - begin + 1;
      const first = msgs[0]!.seq;
      const isEnd = order === PULL_ORDER_ASC ? maxSeq <= end : first <= minSeq;
      put(maps, range.conversationID, { msgs, isEnd, endSeq: 0 });
      return end - begin + 1;
    });
    return maps;
  }

  /** 1005: the listed seqs inside the user's window, with isEnd/endSeq at either edge. */
  async seqMessages(
    userID: string,
    requests: ReadonlyArray<{ conversationID: string; seqs: number[] }>,
    order: number,
  ): Promise<MessageMaps> {
    requireFewConversations(requests.length);
    for (const { seqs } of requests) {
      if (seqs.length > MessageLimits.maxSeqsPerListedConversation) {
        throw new ApiError(
          ErrorCode.ArgsError,
          'ArgsError',
          `at most ${MessageLimits.maxSeqsPerListedConversation} seqs per conversation, not ${seqs.length}`,
        );
      }
    }
    const maps = emptyMaps();
    const budget = new ReplyBudget();
    await inSlices(requests, ({ conversationID, seqs }) => {
      if (budget.spent) return;
      const window = this.access.window(userID, conversationID);
      if (!window) return;
      const { minSeq, maxSeq } = window;
      const wanted = [...new Set(seqs.filter((seq) => seq > 0))].sort((a, b) => a - b);
      let isEnd = false;
      let endSeq = 0;
      const inside: number[] = [];
      for (const seq of wanted) {
        if (seq < minSeq) {
          if (order === PULL_ORDER_DESC) {
            isEnd = true;
            endSeq = minSeq;
          }
        } else if (seq > maxSeq) {
          if (order === PULL_ORDER_ASC) {
            isEnd = true;
            endSeq = maxSeq;
          }
        } else {
          inside.push(seq);
        }
      }
      // Reading backwards the SDK wants the newest of its list first, reading forwards the oldest.
      const take =
        order === PULL_ORDER_DESC ? inside.slice(-budget.messagesLeft) : inside.slice(0, budget.messagesLeft);
      const sized = runsOf(take).flatMap(([begin, end]) => this.store.readSized(userID, conversationID, begin, end));
      const msgs = order === PULL_ORDER_DESC ? budget.takeNewest(sized) : takeOldest(budget, sized);
      put(maps, conversationID, { msgs, isEnd, endSeq });
      return take.length;
    });
    return maps;
  }

  /** 1006: maxSeq, hasReadSeq and maxSeqTime of the user's chat conversations. */
  async hasReadAndMaxSeqs(
    userID: string,
    conversationIDs: readonly string[],
  ): Promise<Record<string, ConversationSeqState>> {
    requireFewConversations(conversationIDs.length);
    const ids = conversationIDs.length > 0 ? conversationIDs : this.conversations.ids(userID);
    const result: Record<string, ConversationSeqState> = {};
    await inSlices(ids, (conversationID) => {
      const window = this.access.window(userID, conversationID);
      if (!window) return;
      const { hasReadSeq } = this.store.userSeqs(userID, conversationID);
      const { maxSeqTime } = this.store.conversationSeqs(conversationID);
      result[conversationID] = {
        maxSeq: window.maxSeq,
        hasReadSeq: Math.min(hasReadSeq, window.maxSeq),
        maxSeqTime,
      };
    });
    return result;
  }

  /** 1007: the newest visible message of each conversation. */
  async lastMessages(userID: string, conversationIDs: readonly string[]): Promise<Map<string, MsgData>> {
    requireFewConversations(conversationIDs.length);
    const result = new Map<string, MsgData>();
    await inSlices(conversationIDs, (conversationID) => {
      const window = this.access.window(userID, conversationID);
      if (!window) return;
      const msg = this.store.lastVisible(userID, conversationID, window.minSeq, window.maxSeq);
      if (msg) result.set(conversationID, msg);
    });
    return result;
  }
}

/** Sorted seqs as runs of consecutive ones, [begin, end] each, so each run is one read. */
function runsOf(sorted: readonly number[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const seq of sorted) {
    const last = runs.at(-1);
    if (last && last[1] === seq - 1) last[1] = seq;
    else runs.push([seq, seq]);
  }
  return runs;
}

/** Oldest first, within the budget (reading forwards). */
function takeOldest(budget: ReplyBudget, sized: readonly SizedMessage[]): MsgData[] {
  const kept: MsgData[] = [];
  for (const one of sized) {
    const taken = budget.takeNewest([one]);
    if (taken.length === 0) break;
    kept.push(...taken);
  }
  return kept;
}

/**
 * Runs `work` over `items`, yielding to the event loop after every `workBetweenYields` items or that many times four
 * messages read, whichever comes first. `work` returns how many messages it read.
 */
async function inSlices<T>(items: readonly T[], work: (item: T) => number | void): Promise<void> {
  let done = 0;
  for (const item of items) {
    done += 4 + 4 * (work(item) ?? 0);
    if (done >= 4 * MessageLimits.workBetweenYields) {
      done = 0;
      await yieldToEventLoop();
    }
  }
}
