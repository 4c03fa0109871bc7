import type { Page } from '@playwright/test';

/** Group calls into the real SDK inside a harness page; each returns what the SDK returned, or its errCode. */

export function createGroup(page: Page, groupName: string, memberUserIDs: string[], adminUserIDs: string[] = []) {
  return page.evaluate(
    async ({ groupName, memberUserIDs, adminUserIDs }) =>
      (
        await window.parleyHarness
          .sdk()
          .createGroup({ groupInfo: { groupName, groupType: 2 }, memberUserIDs, adminUserIDs })
      ).data,
    { groupName, memberUserIDs, adminUserIDs },
  );
}

export function sendGroupText(page: Page, groupID: string, text: string): Promise<number> {
  return page.evaluate(
    async ({ groupID, text }) => {
      const im = window.parleyHarness.sdk();
      const { data: message } = await im.createTextMessage(text);
      try {
        await im.sendMessage({ recvID: '', groupID, message });
        return 0;
      } catch (error) {
        return (error as { errCode: number }).errCode;
      }
    },
    { groupID, text },
  );
}

export function joinedGroupIDs(page: Page) {
  return page.evaluate(async () =>
    (await window.parleyHarness.sdk().getJoinedGroupListPage({ offset: 0, count: 100 })).data.map((g) => g.groupID),
  );
}

export function memberRoles(page: Page, groupID: string) {
  return page.evaluate(
    async (groupID) =>
      Object.fromEntries(
        (await window.parleyHarness.sdk().getGroupMemberList({ groupID, filter: 0, offset: 0, count: 100 })).data.map(
          (m) => [m.userID, m.roleLevel],
        ),
      ),
    groupID,
  );
}

/** Runs an SDK call and returns its errCode, 0 on success. */
export function errCodeOf(page: Page, call: string, args: unknown) {
  return page.evaluate(
    async ({ call, args }) => {
      try {
        await (window.parleyHarness.sdk() as unknown as Record<string, (a: unknown) => Promise<unknown>>)[call]!(args);
        return 0;
      } catch (error) {
        return (error as { errCode: number }).errCode;
      }
    },
    { call, args },
  );
}
