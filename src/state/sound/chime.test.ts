import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An AudioContext as a browser's autoplay policy hands it out: running, or suspended until a gesture. */
function fakeAudioContext(initial: 'running' | 'suspended') {
  const made: Array<{ state: string; resume: () => Promise<void> }> = [];
  class FakeAudioContext {
    state = initial;
    currentTime = 0;
    destination = {};
    constructor() {
      made.push(this);
    }
    resume = vi.fn(async () => {
      this.state = 'running';
    });
    createOscillator = () => ({
      type: '',
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start() {},
      stop() {},
    });
    createGain = () => ({
      gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
      connect: (next: unknown) => next,
    });
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return made;
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('the new-message sound', () => {
  it('is silent until the first gesture of the session where the browser holds sound back, then plays', async () => {
    const made = fakeAudioContext('suspended');
    const { unlockSoundOnFirstGesture, chimeCanPlay, playChime } = await import('./chime');
    const page = new EventTarget();
    unlockSoundOnFirstGesture(page);
    expect(chimeCanPlay()).toBe(false);
    expect(playChime()).toBe(false);

    page.dispatchEvent(new Event('keydown'));
    await Promise.resolve();
    expect(made[0]!.resume).toHaveBeenCalledTimes(1);
    expect(chimeCanPlay()).toBe(true);
    expect(playChime()).toBe(true);
    // One gesture is enough: the listeners are gone.
    page.dispatchEvent(new Event('pointerdown'));
    expect(made[0]!.resume).toHaveBeenCalledTimes(1);
  });

  it('plays at once, with no gesture, where the browser allows it (an installed app)', async () => {
    fakeAudioContext('running');
    const { unlockSoundOnFirstGesture, chimeCanPlay, playChime } = await import('./chime');
    unlockSoundOnFirstGesture(new EventTarget());
    expect(chimeCanPlay()).toBe(true);
    expect(playChime()).toBe(true);
  });
});
