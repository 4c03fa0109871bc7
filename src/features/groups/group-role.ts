/** Group role levels as the SDK reports them (GroupMemberRole); kept here so pure code need not load the SDK. */
export const GroupRole = { owner: 100, admin: 60, member: 20 } as const;
