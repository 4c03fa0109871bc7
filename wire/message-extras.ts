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

/** The most messages one conversation can have pinned at once. */
export const MAX_PINS = 50;
/** Pin notices one list read carries (the newest), so a device that was offline can show what changed. */
export const MAX_PIN_EVENTS = 100;

/** A pinned message as the chat service keeps it: where to find it, never what it says. */
export interface MessagePin {
  clientMsgID: string;
  /** The message's seq and sendTime as the pinning client stated them: used only to load history for a jump. */
  seq: number;
  sendTime: number;
  pinnedBy: string;
  pinTime: number;
}

/** A message pinned or unpinned, as the business notification and the list's recent events both tell it. */
export interface PinNotice {
  conversationID: string;
  clientMsgID: string;
  pinned: boolean;
  userID: string;
  /** When the chat service recorded it (ms); the notice line sits among the messages by it. */
  time: number;
}

/** The business-notification key of a pin or unpin. */
export const PIN_NOTICE_KEY = 'parley_pin';

/** A conversation's pins, newest first, and its latest pin notices, oldest first. */
export interface PinList {
  conversationID: string;
  pins: MessagePin[];
  events: PinNotice[];
  /** Whether the caller may pin and unpin here now (a 1:1 chat: always; a group: by role or the setting). */
  canPin: boolean;
  /** A group's setting: every member may pin (false for a 1:1 chat). */
  membersMayPin: boolean;
}

/** The chat service's answer to a pin past MAX_PINS in one conversation (errMsg PinLimitReached). */
export const PIN_LIMIT_ERROR = 20450;

/** The business-notification key of a group's "members may pin" setting changed: {groupID, membersMayPin}. */
export const PIN_SETTING_NOTICE_KEY = 'parley_pin_setting';
