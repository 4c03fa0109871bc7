import type { RelationStore } from '../relation/relation-store.ts';
import { asStranger, type ChatUserFull } from './accounts.ts';
import { ChatUserType } from './chat-tokens.ts';
import type { ChatCaller } from './chat-router.ts';
import { Permission, type MomentRow } from './moments/moment-model.ts';
import type { MomentStore } from './moments/moment-store.ts';

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

/** Whether either of two people blocked the other: moments keep them apart in likes, comments and notices too. */
export const blockedEitherWay = (relations: RelationStore) => (a: string, b: string) =>
  relations.isBlocked(a, b) || relations.isBlocked(b, a);

/** Moments meant for the author's friends: "public" and "all but the listed" (deltas.md 19). */
const FOR_FRIENDS: ReadonlySet<number> = new Set([Permission.public, Permission.allButListed]);

/**
 * The one rule for who may see a moment, used by every read (get, both feeds, the interaction list, the unread
 * count) and every wm_* notice. The author always; nobody across a block, in either direction; a friends' moment
 * only while the author still has the viewer as a friend (deleting a friend ends it, whatever the other side keeps);
 * then the moment's own audience decides (a listed moment reaches exactly the listed).
 */
export const momentVisibility =
  (relations: RelationStore, moments: Pick<MomentStore, 'audienceIncludes'>) =>
  (viewer: string, moment: MomentRow): boolean => {
    const author = moment.user_id;
    if (viewer === author) return true;
    if (blockedEitherWay(relations)(author, viewer)) return false;
    if (FOR_FRIENDS.has(moment.permission) && !relations.isFriend(author, viewer)) return false;
    return moments.audienceIncludes(viewer, moment);
  };
