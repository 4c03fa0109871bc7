import type { createStore } from 'jotai';
import { CustomType } from '../state/messages/content-type';
import { selfInfoAtom } from '../state/profile/self-info-atoms';
import { postCustomMessage } from './custom-messages';

type Store = ReturnType<typeof createStore>;

export interface MeetingPlan {
  subject: string;
  /** When it starts (ms). */
  startMs: number;
  durationS: number;
  userIDs: string[];
  groupIDs: string[];
}

/** A meeting ID people can read out: nine digits, the first never 0. */
function newMeetingID(): string {
  const digits = crypto.getRandomValues(new Uint32Array(1))[0]! % 900_000_000;
  return String(100_000_000 + digits);
}

/**
 * Creates a meeting: a room on the media server, announced by a meeting invitation (custom 905, chat-service.md
 * §2.3) in the chat with each person and in each group chosen. The server learns the meeting from these, and lets
 * the host and the people invited into its room. Resolves with the meeting ID.
 */
export async function createMeeting(store: Store, plan: MeetingPlan): Promise<string> {
  const self = store.get(selfInfoAtom);
  if (!self) throw new Error('not signed in');
  const meetingID = newMeetingID();
  const data = JSON.stringify({
    customType: CustomType.meetingInvitation,
    data: {
      id: meetingID,
      subject: plan.subject,
      start: Math.floor(plan.startMs / 1000),
      duration: plan.durationS,
      inviterUserID: self.userID,
      inviterNickname: self.nickname,
      inviterFaceURL: self.faceURL,
    },
  });
  for (const userID of plan.userIDs) await postCustomMessage(store, { userID }, data);
  for (const groupID of plan.groupIDs) await postCustomMessage(store, { groupID }, data);
  return meetingID;
}
