import type { createStore } from 'jotai';
import { GroupJoinSource } from '@openim/wasm-client-sdk';
import { openIM } from './sdk-instance';
import type { FriendApplicationItem, GroupApplicationItem } from '../state/contacts/contact-types';
import { storeFriendApplication, storeGroupApplication } from './contacts';

type Store = ReturnType<typeof createStore>;

/** handleResult values of the SDK's ApplicationHandleResult. */
const ACCEPTED = 1;
const REJECTED = -1;

/**
 * Answers a received friend application. The list shows the answer at once; the SDK's Accepted/Rejected event
 * brings the server's copy after.
 */
export async function answerFriendApplication(
  store: Store,
  application: FriendApplicationItem,
  accept: boolean,
  handleMsg = '',
): Promise<void> {
  const im = await openIM();
  const params = { toUserID: application.fromUserID, handleMsg };
  await (accept ? im.acceptFriendApplication(params) : im.refuseFriendApplication(params));
  storeFriendApplication(store, { ...application, handleResult: accept ? ACCEPTED : REJECTED, handleMsg });
}

export async function answerGroupApplication(
  store: Store,
  application: GroupApplicationItem,
  accept: boolean,
  handledMsg = '',
): Promise<void> {
  const im = await openIM();
  const params = { groupID: application.groupID, fromUserID: application.userID, handleMsg: handledMsg };
  await (accept ? im.acceptGroupApplication(params) : im.refuseGroupApplication(params));
  storeGroupApplication(store, { ...application, handleResult: accept ? ACCEPTED : REJECTED, handledMsg });
}

export async function sendFriendApplication(toUserID: string, reqMsg: string): Promise<void> {
  const im = await openIM();
  await im.addFriend({ toUserID, reqMsg });
}

/** Asks to join a group; found by scanning its QR code or by searching its ID (GroupJoinSource 4 or 3). */
export async function sendGroupApplication(groupID: string, reqMsg: string, isScan: boolean): Promise<void> {
  const im = await openIM();
  await im.joinGroup({ groupID, reqMsg, joinSource: isScan ? GroupJoinSource.QrCode : GroupJoinSource.Search });
}
