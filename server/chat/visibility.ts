import type { RelationStore } from '../relation/relation-store.ts';
import { asStranger, type ChatUserFull } from './accounts.ts';
import { ChatUserType } from './chat-tokens.ts';
import type { ChatCaller } from './chat-router.ts';

/**
 * Contact details (phone, e-mail) and the personal ones (account, gender, birthday) only for the user themself, their
 * friends and admins (deltas.md 19); everyone else gets the record as a stranger sees it.
 */
export const contactVisibility = (relations: RelationStore) => (viewer: ChatCaller) => (user: ChatUserFull) =>
  viewer.userType === ChatUserType.admin ||
  user.userID === viewer.userID ||
  relations.isFriend(viewer.userID, user.userID)
    ? user
    : asStranger(user);

/**
 * A search result as the searcher may see it: when the keyword was the user's whole phone number, e-mail or account,
 * that one field comes back, since the searcher typed it (OpenIM's clients check it before adding a friend by phone).
 */
export const searchVisibility =
  (relations: RelationStore) => (viewer: ChatCaller, keyword: string) => (user: ChatUserFull) => {
    const shown = contactVisibility(relations)(viewer)(user);
    if (shown === user || keyword === '') return shown;
    const lower = keyword.toLowerCase();
    if (keyword === user.phoneNumber) return { ...shown, phoneNumber: user.phoneNumber, areaCode: user.areaCode };
    if (lower === user.email.toLowerCase()) return { ...shown, email: user.email };
    if (lower === user.account.toLowerCase()) return { ...shown, account: user.account };
    return shown;
  };
