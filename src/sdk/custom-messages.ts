import { SessionType } from '@openim/wasm-client-sdk';
import type { createStore } from 'jotai';
import { sendMessage } from './messaging';
import { openIM } from './sdk-instance';

type Store = ReturnType<typeof createStore>;

/** A chat to post into: a user's one-to-one chat, or a group's. */
export interface ChatTarget {
  userID?: string;
  groupID?: string;
}

/**
 * Posts a custom message (110) whose customElem.data is `data` into a chat, through the chat's own send path, so it
 * shows as a bubble there like anything else sent (call records, meeting invitations).
 */
export async function postCustomMessage(store: Store, target: ChatTarget, data: string): Promise<void> {
  const im = await openIM();
  const { data: conversation } = await im.getOneConversation(
    target.groupID
      ? { sourceID: target.groupID, sessionType: SessionType.Group }
      : { sourceID: target.userID ?? '', sessionType: SessionType.Single },
  );
  const { data: message } = await im.createCustomMessage({ data, extension: '', description: '' });
  await sendMessage(store, conversation, message);
}
