import * as z from 'zod';

/** What the moment routes answer, as chat-service.md §2.2 has it (WorkMoment and its interaction log). */

const userBrief = z.object({ userID: z.string(), nickname: z.string(), faceURL: z.string() });

export const workMoment = userBrief.extend({
  workMomentID: z.string(),
  content: z.object({
    metas: z.array(
      z.object({ original: z.string(), thumb: z.string(), width: z.number().int(), height: z.number().int() }),
    ),
    text: z.string(),
    type: z.number().int().describe('0 pictures, 1 video'),
  }),
  likeUsers: z.array(userBrief),
  comments: z.array(
    userBrief.extend({
      commentID: z.string(),
      replyUserID: z.string(),
      replyNickname: z.string(),
      replyFaceURL: z.string(),
      content: z.string(),
      createTime: z.number().int(),
    }),
  ),
  atUsers: z.array(userBrief),
  permissionUsers: z.array(userBrief),
  permission: z.number().int().describe('0 public, 1 private, 2 only those named, 3 all but those named'),
  createTime: z.number().int(),
});

export const interactionLog = workMoment.extend({
  type: z.number().int().describe('1 like, 2 mention, 3 comment'),
  opUser: userBrief,
  logTime: z.number().int(),
  unread: z.boolean(),
});
