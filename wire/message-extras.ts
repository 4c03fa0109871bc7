/**
 * Reactions, edits and pins of IM messages, which Parley's chat service keeps beside IM (issue 39): the routes'
 * shapes and the business notifications (OnRecvCustomBusinessMessage) that carry each change to every member's
 * devices. Client and server share this module.
 */

/** The most distinct emoji one message can carry; one of each per person. */
export const MAX_REACTION_EMOJI = 20;
/** Messages whose reactions one read may ask for. */
export const MAX_REACTION_READ = 100;

/** Which conversation: a group, or a single chat with a peer (the chat service derives OpenIM's ID from it). */
export interface ConversationRef {
  groupID?: string;
  peerUserID?: string;
}

/** The people who reacted with one emoji to one message, in the order they did. */
export interface ReactionGroup {
  emoji: string;
  userIDs: string[];
}

export interface MessageReactions {
  clientMsgID: string;
  reactions: ReactionGroup[];
}

/** The business-notification key of a reaction given or taken back. */
export const REACTION_NOTICE_KEY = 'parley_reaction';

/**
 * One change, not the whole list: it stays small in a large group, and applying it twice changes nothing, so a
 * device that reads the list and hears the change in either order ends up the same.
 */
export interface ReactionNotice {
  conversationID: string;
  clientMsgID: string;
  emoji: string;
  userID: string;
  react: boolean;
}
