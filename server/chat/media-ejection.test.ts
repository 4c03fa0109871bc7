import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_OUT_MS, MediaEjections } from './media-ejection.ts';
import { keepOutStore } from './rooms/keep-outs.ts';
import { openTestChatDatabase } from '../test/test-chat-database.ts';
import type { ChatDatabase } from './storage/chat-database.ts';

let chat: ChatDatabase | undefined;
afterEach(() => chat?.close());

/** A media room service that records removals; `present` is who is connected (the real LiveKit: group-call-leave). */
function rooms(present: Record<string, string[]>) {
  const removed: string[] = [];
  return {
    removed,
    service: {
      identities: (room: string) => Promise.resolve(present[room] ?? []),
      remove: (room: string, identity: string) => {
        removed.push(`${room}/${identity}`);
        present[room] = (present[room] ?? []).filter((id) => id !== identity);
        return Promise.resolve();
      },
    },
  };
}

describe('putting people out of media rooms', () => {
  it('keeps them out, through every copy of the chat service, while a token they hold could still let them in, unless a copy grants them the room again', async () => {
    chat = await openTestChatDatabase();
    let now = Date.parse('2026-11-26T10:00:00Z');
    const present: Record<string, string[]> = { r: ['bob', 'carol', 'dave'] };
    const { removed, service } = rooms(present);
    const fail = (error: unknown) => expect.fail(String(error));
    // Two copies on one chat database: one hears the departure, the other watches and grants.
    const [one, other] = [0, 1].map(() => new MediaEjections(service, keepOutStore(chat!.db), fail, () => now));
    await one!.eject('r', ['bob', 'carol']);
    expect(removed).toEqual(['r/bob', 'r/carol']);
    present.r!.push('bob', 'carol');
    await other!.admitted('r', 'carol');
    await other!.watch();
    expect(removed).toEqual(['r/bob', 'r/carol', 'r/bob']);
    expect(present.r).toEqual(['dave', 'carol']);
    // Once every token he could hold has expired, the room is no longer watched.
    now += KEEP_OUT_MS;
    present.r!.push('bob');
    await one!.watch();
    await other!.watch();
    expect(removed).toHaveLength(3);
    expect(await chat.db.selectFrom('chat_media_keep_outs').selectAll().execute()).toEqual([]);
  });
});
