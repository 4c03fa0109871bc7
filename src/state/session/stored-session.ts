/** Where the tokens live between visits (product-spec §3 "Stored locally"). */
const KEYS = {
  imToken: 'IM_TOKEN',
  chatToken: 'IM_CHAT_TOKEN',
  userID: 'IM_USERID',
} as const;

export interface StoredSession {
  imToken: string;
  chatToken: string;
  userID: string;
}

export function readStoredSession(storage: Pick<Storage, 'getItem'> = localStorage): StoredSession | null {
  const imToken = storage.getItem(KEYS.imToken);
  const chatToken = storage.getItem(KEYS.chatToken) ?? '';
  const userID = storage.getItem(KEYS.userID);
  return imToken && userID ? { imToken, chatToken, userID } : null;
}

export function storeSession(session: StoredSession, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(KEYS.imToken, session.imToken);
  storage.setItem(KEYS.chatToken, session.chatToken);
  storage.setItem(KEYS.userID, session.userID);
}

export function clearStoredSession(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  for (const key of Object.values(KEYS)) storage.removeItem(key);
}
