import { describe, expect, it, vi } from 'vitest';
import type { ConversationItem } from '../state/sdk-types';
import { loadAllConversationPages } from './conversations';

// Importing the real SDK starts its database worker; the paging loop needs none of it.
vi.mock('./sdk-instance', () => ({ openIM: vi.fn() }));

const conversations = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ conversationID: `c${i}` }) as ConversationItem);

/** A fake SDK page function over `all`, recording the pages it was asked for. */
function pagesOf(all: ConversationItem[]) {
  const asked: Array<[number, number]> = [];
  const readPage = async (offset: number, count: number) => {
    asked.push([offset, count]);
    return all.slice(offset, offset + count);
  };
  return { asked, readPage };
}

describe('loadAllConversationPages', () => {
  it('reads pages of 20 until a page comes back short, four at a time after the first', async () => {
    const all = conversations(45);
    const { asked, readPage } = pagesOf(all);
    const loaded = await loadAllConversationPages(readPage);
    expect(loaded.map((c) => c.conversationID)).toEqual(all.map((c) => c.conversationID));
    // Three pages past the short one (40) were in flight when it came back; they are empty and dropped.
    expect(asked).toEqual([
      [0, 20],
      [20, 20],
      [40, 20],
      [60, 20],
      [80, 20],
      [100, 20],
    ]);
  });

  it('keeps four pages in flight until the end, and waits for each before the result', async () => {
    const all = conversations(200);
    let inFlight = 0;
    let most = 0;
    const readPage = async (offset: number, count: number) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      return all.slice(offset, offset + count);
    };
    expect(await loadAllConversationPages(readPage)).toHaveLength(200);
    expect(most).toBe(4);
    expect(inFlight).toBe(0);
  });

  it('reads one page at a time when asked to, and stops at the empty page after an exactly full one', async () => {
    const { asked, readPage } = pagesOf(conversations(40));
    expect(await loadAllConversationPages(readPage, undefined, 20, 1)).toHaveLength(40);
    expect(asked.map(([offset]) => offset)).toEqual([0, 20, 40]);
  });

  it('reads a single short page once', async () => {
    const { asked, readPage } = pagesOf(conversations(3));
    expect(await loadAllConversationPages(readPage)).toHaveLength(3);
    expect(asked).toEqual([[0, 20]]);
  });

  it('keeps the pages in order whatever order they come back in', async () => {
    const all = conversations(70);
    const readPage = async (offset: number, count: number) => {
      // Later pages answer first.
      await new Promise((resolve) => setTimeout(resolve, 100 - offset));
      return all.slice(offset, offset + count);
    };
    const loaded = await loadAllConversationPages(readPage);
    expect(loaded.map((c) => c.conversationID)).toEqual(all.map((c) => c.conversationID));
  });

  it('lists a conversation once when it moved to a later page between two reads', async () => {
    const all = conversations(30);
    // A new message moved c0 down: the second page lists it again.
    const readPage = async (offset: number) => (offset === 0 ? all.slice(0, 20) : [all[0]!, ...all.slice(20, 30)]);
    const loaded = await loadAllConversationPages(readPage);
    expect(loaded.map((c) => c.conversationID)).toEqual(all.map((c) => c.conversationID));
  });

  it('hands over the first page before reading the next one', async () => {
    const all = conversations(45);
    const { asked, readPage } = pagesOf(all);
    const handed: Array<{ ids: string[]; pagesAskedThen: number }> = [];
    await loadAllConversationPages(readPage, (page) =>
      handed.push({ ids: page.map((c) => c.conversationID), pagesAskedThen: asked.length }),
    );
    expect(handed).toEqual([{ ids: all.slice(0, 20).map((c) => c.conversationID), pagesAskedThen: 1 }]);
  });
});
