import { fitWithin } from './prepare-picture';

/** The poster is shown in a bubble about 200 px wide and as the preview's placeholder: this is plenty. */
export const MAX_POSTER_SIDE = 640;
const POSTER_QUALITY = 0.8;
/** A file the browser neither plays nor refuses within this time is treated as one it cannot read. */
const LOAD_TIMEOUT_MS = 15_000;

/** A video ready to be sent: the file itself, a JPEG poster frame, the poster's size and the length in seconds. */
export interface PreparedVideo {
  file: File;
  poster: File;
  width: number;
  height: number;
  duration: number;
}

/** The browser could not decode a frame of the video, so there is no poster to show. */
class PosterUnavailable extends Error {
  constructor(reason: string) {
    super(`No poster frame: ${reason}`);
    this.name = 'PosterUnavailable';
  }
}

/** The poster's size: the video's shape, at most MAX_POSTER_SIDE on its longer side. */
export const posterSize = (width: number, height: number) => fitWithin(width, height, MAX_POSTER_SIDE);

/** A video message carries whole seconds; a clip of a moment still counts as one, an unknown length as 0. */
export function videoSeconds(duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.max(1, Math.round(duration));
}

/** Where the poster is taken: a little way in (the very first frame is often black), never past the middle. */
export function posterTime(duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(1, duration / 3);
}

/** Resolves on `event` from the element; rejects when it reports an error or stays silent too long. */
function mediaEvent(video: HTMLVideoElement, event: keyof HTMLMediaElementEventMap): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (outcome: () => void) => {
      clearTimeout(timer);
      video.removeEventListener(event, onEvent);
      video.removeEventListener('error', onError);
      outcome();
    };
    const onEvent = () => done(resolve);
    const onError = () => done(() => reject(new PosterUnavailable(video.error?.message || 'cannot decode')));
    const timer = setTimeout(() => done(() => reject(new PosterUnavailable(`no ${event}`))), LOAD_TIMEOUT_MS);
    video.addEventListener(event, onEvent);
    video.addEventListener('error', onError);
  });
}

/**
 * Recordings made by MediaRecorder (WebM) carry no length in their header: the browser reports Infinity until it has
 * seen the end, so seek past it once and read what it found.
 */
async function measuredDuration(video: HTMLVideoElement): Promise<number> {
  if (Number.isFinite(video.duration)) return video.duration;
  video.currentTime = Number.MAX_SAFE_INTEGER;
  await mediaEvent(video, 'seeked');
  if (Number.isFinite(video.duration)) return video.duration;
  const { buffered } = video;
  return buffered.length > 0 ? buffered.end(buffered.length - 1) : 0;
}

function canvasToJPEG(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PosterUnavailable('canvas gave no image'))),
      'image/jpeg',
      POSTER_QUALITY,
    ),
  );
}

/**
 * Reads a video's length and size and draws a poster frame from it, all in the browser. Rejects with
 * PosterUnavailable when the browser cannot decode a picture from the file.
 */
export async function prepareVideo(file: File): Promise<PreparedVideo> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const loaded = mediaEvent(video, 'loadeddata');
    video.src = url;
    await loaded;
    if (!video.videoWidth || !video.videoHeight) throw new PosterUnavailable('no picture track');
    const duration = await measuredDuration(video);
    video.currentTime = posterTime(duration);
    await mediaEvent(video, 'seeked');
    const size = posterSize(video.videoWidth, video.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')!.drawImage(video, 0, 0, size.width, size.height);
    const jpeg = await canvasToJPEG(canvas);
    const poster = new File([jpeg], file.name.replace(/\.[^.]*$/, '') + '-poster.jpg', { type: 'image/jpeg' });
    return { file, poster, ...size, duration: videoSeconds(duration) };
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
