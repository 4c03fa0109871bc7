import { audioFileType, chooseAudioType } from './voice-rules';

/** The microphone was refused or is missing, or the browser cannot record audio at all. */
class RecorderUnavailable extends Error {
  constructor(cause?: unknown) {
    super('Cannot record audio', { cause });
    this.name = 'RecorderUnavailable';
  }
}

interface VoiceClip {
  file: File;
  /** How long the microphone recorded, in milliseconds. */
  durationMs: number;
}

/** A recording in progress. Exactly one of finish() or cancel() ends it and releases the microphone. */
export interface VoiceRecording {
  /** performance.now() when recording began. */
  startedAt: number;
  finish(): Promise<VoiceClip>;
  cancel(): void;
}

/** Asks for the microphone and starts recording it. Rejects with RecorderUnavailable when that is not possible. */
export async function startVoiceRecording(): Promise<VoiceRecording> {
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') throw new RecorderUnavailable();
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    throw new RecorderUnavailable(error);
  }
  const release = () => stream.getTracks().forEach((track) => track.stop());
  const mimeType = chooseAudioType((type) => MediaRecorder.isTypeSupported(type));
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    recorder.start();
  } catch (error) {
    release();
    throw new RecorderUnavailable(error);
  }
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve(), { once: true }));
  const stop = () => {
    if (recorder.state !== 'inactive') recorder.stop();
  };
  const startedAt = performance.now();

  return {
    startedAt,
    async finish() {
      const durationMs = performance.now() - startedAt;
      stop();
      // The last data arrives just before "stop"; only then is the recording whole.
      await stopped;
      release();
      const { type, extension } = audioFileType(recorder.mimeType || mimeType);
      const file = new File(chunks, `voice-${Date.now()}.${extension}`, { type });
      return { file, durationMs };
    },
    cancel() {
      stop();
      release();
    },
  };
}
