import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import { completeMsgData, encodeMsgData } from '../protocol/protobuf.ts';
import { GatewayClient } from '../gateway/gateway-client.ts';
import { ChatTokenStore, ChatUserType } from '../chat/chat-tokens.ts';
import { DEMO_DEPARTMENTS, DEMO_GROUPS, DEMO_MOMENTS, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-data.ts';

const SEEDED_KEY = 'demo_seeded';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

interface Session {
  userID: string;
  imToken: string;
  chatToken: string;
}

/**
 * Loads the demo organization through the product's own APIs (so every notification, conversation and
 * version log is real), plus the directory, which only an admin tool would write. Runs once per data directory.
 */
export async function seedDemo(baseURL: string, db: Db, logger: Logger): Promise<void> {
  if (statement(db, 'SELECT value FROM server_meta WHERE key = ?').pluck().get(SEEDED_KEY)) {
    logger.info('demo data already loaded');
    return;
  }
  const post = async <T>(path: string, body: unknown, token = ''): Promise<T> => {
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', operationID: `seed-${Date.now()}`, ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { errCode: number; errMsg: string; errDlt: string; data: T };
    if (envelope.errCode !== 0) throw new Error(`${path}: ${envelope.errCode} ${envelope.errMsg} ${envelope.errDlt}`);
    return envelope.data;
  };

  // An admin chat token lets registration skip verification codes, whether or not SMTP is configured.
  const adminChatToken = new ChatTokenStore(db, 10 * 60_000).issue('demo-seed', ChatUserType.admin);
  const sessions = new Map<string, Session>();
  for (const person of DEMO_PEOPLE) {
    const session = await post<Session>(
      '/chat/account/register',
      {
        verifyCode: '666666',
        platform: 5,
        autoLogin: true,
        user: {
          nickname: person.nickname,
          faceURL: `/demo/avatars/${person.key}.svg`,
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
            senderFaceURL: `/demo/avatars/${person.key}.svg`,
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
  db.transaction(() => {
    statement(
      db,
      "INSERT OR REPLACE INTO organization (id, name, homepage, introduction, create_time) VALUES (1, 'Parley Demo Co.', 'https://parley.chat', 'A demo company to try Parley with.', ?)",
    ).run(now);
    DEMO_DEPARTMENTS.forEach((department, order) =>
      statement(
        db,
        'INSERT OR REPLACE INTO departments (department_id, parent_department_id, name, "order", create_time) VALUES (?, ?, ?, ?, ?)',
      ).run(department.id, department.parent, department.name, order, now),
    );
    DEMO_PEOPLE.forEach((person, order) =>
      statement(
        db,
        'INSERT OR REPLACE INTO department_members (user_id, department_id, position, "order", entry_time, create_time) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(id(person.key), person.department, person.position, order, now, now),
    );
    statement(db, 'INSERT INTO server_meta (key, value) VALUES (?, ?)').run(SEEDED_KEY, new Date(now).toISOString());
  })();
  logger.info({ users: DEMO_PEOPLE.length, groups: DEMO_GROUPS.length, password: DEMO_PASSWORD }, 'demo data loaded');
}
