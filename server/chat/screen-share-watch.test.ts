import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_OUT_MS } from './media-ejection.ts';
import { ScreenShareWatch } from './screen-share-watch.ts';
import { screenShareWatchStore } from './rooms/screen-share-watch-store.ts';
import { openTestChatDatabase } from '../test/test-chat-database.ts';
import type { ChatDatabase } from './storage/chat-database.ts';

let chat: ChatDatabase | undefined;
afterEach(() => chat?.close());

describe('the screen-share watch', () => {
  it('decides about the rooms any copy marked, for as long as they are marked, and about none otherwise', async () => {
    chat = await openTestChatDatabase();
    let now = Date.parse('2026-11-29T07:00:00Z');
    const enforced: string[] = [];
    const errors: unknown[] = [];
    // Two copies on one chat database: one marks, the other watches.
    const [one, other] = [0, 1].map(() => screenShareWatchStore(chat!.db));
    const watch = new ScreenShareWatch(
      other!,
      { enforce: (room) => (enforced.push(room), Promise.resolve()) },
      (error) => errors.push(error),
      () => now,
    );
    await watch.look();
    expect(enforced).toEqual([]);

    await one!.mark('r1', now + KEEP_OUT_MS);
    await one!.mark('r2', now + 1000);
    // An earlier time never shortens a mark.
    await one!.mark('r1', now + 5);
    await watch.look();
    expect(enforced.sort()).toEqual(['r1', 'r2']);

    now += 1000;
    enforced.length = 0;
    await watch.look();
    expect(enforced).toEqual(['r1']);
    now += KEEP_OUT_MS;
    enforced.length = 0;
    await watch.look();
    expect(enforced).toEqual([]);
    expect(await chat.db.selectFrom('chat_screen_share_watch').selectAll().execute()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('says once that the watched rooms cannot be read, and reports a room it could not decide about', async () => {
    const errors: string[] = [];
    let readable = true;
    const watch = new ScreenShareWatch(
      { current: () => (readable ? Promise.resolve(['a', 'b']) : Promise.reject(new Error('down'))) },
      { enforce: (room) => (room === 'b' ? Promise.reject(new Error('b failed')) : Promise.resolve()) },
      (error) => errors.push((error as Error).message),
    );
    await watch.look();
    expect(errors).toEqual(['b failed']);
    readable = false;
    await watch.look();
    await watch.look();
    expect(errors).toEqual(['b failed', 'down']);
    readable = true;
    await watch.look();
    readable = false;
    await watch.look();
    expect(errors).toEqual(['b failed', 'down', 'b failed', 'down']);
  });

  it('does not start a second look while one is under way', async () => {
    let calls = 0;
    let release = () => {};
    const watch = new ScreenShareWatch(
      { current: () => (calls++, new Promise<string[]>((resolve) => (release = () => resolve([])))) },
      { enforce: () => Promise.resolve() },
      () => {},
    );
    const first = watch.look();
    const second = watch.look();
    release();
    await Promise.all([first, second]);
    expect(calls).toBe(1);
  });
});
