import { openIM } from './sdk-instance';
import {
  deleteAllKeptFiles,
  deleteKeptFiles,
  deleteKeptFilesBefore,
  readKeptFiles,
  storeKeptFiles,
  type KeptFile,
} from './kept-uploads-db';

export type { KeptFile } from './kept-uploads-db';

/**
 * The files of media messages on their way to the server, by clientMsgID. The SDK reads a message's files from a
 * map in its worker, by the uuid the message names, and drops a file from it once an upload attempt closes it —
 * so a retry must hand the file over again, and after a reload it must come from IndexedDB.
 */
const kept = new Map<string, KeptFile[]>();
/** Writes to IndexedDB still going on, so a forget never runs before the write it undoes. */
const storing = new Map<string, Promise<void>>();
/** Sends in progress, so a cancel can wait for the SDK to give up. */
const sending = new Map<string, Promise<unknown>>();

/** Remembers a message's files until it is sent; IndexedDB may refuse (quota, private mode): then only until reload. */
export function keepUploadFiles(clientMsgID: string, files: KeptFile[]): void {
  kept.set(clientMsgID, files);
  const write = storeKeptFiles(clientMsgID, files).catch(() => undefined);
  storing.set(clientMsgID, write);
  void write.then(() => {
    if (storing.get(clientMsgID) === write) storing.delete(clientMsgID);
  });
}

/** Object URLs of kept pictures, made once and revoked when their message no longer needs its files. */
const previewURLs = new Map<string, string>();

/**
 * An object URL of the picture this page keeps for a message (under the given key, else its first file), so the
 * sender sees what is going out while it uploads or after it failed. Null when there is none or it is no picture.
 */
export function keptPictureURL(clientMsgID: string, key?: string): string | null {
  const files = kept.get(clientMsgID);
  const file = key ? files?.find((kept) => kept.key === key) : files?.[0];
  if (!file || !file.type.startsWith('image/')) return null;
  const id = `${clientMsgID}\n${file.key}`;
  let url = previewURLs.get(id);
  if (!url) {
    url = URL.createObjectURL(file.file);
    previewURLs.set(id, url);
  }
  return url;
}

function revokePictureURLs(clientMsgID?: string) {
  for (const [id, url] of previewURLs) {
    if (clientMsgID === undefined || id.startsWith(`${clientMsgID}\n`)) {
      URL.revokeObjectURL(url);
      previewURLs.delete(id);
    }
  }
}

/** Whether this page holds the files of the message, so its upload can be stopped or retried. */
export const holdsUploadFiles = (clientMsgID: string) => kept.has(clientMsgID);

async function keptFiles(clientMsgID: string): Promise<KeptFile[] | undefined> {
  const files = kept.get(clientMsgID) ?? (await readKeptFiles(clientMsgID).catch(() => undefined));
  if (files) kept.set(clientMsgID, files);
  return files;
}

/** The files kept under an id, from this page or from IndexedDB after a reload; undefined when there are none. */
export const readUploadFiles = (id: string): Promise<KeptFile[] | undefined> => keptFiles(id);

const asFile = (kept: KeptFile) =>
  kept.file instanceof File ? kept.file : new File([kept.file], kept.name, { type: kept.type });

/**
 * Before a retry: gives the SDK the message's files again under the same names. The same bytes hash the same, so
 * the SDK finds its multipart state for them and uploads only the parts the server does not have yet.
 */
export async function registerKeptFiles(clientMsgID: string): Promise<boolean> {
  const files = await keptFiles(clientMsgID);
  if (!files) return false;
  const im = await openIM();
  for (const file of files) await im.fileMapSet(file.key, asFile(file));
  return true;
}

/**
 * Stops a running upload: the SDK has no cancel, but it reads each part from the worker's file map just before
 * uploading it, and an entry with no file makes that read fail ("file not found"), which ends the send as failed.
 * The part already on the wire still lands.
 */
export async function blockUploadFiles(clientMsgID: string): Promise<boolean> {
  const files = kept.get(clientMsgID);
  if (!files) return false;
  const im = await openIM();
  for (const file of files) await im.fileMapSet(file.key, null as unknown as File);
  return true;
}

/** Once a message is sent or deleted its files are no longer needed. */
export async function forgetUploadFiles(clientMsgID: string): Promise<void> {
  kept.delete(clientMsgID);
  revokePictureURLs(clientMsgID);
  await storing.get(clientMsgID);
  await deleteKeptFiles(clientMsgID).catch(() => undefined);
}

/** How long the file of a failed upload is kept for a retry: a week, then the user has moved on. */
export const KEEP_FAILED_UPLOAD_MS = 7 * 24 * 60 * 60 * 1000;

/** At sign-in: drops the files of uploads that failed more than a week ago and were never retried or deleted. */
export async function forgetStaleUploadFiles(now = Date.now()): Promise<void> {
  await deleteKeptFilesBefore(now - KEEP_FAILED_UPLOAD_MS).catch(() => undefined);
}

/** At sign-out: the next person on this browser must not find the last one's unsent files. */
export async function forgetAllUploadFiles(): Promise<void> {
  kept.clear();
  revokePictureURLs();
  await Promise.all(storing.values());
  await deleteAllKeptFiles().catch(() => undefined);
}

export function trackSend<T>(clientMsgID: string, send: Promise<T>): Promise<T> {
  sending.set(clientMsgID, send);
  const done = () => {
    if (sending.get(clientMsgID) === send) sending.delete(clientMsgID);
  };
  send.then(done, done);
  return send;
}

/** The send of this message in progress, if any. */
export const sendInFlight = (clientMsgID: string) => sending.get(clientMsgID);
