import * as z from 'zod';
import { ApiError } from '../../protocol/api-envelope.ts';
import type { Services } from '../../services/services.ts';
import { ContentType } from '../../messaging/message-model.ts';
import { GroupRole } from '../../groups/group-model.ts';
import { HandleResult } from '../../relation/friend-requests.ts';
import { pageOf, pagination } from '../../protocol/pagination.ts';
import { requireSelfOrAdmin, type ImRouter } from '../route.ts';
import { emptyMember, type GroupWriteKit } from './group-write-kit.ts';

/** /group/*: asking to join, answering join requests, and listing them (openim-http-api.md §3.4). */
export function registerGroupApplicationRoutes(router: ImRouter, services: Services, kit: GroupWriteKit): void {
  const { groups, groupRequests, users, groupEvents } = services;
  const { groupOrThrow, require, member, notifyGroup, notifyApplication, join, JoinSource } = kit;

  router.post(
    '/group/join_group',
    z.object({
      groupID: z.string().min(1),
      reqMessage: z.string().max(1024).default(''),
      joinSource: z.number().int().default(JoinSource.search),
      inviterUserID: z.string().default(''),
      ex: z.string().max(65_535).default(''),
    }),
    ({ body, caller, operationID }) => {
      const group = groupOrThrow(body.groupID);
      // The SDK puts the applicant's own ID in inviterUserID; the applicant is whoever calls.
      const applicant = caller.userID;
      if (groups.isMember(body.groupID, applicant)) throw new ApiError(1001, 'ArgsError', 'already a member');
      if (group.needVerification === 2) {
        const { version } = join(body.groupID, [applicant], {
          roleLevel: GroupRole.member,
          joinSource: body.joinSource,
          inviterUserID: '',
          operatorUserID: applicant,
        });
        notifyGroup(
          body.groupID,
          applicant,
          ContentType.memberEnter,
          { entrantUser: member(body.groupID, applicant) },
          { version, chatCopy: true },
        );
        groupEvents.emit({
          kind: 'joined',
          operationID,
          groupID: body.groupID,
          userID: applicant,
          reqMessage: body.reqMessage,
          joinSource: body.joinSource,
        });
        return undefined;
      }
      groupRequests.upsert(
        body.groupID,
        applicant,
        { reqMsg: body.reqMessage, joinSource: body.joinSource, inviterUserID: '', ex: body.ex },
        Date.now(),
      );
      const user = users.get(applicant)!;
      notifyApplication(applicant, [...groups.managerIDs(body.groupID), applicant], ContentType.joinGroupApplication, {
        group: groups.group(body.groupID),
        applicant: { userID: user.userID, nickname: user.nickname, faceURL: user.faceURL, ex: user.ex },
        applicantID: applicant,
        reqMsg: body.reqMessage,
        request: groupRequests.get(body.groupID, applicant),
      });
      return undefined;
    },
  );

  router.post(
    '/group/group_application_response',
    z.object({
      groupID: z.string().min(1),
      fromUserID: z.string().min(1),
      handledMsg: z.string().max(1024).default(''),
      handleResult: z.number().int(),
    }),
    ({ body, caller }) => {
      groupOrThrow(body.groupID);
      require(caller, body.groupID, 'handleApplication');
      if (body.handleResult !== 1 && body.handleResult !== -1)
        throw new ApiError(1001, 'ArgsError', 'handleResult must be 1 or -1');
      const request = groupRequests.get(body.groupID, body.fromUserID);
      if (!request) throw new ApiError(1004, 'RecordNotFoundError', 'no such application');
      if (request.handleResult !== HandleResult.pending) throw new ApiError(1206, 'GroupRequestHandled');
      groupRequests.handle(
        body.groupID,
        body.fromUserID,
        body.handleResult,
        caller.userID,
        body.handledMsg,
        Date.now(),
      );
      const recipients = [...groups.managerIDs(body.groupID), body.fromUserID];
      const tips = {
        group: groups.group(body.groupID),
        opUser: member(body.groupID, caller.userID) ?? emptyMember(body.groupID),
        handleMsg: body.handledMsg,
        applicantID: body.fromUserID,
        request: groupRequests.get(body.groupID, body.fromUserID),
      };
      if (body.handleResult === HandleResult.refused) {
        notifyApplication(caller.userID, recipients, ContentType.groupApplicationRejected, tips);
        return undefined;
      }
      notifyApplication(caller.userID, recipients, ContentType.groupApplicationAccepted, tips);
      const { version } = join(body.groupID, [body.fromUserID], {
        roleLevel: GroupRole.member,
        joinSource: request.joinSource,
        inviterUserID: request.inviterUserID,
        operatorUserID: caller.userID,
      });
      if (request.inviterUserID) {
        notifyGroup(
          body.groupID,
          caller.userID,
          ContentType.memberInvited,
          {
            invitedUserList: [member(body.groupID, body.fromUserID)],
            inviterUser: member(body.groupID, request.inviterUserID) ?? null,
          },
          { version, chatCopy: true },
        );
      } else {
        notifyGroup(
          body.groupID,
          caller.userID,
          ContentType.memberEnter,
          { entrantUser: member(body.groupID, body.fromUserID) },
          { version, chatCopy: true },
        );
      }
      return undefined;
    },
  );

  const applicationList = z.object({
    pagination,
    groupIDs: z.array(z.string()).max(1000).nullish(),
    handleResults: z.array(z.number().int()).nullish(),
  });

  router.post(
    '/group/get_recv_group_applicationList',
    applicationList.extend({ fromUserID: z.string() }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.fromUserID);
      const managed = new Set(groups.managedGroupIDs(body.fromUserID));
      const requested = body.groupIDs && body.groupIDs.length > 0 ? body.groupIDs : [...managed];
      if (requested.some((id) => !managed.has(id)))
        throw new ApiError(1002, 'NoPermissionError', 'not a manager of every group');
      const { offset, limit } = pageOf(body.pagination);
      const { requests, total } = groupRequests.list({ groupIDs: requested }, body.handleResults ?? [], offset, limit);
      return { total, groupRequests: requests };
    },
  );

  router.post(
    '/group/get_user_req_group_applicationList',
    applicationList.extend({ userID: z.string() }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const { offset, limit } = pageOf(body.pagination);
      const filter =
        body.groupIDs && body.groupIDs.length > 0
          ? { userID: body.userID, groupIDs: body.groupIDs }
          : { userID: body.userID };
      const { requests, total } = groupRequests.list(filter, body.handleResults ?? [], offset, limit);
      return { total, groupRequests: requests };
    },
  );

  router.post(
    '/group/get_group_application_unhandled_count',
    z.object({ userID: z.string(), time: z.number().int().min(0).default(0) }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      return { count: groupRequests.unhandledCount(groups.managedGroupIDs(body.userID), body.time * 1000) };
    },
  );
}
