import { openIM } from './sdk-instance';

/** Group role levels (owner 100, admin 60, member 20) of the given users; users not in the group are absent. */
export async function groupRoles(groupID: string, userIDs: readonly string[]): Promise<Record<string, number>> {
  const im = await openIM();
  const { data } = await im.getSpecifiedGroupMembersInfo({ groupID, userIDList: [...new Set(userIDs)] });
  return Object.fromEntries(data.map((member) => [member.userID, member.roleLevel]));
}
