/**
 * The new-message sound, synthesised with Web Audio so no asset has to be cached for offline use. The context is made
 * at start: where the browser's autoplay policy allows sound without a gesture (an installed app, a site the user
 * often plays media on) it runs at once. Elsewhere it starts suspended and the first interaction of the session
 * resumes it; until then the system notification's own sound stands in (message-events.ts).
 */
let context: AudioContext | null = null;

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

export function unlockSoundOnFirstGesture(target: EventTarget = window): void {
  try {
    context ??= new AudioContext();
  } catch {
    context = null;
  }
  if (context?.state === 'running') return;
  const unlock = () => {
    context ??= new AudioContext();
    void context.resume();
    for (const type of GESTURES) target.removeEventListener(type, unlock);
  };
  for (const type of GESTURES) target.addEventListener(type, unlock);
}

/** The page's sound context once a gesture unlocked it; null before (browsers refuse sound until then). */
export function unlockedAudioContext(): AudioContext | null {
  return context && context.state === 'running' ? context : null;
}
/** Whether a chime would be heard now. */
export const chimeCanPlay = () => context?.state === 'running';

/** Two soft notes, a fifth apart, at full volume (product-spec §9: volume 1). */
export function playChime(): boolean {
  if (!context || context.state !== 'running') return false;
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.12, 1318.5],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(1, start + offset + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.35);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.4);
  }
  return true;
}
