import { openIM } from './sdk-instance';
import { readGroupInfo } from './group-info';
import type { GroupItem } from '../state/sdk-types';

/** The group as the SDK knows it (name, avatar, owner, member count), or null when it is not known here. */
export async function fetchGroupInfo(groupID: string): Promise<GroupItem | null> {
  return readGroupInfo(groupID);
}

/** A member leaves the group; its conversation stays, marked as no longer in the group. */
export async function quitGroup(groupID: string): Promise<void> {
  const im = await openIM();
  await im.quitGroup(groupID);
}

/** The owner disbands the group for everyone. */
export async function disbandGroup(groupID: string): Promise<void> {
  const im = await openIM();
  await im.dismissGroup(groupID);
}
