/**
 * The new-message sound, synthesised with Web Audio so no asset has to be cached for offline use. Browsers keep an
 * AudioContext suspended until the user has interacted with the page, so the context is created on the first gesture.
 */
let context: AudioContext | null = null;

export function unlockSoundOnFirstGesture(target: EventTarget = window): void {
  const unlock = () => {
    context ??= new AudioContext();
    void context.resume();
    for (const type of ['pointerdown', 'keydown'] as const) target.removeEventListener(type, unlock);
  };
  for (const type of ['pointerdown', 'keydown'] as const) target.addEventListener(type, unlock);
}

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
