import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGatewayApp, type GatewayApp } from '../test/gateway-session.ts';
import { startWebhookReceiver } from '../test/webhook-receiver.ts';
import { webhookBodySchema } from '../protocol/openim-webhooks.ts';

let server: GatewayApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeEach(async () => {
  receiver = await startWebhookReceiver();
  server = await startGatewayApp({ webhookURL: receiver.url });
  for (const userID of ['ann', 'bob', 'carl', 'dave']) server.user(userID);
});
afterEach(async () => {
  await server.close();
  await receiver.close();
});

/** The next callback of this command, checked against the shared schema and its URL and header. */
async function hook(command: string) {
  const received = await receiver.next(command);
  expect(received.path).toBe(`/openim-hooks/${command}`);
  expect(received.headers.operationid).toBe('t');
  expect(webhookBodySchema.parse(received.body)).toEqual(received.body);
  return received.body;
}

async function ok(userID: string, path: string, payload: Record<string, unknown>) {
  const answer = await server.api(userID, path, payload);
  expect(answer.errCode, `${path}: ${answer.errMsg}`).toBe(0);
  return answer.data;
}

describe('the embedded IM posts OpenIM v3.8.3 group webhooks after each committed change', () => {
  it('create, set info, join, set role, kick, quit, transfer and dismiss, field by field', async () => {
    const created = await ok('ann', '/group/create_group', {
      memberUserIDs: ['bob', 'dave'],
      adminUserIDs: ['carl'],
      groupInfo: { groupName: 'Team', groupType: 2, introduction: 'hello', ex: 'e' },
    });
    const group = created!.groupInfo as Record<string, unknown>;
    const groupID = group.groupID as string;
    expect(await hook('callbackAfterCreateGroupCommand')).toEqual({
      callbackCommand: 'callbackAfterCreateGroupCommand',
      groupID,
      groupName: 'Team',
      notification: '',
      introduction: 'hello',
      faceURL: '',
      ownerUserID: 'ann',
      createTime: group.createTime,
      memberCount: 4,
      ex: 'e',
      status: 0,
      creatorUserID: 'ann',
      groupType: 2,
      needVerification: group.needVerification,
      lookMemberInfo: 0,
      applyMemberFriend: 0,
      notificationUpdateTime: group.notificationUpdateTime,
      notificationUserID: '',
      // v3.8.3 lists the owner and admins by role, then every user ID again as an ordinary member.
      initMemberList: [
        { userID: 'ann', roleLevel: 100 },
        { userID: 'carl', roleLevel: 60 },
        { userID: 'bob', roleLevel: 20 },
        { userID: 'dave', roleLevel: 20 },
        { userID: 'carl', roleLevel: 20 },
        { userID: 'ann', roleLevel: 20 },
      ],
    });

    await ok('ann', '/group/set_group_info_ex', { groupID, groupName: 'Renamed', needVerification: 2 });
    expect(await hook('callbackAfterSetGroupInfoExCommand')).toEqual({
      callbackCommand: 'callbackAfterSetGroupInfoExCommand',
      operationID: '',
      groupID,
      groupName: 'Renamed',
      notification: null,
      introduction: null,
      faceURL: null,
      ex: null,
      needVerification: 2,
      lookMemberInfo: null,
      applyMemberFriend: null,
    });

    await ok('dave', '/group/quit_group', { groupID, userID: 'dave' });
    expect(await hook('callbackAfterQuitGroupCommand')).toEqual({
      callbackCommand: 'callbackAfterQuitGroupCommand',
      groupID,
      userID: 'dave',
    });

    // needVerification 2: anyone may join at once, which is the one join OpenIM reports.
    await ok('dave', '/group/join_group', { groupID, reqMessage: 'let me in', joinSource: 3, inviterUserID: 'dave' });
    expect(await hook('callbackAfterJoinGroupCommand')).toEqual({
      callbackCommand: 'callbackAfterJoinGroupCommand',
      operationID: 't',
      groupID,
      reqMessage: 'let me in',
      joinSource: 3,
      inviterUserID: 'dave',
    });

    await ok('ann', '/group/set_group_member_info', { members: [{ groupID, userID: 'bob', roleLevel: 60 }] });
    expect(await hook('callbackAfterSetGroupMemberInfoCommand')).toEqual({
      callbackCommand: 'callbackAfterSetGroupMemberInfoCommand',
      groupID,
      userID: 'bob',
      nickName: null,
      faceURL: null,
      roleLevel: 60,
      ex: null,
    });

    await ok('ann', '/group/kick_group', { groupID, kickedUserIDs: ['dave'], reason: 'spam' });
    expect(await hook('callbackAfterKickGroupCommand')).toEqual({
      callbackCommand: 'callbackAfterKickGroupCommand',
      groupID,
      kickedUserIDs: ['dave'],
      reason: 'spam',
    });

    await ok('ann', '/group/transfer_group', { groupID, oldOwnerUserID: 'ann', newOwnerUserID: 'carl' });
    expect(await hook('callbackAfterTransferGroupOwnerCommand')).toEqual({
      callbackCommand: 'callbackAfterTransferGroupOwnerCommand',
      groupID,
      oldOwnerUserID: 'ann',
      newOwnerUserID: 'carl',
    });

    await ok('carl', '/group/dismiss_group', { groupID, deleteMember: false });
    const dismissed = await hook('callbackAfterDisMissGroupCommand');
    expect({ ...dismissed, membersID: [...(dismissed.membersID as string[])].sort() }).toEqual({
      callbackCommand: 'callbackAfterDisMissGroupCommand',
      groupID,
      ownerID: 'carl',
      // Go's string(int32(2)).
      groupType: '\u0002',
      membersID: ['ann', 'bob', 'carl'],
    });
  });

  it('posts nothing for a write that was refused, nor for a join that waits for approval', async () => {
    const created = await ok('ann', '/group/create_group', {
      memberUserIDs: ['bob'],
      groupInfo: { groupName: 'Closed', groupType: 2, needVerification: 0 },
    });
    const groupID = (created!.groupInfo as { groupID: string }).groupID;
    await hook('callbackAfterCreateGroupCommand');

    expect(
      (await server.api('bob', '/group/kick_group', { groupID, kickedUserIDs: ['ann'], reason: '' })).errCode,
    ).not.toBe(0);
    await ok('dave', '/group/join_group', { groupID, reqMessage: 'please', joinSource: 3, inviterUserID: 'dave' });
    // A later reported change proves the earlier ones had their chance to arrive (callbacks leave in order).
    await ok('bob', '/group/quit_group', { groupID, userID: 'bob' });
    await hook('callbackAfterQuitGroupCommand');
    expect(receiver.all('callbackAfterKickGroupCommand')).toEqual([]);
    expect(receiver.all('callbackAfterJoinGroupCommand')).toEqual([]);
  });
});
