/**
 * The admin console's sign-in, kept apart from the user's session: in sessionStorage (this tab only, gone when it
 * closes), never in the user's stores, and never sent by the app's own chat calls.
 */
const STORAGE_KEY = 'parley.admin-session';

export interface AdminSession {
  /** The IM admin token (from the admin secret) or an administrator account's chat token. */
  token: string;
  /** Who signed in: the admin user ID or the administrator account's user ID. */
  userID: string;
  /** What the console calls them: an administrator account's nickname; the admin user ID when absent. */
  name?: string;
  /** Unix milliseconds; the console asks for a new sign-in after it. */
  expiresAt: number;
  /** How it signed in: the admin secret (an IM admin token) or an administrator account (a chat token). */
  via: 'secret' | 'account';
}

export function readAdminSession(storage: Storage = sessionStorage, now = Date.now()): AdminSession | null {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<AdminSession> | null;
    if (
      !parsed ||
      typeof parsed.token !== 'string' ||
      typeof parsed.userID !== 'string' ||
      typeof parsed.expiresAt !== 'number'
    )
      return null;
    if (parsed.expiresAt <= now) {
      storage.removeItem(STORAGE_KEY);
      return null;
    }
    const via = parsed.via === 'account' ? 'account' : 'secret';
    const name = typeof parsed.name === 'string' && parsed.name ? parsed.name : undefined;
    return { token: parsed.token, userID: parsed.userID, ...(name ? { name } : {}), expiresAt: parsed.expiresAt, via };
  } catch {
    return null;
  }
}

export function saveAdminSession(session: AdminSession, storage: Storage = sessionStorage): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(session));
}

export function clearAdminSession(storage: Storage = sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}
