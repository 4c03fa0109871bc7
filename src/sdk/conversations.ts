import { openIM } from './sdk-instance';
import type { ConversationItem } from '../state/sdk-types';

/** product-spec §7/§9: the conversation list is read 20 at a time. */
const CONVERSATION_PAGE_SIZE = 20;

/** Reads one page of conversations, `count` long at most, starting at `offset`. */
export type ConversationPage = (offset: number, count: number) => Promise<ConversationItem[]>;

/** How many pages after the first are asked for at once: the SDK answers them in turn, without a wait between. */
const PAGES_IN_FLIGHT = 4;

/**
 * Reads page after page while each page comes back full; a short page is the last one. The first page is handed
 * over as soon as it is read, so the list paints it while the rest follow. After it, `inFlight` pages are asked
 * for at once (each still `pageSize` long), so each page's trip to the SDK's worker and back overlaps the
 * others'; up to `inFlight - 1` pages past the end come back empty and are dropped.
 */
export async function loadAllConversationPages(
  readPage: ConversationPage,
  onFirstPage: (page: ConversationItem[]) => void = () => undefined,
  pageSize = CONVERSATION_PAGE_SIZE,
  inFlight = PAGES_IN_FLIGHT,
): Promise<ConversationItem[]> {
  const first = await readPage(0, pageSize);
  onFirstPage(first);
  const pages = [first];
  let ended = first.length < pageSize;
  let nextPage = 1;
  const readOn = async () => {
    while (!ended) {
      const index = nextPage++;
      const page = await readPage(index * pageSize, pageSize);
      pages[index] = page;
      if (page.length < pageSize) ended = true;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, readOn));
  const all: ConversationItem[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    // A conversation that moved between two pages' reads (a message arrived) is listed once.
    for (const conversation of page) {
      if (!seen.has(conversation.conversationID)) all.push(conversation);
      seen.add(conversation.conversationID);
    }
    if (page.length < pageSize) break;
  }
  return all;
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
