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
  if ((await im.isJoinGroup<boolean>(groupID)).data) {
    const { data } = await im.getSpecifiedGroupsInfo([groupID]);
    return data.find((group) => group.groupID === groupID) ?? null;
  }
  const { groupInfos } = await imApiPost<{ groupInfos?: GroupItem[] }>('/group/get_groups_info', {
    groupIDs: [groupID],
  });
  return groupInfos?.find((group) => group.groupID === groupID) ?? null;
}
