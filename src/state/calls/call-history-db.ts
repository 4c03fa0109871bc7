import Dexie, { type EntityTable } from 'dexie';
import type { MediaType } from './call-signal';

/** product-spec §3 "Call history record": what ended the call, as its history names it. */
export type CallHistoryStatus = 'refused' | 'canceled' | 'successed' | 'timeout' | 'otherDevice';

export interface CallHistoryRecord {
  id?: number;
  /** Whose history this is: `{userID}_rtc_historyList` semantics, one list per signed-in user. */
  ownerID: string;
  roomID: string;
  mediaType: MediaType;
  status: CallHistoryStatus;
  /** Seconds in the call; 0 when it never connected. */
  duration: number;
  /** The peer (one-to-one) or the inviter (group). */
  userInfo: { userID: string; nickname: string; faceURL: string };
  groupID: string;
  outgoing: boolean;
  time: number;
}

const db = new Dexie('parley-call-history') as Dexie & { calls: EntityTable<CallHistoryRecord, 'id'> };
db.version(1).stores({ calls: '++id, ownerID, [ownerID+time], &[ownerID+roomID]' });

/** Adds a call to the user's history; a call already recorded (the same room) is left as it is. */
export async function addCallHistory(record: CallHistoryRecord): Promise<void> {
  await db.calls.add(record).catch((error: unknown) => {
    if (!(error instanceof Dexie.ConstraintError)) throw error;
  });
}

/** The user's calls, newest first. */
export function callHistory(ownerID: string): Promise<CallHistoryRecord[]> {
  return db.calls.where('[ownerID+time]').between([ownerID, Dexie.minKey], [ownerID, Dexie.maxKey]).reverse().toArray();
}
