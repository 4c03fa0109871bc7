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
  it('reads pages of 20 until a page comes back short', async () => {
    const all = conversations(45);
    const { asked, readPage } = pagesOf(all);
    const loaded = await loadAllConversationPages(readPage);
    expect(loaded.map((c) => c.conversationID)).toEqual(all.map((c) => c.conversationID));
    expect(asked).toEqual([
      [0, 20],
      [20, 20],
      [40, 20],
    ]);
  });

  it('asks once more after an exactly full last page, and stops at the empty one', async () => {
    const { asked, readPage } = pagesOf(conversations(40));
    expect(await loadAllConversationPages(readPage)).toHaveLength(40);
    expect(asked.map(([offset]) => offset)).toEqual([0, 20, 40]);
  });

  it('reads a single short page once', async () => {
    const { asked, readPage } = pagesOf(conversations(3));
    expect(await loadAllConversationPages(readPage)).toHaveLength(3);
    expect(asked).toEqual([[0, 20]]);
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
