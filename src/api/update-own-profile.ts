import { chatPost } from './chat-client';

/** Changes the signed-in user's own profile fields through the chat service, which passes them on to IM. */
export function updateOwnProfile(userID: string, fields: { nickname?: string }): Promise<void> {
  return chatPost('/user/update', { userID, ...fields });
}
