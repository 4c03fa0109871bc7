import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_CHAT_TOKEN_TTL_MS } from './test-app.ts';
import type { Services } from '../services/services.ts';
import { ChatTokenStore } from '../chat/chat-tokens.ts';
import type { ChatDb } from '../chat/storage/chat-schema.ts';

/** The answer of a chat-service route, in OpenIM's envelope. */
export interface ChatAnswer<T = Record<string, unknown>> {
  errCode: number;
  errMsg: string;
  errDlt: string;
  data?: T;
}

/** A chat-service POST below `/chat` as `userID`, with a chat token of that user's. */
export type ChatCall = <T = Record<string, unknown>>(
  userID: string,
  path: string,
  payload: Record<string, unknown>,
) => Promise<ChatAnswer<T>>;

export interface GroupOfMembers {
  app: FastifyInstance;
  services: Services;
  /** Settles once every webhook IM has sent so far was handled (the over-HTTP project delivers them late). */
  webhooksSettled: () => Promise<void>;
  call: ChatCall;
}

/** Calls the app's chat-service routes as any user, each with a token issued on first use. */
export function chatCaller(app: FastifyInstance, chatDb: ChatDb): ChatCall {
  const chatTokens = new ChatTokenStore(chatDb, TEST_CHAT_TOKEN_TTL_MS);
  const tokens = new Map<string, Promise<string>>();
  return async <T>(userID: string, path: string, payload: Record<string, unknown>) => {
    if (!tokens.has(userID)) tokens.set(userID, chatTokens.issue(userID));
    const response = await app.inject({
      method: 'POST',
      url: `/chat${path}`,
      headers: { operationid: 'op', token: await tokens.get(userID)! },
      payload,
    });
    return response.json<ChatAnswer<T>>();
  };
}

/** Group `groupID` (`g1` unless named), owned by `owner`, with `admins` administering it and `members` in it. */
export function foundGroup(
  services: Services,
  {
    groupID = 'g1',
    owner,
    admins = [],
    members,
  }: { groupID?: string; owner: string; admins?: string[]; members: string[] },
): void {
  const rules = { needVerification: 0, lookMemberInfo: 0, applyMemberFriend: 0 };
  const group = { groupID, groupName: groupID, notification: '', introduction: '', faceURL: '', ex: '' };
  services.groups.create({ ...group, ...rules, ownerUserID: owner, creatorUserID: owner }, Date.now());
  const join = (userIDs: string[], roleLevel: number) =>
    services.groups.addMembers(
      groupID,
      userIDs,
      { roleLevel, joinSource: 2, inviterUserID: owner, operatorUserID: owner },
      Date.now(),
    );
  join([owner], 100);
  if (admins.length > 0) join(admins, 60);
  join(members, 20);
}

/**
 * A test app with group `g1`: ann owns it, `admins` administer it, ben and cat are members, and dan is registered
 * but outside it, so every route has a stranger to refuse.
 */
export async function groupOfMembers({ admins = [] }: { admins?: string[] } = {}): Promise<GroupOfMembers> {
  const { app, services, chatDb, webhooksSettled } = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const people = ['ann', ...admins, 'ben', 'cat', 'dan'];
  services.users.register(people.map((userID) => ({ userID, nickname: userID.toUpperCase(), faceURL: '' })));
  foundGroup(services, { owner: 'ann', admins, members: ['ben', 'cat'] });
  return { app, services, webhooksSettled, call: chatCaller(app, chatDb) };
}
