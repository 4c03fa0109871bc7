import type { MsgData } from '../protocol/protobuf.ts';
import type { SendObserver } from '../messaging/message-service.ts';
import { ONLINE_ONLY_OPTIONS, type MsgOptions } from '../messaging/message-model.ts';
import { callSignalOf } from './call-signal.ts';

/**
 * Signals are online-only (deltas.md 1), as OpenIM's clients send them: pushed to live connections, never stored, so
 * they never count as unread, never move the conversation list and never show in any history. The server holds any
 * client to it, as it does for typing: a signal sent as an ordinary message is treated the same way. A closed app
 * still rings through Web Push, and the chat service still learns the call (server/chat/rooms/): both hear every
 * message, stored or not.
 */
export const SIGNAL_OPTIONS: MsgOptions = ONLINE_ONLY_OPTIONS;

/** The message service's observer that holds every call signal to SIGNAL_OPTIONS. */
export const onlineOnlySignals: SendObserver = {
  accepted: (msg: MsgData) => (callSignalOf(msg) ? SIGNAL_OPTIONS : undefined),
};
