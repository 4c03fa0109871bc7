import type { FastifyInstance } from 'fastify';
import { createTestApp } from './test-app.ts';
import type { Services } from '../services/services.ts';
import { ChatTokenStore } from '../chat/chat-tokens.ts';

/** The answer of a chat-service route, as the message-extras tests read it. */
export interface ChatAnswer<T = Record<string, unknown>> {
  errCode: number;
  errMsg: string;
  data?: T;
}

export interface GroupOfMembers {
  app: FastifyInstance;
  services: Services;
  /** Settles once every webhook IM has sent so far was handled (the over-HTTP project delivers them late). */
  webhooksSettled: () => Promise<void>;
  /** A chat-service POST below `/chat` as `userID`, with that user's chat token. */
  call<T = Record<string, unknown>>(
    userID: string,
    path: string,
    payload: Record<string, unknown>,
  ): Promise<ChatAnswer<T>>;
}

/**
 * A test app with group `g1`: ann owns it, `admins` administer it, ben and cat are members, and dan is registered
 * but outside it, so every route has a stranger to refuse.
 */
export async function groupOfMembers({ admins = [] }: { admins?: string[] } = {}): Promise<GroupOfMembers> {
  const { app, services, chatDb, webhooksSettled } = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const chatTokens = new ChatTokenStore(chatDb, 60_000);
  const tokens: Record<string, string> = {};
  for (const userID of ['ann', ...admins, 'ben', 'cat', 'dan']) {
    services.users.register([{ userID, nickname: userID.toUpperCase(), faceURL: '' }]);
    tokens[userID] = await chatTokens.issue(userID);
  }
  const rules = { needVerification: 0, lookMemberInfo: 0, applyMemberFriend: 0 };
  const group = { groupID: 'g1', groupName: 'g1', notification: '', introduction: '', faceURL: '', ex: '' };
  services.groups.create({ ...group, ...rules, ownerUserID: 'ann', creatorUserID: 'ann' }, Date.now());
  const join = (userIDs: string[], roleLevel: number) =>
    services.groups.addMembers(
      'g1',
      userIDs,
      { roleLevel, joinSource: 2, inviterUserID: 'ann', operatorUserID: 'ann' },
      Date.now(),
    );
  join(['ann'], 100);
  if (admins.length > 0) join(admins, 60);
  join(['ben', 'cat'], 20);
  return {
    app,
    services,
    webhooksSettled,
    async call<T>(userID: string, path: string, payload: Record<string, unknown>) {
      const response = await app.inject({
        method: 'POST',
        url: `/chat${path}`,
        headers: { operationid: 'op', token: tokens[userID]! },
        payload,
      });
      return response.json<ChatAnswer<T>>();
    },
  };
}

/** For a test of fifty and more writes one after another: on a loaded machine they outlast the default 5 s. */
export const WRITE_FLOOD = { timeout: 30_000 };
