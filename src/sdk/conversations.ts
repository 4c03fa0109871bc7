import { openIM } from './sdk-instance';
import type { ConversationItem } from '../state/sdk-types';

/** product-spec §7/§9: the conversation list is read 20 at a time. */
const CONVERSATION_PAGE_SIZE = 20;

/** Reads one page of conversations, `count` long at most, starting at `offset`. */
export type ConversationPage = (offset: number, count: number) => Promise<ConversationItem[]>;

/** Reads page after page while each page comes back full; a short page is the last one. */
export async function loadAllConversationPages(
  readPage: ConversationPage,
  pageSize = CONVERSATION_PAGE_SIZE,
): Promise<ConversationItem[]> {
  const all: ConversationItem[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await readPage(offset, pageSize);
    all.push(...page);
    if (page.length < pageSize) return all;
  }
}

/** Every conversation the SDK lists, in its order (pinned first, then the most recent). */
export async function fetchConversationList(): Promise<ConversationItem[]> {
  const im = await openIM();
  return loadAllConversationPages(async (offset, count) => (await im.getConversationListSplit({ offset, count })).data);
}
