import { openIM } from './sdk-instance';
import type { ConversationItem } from '../state/sdk-types';

/** product-spec §7/§9: the conversation list is read 20 at a time. */
const CONVERSATION_PAGE_SIZE = 20;

/** Reads one page of conversations, `count` long at most, starting at `offset`. */
export type ConversationPage = (offset: number, count: number) => Promise<ConversationItem[]>;

/**
 * Reads page after page while each page comes back full; a short page is the last one. The first page is handed
 * over as soon as it is read, so the list paints it while the rest follow.
 */
export async function loadAllConversationPages(
  readPage: ConversationPage,
  onFirstPage: (page: ConversationItem[]) => void = () => undefined,
  pageSize = CONVERSATION_PAGE_SIZE,
): Promise<ConversationItem[]> {
  const all: ConversationItem[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await readPage(offset, pageSize);
    if (offset === 0) onFirstPage(page);
    all.push(...page);
    if (page.length < pageSize) return all;
  }
}

/** Every conversation the SDK lists, in its order (pinned first, then the most recent). */
export async function fetchConversationList(
  onFirstPage?: (page: ConversationItem[]) => void,
): Promise<ConversationItem[]> {
  const im = await openIM();
  return loadAllConversationPages(
    async (offset, count) => (await im.getConversationListSplit({ offset, count })).data,
    onFirstPage,
  );
}
