import { ApiError } from '../protocol/api-envelope.ts';
import { ErrorCode } from '../protocol/error-codes.ts';
import type { MsgData } from '../protocol/protobuf.ts';
import { MessageLimits } from './message-limits.ts';
import { MsgFrom } from './message-model.ts';

/**
 * The content types a client may send on 1003 (openim-ws-gateway.md §5.2): text 101, picture 102, voice 103, video
 * 104, file 105, at-text 106, merger 107, card 108, location 109, custom 110 (calls' signals ride on it, deltas.md 1),
 * typing 113, quote 114, face 115 and advanced text 117 (the SDK's createAdvancedTextMessage). 118–120 stay out
 * until the server gives them the reference's special handling (not stored, no conversation update).
 */
export const CLIENT_CONTENT_TYPES: ReadonlySet<number> = new Set([
  101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 113, 114, 115, 117,
]);

/** Notifications and system tips (1000–2999, revoke 2101 and read receipts 2200 among them): the server's alone. */
const isNotificationType = (contentType: number) => contentType >= 1000 && contentType <= 2999;

const refuse = (errCode: number, errMsg: string, errDlt: string): never => {
  throw new ApiError(errCode, errMsg, errDlt);
};

/** A message's encoded size, checked before it is even decoded. */
export function checkMessageSize(encodedBytes: number): void {
  if (encodedBytes > MessageLimits.maxMessageBytes) {
    refuse(
      ErrorCode.MessageTooLarge,
      'MessageTooLarge',
      `a message may be ${MessageLimits.maxMessageBytes} bytes, not ${encodedBytes}`,
    );
  }
}

/**
 * What a client may send: its own user content, as a user. Throws 1002 for anything only the server may make
 * (notifications, system msgFrom, the notification flag), 1001 for a type no client sends, 1451 above the size limit.
 */
export function checkClientMessage(msg: MsgData): void {
  if (isNotificationType(msg.contentType)) {
    refuse(ErrorCode.NoPermissionError, 'NoPermissionError', `content type ${msg.contentType} is the server's`);
  }
  if (!CLIENT_CONTENT_TYPES.has(msg.contentType)) {
    refuse(ErrorCode.ArgsError, 'ArgsError', `content type ${msg.contentType} cannot be sent`);
  }
  if (msg.msgFrom !== 0 && msg.msgFrom !== MsgFrom.user) {
    refuse(ErrorCode.NoPermissionError, 'NoPermissionError', `msgFrom ${msg.msgFrom} is the server's`);
  }
  // isNotNotification=false would file the message in the peer's n_ conversation, which the SDK reads as system tips.
  if (msg.options.isNotNotification === false) {
    refuse(ErrorCode.NoPermissionError, 'NoPermissionError', 'notifications are the server’s');
  }
  if (msg.content.byteLength > MessageLimits.maxContentBytes) {
    refuse(
      ErrorCode.MessageTooLarge,
      'MessageTooLarge',
      `content may be ${MessageLimits.maxContentBytes} bytes, not ${msg.content.byteLength}`,
    );
  }
}
