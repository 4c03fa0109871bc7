import { expect, test } from '@playwright/test';
import { login, openDevice } from '../support/sdk-page';
import { newUser } from '../support/im-admin';

/**
 * The SDK stores a new group twice at once: createGroup's own sync, and the data fetcher of any screen that asks for
 * the group (or its members) in the meantime and finds it missing locally. Its SQL worker's plain INSERT made the
 * second store fail with "UNIQUE constraint failed: local_groups.group_id", and createGroup rejected although the
 * server had made the group. Parley's patch of the SQL worker (patches/) stores either copy.
 */
test('creating a group while the group and its members are being read never fails on a stored row', async ({
  browser,
  request,
}) => {
  const alice = await newUser(request, 'Alice');
  const bob = await newUser(request, 'Bob');
  const device = await openDevice(browser);
  const consoleErrors: string[] = [];
  device.on('console', (message) => consoleErrors.push(message.text()));
  await login(device, alice);

  const outcomes = await device.evaluate(
    async ({ owner, member }) => {
      const sdk = window.parleyHarness.sdk();
      const failures: string[] = [];
      for (let round = 0; round < 10; round++) {
        const groupID = `race${Date.now()}${round}`;
        let created = false;
        const create = sdk
          .createGroup({ groupInfo: { groupID, groupName: `Race ${round}`, groupType: 2 }, memberUserIDs: [member] })
          .catch((error: { errCode?: number; errMsg?: string }) => {
            failures.push(`createGroup ${round}: ${error.errCode} ${error.errMsg}`);
          })
          .finally(() => (created = true));
        // What the conversation list and the chat header ask while the group is new, as often as they can.
        const read = async () => {
          while (!created) {
            await Promise.all([
              sdk.getSpecifiedGroupsInfo([groupID]).catch((error: { errMsg?: string }) => {
                if (/UNIQUE/.test(String(error.errMsg)))
                  failures.push(`getSpecifiedGroupsInfo ${round}: ${error.errMsg}`);
              }),
              sdk
                .getSpecifiedGroupMembersInfo({ groupID, userIDList: [owner, member] })
                .catch((error: { errMsg?: string }) => {
                  if (/UNIQUE/.test(String(error.errMsg)))
                    failures.push(`getSpecifiedGroupMembersInfo ${round}: ${error.errMsg}`);
                }),
            ]);
          }
        };
        await Promise.all([create, read(), read()]);
      }
      return failures;
    },
    { owner: alice.userID, member: bob.userID },
  );

  expect(outcomes).toEqual([]);
  expect(consoleErrors.filter((line) => /UNIQUE constraint failed/.test(line))).toEqual([]);
});
