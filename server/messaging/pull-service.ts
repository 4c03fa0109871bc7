import type { ConversationStore } from '../conversations/conversation-store.ts';
import type { ConversationSeqState, MsgData, PullMsgs, SeqRange } from '../protocol/protobuf.ts';
import { PULL_ORDER_ASC, PULL_ORDER_DESC } from '../protocol/protobuf.ts';
import type { MessageStore } from './message-store.ts';
import { isNotificationConversation, notificationConversationOf } from './message-model.ts';

export interface MessageMaps {
  msgs: Map<string, PullMsgs>;
  notificationMsgs: Map<string, PullMsgs>;
}

const emptyMaps = (): MessageMaps => ({ msgs: new Map(), notificationMsgs: new Map() });

function put(maps: MessageMaps, conversationID: string, pull: PullMsgs): void {
  (isNotificationConversation(conversationID) ? maps.notificationMsgs : maps.msgs).set(conversationID, pull);
}

/** The SDK's view of the server's seqs, and pulls by seq (openim-ws-gateway.md §4.6, §4.7). */
export class PullService {
  constructor(
    private readonly store: MessageStore,
    private readonly conversations: ConversationStore,
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
  newestSeqs(userID: string): Record<string, number> {
    const result: Record<string, number> = {};
    for (const conversationID of this.conversationIDsOf(userID)) {
      const { maxSeq } = this.store.visibleWindow(userID, conversationID);
      if (maxSeq > 0) result[conversationID] = maxSeq;
    }
    return result;
  }

  /** 1002. */
  pullRanges(userID: string, ranges: readonly SeqRange[], order: number): MessageMaps {
    const maps = emptyMaps();
    for (const range of ranges) {
      const { minSeq, maxSeq } = this.store.visibleWindow(userID, range.conversationID);
      if (minSeq > range.end || maxSeq === 0) continue;
      let begin = Math.max(range.begin, minSeq, 1);
      const end = Math.min(range.end, maxSeq);
      if (end < begin) continue;
      // Notification ranges ignore num: the SDK marks the whole range as synced.
      if (!isNotificationConversation(range.conversationID) && range.num > 0 && end - begin + 1 > range.num) {
        begin = end - range.num + 1;
      }
      const msgs = this.store.read(userID, range.conversationID, begin, end);
      if (msgs.length === 0) continue;
      const isEnd = order === PULL_ORDER_ASC ? maxSeq <= end : begin <= minSeq;
      put(maps, range.conversationID, { msgs, isEnd, endSeq: 0 });
    }
    return maps;
  }

  /** 1005: the listed seqs inside the user's window, with isEnd/endSeq at either edge. */
  seqMessages(
    userID: string,
    requests: ReadonlyArray<{ conversationID: string; seqs: number[] }>,
    order: number,
  ): MessageMaps {
    const maps = emptyMaps();
    for (const { conversationID, seqs } of requests) {
      const { minSeq, maxSeq } = this.store.visibleWindow(userID, conversationID);
      const wanted = [...new Set(seqs.filter((seq) => seq > 0))].sort((a, b) => a - b);
      const msgs: MsgData[] = [];
      let isEnd = false;
      let endSeq = 0;
      for (const seq of wanted) {
        if (seq < minSeq) {
          if (order === PULL_ORDER_DESC) {
            isEnd = true;
            endSeq = minSeq;
          }
          continue;
        }
        if (seq > maxSeq) {
          if (order === PULL_ORDER_ASC) {
            isEnd = true;
            endSeq = maxSeq;
          }
          continue;
        }
        msgs.push(...this.store.read(userID, conversationID, seq, seq));
      }
      put(maps, conversationID, { msgs, isEnd, endSeq });
    }
    return maps;
  }

  /** 1006: maxSeq, hasReadSeq and maxSeqTime of the user's chat conversations. */
  hasReadAndMaxSeqs(userID: string, conversationIDs: readonly string[]): Record<string, ConversationSeqState> {
    const ids = conversationIDs.length > 0 ? conversationIDs : this.conversations.ids(userID);
    const result: Record<string, ConversationSeqState> = {};
    for (const conversationID of ids) {
      const { maxSeq } = this.store.visibleWindow(userID, conversationID);
      const { hasReadSeq } = this.store.userSeqs(userID, conversationID);
      const { maxSeqTime } = this.store.conversationSeqs(conversationID);
      result[conversationID] = { maxSeq, hasReadSeq: Math.min(hasReadSeq, maxSeq), maxSeqTime };
    }
    return result;
  }

  /** 1007: the newest visible message of each conversation. */
  lastMessages(userID: string, conversationIDs: readonly string[]): Map<string, MsgData> {
    const result = new Map<string, MsgData>();
    for (const conversationID of conversationIDs) {
      const { minSeq } = this.store.visibleWindow(userID, conversationID);
      const msg = this.store.lastVisible(userID, conversationID, minSeq);
      if (msg) result.set(conversationID, msg);
    }
    return result;
  }
}
