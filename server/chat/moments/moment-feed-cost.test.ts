import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { migrate, openDatabase } from '../../db/database.ts';
import { createTestDatabase } from '../../test/postgres-server.ts';
import { usePostgresServer } from '../../test/use-postgres.ts';
import { openChatDatabase, type ChatDatabase } from '../storage/chat-database.ts';
import { momentVisibility } from '../visibility.ts';
import { MomentStore } from './moment-store.ts';
import { Permission } from './moment-model.ts';

/**
 * What one page of the moments feed costs, counted: SQL statements (a Kysely plugin sees each one) and reads asked
 * of IM (a stand-in for the port that answers from a table and counts). The page costs the same whatever its size
 * and however many moments the database holds.
 */
const postgresURL = usePostgresServer();
const opened: ChatDatabase[] = [];
afterAll(async () => {
  for (const storage of opened) await storage.close();
});

/** Everyone is everyone's friend; ann, ben and cat write, dan is on every list, eve on none. */
const people = ['ann', 'ben', 'cat', 'dan', 'eve'];

function countingIm() {
  const calls: string[] = [];
  const friends = (owner: string) => people.filter((p) => p !== owner);
  return {
    calls,
    im: {
      friendIDs: (owner: string) => (calls.push(`friends:${owner}`), Promise.resolve(friends(owner))),
      blockedIDs: (owner: string) => (calls.push(`blocks:${owner}`), Promise.resolve([])),
      profiles: (ids: readonly string[]) => {
        calls.push('profiles');
        return Promise.resolve(new Map(ids.map((id) => [id, { userID: id, nickname: id, faceURL: '' }])));
      },
    },
  };
}

async function storeWith(database: 'sqlite' | 'postgres', moments: number) {
  const url = database === 'postgres' ? await createTestDatabase(postgresURL()) : '';
  const sqlite = openDatabase(mkdtempSync(join(tmpdir(), 'parley-feed-cost-')));
  migrate(sqlite);
  const storage = await openChatDatabase(url, sqlite);
  opened.push(storage);
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => (statements++, args.node),
    transformResult: (args) => Promise.resolve(args.result),
  };
  const db = storage.db.withPlugin(counter);
  const { im, calls } = countingIm();
  const store = new MomentStore(db, im);
  // Moments of every permission by three authors, each liked and commented on, some listing people.
  for (let i = 0; i < moments; i++) {
    const author = people[i % 3]!;
    const permission = [Permission.public, Permission.onlyListed, Permission.allButListed, Permission.private][i % 4]!;
    const id = await store.create(author, {
      content: { text: `moment ${i}`, metas: [], type: 0 },
      permission,
      atUserIDs: [],
      permissionUserIDs: permission === Permission.public || permission === Permission.private ? [] : ['dan'],
    });
    await store.setLike(id, people[(i + 1) % 5]!, true);
    await store.addComment(id, people[(i + 2) % 5]!, '', `comment ${i}`);
  }
  return {
    store,
    page: async (viewer: string, offset: number, limit: number) => {
      statements = 0;
      calls.length = 0;
      const feed = await store.feed(viewer, people, offset, limit, momentVisibility(store));
      return { feed, statements, imCalls: [...calls] };
    },
  };
}

describe.each(['sqlite', 'postgres'] as const)('a moments feed page on %s', (database) => {
  it(
    'takes four SQL statements whatever its size, with every like, comment and list in it',
    { timeout: 120_000 },
    async () => {
      const { page } = await storeWith(database, 240);
      for (const limit of [1, 20, 100]) {
        const { feed, statements } = await page('dan', 0, limit);
        expect(statements).toBe(4);
        expect(feed).toHaveLength(limit);
        for (const moment of feed) {
          expect(moment.likeUsers).toHaveLength(1);
          expect(moment.comments).toHaveLength(1);
        }
      }
      // Dan is listed on every listed moment: he sees "only listed" ones and never "all but listed" nor private ones.
      const { feed } = await page('dan', 0, 100);
      expect(new Set(feed.map((m) => m.permission))).toEqual(new Set([Permission.public, Permission.onlyListed]));
      // Eve is listed nowhere: public and "all but listed" ones, newest first, pages that do not overlap.
      const first = (await page('eve', 0, 20)).feed;
      const second = (await page('eve', 20, 20)).feed;
      expect(new Set(first.map((m) => m.permission))).toEqual(new Set([Permission.public, Permission.allButListed]));
      const times = [...first, ...second].map((m) => m.createTime);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(new Set([...first, ...second].map((m) => m.workMomentID)).size).toBe(40);
    },
  );

  it(
    'makes the same reads of IM for a page of 20 with 60 or with 600 moments in the database',
    { timeout: 300_000 },
    async () => {
      const small = await (await storeWith(database, 60)).page('eve', 0, 20);
      const large = await (await storeWith(database, 600)).page('eve', 0, 20);
      expect(large.imCalls.length).toBe(small.imCalls.length);
      expect(large.statements).toBe(small.statements);
      // One profile read for the whole page.
      expect(small.imCalls.filter((call) => call === 'profiles')).toHaveLength(1);
    },
  );
});
