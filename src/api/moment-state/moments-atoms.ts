import { atom } from 'jotai';
import { MomentPermission, type MomentPermissionValue } from '../moments';
import type { DraftMedia } from './moment-draft';

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

/** A picture or video chosen for the moment being written, with what its preview shows. */
export interface ChosenMedia {
  media: DraftMedia;
  /** The picture or video, then for a video its poster. */
  files: File[];
  previewURL: string;
}

/**
 * The moment being written: kept while the writer steps over to /momentsVisibility and back (the spec keeps the
 * release screen alive), and emptied once it is published.
 */
export interface MomentCompose {
  text: string;
  chosen: ChosenMedia[];
  atUserIDs: string[];
}

export const emptyCompose: MomentCompose = { text: '', chosen: [], atUserIDs: [] };

export const momentComposeAtom = atom<MomentCompose>(emptyCompose);
