import { asStranger, type ChatUserFull } from './accounts.ts';
import { ChatUserType } from './chat-tokens.ts';
import type { ChatCaller } from './chat-router.ts';
import { Permission, type MomentRow } from './moments/moment-model.ts';
import type { MomentStore } from './moments/moment-store.ts';
import type { RelationFacts } from './relation-facts.ts';

/**
 * Contact details (phone, e-mail) and the personal ones (account, gender, birthday) only for the user themself, their
 * friends and admins (deltas.md 19); everyone else gets the record as a stranger sees it.
 */
export const contactVisibility =
  (viewerFriends: ReadonlySet<string>) => (viewer: ChatCaller) => (user: ChatUserFull) =>
    viewer.userType === ChatUserType.admin || user.userID === viewer.userID || viewerFriends.has(user.userID)
      ? user
      : asStranger(user);

/**
 * A search result as the searcher may see it: when the keyword was the user's whole phone number, e-mail or account,
 * that one field comes back, since the searcher typed it (OpenIM's clients check it before adding a friend by phone).
 */
export const searchVisibility =
  (viewerFriends: ReadonlySet<string>) => (viewer: ChatCaller, keyword: string) => (user: ChatUserFull) => {
    const shown = contactVisibility(viewerFriends)(viewer)(user);
    if (shown === user || keyword === '') return shown;
    const lower = keyword.toLowerCase();
    if (keyword === user.phoneNumber) return { ...shown, phoneNumber: user.phoneNumber, areaCode: user.areaCode };
    if (lower === user.email.toLowerCase()) return { ...shown, email: user.email };
    if (lower === user.account.toLowerCase()) return { ...shown, account: user.account };
    return shown;
  };

/** Moments meant for the author's friends: "public" and "all but the listed" (deltas.md 19). */
const FOR_FRIENDS: ReadonlySet<number> = new Set([Permission.public, Permission.allButListed]);

/**
 * The one rule for who may see a moment, used by every read (get, both feeds, the interaction list, the unread
 * count) and every wm_* notice. The author always; nobody across a block, in either direction; a friends' moment
 * only while the author still has the viewer as a friend (deleting a friend ends it, whatever the other side keeps);
 * then the moment's own audience decides (a listed moment reaches exactly the listed). `relations` must hold the
 * author and the viewer.
 */
export const momentVisibility =
  (moments: Pick<MomentStore, 'audienceIncludes'>) =>
  (relations: RelationFacts) =>
  (viewer: string, moment: MomentRow): boolean => {
    const author = moment.user_id;
    if (viewer === author) return true;
    if (relations.apart(author, viewer)) return false;
    if (FOR_FRIENDS.has(moment.permission) && !relations.isFriend(author, viewer)) return false;
    return moments.audienceIncludes(viewer, moment);
  };
