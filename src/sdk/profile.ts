import type { createStore } from 'jotai';
import { updateOwnProfile, type OwnProfileFields } from '../api/update-own-profile';
import { changeOwnEmail, changeOwnPassword } from '../api/account-changes';
import { selfInfoAtom } from '../state/profile/self-info-atoms';
import { openIM } from './sdk-instance';
import { loadSelfInfo } from './self-info';
import { endIMSession, expectSessionEndOnPurpose } from './session';

type Store = ReturnType<typeof createStore>;

/** 0 normal; 2 receive without notifying ("do not disturb"). */
export type GlobalRecvOpt = 0 | 2;

const ownUserID = (store: Store) => {
  const userID = store.get(selfInfoAtom)?.userID;
  if (!userID) throw new Error('not signed in');
  return userID;
};

/**
 * Saves the user's own profile fields through the chat service, then reloads the self info: only the nickname and
 * avatar come back through the SDK's OnSelfInfoUpdated, the rest live in the chat service alone.
 */
export async function saveOwnProfile(store: Store, fields: OwnProfileFields): Promise<void> {
  await updateOwnProfile(ownUserID(store), fields);
  await loadSelfInfo(store);
}

/** Uploads a picture through the SDK (to the IM server's object storage) and returns its URL. */
export async function uploadAvatar(file: File): Promise<string> {
  const im = await openIM();
  const { data } = await im.uploadFile({
    name: file.name,
    contentType: file.type,
    uuid: crypto.randomUUID(),
    file,
    cause: 'avatar',
  });
  return data.url;
}

/**
 * Do not disturb for every conversation. The SDK's setting is the one that mutes pushes; the chat service keeps
 * the same value on the user's record, which is where OpenIM's clients read it (chat-service.md §1.3).
 */
export async function setGlobalRecvOpt(store: Store, opt: GlobalRecvOpt): Promise<void> {
  const im = await openIM();
  await im.setGlobalRecvMessageOpt(opt);
  await saveOwnProfile(store, { globalRecvMsgOpt: opt });
}

/**
 * Changes the password. The server then ends every session of the user, this one included, so the session is
 * ended here too; the kick the server sends meanwhile is expected and not reported as a forced logout.
 */
export async function changePasswordAndSignOut(store: Store, current: string, next: string): Promise<void> {
  expectSessionEndOnPurpose(true);
  try {
    await changeOwnPassword(current, next);
  } catch (error) {
    expectSessionEndOnPurpose(false);
    throw error;
  }
  await endIMSession(store);
}

/** Makes a verified address the user's e-mail, then reloads the self info that shows it. */
export async function changeEmail(store: Store, email: string, verifyCode: string): Promise<void> {
  await changeOwnEmail(email, verifyCode);
  await loadSelfInfo(store);
}
