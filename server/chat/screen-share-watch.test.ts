import { describe, expect, it } from 'vitest';
import { ScreenShareWatch } from './screen-share-watch.ts';

describe('the screen-share watch', () => {
  it('decides about each watched room, and says once that the media server cannot be reached', async () => {
    const enforced: string[] = [];
    const errors: unknown[] = [];
    let reachable = true;
    const watch = new ScreenShareWatch(
      {
        watchedRooms: () => (reachable ? Promise.resolve(['a', 'b']) : Promise.reject(new Error('down'))),
        enforce: (room) => (
          enforced.push(room),
          room === 'b' ? Promise.reject(new Error('b failed')) : Promise.resolve()
        ),
      },
      (error) => errors.push(error),
    );
    await watch.look();
    expect(enforced).toEqual(['a', 'b']);
    expect(errors.map((e) => (e as Error).message)).toEqual(['b failed']);

    reachable = false;
    await watch.look();
    await watch.look();
    expect(errors.map((e) => (e as Error).message)).toEqual(['b failed', 'down']);
    reachable = true;
    await watch.look();
    reachable = false;
    await watch.look();
    expect(errors.map((e) => (e as Error).message)).toEqual(['b failed', 'down', 'b failed', 'down']);
  });

  it('does not start a second look while one is under way', async () => {
    let calls = 0;
    let release = () => {};
    const watch = new ScreenShareWatch(
      {
        watchedRooms: () => (calls++, new Promise<string[]>((resolve) => (release = () => resolve([])))),
        enforce: () => Promise.resolve(),
      },
      () => {},
    );
    const first = watch.look();
    const second = watch.look();
    release();
    await Promise.all([first, second]);
    expect(calls).toBe(1);
  });
});
