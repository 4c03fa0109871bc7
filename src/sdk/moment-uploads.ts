import { openIM } from './sdk-instance';
import { imSessionReady } from './session';
import { forgetUploadFiles, keepUploadFiles, readUploadFiles, type KeptFile } from './upload-files';
import { uploadShare, type UploadPart } from '../api/moment-state/upload-share';

/**
 * A moment's files go up through the SDK's uploadFile (the object storage the chat uses). They are kept under the
 * draft's id with the chat's kept upload files, so a publish that failed, or that a reload cut short, can be retried.
 */
export function keepMomentFiles(draftID: string, files: KeptFile[]): void {
  keepUploadFiles(draftID, files);
}

export const readMomentFiles = (draftID: string) => readUploadFiles(draftID);

export const forgetMomentFiles = (draftID: string) => forgetUploadFiles(draftID);

interface UploadEvent {
  uuid?: string;
  fileSize?: number;
  streamSize?: number;
  storageSize?: number;
}

/**
 * Uploads the files one after the other and returns their web addresses in order. `onProgress` hears the share of
 * all bytes that is up (0–100): whole files as they finish, and within a file as the SDK reports its parts.
 */
export async function uploadMomentFiles(
  draftID: string,
  files: KeptFile[],
  onProgress: (percent: number) => void,
): Promise<string[]> {
  await imSessionReady();
  const im = await openIM();
  const parts: UploadPart[] = files.map((file) => ({ size: file.file.size, done: 0 }));
  let current = -1;
  let currentUUID = '';
  const report = () => onProgress(uploadShare(parts));
  const onPart = ({ data }: { data: unknown }) => {
    const event = (typeof data === 'string' ? safeJSON(data) : data) as UploadEvent | null;
    if (!event || current < 0 || (event.uuid && !event.uuid.startsWith(currentUUID))) return;
    const size = event.fileSize || parts[current]!.size;
    const up = Math.max(event.storageSize ?? 0, event.streamSize ?? 0);
    if (size > 0) parts[current]!.done = Math.min(parts[current]!.size, (up / size) * parts[current]!.size);
    report();
  };
  // The SDK's per-file progress events (its UploadFileCallback), spelt out: importing CbEvents starts its worker.
  im.on('UploadComplete' as never, onPart);
  try {
    const urls: string[] = [];
    for (const [index, kept] of files.entries()) {
      current = index;
      currentUUID = `${draftID}-${index}`;
      const file = kept.file instanceof File ? kept.file : new File([kept.file], kept.name, { type: kept.type });
      const { data } = await im.uploadFile({ name: kept.name, contentType: kept.type, uuid: currentUUID, file });
      parts[index]!.done = parts[index]!.size;
      report();
      urls.push(data.url);
    }
    return urls;
  } finally {
    im.off('UploadComplete' as never, onPart);
  }
}

function safeJSON(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
