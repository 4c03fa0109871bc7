import type { APIRequestContext } from '@playwright/test';
import { adminToken, imCall } from './im-admin.ts';

/**
 * Gives `ownerID` `count` single chats through the admin API: peers registered 500 at a time, each sending one
 * text, 20 sends in flight. Peers are `${ownerID}${idSuffix}${i}`, named `${nickname} ${i}`.
 */
export async function seedSingleChats(
  api: APIRequestContext,
  ownerID: string,
  count: number,
  { idSuffix, nickname }: { idSuffix: string; nickname: string },
): Promise<void> {
  const admin = await adminToken(api);
  const peers = Array.from({ length: count }, (_, i) => `${ownerID}${idSuffix}${i}`);
  for (let start = 0; start < peers.length; start += 500) {
    const users = peers
      .slice(start, start + 500)
      .map((userID, i) => ({ userID, nickname: `${nickname} ${start + i}`, faceURL: '' }));
    await imCall(api, '/user/user_register', { users }, admin);
  }
  for (let start = 0; start < peers.length; start += 20) {
    await Promise.all(
      peers
        .slice(start, start + 20)
        .map((sendID) =>
          imCall(
            api,
            '/msg/send_msg',
            { sendID, recvID: ownerID, content: { content: 'hello' }, contentType: 101, sessionType: 1 },
            admin,
          ),
        ),
    );
  }
}
