import { openIM } from './sdk-instance';
import type { MessageItem } from '../state/sdk-types';

/** How far back a search reads; pages of this many. */
const SEARCH_DEPTH = 5000;
const SEARCH_PAGE = 100;
/** The messages shown on each side of a found message. */
const CONTEXT_COUNT = 10;

/**
 * The conversation's stored history, newest first, for searching it. The SDK's own `searchLocalMessages` finds nothing in
 * this build (its web database layer answers errCode 10001, or totalCount 0 for a word that is plainly there), so the history is read
 * page by page from the local store instead, which also works offline. `depth` caps how many are read.
 */
export async function readConversationHistory(
  conversationID: string,
  depth: number = SEARCH_DEPTH,
): Promise<MessageItem[]> {
  const im = await openIM();
  const newestFirst: MessageItem[] = [];
  let startClientMsgID = '';
  while (newestFirst.length < depth) {
    const { data } = await im.getAdvancedHistoryMessageList({
      conversationID,
      count: Math.min(SEARCH_PAGE, depth - newestFirst.length),
      startClientMsgID,
      viewType: 0,
    });
    newestFirst.push(...[...data.messageList].reverse());
    const oldest = data.messageList[0];
    if (data.isEnd || !oldest) break;
    startClientMsgID = oldest.clientMsgID;
  }
  return newestFirst;
}

/** A found message with the messages just before and after it, oldest first. */
export async function messageInContext(conversationID: string, clientMsgID: string): Promise<MessageItem[]> {
  const im = await openIM();
  const page = { conversationID, startClientMsgID: clientMsgID, count: CONTEXT_COUNT, viewType: 0 };
  const [before, after, self] = await Promise.all([
    im.getAdvancedHistoryMessageList(page),
    im.getAdvancedHistoryMessageListReverse(page),
    im.findMessageList([{ conversationID, clientMsgIDList: [clientMsgID] }]),
  ]);
  const found = self.data.findResultItems?.flatMap((item) => item.messageList) ?? [];
  const all = [...before.data.messageList, ...found, ...after.data.messageList];
  const unique = new Map(all.map((message) => [message.clientMsgID, message]));
  return [...unique.values()].sort((a, b) => a.sendTime - b.sendTime || a.seq - b.seq);
}

/** One stored message by its ID, or undefined when this device does not have it. */
export async function findMessage(conversationID: string, clientMsgID: string): Promise<MessageItem | undefined> {
  const im = await openIM();
  const { data } = await im.findMessageList([{ conversationID, clientMsgIDList: [clientMsgID] }]);
  return data.findResultItems?.flatMap((item) => item.messageList)[0];
}
