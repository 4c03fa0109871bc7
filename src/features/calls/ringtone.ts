import { unlockedAudioContext } from '../../state/sound/chime';

/**
 * The one ringtone (product-spec §9), synthesised like the message chime so nothing has to be cached for offline
 * use: a two-tone ring every two seconds, looping until the call connects or ends.
 */
let timer: ReturnType<typeof setInterval> | null = null;

function ringOnce(context: AudioContext): void {
  const start = context.currentTime;
  for (const offset of [0, 0.4]) {
    for (const frequency of [440, 480]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
      gain.gain.setValueAtTime(0.25, start + offset + 0.3);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.35);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.36);
    }
  }
}

/** Starts the loop; false when the page has had no gesture yet and so may not play sound. */
export function startRingtone(): boolean {
  const context = unlockedAudioContext();
  if (!context) return false;
  if (timer) return true;
  ringOnce(context);
  timer = setInterval(() => ringOnce(context), 2000);
  return true;
}

export function stopRingtone(): void {
  if (timer) clearInterval(timer);
  timer = null;
}
