import type { FriendApplicationItem, GroupApplicationItem } from '../../state/contacts/contact-types';
import {
  byNewestApplication,
  isReceivedFriendApplication,
  isReceivedGroupApplication,
} from '../../state/contacts/contact-merge';

/** The `type` search param of /applicationDetails: which kind of application the JSON in `application` is. */
export const ApplicationType = { friend: 1, group: 2 } as const;

export type ApplicationStatus = 'pending' | 'accepted' | 'rejected';

export const statusOf = (handleResult: number): ApplicationStatus =>
  handleResult === 0 ? 'pending' : handleResult > 0 ? 'accepted' : 'rejected';

/** One row of an application list, whichever its kind and direction. */
export interface ApplicationEntry {
  key: string;
  received: boolean;
  /** The other party: the applicant of a received application, the target of a sent one. */
  name: string;
  faceURL: string;
  /** The group asked about, for group applications. */
  groupName?: string;
  reqMsg: string;
  status: ApplicationStatus;
  time: number;
  type: (typeof ApplicationType)[keyof typeof ApplicationType];
  application: FriendApplicationItem | GroupApplicationItem;
}

export function friendApplicationEntry(application: FriendApplicationItem, selfUserID: string): ApplicationEntry {
  const received = isReceivedFriendApplication(application, selfUserID);
  return {
    key: `friend:${application.fromUserID}:${application.toUserID}`,
    received,
    name: received
      ? application.fromNickname || application.fromUserID
      : application.toNickname || application.toUserID,
    faceURL: received ? application.fromFaceURL : application.toFaceURL,
    reqMsg: application.reqMsg,
    status: statusOf(application.handleResult),
    time: application.createTime,
    type: ApplicationType.friend,
    application,
  };
}

export function groupApplicationEntry(application: GroupApplicationItem, selfUserID: string): ApplicationEntry {
  const received = isReceivedGroupApplication(application, selfUserID);
  const groupName = application.groupName || application.groupID;
  return {
    key: `group:${application.userID}:${application.groupID}`,
    received,
    name: received ? application.nickname || application.userID : groupName,
    faceURL: received ? application.userFaceURL : application.groupFaceURL,
    groupName,
    reqMsg: application.reqMsg,
    status: statusOf(application.handleResult),
    time: application.reqTime || application.createTime,
    type: ApplicationType.group,
    application,
  };
}

/** Received and sent applications of one kind as rows, each list newest first. */
export function applicationEntries<T extends { createTime: number; reqTime?: number }>(
  received: readonly T[],
  sent: readonly T[],
  toEntry: (application: T, selfUserID: string) => ApplicationEntry,
  selfUserID: string,
) {
  const rows = (list: readonly T[]) => [...list].sort(byNewestApplication).map((a) => toEntry(a, selfUserID));
  return { received: rows(received), sent: rows(sent) };
}
