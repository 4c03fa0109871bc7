import QRCode from 'qrcode';

/** The QR code of a text as a PNG data URL, with the quiet zone scanners need around it. */
export const qrDataURL = (text: string) =>
  QRCode.toDataURL(text, {
    width: 480,
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#0c1c33', light: '#ffffff' },
  });

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('could not load the QR image'));
    image.src = src;
  });

/** A card to save: the name above the code, on white, as a PNG data URL. */
export async function qrCardImage(qr: string, name: string): Promise<string> {
  const image = await loadImage(qr);
  const canvas = document.createElement('canvas');
  const padding = 40;
  canvas.width = image.width + padding * 2;
  canvas.height = image.height + padding * 2 + 56;
  const context = canvas.getContext('2d');
  if (!context) return qr;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#0c1c33';
  context.font = '600 28px system-ui, sans-serif';
  context.textAlign = 'center';
  context.fillText(name, canvas.width / 2, padding + 28, canvas.width - padding * 2);
  context.drawImage(image, padding, padding + 56);
  return canvas.toDataURL('image/png');
}
