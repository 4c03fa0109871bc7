/**
 * What one client may send and ask for, and what one reply may carry (docs/security.md). The SDK's own requests stay
 * well inside: it pulls at most about 100 conversations at a time, 1 or 10 messages each, and one notification
 * range whole.
 */
export const MessageLimits = {
  /** A message's `content`: the reference gateway's whole-request limit (maxMessageSize), 50 KiB. */
  maxContentBytes: 51_200,
  /** The whole encoded message, content, ex, attachedInfo and push info together. */
  maxMessageBytes: 65_536,
  /** Conversations one 1002, 1005, 1006 or 1007 request may name. */
  maxConversationsPerRequest: 200,
  /** Messages of a chat range (1002 `num`); `num` 0 means none, as on the reference. */
  maxSeqsPerChatRange: 100,
  /** Messages of a notification range: the newest ones, since the SDK marks the whole range synced. */
  maxSeqsPerNotificationRange: 1000,
  /** Seqs one conversation of a 1005 request may list. */
  maxSeqsPerListedConversation: 1000,
  /** Messages one reply carries, over all its conversations. */
  maxMessagesPerReply: 2000,
  /**
   * Bytes of messages one reply carries. The SDK drops a frame above 1 MiB *compressed* and then reconnects and asks
   * again, forever, so a reply of incompressible messages must stay below that uncompressed.
   */
  maxReplyBytes: 768 * 1024,
  /** Conversations (or messages read) between two yields to the event loop, so one request never holds it long. */
  workBetweenYields: 64,
} as const;
