import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What a refused friend or group application means to the user (product-spec §8, deltas.md 10). */
const MESSAGES: Record<number, MessageDescriptor> = {
  1001: msg`This request is not valid`,
  1002: msg`You are not allowed to do this`,
  1004: msg`This application no longer exists`,
  1101: msg`This user does not exist`,
  1201: msg`This group does not exist`,
  1204: msg`This group has been disbanded`,
  1206: msg`This application has already been handled`,
  1301: msg`You cannot add yourself`,
  1302: msg`The other party has added you to the blacklist`,
  1304: msg`You are already friends`,
  20013: msg`This user does not accept friend requests`,
  // A sender's applications are limited per minute (server/im-api/friend-write-routes.ts).
  429: msg`Too many attempts, please try again later`,
};

/** The SDK rejects with {errCode, errMsg}; anything else is a plain failure. */
export function applicationErrorMessage(error: unknown): MessageDescriptor {
  const code = (error as { errCode?: unknown } | null)?.errCode;
  return (typeof code === 'number' && MESSAGES[code]) || msg`Operation failed`;
}
