import type { createStore } from 'jotai';
import { MessageStatus } from '@openim/wasm-client-sdk';
import { deleteMessages } from './messaging';
import type { MessageItem } from '../state/sdk-types';
import { blockUploadFiles, sendInFlight } from './upload-files';
import { cancellingUploadsAtom } from '../state/messages/upload-progress-atoms';

type Store = ReturnType<typeof createStore>;

/**
 * Cancels the upload of a message being sent. Someone who cancels a send does not want it sent at all, so once the
 * SDK gives up the message is deleted here (it never reached the server) with its kept files — not left failed.
 * If the last part was already on the wire the send may still succeed; the message then stays, as sent.
 * Resolves whether the send was stopped.
 */
export async function cancelUpload(store: Store, conversationID: string, message: MessageItem): Promise<boolean> {
  const id = message.clientMsgID;
  const send = sendInFlight(id);
  if (!send || !(await blockUploadFiles(id))) return false;
  store.set(cancellingUploadsAtom, (current) => ({ ...current, [id]: true }));
  try {
    const stopped = await send.then(
      () => false,
      () => true,
    );
    if (stopped) await deleteMessages(store, conversationID, [{ ...message, status: MessageStatus.Failed }]);
    return stopped;
  } finally {
    store.set(cancellingUploadsAtom, (current) => {
      const { [id]: _done, ...rest } = current;
      return rest;
    });
  }
}
