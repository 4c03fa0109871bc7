import type { ChatUserFull } from '../accounts.ts';

/**
 * PARLEY_ADMIN_ACCOUNTS, read the way an operator writes it: comma-separated entries, each a user ID, an account
 * name, an e-mail address (it has an "@") or a phone number with its area code (it starts with "+": "+86
 * 13800000000"; spaces and dashes are ignored). A phone number without "+" is read as an ID or a name, never as a
 * phone number, so an entry has one meaning.
 */
export type AdminAccountEntry =
  { kind: 'idOrName'; value: string } | { kind: 'email'; value: string } | { kind: 'phone'; digits: string };

export function parseAdminAccountEntries(raw: string): AdminAccountEntry[] {
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry): AdminAccountEntry => {
      if (entry.includes('@')) return { kind: 'email', value: entry.toLowerCase() };
      if (entry.startsWith('+')) return { kind: 'phone', digits: entry.replace(/[^\d]/g, '') };
      return { kind: 'idOrName', value: entry };
    });
}

type Listed = Pick<ChatUserFull, 'userID' | 'account' | 'email' | 'areaCode' | 'phoneNumber'>;

/**
 * Whether the list names this account. Account names are chosen by whoever registers, user IDs are not: an entry
 * that is some account's user ID means that account alone, so nobody becomes an administrator by registering the
 * name an operator wrote as an ID. `userIDExists` answers for the current accounts, so the list is resolved at each
 * check, never once at start.
 */
export async function listsAdmin(
  entries: readonly AdminAccountEntry[],
  user: Listed,
  userIDExists: (userID: string) => Promise<boolean>,
): Promise<boolean> {
  const phone = user.phoneNumber ? `${user.areaCode}${user.phoneNumber}`.replace(/[^\d]/g, '') : '';
  for (const entry of entries) {
    if (entry.kind === 'email' && user.email && entry.value === user.email.toLowerCase()) return true;
    if (entry.kind === 'phone' && phone && entry.digits === phone) return true;
    if (entry.kind !== 'idOrName') continue;
    if (entry.value === user.userID) return true;
    if (user.account && entry.value === user.account && !(await userIDExists(entry.value))) return true;
  }
  return false;
}
