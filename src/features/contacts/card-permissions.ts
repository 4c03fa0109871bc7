/** Group role levels in OpenIM: member 20, admin 60, owner 100. */
const ADMIN_ROLE = 60;
/** The groups' permission flags: 1 means "not allowed" (the SDK's AllowType). */
const NOT_ALLOWED = 1;
/** The chat service's allowAddFriend: 2 means the user refuses friend requests. */
const REFUSES_FRIENDS = 2;

export interface CardContext {
  selfUserID: string;
  targetUserID: string;
  isFriend: boolean;
  /** The user's own preference from the chat service, when known. */
  allowAddFriend?: number;
  /** Present when the card was opened from a group the signed-in user can read. */
  group?: {
    lookMemberInfo: number;
    applyMemberFriend: number;
    /** The signed-in user's role in it; undefined when not a member. */
    selfRole?: number;
  };
}

export interface CardPermissions {
  /** False when the group forbids ordinary members to look at other members. */
  canView: boolean;
  /** offer: show "Add friend"; refused: the user accepts no requests; none: already friends, self, or forbidden. */
  addFriend: 'offer' | 'refused' | 'none';
  canMessage: boolean;
  /** Remark, blacklist and delete belong to friends. */
  canOpenSettings: boolean;
}

/**
 * What a user card offers (product-spec §6): lookMemberInfo hides other members' cards from ordinary members,
 * applyMemberFriend stops them adding members as friends; owners and admins are bound by neither.
 */
export function cardPermissions(context: CardContext): CardPermissions {
  const isSelf = context.selfUserID === context.targetUserID;
  const privileged = (context.group?.selfRole ?? 0) >= ADMIN_ROLE;
  const restricted = (flag: number | undefined) => !isSelf && !privileged && flag === NOT_ALLOWED;
  if (restricted(context.group?.lookMemberInfo)) {
    return { canView: false, addFriend: 'none', canMessage: false, canOpenSettings: false };
  }
  let addFriend: CardPermissions['addFriend'] = 'offer';
  if (isSelf || context.isFriend || restricted(context.group?.applyMemberFriend)) addFriend = 'none';
  else if (context.allowAddFriend === REFUSES_FRIENDS) addFriend = 'refused';
  return { canView: true, addFriend, canMessage: !isSelf, canOpenSettings: !isSelf && context.isFriend };
}
