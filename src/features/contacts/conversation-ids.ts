/** OpenIM's conversation IDs: si_ + both user IDs sorted, sg_ + the group ID. */
export const singleConversationID = (a: string, b: string) => `si_${[a, b].sort().join('_')}`;
export const groupConversationID = (groupID: string) => `sg_${groupID}`;
