import { openIM } from './sdk-instance';
import { imApiPost } from './im-rest';
import type { GroupItem } from '../state/sdk-types';

/**
 * A group's info, without making it one of the user's groups. The SDK's getSpecifiedGroupsInfo stores a group it
 * had to ask the server for in its local table of joined groups (openim-sdk-core's FetchMissingAndCombineLocal);
 * every start then syncs that group's members, which the server refuses a non-member (1002), again and again. So a
 * group the user is in comes from the SDK, and any other (one they left, one they look at before joining) from the
 * IM API itself, the same answer the SDK would have fetched, stored nowhere.
 */
export async function readGroupInfo(groupID: string): Promise<GroupItem | null> {
  const im = await openIM();
  if (await isJoinedGroup(groupID)) {
    const { data } = await im.getSpecifiedGroupsInfo([groupID]);
    return data.find((group) => group.groupID === groupID) ?? null;
  }
  const { groupInfos } = await imApiPost<{ groupInfos?: GroupItem[] }>('/group/get_groups_info', {
    groupIDs: [groupID],
  });
  return groupInfos?.find((group) => group.groupID === groupID) ?? null;
}

/** The SDK's errCode for a record its local store does not have. */
const RECORD_NOT_FOUND = 1004;

/**
 * Whether the user's own store lists the group as joined. A store that has no group records yet (a first sign-in
 * before its first sync wrote them) answers 1004 RecordNotFound instead of false: the answer is no, for now.
 */
export async function isJoinedGroup(groupID: string): Promise<boolean> {
  const im = await openIM();
  return im
    .isJoinGroup<boolean>(groupID)
    .then(({ data }) => Boolean(data))
    .catch((error: unknown) => {
      if ((error as { errCode?: number } | null)?.errCode === RECORD_NOT_FOUND) return false;
      throw error;
    });
}
