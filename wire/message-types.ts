/**
 * The numbers OpenIM's wire format gives sessions and message contents (openim-ws-gateway.md §4, §5.2; the SDK's
 * `SessionType` and `MessageType` enums), named as OpenIM's constants name them. The client and the embedded server
 * both read them from here. Only plain values: this folder imports nothing.
 */
export const SessionType = { single: 1, group: 2, workingGroup: 3, notification: 4 } as const;

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
  friendApplicationApproved: 1201,
  friendApplicationRejected: 1202,
  friendApplication: 1203,
  friendDeleted: 1205,
  friendRemarkSet: 1206,
  blackAdded: 1207,
  blackDeleted: 1208,
  friendInfoUpdated: 1209,
  friendsInfoUpdate: 1210,
  conversationChange: 1300,
  userInfoUpdated: 1303,
  /** A business (OA) notice an app's backend sends to the notification conversation. */
  oaNotification: 1400,
  groupCreated: 1501,
  groupInfoSet: 1502,
  joinGroupApplication: 1503,
  memberQuit: 1504,
  groupApplicationAccepted: 1505,
  groupApplicationRejected: 1506,
  groupOwnerTransferred: 1507,
  memberKicked: 1508,
  memberInvited: 1509,
  memberEnter: 1510,
  groupDismissed: 1511,
  groupMemberMuted: 1512,
  groupMemberCancelMuted: 1513,
  groupMuted: 1514,
  groupCancelMuted: 1515,
  groupMemberInfoSet: 1516,
  groupMemberSetToAdmin: 1517,
  groupMemberSetToOrdinary: 1518,
  groupInfoSetAnnouncement: 1519,
  groupInfoSetName: 1520,
  /** Burn-after-reading switched on or off (the conversation's private-chat flag). */
  conversationPrivateChat: 1701,
  clearConversation: 1703,
  businessNotification: 2001,
  revoked: 2101,
  deleteMsgs: 2102,
  hasReadReceipt: 2200,
} as const;

/**
 * Kinds carried in a custom message's `customElem.data` as `customType` (product-spec §3, §9). Call records come in
 * two families: 100 from OpenIM's web clients (and Parley), 901 from its iOS and Flutter clients (deltas.md 1).
 */
export const CustomType = { call: 100, callRecord: 901, massMessage: 903, meetingInvitation: 905 } as const;

/** Call signalling as custom messages (deltas.md 1). */
export const SignalType = { invite: 200, accept: 201, reject: 202, cancel: 203, hangUp: 204 } as const;
export type SignalType = (typeof SignalType)[keyof typeof SignalType];
