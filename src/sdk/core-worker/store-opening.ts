/** Where the SDK keeps its store: the SDK's loader passes this directory to the core (`dataDir`), always. */
export const STORE_DIRECTORY = './';

/** The SDK's database functions the opening uses: the SQL worker's own, as the core calls them. */
export interface StoreDatabase {
  /** Opens the user's store (the SQL worker keeps one open) and makes its tables; answers `{ errCode, ... }` JSON. */
  initDB(userID: string, directory: string): Promise<unknown>;
  close(): Promise<unknown>;
}

const succeeded = (answer: unknown) => {
  try {
    return typeof answer === 'string' && (JSON.parse(answer) as { errCode?: number }).errCode === 0;
  } catch {
    return false;
  }
};

/**
 * Opens the SDK's store for the stored session's user while the core is still compiling, so that the core's own
 * opening at login takes the early one's answer instead of opening it again. The SQL worker keeps one open
 * database and hands it to every later opening, whatever the user: a login as anyone else first closes it, so that
 * nobody ever reads another user's store.
 */
export function storeOpening(database: () => StoreDatabase) {
  type Early = { userID: string; opened: Promise<unknown> };
  let state: 'idle' | 'used' | Early | { forLogin: Early } = 'idle';
  return {
    /** The page's stored session names this user; only before the first login. */
    open(userID: string): void {
      if (state !== 'idle') return;
      state = { userID, opened: database().initDB(userID, STORE_DIRECTORY) };
    },
    /** Before the SDK's login, once per login: the early store stays only for its own user. */
    async beforeLogin(userID: string): Promise<void> {
      const early = state;
      state = 'used';
      if (typeof early === 'string' || 'forLogin' in early) return;
      if (early.userID === userID) {
        state = { forLogin: early };
        return;
      }
      await early.opened.catch(() => undefined);
      await database().close();
    },
    /** The core opening its store during the login: the early answer for the same store, once, when it succeeded. */
    async initDB(userID: string, directory: string): Promise<unknown> {
      if (typeof state !== 'object' || !('forLogin' in state)) return database().initDB(userID, directory);
      const early = state.forLogin;
      state = 'used';
      if (early.userID === userID && directory === STORE_DIRECTORY) {
        const answer = await early.opened.catch(() => undefined);
        if (succeeded(answer)) return answer;
      }
      return database().initDB(userID, directory);
    },
  };
}
