import { appStore } from '../../state/store';
import { startIMSession } from '../../sdk/session';
import { readStoredSession } from '../../state/session/stored-session';

/**
 * Waits for the SDK login that the route guard starts without awaiting: a card opened straight from the address
 * bar would otherwise ask the SDK before it is signed in. The same login is shared, never repeated; when it fails
 * (offline) the SDK's local store still answers what it can.
 */
export async function imReady(): Promise<void> {
  const session = readStoredSession();
  if (session) await startIMSession(appStore, session).catch(() => undefined);
}
