import { afterEach, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { openTestChatDatabase } from '../test/test-chat-database.ts';
import type { ChatDatabase } from './storage/chat-database.ts';
import { RelationReplica, type RelationKind } from './relation-replica.ts';

/**
 * The friend and block lists kept for every copy, on a real chat database (SQLite in the `server` project, PostgreSQL
 * in `server-chat-apart`). IM is stood in for by a function that answers from a table and counts: what is tested is
 * what the copies keep, when they ask again, and that a read of IM overtaken by a webhook never wins.
 */
const opened: ChatDatabase[] = [];
afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

const HOUR = 3_600_000;

async function setUp() {
  const storage = await openTestChatDatabase();
  opened.push(storage);
  const im: Record<string, string[]> = { 'friends:ann': ['ben', 'cat'], 'blocks:ann': ['dan'], 'friends:ben': ['ann'] };
  const asked: string[] = [];
  const load = (kind: RelationKind, owner: string): Promise<readonly string[]> => {
    asked.push(`${kind}:${owner}`);
    return Promise.resolve([...(im[`${kind}:${owner}`] ?? [])]);
  };
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: (args) => (statements++, Promise.resolve(args.result)),
  };
  const db = storage.db.withPlugin(counter);
  let now = 1_000_000_000;
  /** A copy: its own replica object on the shared database, as each chat-service process has. */
  const copy = (loader = load) => new RelationReplica(db, HOUR, loader, () => now);
  const readAll = (replica: RelationReplica, owners: string[]) =>
    Promise.all(owners.flatMap((owner) => [replica.list('friends', owner), replica.list('blocks', owner)]));
  return {
    im,
    asked,
    copy,
    readAll,
    statements: () => statements,
    resetStatements: () => (statements = 0),
    pass: (ms: number) => (now += ms),
    load,
  };
}

describe('kept relation lists', () => {
  it('are asked of IM once, then read for a cold copy in one statement, lists asked within a tick together', async () => {
    const { asked, copy, readAll, statements, resetStatements } = await setUp();
    expect(await readAll(copy(), ['ann', 'ben', 'cat'])).toEqual([['ben', 'cat'], ['dan'], ['ann'], [], [], []]);
    expect(asked).toHaveLength(6);

    asked.length = 0;
    resetStatements();
    // Another copy, nothing in its memory: one read of the database for all six lists, nothing asked of IM.
    expect(await readAll(copy(), ['ann', 'ben', 'cat'])).toEqual([['ben', 'cat'], ['dan'], ['ann'], [], [], []]);
    expect(asked).toEqual([]);
    expect(statements()).toBe(1);
  });

  it('are asked again after a webhook marked them, by any copy, and only those', async () => {
    const { im, asked, copy, readAll } = await setUp();
    const first = copy();
    await readAll(first, ['ann', 'ben']);
    im['friends:ann'] = ['cat'];
    im['blocks:ann'] = [];
    asked.length = 0;

    await first.invalidate(['friends:ann', 'profile:ann', 'members:g1', 'blocks:zed']);
    const second = copy();
    expect(await readAll(second, ['ann', 'ben'])).toEqual([['cat'], ['dan'], ['ann'], []]);
    expect(asked).toEqual(['friends:ann']);
    // An owner never read before, marked: asked once, then kept.
    asked.length = 0;
    expect(await second.list('blocks', 'zed')).toEqual([]);
    expect(await copy().list('blocks', 'zed')).toEqual([]);
    expect(asked).toEqual(['blocks:zed']);
  });

  it('are marked by webhooks that arrive together and name the same lists in either order', async () => {
    const { copy } = await setUp();
    // A friendship's two sides reach copies as two webhooks: one marks ann's list then ben's, the other the reverse.
    // Locked in the order given, PostgreSQL found a deadlock in about one round of three and aborted one statement.
    const keys = ['ann', 'ben', 'cat', 'dan'].map((owner) => `friends:${owner}`);
    const failures: unknown[] = [];
    for (let round = 0; round < 20; round++)
      await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          copy()
            .invalidate(i % 2 ? [...keys].reverse() : keys)
            .catch((error: unknown) => failures.push(error)),
        ),
      );
    expect(failures).toEqual([]);
  });

  it('are not marked by a key that only looks like a list’s', async () => {
    const { copy, statements, resetStatements } = await setUp();
    resetStatements();
    await copy().invalidate(['blocksA', 'friends', 'friends-ann']);
    expect(statements()).toBe(0);
  });

  it('never keep what IM answered before a webhook that arrived while the answer was on its way', async () => {
    const { im, asked, copy, load, pass } = await setUp();
    let answer: (ids: readonly string[]) => void = () => {};
    const slow = (kind: RelationKind, owner: string) => {
      asked.push(`${kind}:${owner}`);
      return new Promise<readonly string[]>((resolve) => (answer = resolve));
    };
    // Never read before, and read before (then kept past the trust period, so it is asked again): both kinds of row.
    for (const first of [true, false]) {
      pass(HOUR + 1);
      const askedBefore = asked.length;
      const reading = copy(slow).list('blocks', 'ben');
      // The webhook must land while IM's answer is on its way, not before the copy read the row (PostgreSQL runs the
      // two statements on separate connections, in either order).
      await expect.poll(() => asked.slice(askedBefore)).toEqual(['blocks:ben']);
      im['blocks:ben'] = first ? ['eve'] : ['eve', 'fay'];
      await copy().invalidate(['blocks:ben']);
      answer(first ? [] : ['eve']); // what IM said before the change
      expect(await reading).toEqual(first ? [] : ['eve']);
      expect(await copy(load).list('blocks', 'ben')).toEqual(im['blocks:ben']);
    }
  });

  it('are asked again once trusted for longer than the trust period', async () => {
    const { im, asked, copy, pass } = await setUp();
    await copy().list('friends', 'ann');
    im['friends:ann'] = ['ben'];
    pass(HOUR - 1);
    expect(await copy().list('friends', 'ann')).toEqual(['ben', 'cat']);
    pass(2);
    expect(await copy().list('friends', 'ann')).toEqual(['ben']);
    expect(asked).toEqual(['friends:ann', 'friends:ann']);
  });

  it('pass a failed read of IM to every asker and keep nothing of it', async () => {
    const { asked, copy, load } = await setUp();
    const failing = () => Promise.reject(new Error('IM is down'));
    const replica = copy(failing);
    await expect(Promise.all([replica.list('friends', 'ann'), replica.list('friends', 'ann')])).rejects.toThrow(
      'IM is down',
    );
    expect(await copy(load).list('friends', 'ann')).toEqual(['ben', 'cat']);
    expect(asked).toEqual(['friends:ann']);
  });
});
