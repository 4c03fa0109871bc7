/** Session types of OpenIM's conversations (the SDK's SessionType enum). */
const SINGLE = 1;
const GROUP = 3;

/**
 * What the SDK needs to find or create a conversation from its ID: the peer of a single chat (si_ + both user IDs,
 * sorted, either of which may itself contain "_") or the group of a group chat (sg_ + group ID).
 */
export function conversationSource(
  conversationID: string,
  selfUserID: string,
): { sourceID: string; sessionType: number } | null {
  if (conversationID.startsWith('sg_') && conversationID.length > 3)
    return { sourceID: conversationID.slice(3), sessionType: GROUP };
  if (!conversationID.startsWith('si_') || !selfUserID) return null;
  const pair = conversationID.slice(3);
  if (pair.startsWith(`${selfUserID}_`)) return peer(pair.slice(selfUserID.length + 1));
  if (pair.endsWith(`_${selfUserID}`)) return peer(pair.slice(0, -selfUserID.length - 1));
  return null;
}

const peer = (userID: string) => (userID ? { sourceID: userID, sessionType: SINGLE } : null);
