/**
 * Why the server refused this device's recent sends, by message, kept in localStorage until the same record in the
 * message's localEx (send-failure-record.ts) has surely reached the SDK's store. That write crosses the SDK's worker
 * and its SQL worker before IndexedDB keeps it, so a reload right after a refusal could find the message failed with
 * no reason ("Could not reach the server" instead of "They have blocked you"); a localStorage write is kept at once.
 */
const KEY = 'parley.sendFailures';
/** Refusals are rare; the newest are the ones a reload can have overtaken. */
export const JOURNAL_SIZE = 100;

interface Journal {
  userID: string;
  /** [clientMsgID, code], oldest first. */
  entries: [string, number][];
}

function read(storage: Pick<Storage, 'getItem'>, userID: string): [string, number][] {
  try {
    const stored = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<Journal> | null;
    if (stored?.userID !== userID || !Array.isArray(stored.entries)) return [];
    return stored.entries.filter(
      (entry): entry is [string, number] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && Number.isInteger(entry[1]),
    );
  } catch {
    return [];
  }
}

function write(storage: Pick<Storage, 'setItem'>, userID: string, entries: [string, number][]): void {
  try {
    const journal: Journal = { userID, entries: entries.slice(-JOURNAL_SIZE) };
    storage.setItem(KEY, JSON.stringify(journal));
  } catch {
    // A full quota leaves the localEx record, which a reload finds once the SDK has saved it.
  }
}

/** This user's kept refusals, by message; another account's are never read. */
export function readSendFailureJournal(storage: Pick<Storage, 'getItem'>, userID: string): Record<string, number> {
  return Object.fromEntries(read(storage, userID));
}

export function journalSendFailure(storage: Storage, userID: string, clientMsgID: string, code: number): void {
  write(storage, userID, [...read(storage, userID).filter(([id]) => id !== clientMsgID), [clientMsgID, code]]);
}

/** A retried message no longer carries its old refusal. */
export function dropJournalledSendFailure(storage: Storage, userID: string, clientMsgID: string): void {
  const entries = read(storage, userID);
  if (entries.some(([id]) => id === clientMsgID))
    write(
      storage,
      userID,
      entries.filter(([id]) => id !== clientMsgID),
    );
}

export function forgetSendFailureJournal(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(KEY);
}
