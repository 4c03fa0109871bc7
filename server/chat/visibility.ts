import type { RelationStore } from '../relation/relation-store.ts';
import { withoutContactDetails, type ChatUserFull } from './accounts.ts';
import { ChatUserType } from './chat-tokens.ts';
import type { ChatCaller } from './chat-router.ts';

/** Contact details only for the user themself, their friends and admins: nobody else learns a phone or e-mail. */
export const contactVisibility = (relations: RelationStore) => (viewer: ChatCaller) => (user: ChatUserFull) =>
  viewer.userType === ChatUserType.admin ||
  user.userID === viewer.userID ||
  relations.isFriend(viewer.userID, user.userID)
    ? user
    : withoutContactDetails(user);
