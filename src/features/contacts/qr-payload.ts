/** The texts Parley's QR cards carry, the same as OpenIM's own clients, so their codes scan both ways. */
const PREFIX = 'io.openim.app/';

export const addFriendPayload = (userID: string) => `${PREFIX}addFriend/${userID}`;
export const joinGroupPayload = (groupID: string) => `${PREFIX}joinGroup/${groupID}`;

export type QrTarget =
  | { kind: 'user'; to: '/userCard'; search: { userID: string } }
  | { kind: 'group'; to: '/groupCard'; search: { groupID: string } }
  | { kind: 'unknown'; text: string };

/** Where a scanned text leads: a user's card, a group's card, or nowhere (the text is then only shown). */
export function parseQrPayload(text: string): QrTarget {
  const trimmed = text.trim();
  const match = /^io\.openim\.app\/(addFriend|joinGroup)\/([^/?#\s]+)$/.exec(trimmed);
  if (!match) return { kind: 'unknown', text };
  const [, action, id] = match as unknown as [string, string, string];
  return action === 'addFriend'
    ? { kind: 'user', to: '/userCard', search: { userID: id } }
    : { kind: 'group', to: '/groupCard', search: { groupID: id } };
}
