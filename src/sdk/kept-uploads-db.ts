import { Dexie, type EntityTable } from 'dexie';

/** One file of an unsent media message, under the name the SDK reads it by (its uuid with the file name). */
export interface KeptFile {
  key: string;
  file: Blob;
  name: string;
  type: string;
}

interface KeptUpload {
  clientMsgID: string;
  files: KeptFile[];
  keptAt: number;
}

/**
 * The files of media messages that have not reached the server yet. A reload empties the SDK's in-memory file
 * map, so without these a failed upload could never be retried (and resumed) after one.
 */
class KeptUploadsDatabase extends Dexie {
  uploads!: EntityTable<KeptUpload, 'clientMsgID'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ uploads: 'clientMsgID' });
    this.version(2).stores({ uploads: 'clientMsgID, keptAt' });
  }
}

let database: KeptUploadsDatabase | undefined;
const open = () => (database ??= new KeptUploadsDatabase('parley-kept-uploads'));

export async function storeKeptFiles(clientMsgID: string, files: KeptFile[]): Promise<void> {
  await open().uploads.put({ clientMsgID, files, keptAt: Date.now() });
}

export async function readKeptFiles(clientMsgID: string): Promise<KeptFile[] | undefined> {
  return (await open().uploads.get(clientMsgID))?.files;
}

export async function deleteKeptFiles(clientMsgID: string): Promise<void> {
  await open().uploads.delete(clientMsgID);
}

/** Files kept before `time`: their message was left failed long ago. */
export async function deleteKeptFilesBefore(time: number): Promise<void> {
  await open().uploads.where('keptAt').below(time).delete();
}

export async function deleteAllKeptFiles(): Promise<void> {
  await open().uploads.clear();
}
