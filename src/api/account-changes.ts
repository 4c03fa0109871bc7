import { chatPost, passwordDigest } from './chat-client';
import { readStoredSession } from '../state/session/stored-session';

/**
 * Changes the signed-in user's password. On success the server ends every session of the user, this one included
 * (chat-service.md §1.3); a wrong current password is 1002. OpenIM's chat service refuses an empty userID (1001),
 * so the user's own ID is sent.
 */
export function changeOwnPassword(currentPassword: string, newPassword: string): Promise<void> {
  return chatPost('/account/password/change', {
    userID: readStoredSession()?.userID ?? '',
    currentPassword: passwordDigest(currentPassword),
    newPassword: passwordDigest(newPassword),
  });
}

/** usedFor 4, our server's addition: a code to an e-mail address nobody holds yet. */
export function sendNewEmailCode(email: string): Promise<void> {
  return chatPost('/account/code/send', { usedFor: 4, email });
}

/** Makes a verified address the signed-in user's e-mail. */
export function changeOwnEmail(email: string, verifyCode: string): Promise<void> {
  return chatPost('/account/email/change', { email, verifyCode });
}
