import * as z from 'zod';

/**
 * The shapes of what the chat service answers (`data` of OpenIM's envelope), as chat v1.8's JSON names them.
 * /openapi.json is built from these, and the tests check every answer against it.
 */

const allow = z.number().int().min(0).max(2).describe('1 allowed, 2 not allowed (0: never set)');

/** A user as they or a friend see them; a stranger gets the same fields with the private ones empty or 0. */
export const chatUserFull = z.object({
  userID: z.string(),
  account: z.string(),
  phoneNumber: z.string(),
  areaCode: z.string(),
  email: z.string(),
  nickname: z.string(),
  faceURL: z.string().describe('An http(s) address, a path on this server ("/object/…"), or empty'),
  gender: z.number().int().min(0).max(2).describe('0 private, 1 male, 2 female'),
  level: z.number().int(),
  birth: z.number().int().describe('Unix time in milliseconds, 0 unknown'),
  allowAddFriend: allow,
  allowBeep: allow,
  allowVibration: allow,
  globalRecvMsgOpt: z.number().int().min(0).max(2),
  registerType: z.number().int(),
});

export const chatUserPublic = chatUserFull.pick({
  userID: true,
  account: true,
  email: true,
  nickname: true,
  faceURL: true,
  gender: true,
  level: true,
});

export const applet = z.object({
  id: z.string(),
  name: z.string(),
  appID: z.string(),
  icon: z.string().describe('An http(s) address or empty'),
  url: z.string().describe('An http(s) address'),
  md5: z.string(),
  size: z.number().int(),
  version: z.string(),
  priority: z.number().int(),
  status: z.number().int().describe('1 shown, 2 hidden'),
  createTime: z.number().int(),
});

export const applicationVersion = z.object({
  id: z.string(),
  platform: z.string(),
  version: z.string(),
  url: z.string(),
  text: z.string(),
  force: z.boolean(),
  latest: z.boolean(),
  hot: z.boolean(),
  createTime: z.number().int(),
});

/** What sign-in and registration answer: both tokens, empty when registration did not sign in (autoLogin false). */
export const signedIn = z.object({
  imToken: z.string(),
  chatToken: z.string(),
  userID: z.string(),
});
