import type { createStore } from 'jotai';
import { sendFailureCodesAtom } from '../state/messages/message-atoms';
import { localExWithSendFailure } from '../state/messages/send-failure-record';
import type { MessageItem } from '../state/sdk-types';
import { openIM } from './sdk-instance';

type Store = ReturnType<typeof createStore>;

/**
 * The server refused a message with `code`: the bubble says why at once, and the code is kept in the message's
 * localEx in the SDK's own store, so after a reload it still says "They have blocked you", not "Could not reach
 * the server".
 */
export function recordSendFailure(store: Store, conversationID: string, message: MessageItem, code: number): void {
  store.set(sendFailureCodesAtom, (codes) => ({ ...codes, [message.clientMsgID]: code }));
  void openIM()
    .then((im) =>
      im.setMessageLocalEx({
        conversationID,
        clientMsgID: message.clientMsgID,
        localEx: localExWithSendFailure(message.localEx, code),
      }),
    )
    .catch(() => undefined);
}
