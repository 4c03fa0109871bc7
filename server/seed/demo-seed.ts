import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import { completeMsgData, encodeMsgData } from '../protocol/protobuf.ts';
import { GatewayClient } from '../gateway/gateway-client.ts';
import { ChatTokenStore, ChatUserType } from '../chat/chat-tokens.ts';
import { openChatDatabase } from '../chat/storage/chat-database.ts';
import { uploadDemoAvatar } from './demo-avatars.ts';
import type { ChatDb } from '../chat/storage/chat-schema.ts';
import { DEMO_DEPARTMENTS, DEMO_GROUPS, DEMO_MOMENTS, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-data.ts';

const SEEDED_KEY = 'demo_seeded';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

interface Session {
  userID: string;
  imToken: string;
  chatToken: string;
}

export interface SeedOptions {
  /** Where avatars are addressed from (the server's public address). */
  publicURL?: string;
  chatDatabaseURL?: string;
  /** The running server's: the seed registers people with an administrator's chat token bound to them. */
  adminSecret: string;
  adminUserID: string;
}

/**
 * Loads the demo organization through the product's own APIs (so every notification, conversation and
 * version log is real), plus the directory, which only an admin tool would write. Runs once per data directory.
 * `chatDatabaseURL`: where the chat service keeps its tables (PARLEY_CHAT_DATABASE_URL; empty: `db`).
 */
export async function seedDemo(
  baseURL: string,
  db: Db,
  logger: Logger,
  { publicURL = baseURL, chatDatabaseURL = '', adminSecret, adminUserID }: SeedOptions,
): Promise<void> {
  if (statement(db, 'SELECT value FROM server_meta WHERE key = ?').pluck().get(SEEDED_KEY)) {
    logger.info('demo data already loaded');
    return;
  }
  const post: Post = async <T>(path: string, body: unknown, token = ''): Promise<T> => {
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', operationID: `seed-${Date.now()}`, ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { errCode: number; errMsg: string; errDlt: string; data: T };
    if (envelope.errCode !== 0) throw new Error(`${path}: ${envelope.errCode} ${envelope.errMsg} ${envelope.errDlt}`);
    return envelope.data;
  };

  const chat = await openChatDatabase(chatDatabaseURL, db);
  try {
    await seedThroughApis(post, chat.db);
  } finally {
    await chat.close();
  }
  statement(db, 'INSERT INTO server_meta (key, value) VALUES (?, ?)').run(SEEDED_KEY, new Date().toISOString());
  logger.info({ users: DEMO_PEOPLE.length, groups: DEMO_GROUPS.length, password: DEMO_PASSWORD }, 'demo data loaded');

  async function seedThroughApis(post: Post, chatDb: ChatDb) {
    // An admin chat token lets registration skip verification codes, whether or not SMTP is configured.
    const adminChatToken = await new ChatTokenStore(chatDb, 10 * 60_000, Date.now, {
      secret: adminSecret,
      isAdminAccount: (userID) => userID === adminUserID,
    }).issue(adminUserID, ChatUserType.admin);
    const sessions = new Map<string, Session>();
    const faceURLs = new Map<string, string>();
    for (const person of DEMO_PEOPLE) {
      const session = await post<Session>(
        '/chat/account/register',
        {
          platform: 5,
          autoLogin: true,
          user: {
            nickname: person.nickname,
            password: md5(DEMO_PASSWORD),
            areaCode: '+86',
            phoneNumber: person.phoneNumber,
            account: `demo_${person.key}`,
            email: `${person.key}@demo.parley.chat`,
          },
        },
        adminChatToken,
      );
      sessions.set(person.key, session);
      const faceURL = await uploadDemoAvatar(post, person.key, session, publicURL);
      faceURLs.set(person.key, faceURL);
      await post('/chat/user/update', { userID: session.userID, faceURL }, session.chatToken);
    }
    const id = (key: string) => sessions.get(key)!.userID;
    const imToken = (key: string) => sessions.get(key)!.imToken;

    const friendships = new Set<string>();
    const befriend = async (a: string, b: string) => {
      const pair = [a, b].sort().join(':');
      if (a === b || friendships.has(pair)) return;
      friendships.add(pair);
      await post(
        '/api/friend/add_friend',
        { fromUserID: id(a), toUserID: id(b), reqMsg: 'Hi, let us connect.', ex: '' },
        imToken(a),
      );
      await post(
        '/api/friend/add_friend_response',
        { fromUserID: id(a), toUserID: id(b), handleResult: 1, handleMsg: '' },
        imToken(b),
      );
    };
    for (const person of DEMO_PEOPLE) {
      await befriend('alice', person.key);
      for (const colleague of DEMO_PEOPLE.filter((p) => p.department === person.department))
        await befriend(person.key, colleague.key);
    }

    const gatewayURL = `${baseURL.replace(/^http/, 'ws')}/msg_gateway`;
    for (const group of DEMO_GROUPS) {
      const { groupInfo } = await post<{ groupInfo: { groupID: string } }>(
        '/api/group/create_group',
        {
          memberUserIDs: group.members.map(id),
          ownerUserID: id(group.owner),
          groupInfo: { groupName: group.name, groupType: 2 },
        },
        imToken(group.owner),
      );
      for (const [index, [sender, text]] of group.history.entries()) {
        const client = await GatewayClient.connect(gatewayURL, {
          userID: id(sender),
          token: imToken(sender),
          platformID: 5,
        });
        const person = DEMO_PEOPLE.find((p) => p.key === sender)!;
        await client.request(
          1003,
          encodeMsgData(
            completeMsgData({
              sendID: id(sender),
              groupID: groupInfo.groupID,
              clientMsgID: md5(`${groupInfo.groupID}-${index}`),
              sessionType: 3,
              msgFrom: 100,
              contentType: 101,
              senderPlatformID: 5,
              senderNickname: person.nickname,
              senderFaceURL: faceURLs.get(person.key)!,
              createTime: Date.now(),
              content: new TextEncoder().encode(JSON.stringify({ content: text })),
            }),
          ),
        );
        client.close();
      }
    }

    for (const [author, text] of DEMO_MOMENTS) {
      await post(
        '/chat/office/work_moment/add',
        { content: { text, metas: [], type: 0 }, permission: 0 },
        sessions.get(author)!.chatToken,
      );
    }

    const now = Date.now();
    await chatDb.transaction().execute(async (trx) => {
      const organization = {
        name: 'Parley Demo Co.',
        homepage: 'https://parley.chat',
        introduction: 'A demo company to try Parley with.',
        create_time: now,
      };
      await trx
        .insertInto('organization')
        .values({ id: 1, ...organization })
        .onConflict((oc) => oc.column('id').doUpdateSet(organization))
        .execute();
      for (const [order, department] of DEMO_DEPARTMENTS.entries()) {
        const row = { parent_department_id: department.parent, name: department.name, order, create_time: now };
        await trx
          .insertInto('departments')
          .values({ department_id: department.id, ...row })
          .onConflict((oc) => oc.column('department_id').doUpdateSet(row))
          .execute();
      }
      for (const [order, person] of DEMO_PEOPLE.entries()) {
        const row = { position: person.position, order, entry_time: now, create_time: now };
        await trx
          .insertInto('department_members')
          .values({ user_id: id(person.key), department_id: person.department, ...row })
          .onConflict((oc) => oc.columns(['user_id', 'department_id']).doUpdateSet(row))
          .execute();
      }
    });
  }
}

type Post = <T>(path: string, body: unknown, token?: string) => Promise<T>;
