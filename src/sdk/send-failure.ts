import type { createStore } from 'jotai';
import { sendFailureCodesAtom } from '../state/messages/message-atoms';
import { localExWithSendFailure } from '../state/messages/send-failure-record';
import {
  dropJournalledSendFailure,
  forgetSendFailureJournal,
  journalSendFailure,
  readSendFailureJournal,
} from '../state/messages/send-failure-journal';
import type { MessageItem } from '../state/sdk-types';
import { openIM } from './sdk-instance';

type Store = ReturnType<typeof createStore>;

/** Whose session the journal belongs to: set when a session starts, cleared at logout. */
let journalUserID: string | undefined;

/**
 * At a session's start: the refusals this device kept for the user show at once, whether or not the SDK's store had
 * saved them before the last page went away.
 */
export function restoreSendFailures(store: Store, userID: string, storage: Storage = localStorage): void {
  journalUserID = userID;
  const kept = readSendFailureJournal(storage, userID);
  store.set(sendFailureCodesAtom, (codes) => ({ ...kept, ...codes }));
}

/**
 * The server refused a message with `code`: the bubble says why at once, and the code is kept in the message's
 * localEx in the SDK's own store (and in the journal until that is surely saved), so after a reload it still says
 * "They have blocked you", not "Could not reach the server".
 */
export function recordSendFailure(
  store: Store,
  conversationID: string,
  message: MessageItem,
  code: number,
  storage: Storage = localStorage,
): void {
  store.set(sendFailureCodesAtom, (codes) => ({ ...codes, [message.clientMsgID]: code }));
  if (journalUserID !== undefined) journalSendFailure(storage, journalUserID, message.clientMsgID, code);
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

/** A retry: the message's old refusal no longer applies. */
export function forgetSendFailure(store: Store, clientMsgID: string, storage: Storage = localStorage): void {
  store.set(sendFailureCodesAtom, ({ [clientMsgID]: _retried, ...others }) => others);
  if (journalUserID !== undefined) dropJournalledSendFailure(storage, journalUserID, clientMsgID);
}

/** At logout: the next account starts with none of these. */
export function forgetSendFailuresAtLogout(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  journalUserID = undefined;
  forgetSendFailureJournal(storage);
}
