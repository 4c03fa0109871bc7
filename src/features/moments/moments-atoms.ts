import { atom } from 'jotai';
import { MomentPermission, type MomentPermissionValue } from '../../api/moments';

/** New likes, comments and mentions not yet seen in the interactive list (the badges on the tab and the entry). */
export const momentsUnreadAtom = atom(0);

/** Bumped by each wm_* business notification, so open moment screens read afresh without a reload. */
export const momentNoticeAtom = atom<{ key: string; workMomentID: string | null; seq: number } | null>(null);

/** Who a moment being written is for, chosen on /momentsVisibility and read on /momentsRelease. */
export interface MomentAudience {
  permission: MomentPermissionValue;
  userIDs: string[];
  groupIDs: string[];
}

export const emptyAudience: MomentAudience = { permission: MomentPermission.public, userIDs: [], groupIDs: [] };

export const momentAudienceAtom = atom<MomentAudience>(emptyAudience);
