import ky from 'ky';
import { readEndpoints } from '../config/endpoints';
import { findFullUser } from './user-profiles';

/**
 * A conversation's name before the SDK has synced (a deep link opened right after a sign-in): the peer's nickname
 * from the chat service, or the group's name from OpenIM's /group/get_groups_info with the user's IM token. Empty
 * when neither answers; the SDK's own row names it once it has one.
 */
export async function fetchConversationName(
  source: { sourceID: string; sessionType: number },
  imToken: string,
): Promise<string> {
  if (source.sessionType !== GROUP) return (await findFullUser(source.sourceID))?.nickname ?? '';
  const { apiUrl } = readEndpoints(localStorage, location.origin);
  const envelope = await ky
    .post(`${apiUrl}/group/get_groups_info`, {
      json: { groupIDs: [source.sourceID] },
      timeout: 5000,
      retry: 0,
      headers: { operationID: crypto.randomUUID(), token: imToken },
    })
    .json<{ errCode: number; data?: { groupInfos?: Array<{ groupID?: string; groupName?: string }> } }>();
  return envelope.data?.groupInfos?.find((group) => group.groupID === source.sourceID)?.groupName ?? '';
}

/** The SDK's SessionType for a group chat. */
const GROUP = 3;
