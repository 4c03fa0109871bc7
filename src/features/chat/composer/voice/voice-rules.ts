/** product-spec §5: a recording that is too short is rejected. Shorter than this is an accidental tap. */
export const MIN_RECORDING_MS = 1000;
/** A recording stops and is sent on its own at this length, as messengers do (one minute). */
export const MAX_RECORDING_MS = 60_000;

/** Containers the app prefers, in order: Opus in WebM or Ogg is small and plays in every current browser but
 *  Safari, which records (and plays) AAC in MP4 instead. */
const AUDIO_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/aac'];

/** The first container the browser's MediaRecorder can write, or '' to let it pick its own. */
export function chooseAudioType(isTypeSupported: (type: string) => boolean): string {
  return AUDIO_TYPES.find((type) => isTypeSupported(type)) ?? '';
}

/** The plain media type of a recording (without codec parameters) and its file extension. */
export function audioFileType(mimeType: string): { type: string; extension: string } {
  const type = mimeType.split(';')[0]!.trim().toLowerCase() || 'audio/webm';
  const extension = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a', 'audio/aac': 'aac' }[type];
  return { type, extension: extension ?? 'webm' };
}

export type RecordingVerdict = { kind: 'too-short' } | { kind: 'send'; seconds: number };

/** Whether a recording of `ms` milliseconds is sent, and with which length in whole seconds (at least 1). */
export function judgeRecording(ms: number): RecordingVerdict {
  if (!(ms >= MIN_RECORDING_MS)) return { kind: 'too-short' };
  return { kind: 'send', seconds: Math.max(1, Math.round(Math.min(ms, MAX_RECORDING_MS) / 1000)) };
}

/** How far (px) a held pointer may stray from the button before letting go cancels the recording. */
export const CANCEL_DISTANCE = 48;

/** Whether a pointer at (x, y) has slid far enough away from the button's box that releasing it cancels. */
export function slidAway(box: { left: number; top: number; right: number; bottom: number }, x: number, y: number) {
  return (
    x < box.left - CANCEL_DISTANCE ||
    x > box.right + CANCEL_DISTANCE ||
    y < box.top - CANCEL_DISTANCE ||
    y > box.bottom + CANCEL_DISTANCE
  );
}
