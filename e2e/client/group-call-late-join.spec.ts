import { expect, test } from '@playwright/test';
import {
  callDialog,
  callerInBrowser,
  presentsFrames,
  remoteMedia,
  smallCameraBrowser,
  startGroupCall,
} from '../support/calls';
import { createGroup, openChatWith } from '../support/ui-session';

test.describe.configure({ timeout: 240_000 });

/**
 * Issue 41, points 1 and 3. Alice calls Bob in a four-person group; Bob's ringing screen counts and names who is in
 * the call (Alice alone, not "everyone invited"). Bob, in the call, rings Carol in; her ringing screen names Alice
 * and Bob. Dave signs in after all the ringing ended (the invites were online-only: he never saw one), opens the
 * group, sees "Join the call" with who is in it, as the server's live rooms say, and joins with one press: the call
 * has his video, and he has theirs.
 */
test('a member who saw no invite joins a running group call from its banner; people in it ring more in', async ({
  request,
}, testInfo) => {
  const browser = await smallCameraBrowser(testInfo.outputPath('camera.y4m'));
  try {
    const alice = await callerInBrowser(browser, request, 'Alice');
    const bob = await callerInBrowser(browser, request, 'Bob');
    const carol = await callerInBrowser(browser, request, 'Carol');
    // Dave's device is signed in, then closed: it is not open while anyone rings.
    const daveSignedIn = await callerInBrowser(browser, request, 'Dave');
    const daveContext = daveSignedIn.page.context();
    await daveSignedIn.page.close();
    await createGroup(request, alice.account, [bob.account, carol.account, daveSignedIn.account], 'Late Crew');

    await openChatWith(alice.page, 'Late Crew');
    await startGroupCall(alice.page, ['Bob']);

    // Only Alice is in the room while it rings: the ringing screen says so, by name.
    const bobCall = callDialog(bob.page);
    await expect(bobCall.locator('.call-joined')).toHaveText('1 in the call: Alice', { timeout: 30_000 });
    await bobCall.getByRole('button', { name: 'Accept' }).click();
    await expect(bobCall.getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(2, {
      timeout: 30_000,
    });

    // Bob, not the one who started the call, rings Carol into it.
    await bobCall.getByRole('button', { name: 'Add members' }).click();
    await bob.page.getByRole('checkbox', { name: 'Carol' }).check();
    await bob.page.getByRole('button', { name: 'Done (1)' }).click();
    const carolCall = callDialog(carol.page);
    await expect(carolCall.locator('.call-joined')).toHaveText(/^2 in the call: (Alice, Bob|Bob, Alice)$/, {
      timeout: 30_000,
    });
    await carolCall.getByRole('button', { name: 'Accept' }).click();
    const aliceGrid = callDialog(alice.page).getByRole('list', { name: 'Participants' });
    await expect(aliceGrid.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });

    // Dave opens the app after every invite rang out: his device saw none of them.
    const dave = { page: await daveContext.newPage() };
    await dave.page.goto('/conversation');
    await openChatWith(dave.page, 'Late Crew');
    const banner = dave.page.getByRole('region', { name: 'Group call in progress' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    for (const name of ['Alice', 'Bob', 'Carol']) await expect(banner).toContainText(name);
    const before = (await remoteMedia(dave.page)).framesDecoded;
    await banner.getByRole('button', { name: 'Join the call' }).click();

    const daveGrid = callDialog(dave.page).getByRole('list', { name: 'Participants' });
    await expect(daveGrid.getByRole('listitem')).toHaveCount(4, { timeout: 30_000 });
    for (const name of ['Alice', 'Bob', 'Carol']) {
      await expect
        .poll(() => daveGrid.getByRole('figure', { name, exact: true }).locator('video').evaluate(presentsFrames), {
          message: `${name}'s video on Dave's screen`,
          timeout: 30_000,
        })
        .toBe(true);
    }
    await expect.poll(async () => (await remoteMedia(dave.page)).framesDecoded - before).toBeGreaterThan(30);
    await expect(aliceGrid.getByRole('listitem')).toHaveCount(4, { timeout: 30_000 });
    await expect
      .poll(
        () => aliceGrid.getByRole('figure', { name: 'Dave', exact: true }).locator('video').evaluate(presentsFrames),
        {
          message: "Dave's video on Alice's screen",
          timeout: 30_000,
        },
      )
      .toBe(true);
  } finally {
    await browser.close();
  }
});
