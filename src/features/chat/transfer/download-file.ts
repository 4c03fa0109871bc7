/**
 * Fetches a file while reporting how far along it is (0–100, or null while the size is unknown), reading the
 * response as a stream so the progress follows the bytes as they arrive.
 */
export async function fetchWithProgress(
  url: string,
  onProgress: (percent: number | null) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetch(url, { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const type = response.headers.get('Content-Type') ?? '';
  const total = Number(response.headers.get('Content-Length')) || 0;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(total ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(total ? Math.min(100, Math.floor((received / total) * 100)) : null);
  }
  return new Blob(chunks, { type });
}

/** Hands a fetched file to the browser's save, under its name, from an object URL that is released afterwards. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The save has started by the next task; the URL is only needed until then (a minute is generous).
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
