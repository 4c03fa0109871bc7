import type { GroupInfo } from './group-model.ts';

/** Group changes the IM has committed, with the request's own words (reason, message); told after the write. */
export type GroupEvent =
  | {
      kind: 'created';
      operationID: string;
      operatorUserID: string;
      group: GroupInfo;
      ownerUserID: string;
      adminUserIDs: readonly string[];
      memberUserIDs: readonly string[];
    }
  /** A join that needed nobody's approval (needVerification 2). */
  | { kind: 'joined'; operationID: string; groupID: string; userID: string; reqMessage: string; joinSource: number }
  | { kind: 'quit'; operationID: string; groupID: string; userID: string }
  | { kind: 'kicked'; operationID: string; groupID: string; kickedUserIDs: readonly string[]; reason: string }
  | {
      kind: 'dismissed';
      operationID: string;
      groupID: string;
      ownerUserID: string;
      groupType: number;
      /** The members at the dismissal; null when the request also deleted them. */
      memberUserIDs: readonly string[] | null;
    }
  /** One member's card or role, as the request asked: null where it asked nothing. */
  | {
      kind: 'memberInfoSet';
      operationID: string;
      groupID: string;
      userID: string;
      nickname: string | null;
      faceURL: string | null;
      roleLevel: number | null;
      ex: string | null;
    }
  /** The group's info, as the request asked: null where it asked nothing. */
  | {
      kind: 'infoSet';
      operationID: string;
      groupID: string;
      groupName: string | null;
      notification: string | null;
      introduction: string | null;
      faceURL: string | null;
      ex: string | null;
      needVerification: number | null;
      lookMemberInfo: number | null;
      applyMemberFriend: number | null;
    }
  | { kind: 'ownerTransferred'; operationID: string; groupID: string; oldOwnerUserID: string; newOwnerUserID: string };

type GroupListener = (event: GroupEvent) => void;

/** Who wants to hear of group changes (the webhooks, server/webhooks/). A listener's failure never undoes the write. */
export class GroupEvents {
  private readonly listeners: GroupListener[] = [];

  on(listener: GroupListener): void {
    this.listeners.push(listener);
  }

  emit(event: GroupEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // The write is committed and answered; a listener's bug must not turn it into an error for the caller.
      }
    }
  }
}
