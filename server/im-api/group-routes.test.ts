import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app.ts';
import { completeMsgData } from '../protocol/protobuf.ts';
import type { Services } from '../services/services.ts';

let app: FastifyInstance;
let services: Services;
const tokens: Record<string, string> = {};

beforeEach(async () => {
  ({ app, services } = await createTestApp());
  for (const userID of ['owner', 'member', 'outsider', 'other']) {
    services.users.register([{ userID, nickname: userID, faceURL: '' }]);
    tokens[userID] = services.tokens.issue(userID, 5).token;
  }
});
afterEach(() => app.close());

async function call(userID: string, path: string, payload: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { token: tokens[userID]!, operationid: 't' },
    payload,
  });
  return response.json() as { errCode: number; data?: Record<string, unknown> };
}

async function createGroup(settings: Record<string, unknown> = {}) {
  const created = await call('owner', '/group/create_group', {
    memberUserIDs: ['member', 'other'],
    groupInfo: { groupName: 'G', groupType: 2, notification: 'secret plans', ...settings },
  });
  expect(created.errCode).toBe(0);
  return (created.data!.groupInfo as { groupID: string }).groupID;
}

describe('group rules enforced by the server', () => {
  it('refuses a group type other than WorkingGroup', async () => {
    const created = await call('owner', '/group/create_group', {
      memberUserIDs: [],
      groupInfo: { groupName: 'G', groupType: 0 },
    });
    expect(created.errCode).toBe(1205);
  });

  it('shows a non-member only the public face of a group', async () => {
    const groupID = await createGroup();
    const asOutsider = await call('outsider', '/group/get_groups_info', { groupIDs: [groupID] });
    expect(asOutsider.data!.groupInfos).toEqual([
      expect.objectContaining({ groupID, groupName: 'G', notification: '', memberCount: 3 }),
    ]);
    const asMember = await call('member', '/group/get_groups_info', { groupIDs: [groupID] });
    expect(asMember.data!.groupInfos).toEqual([expect.objectContaining({ notification: 'secret plans' })]);
    expect(
      (
        await call('outsider', '/group/get_group_member_list', {
          groupID,
          pagination: { pageNumber: 1, showNumber: 10 },
        })
      ).errCode,
    ).toBe(1002);
  });

  it('blocks befriending a fellow member when applyMemberFriend is on', async () => {
    await createGroup({ applyMemberFriend: 1 });
    expect(
      (await call('member', '/friend/add_friend', { fromUserID: 'member', toUserID: 'other', reqMsg: '' })).errCode,
    ).toBe(1002);
    // The owner is not bound by it, and neither is someone met outside the group.
    expect(
      (await call('owner', '/friend/add_friend', { fromUserID: 'owner', toUserID: 'member', reqMsg: '' })).errCode,
    ).toBe(0);
    expect(
      (await call('member', '/friend/add_friend', { fromUserID: 'member', toUserID: 'outsider', reqMsg: '' })).errCode,
    ).toBe(0);
  });

  it("refuses a friend request with 20013 when the target's account does not allow it", async () => {
    services.db
      .prepare("INSERT INTO chat_accounts (user_id, allow_add_friend, create_time) VALUES ('outsider', 2, 0)")
      .run();
    expect(
      (await call('owner', '/friend/add_friend', { fromUserID: 'owner', toUserID: 'outsider', reqMsg: '' })).errCode,
    ).toBe(20013);
    services.db.prepare("UPDATE chat_accounts SET allow_add_friend = 1 WHERE user_id = 'outsider'").run();
    expect(
      (await call('owner', '/friend/add_friend', { fromUserID: 'owner', toUserID: 'outsider', reqMsg: '' })).errCode,
    ).toBe(0);
  });

  it('lets only the owner dismiss, then refuses everything with 1204', async () => {
    const groupID = await createGroup();
    expect((await call('member', '/group/dismiss_group', { groupID })).errCode).toBe(1002);
    expect((await call('owner', '/group/dismiss_group', { groupID })).errCode).toBe(0);
    expect((await call('owner', '/group/set_group_info_ex', { groupID, groupName: 'New' })).errCode).toBe(1204);
    expect((await call('owner', '/group/dismiss_group', { groupID })).errCode).toBe(1204);
  });

  it('writes none of a set_group_member_info batch when one change is refused', async () => {
    const groupID = await createGroup();
    const answer = await call('owner', '/group/set_group_member_info', {
      members: [
        { groupID, userID: 'member', nickname: 'Renamed' },
        { groupID, userID: 'stranger', nickname: 'Nobody' },
      ],
    });
    expect(answer.errCode).toBe(1203);
    const after = await call('owner', '/group/get_group_members_info', { groupID, userIDs: ['member'] });
    expect((after.data as { members: Array<{ nickname: string }> }).members[0]!.nickname).not.toBe('Renamed');
  });

  it('refuses an admin kicking another admin, and a member kicking anyone', async () => {
    const groupID = await createGroup();
    expect(
      (await call('owner', '/group/set_group_member_info', { members: [{ groupID, userID: 'member', roleLevel: 60 }] }))
        .errCode,
    ).toBe(0);
    expect(
      (await call('owner', '/group/set_group_member_info', { members: [{ groupID, userID: 'other', roleLevel: 60 }] }))
        .errCode,
    ).toBe(0);
    expect((await call('member', '/group/kick_group', { groupID, kickedUserIDs: ['other'], reason: '' })).errCode).toBe(
      1002,
    );
    expect((await call('member', '/group/kick_group', { groupID, kickedUserIDs: ['owner'], reason: '' })).errCode).toBe(
      1001,
    );
    expect((await call('owner', '/group/kick_group', { groupID, kickedUserIDs: ['other'], reason: '' })).errCode).toBe(
      0,
    );
  });

  it('answers one entry per requested group in the member batch', async () => {
    const groupID = await createGroup();
    const batch = await call('member', '/group/get_incremental_group_members_batch', {
      userID: 'member',
      reqList: [{ groupID, versionID: '', version: 0 }],
    });
    expect(Object.keys(batch.data!.respList as object)).toEqual([groupID]);
    expect((batch.data!.respList as Record<string, { full: boolean; group: unknown }>)[groupID]).toMatchObject({
      full: true,
      group: expect.any(Object),
    });
  });

  it('answers the member sync per group after one group was left and another dismissed', async () => {
    const [kept, left, dismissed] = [await createGroup(), await createGroup(), await createGroup()];
    expect((await call('member', '/group/quit_group', { groupID: left, userID: 'member' })).errCode).toBe(0);
    expect((await call('owner', '/group/dismiss_group', { groupID: dismissed, deleteMember: false })).errCode).toBe(0);
    const reqList = [kept, left, dismissed, 'no-such-group'].map((groupID) => ({ groupID, versionID: '', version: 0 }));
    const batch = await call('member', '/group/get_incremental_group_members_batch', { userID: 'member', reqList });
    expect(batch.errCode).toBe(0);
    const respList = batch.data!.respList as Record<string, { full: boolean; insert: unknown[]; group: unknown }>;
    expect(Object.keys(respList).sort()).toEqual([kept, left, dismissed, 'no-such-group'].sort());
    expect(respList[kept]!.group).toMatchObject({ groupID: kept });
    for (const gone of [left, dismissed, 'no-such-group']) {
      expect(respList[gone]).toMatchObject({ full: true, insert: [], group: null });
    }
    // The first sync's member lookup answers the left group with nobody instead of failing.
    const info = await call('member', '/group/get_group_members_info', { groupID: left, userIDs: ['member', 'owner'] });
    expect(info).toMatchObject({ errCode: 0, data: { members: [] } });
    const outsider = await call('outsider', '/group/get_group_members_info', { groupID: kept, userIDs: ['owner'] });
    expect(outsider).toMatchObject({ errCode: 0, data: { members: [] } });
  });

  it('lets the owner revoke anyone’s group message and an admin only ordinary members’', async () => {
    const groupID = await createGroup();
    const conversationID = `sg_${groupID}`;
    await call('owner', '/group/set_group_member_info', { members: [{ groupID, userID: 'member', roleLevel: 60 }] });
    const say = async (sendID: string) => {
      await services.messages.send(
        sendID,
        completeMsgData({
          sendID,
          groupID,
          sessionType: 3,
          contentType: 101,
          clientMsgID: `m-${sendID}-${Date.now()}`,
        }),
      );
      return services.messageStore.visibleWindow(sendID, conversationID).maxSeq;
    };
    const revoke = async (userID: string, seq: number) =>
      (await call(userID, '/msg/revoke_msg', { conversationID, seq, userID })).errCode;

    const fromOwner = await say('owner');
    const fromOther = await say('other');
    expect(await revoke('member', fromOwner)).toBe(1002);
    expect(await revoke('other', fromOwner)).toBe(1002);
    expect(await revoke('member', fromOther)).toBe(0);
    const fromAdmin = await say('member');
    const pushedTo: string[][] = [];
    const sendToUsers = services.hub.sendToUsers.bind(services.hub);
    services.hub.sendToUsers = (userIDs, frame) => {
      pushedTo.push([...userIDs]);
      sendToUsers(userIDs, frame);
    };
    expect(await revoke('owner', fromAdmin)).toBe(0);
    // Every member hears of the recall at once.
    expect(pushedTo.some((userIDs) => ['owner', 'member', 'other'].every((id) => userIDs.includes(id)))).toBe(true);
    expect(await revoke('owner', fromAdmin)).toBe(1404);
    const revoked = services.messageStore.message(conversationID, fromAdmin)!;
    expect(JSON.parse(revoked.revokeContent!)).toMatchObject({ revokerID: 'owner', revokerRole: 100 });
  });

  it('writes nothing for a stranger reading member IDs of made-up or foreign groups, and bounds IDs', async () => {
    const groupID = await createGroup();
    const { db } = services;
    const logRows = () => db.prepare('SELECT COUNT(*) FROM version_logs').pluck().get() as number;
    const before = logRows();
    for (let n = 0; n < 20; n++) {
      const made = await call('outsider', '/group/get_full_group_member_user_ids', { groupID: `made-up-${n}` });
      expect(made).toMatchObject({ errCode: 0, data: { userIDs: [] } });
    }
    const foreign = await call('outsider', '/group/get_full_group_member_user_ids', { groupID });
    expect(foreign).toMatchObject({ errCode: 0, data: { userIDs: [] } });
    expect(logRows()).toBe(before);
    // A member still gets the list and its log's version ID.
    const own = await call('member', '/group/get_full_group_member_user_ids', { groupID });
    expect(own.data).toMatchObject({ userIDs: expect.arrayContaining(['owner', 'member', 'other']) });
    expect((own.data as { versionID: string }).versionID).not.toBe('');

    // IDs longer than any stored one are refused before a lookup, on every group read.
    const huge = 'g'.repeat(900 * 1024);
    const long = 'g'.repeat(65);
    for (const [path, body] of [
      ['/group/get_full_group_member_user_ids', { groupID: huge }],
      ['/group/get_full_group_member_user_ids', { groupID: long }],
      ['/group/get_incremental_group_members_batch', { userID: 'outsider', reqList: [{ groupID: long }] }],
      ['/group/get_groups_info', { groupIDs: [long] }],
      ['/group/get_group_members_info', { groupID: long, userIDs: ['owner'] }],
    ] as const)
      expect((await call('outsider', path, body)).errCode, path).toBe(1001);
    expect(logRows()).toBe(before);
    // Nor can anything else key a version log with such an ID.
    expect(() => services.versions.state('member', long)).toThrow(expect.objectContaining({ errCode: 1001 }));
  });
});
