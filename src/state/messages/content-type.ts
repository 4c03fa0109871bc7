/**
 * Message content types, as the SDK's `MessageType` enum numbers them (lib/types/enum.d.ts). Repeated here because
 * only src/sdk may import the SDK package, and an enum is a value, not a type.
 */
export const ContentType = {
  text: 101,
  picture: 102,
  voice: 103,
  video: 104,
  file: 105,
  atText: 106,
  merge: 107,
  card: 108,
  location: 109,
  custom: 110,
  typing: 113,
  quote: 114,
  face: 115,
  friendAdded: 1201,
  /** A business (OA) notice an app's backend sends to the notification conversation. */
  oaNotification: 1400,
  groupCreated: 1501,
  groupInfoUpdated: 1502,
  memberQuit: 1504,
  groupOwnerTransferred: 1507,
  memberKicked: 1508,
  memberInvited: 1509,
  memberEnter: 1510,
  groupDismissed: 1511,
  groupMemberMuted: 1512,
  groupMemberCancelMuted: 1513,
  groupMuted: 1514,
  groupCancelMuted: 1515,
  groupAnnouncementUpdated: 1519,
  groupNameUpdated: 1520,
  burnMessageChange: 1701,
  revokeMessage: 2101,
} as const;

/** Session types (the SDK's `SessionType`): a group conversation is always 3 here (deltas.md 4). */
export const SessionType = { single: 1, group: 3, notification: 4 } as const;

/**
 * Custom message kinds carried in customElem.data's customType (product-spec §3, §9). Call records come in two
 * families: 100 from OpenIM's web clients (and Parley), 901 from its iOS and Flutter clients (deltas.md 1).
 */
export const CustomType = { call: 100, massMessage: 903, meetingInvitation: 905, callRecord: 901 } as const;
