import type { ConnectionState, ReinstallProgress } from '../../state/connection/connection-atoms';

/**
 * Whether an empty list may say "No conversations yet.": not while the first sync (the reinstall overlay) or any
 * sync is still filling the list, since the list is then only not there yet.
 */
export function showsNoConversations(
  count: number,
  connection: ConnectionState,
  reinstallProgress: ReinstallProgress,
): boolean {
  if (count > 0) return false;
  if (typeof reinstallProgress === 'number') return false;
  return connection !== 'syncing' && connection !== 'connecting' && connection !== 'idle';
}
