import { expect, test } from '@playwright/test';
import { imCall } from '../support/im-admin';
import { usersOnline, waitForEvent } from '../support/sdk-page';
import { sdkCall } from '../support/sdk-actions';
import { createGroup } from '../support/group-actions';

interface MemberSync {
  version: number;
  versionID: string;
  full: boolean;
  insert: Array<{ userID: string }>;
  group: { groupID: string } | null;
}

/**
 * OpenIM's own web client (same wasm SDK) syncs members of every group it still has on the device in one
 * `get_incremental_group_members_batch`, with the version it last saw of each. After leaving one of them, the
 * answer must still carry the others (OpenIM Server v3.8 answers per group).
 */
test('member sync after leaving one group still updates the groups the user belongs to', async ({
  browser,
  request,
}) => {
  const [{ user: alice, page: a }, { user: bob, page: b }, { user: carol }] = await usersOnline(
    browser,
    request,
    'Alice',
    'Bob',
    'Carol',
  );
  const left = (await createGroup(a, 'Left behind', [bob.userID])).groupID;
  const kept = (await createGroup(a, 'Still here', [bob.userID])).groupID;
  const dismissed = (await createGroup(a, 'Gone', [bob.userID])).groupID;
  await waitForEvent(b, 'OnJoinedGroupAdded', 3);

  const batch = (reqList: Array<{ groupID: string; versionID: string; version: number }>) =>
    imCall<{ respList: Record<string, MemberSync> }>(
      request,
      '/group/get_incremental_group_members_batch',
      { userID: bob.userID, reqList },
      bob.token,
    );
  const first = (await batch([kept, left, dismissed].map((groupID) => ({ groupID, versionID: '', version: 0 }))))
    .respList;
  const seen = (groupID: string) => ({
    groupID,
    versionID: first[groupID]!.versionID,
    version: first[groupID]!.version,
  });

  await sdkCall(b, 'quitGroup', left);
  await sdkCall(a, 'dismissGroup', dismissed);
  await sdkCall(a, 'inviteUserToGroup', { groupID: kept, reason: '', userIDList: [carol.userID] });

  // The same request the client sends next: every group it had, at the versions it had.
  const next = (await batch([seen(left), seen(kept), seen(dismissed)])).respList;
  expect(next[kept]).toMatchObject({ full: false, group: { groupID: kept } });
  expect(next[kept]!.insert.map((member) => member.userID)).toEqual([carol.userID]);
  expect(next[left]).toMatchObject({ full: true, insert: [], group: null });
  expect(next[dismissed]).toMatchObject({ full: true, insert: [], group: null });

  // The first sync's member lookup of the left group answers with nobody rather than an error.
  const info = await imCall<{ members: unknown[] }>(
    request,
    '/group/get_group_members_info',
    { groupID: left, userIDs: [bob.userID, alice.userID] },
    bob.token,
  );
  expect(info.members).toEqual([]);

  // And the SDK itself, syncing the same way, keeps the group Bob is still in up to date.
  await expect
    .poll(async () =>
      (
        await sdkCall<Array<{ userID: string }>>(b, 'getGroupMemberList', {
          groupID: kept,
          filter: 0,
          offset: 0,
          count: 10,
        })
      )
        .map((member) => member.userID)
        .sort(),
    )
    .toEqual([alice.userID, bob.userID, carol.userID].sort());
});
