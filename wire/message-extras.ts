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

/** The business-notification key of an edit: every member's devices show the new text. */
export const EDIT_NOTICE_KEY = 'parley_edit';
/** How long after sending its sender may still edit a message. */
export const EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The longest text an edit may carry, in characters (a text message's own bound is 50 KiB of content). */
export const MAX_EDIT_TEXT = 10_000;
/** Messages whose edits one read may ask for. */
export const MAX_EDIT_READ = 100;

/** Parley's own error codes of edits, beside OpenIM's (1404 MsgAlreadyRevoke: a recalled message). */
export const EditError = {
  /** The message was sent more than EDIT_WINDOW_MS ago. */
  EditWindowClosed: 20401,
} as const;

/** A message's text as it reads now, and when it was last edited. */
export interface MessageEdit {
  clientMsgID: string;
  text: string;
  editTime: number;
}

/** One version of an edited message: the first is the text as sent (its time the send time). */
export interface EditVersion {
  text: string;
  time: number;
}

/** An edit, whole: a message's text is short enough to carry, and the newest edit wins by editTime. */
export interface EditNotice extends MessageEdit {
  conversationID: string;
}
