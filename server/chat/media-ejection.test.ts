import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_OUT_MS, MediaEjections, WATCH_INTERVAL_MS } from './media-ejection.ts';

afterEach(() => vi.useRealTimers());

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
  it('keeps them out while a token they hold could still let them in, unless the server grants them the room again', async () => {
    vi.useFakeTimers();
    const present: Record<string, string[]> = { r: ['bob', 'carol', 'dave'] };
    const { removed, service } = rooms(present);
    const ejections = new MediaEjections(service, (error) => expect.fail(String(error)));
    await ejections.eject('r', ['bob', 'carol']);
    expect(removed).toEqual(['r/bob', 'r/carol']);
    present.r!.push('bob', 'carol');
    ejections.admitted('r', 'carol');
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS);
    expect(removed).toEqual(['r/bob', 'r/carol', 'r/bob']);
    expect(present.r).toEqual(['dave', 'carol']);
    // Once every token he could hold has expired, the room is no longer watched.
    await vi.advanceTimersByTimeAsync(KEEP_OUT_MS);
    present.r!.push('bob');
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS * 3);
    expect(removed).toHaveLength(3);
    ejections.stop();
  });
});
