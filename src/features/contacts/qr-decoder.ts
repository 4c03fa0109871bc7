import jsQR from 'jsqr';

/** The parts of the Shape Detection API used here; TypeScript's DOM types do not include it yet. */
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<Array<{ rawValue: string }>>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

let detector: Promise<BarcodeDetectorLike | null> | undefined;

/** The browser's own QR detector, where it has one that reads QR codes (Chromium on Android, macOS, ChromeOS). */
function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  detector ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    const formats = await Detector.getSupportedFormats().catch(() => [] as string[]);
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  })();
  return detector;
}

/** Frames are scaled down to this width first: jsQR's time grows with the pixels, and a QR needs few. */
const MAX_WIDTH = 800;

type Frame = HTMLVideoElement | ImageBitmap;

const frameSize = (frame: Frame) =>
  frame instanceof HTMLVideoElement
    ? { width: frame.videoWidth, height: frame.videoHeight }
    : { width: frame.width, height: frame.height };

function decodeWithJsQR(frame: Frame, canvas: HTMLCanvasElement): string | null {
  const { width, height } = frameSize(frame);
  if (!width || !height) return null;
  const scale = Math.min(1, MAX_WIDTH / width);
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(frame, 0, 0, canvas.width, canvas.height);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/**
 * Reads a QR code from a camera frame or an image: the native detector when there is one, jsQR otherwise.
 * `thorough` tries jsQR as well when the native detector finds nothing: worth it for one image, not for every frame.
 */
export async function decodeQr(frame: Frame, canvas: HTMLCanvasElement, thorough = false): Promise<string | null> {
  const native = await nativeDetector();
  if (native) {
    const found = await native.detect(frame).catch(() => []);
    if (found[0]) return found[0].rawValue;
    if (!thorough) return null;
  }
  return decodeWithJsQR(frame, canvas);
}

export async function decodeQrFile(file: Blob, canvas: HTMLCanvasElement): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await decodeQr(bitmap, canvas, true);
  } finally {
    bitmap.close();
  }
}
