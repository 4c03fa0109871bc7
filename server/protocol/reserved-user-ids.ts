/**
 * User IDs nobody may register: OpenIM's administrator and system accounts (share.yml's `imAdminUserID`, the chat
 * service's `chatAdmin`, and the `openIMAdmin`/`openIM123456` of older releases), and whatever ID this server's own
 * admin has. An account under one of them would receive what OpenIM's tools send to the admin, and be shown as it.
 * Compared without case, so that `IMADMIN` cannot pass for it either.
 */
const OPENIM_RESERVED_USER_IDS = ['imadmin', 'chatadmin', 'openimadmin', 'openim123456'];

export function isReservedUserID(userID: string, adminUserID?: string): boolean {
  const id = userID.toLowerCase();
  return OPENIM_RESERVED_USER_IDS.includes(id) || (adminUserID !== undefined && id === adminUserID.toLowerCase());
}

export const reservedUserIDMessage = (userID: string) => `userID ${userID} is reserved for OpenIM's administrators`;
