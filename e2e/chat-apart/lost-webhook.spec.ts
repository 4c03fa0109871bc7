import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { callDialog, remoteMedia, startGroupCall, threeCallersInGroup } from '../support/calls';
import { openChatWith } from '../support/ui-session';

interface Copy {
  url: string;
  port: number;
  pid: number;
}

/** The topology behind E2E_PORT (e2e/chat-apart/topology-server.ts), as running now. */
const topology = async (request: APIRequestContext, path = '/__topology') =>
  (await (await request.get(path)).json()) as { copies: Copy[]; webhookCrashDir: string };

const answers = async (copy: Copy) => {
  try {
    return (await fetch(`${copy.url}/healthz`)).ok;
  } catch {
    return false;
  }
};

/** The pid the copy that took the crash wrote into its file's name (server/chat/webhook-test-crash.ts). */
const crashedPid = (dir: string) => {
  const found = readdirSync(dir).find((name) => name.startsWith('crashed-'));
  return found ? Number(found.slice('crashed-'.length)) : undefined;
};

test('a group call whose invite webhook died with the copy that took it still connects: every invitee gets a token', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { copies, webhookCrashDir } = await topology(request);
  for (const copy of copies) expect(await answers(copy)).toBe(true);
  const { alice, bob, carol } = await threeCallersInGroup(browser, request, 'Lost Invite Crew');
  for (const { page } of [alice, bob, carol]) await openChatWith(page, 'Lost Invite Crew');

  // The copy that takes the invite's after-send webhook dies before recording anything (SIGKILL): OpenIM does not
  // post that webhook again, so no copy ever hears of the call.
  writeFileSync(join(webhookCrashDir, 'crash'), '');
  let victim: Copy | undefined;
  try {
    await startGroupCall(alice.page, ['Bob', 'Carol']);
    await expect.poll(() => crashedPid(webhookCrashDir), { timeout: 15_000 }).toBeDefined();
    victim = copies.find((copy) => copy.pid === crashedPid(webhookCrashDir));
    expect(victim, 'the crashed copy is one of the topology’s').toBeDefined();
    await expect.poll(() => answers(victim!)).toBe(false);

    // The invitees ring (the invite itself went out), answer, and get their tokens from the copies left.
    for (const { page } of [bob, carol]) {
      const incoming = callDialog(page);
      await expect(incoming).toContainText('Alice invites you to a group video call');
      await incoming.getByRole('button', { name: 'Accept' }).click();
    }
    for (const { page } of [alice, bob, carol]) {
      const grid = callDialog(page).getByRole('list', { name: 'Participants' });
      await expect(grid.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
      await expect.poll(async () => (await remoteMedia(page)).framesDecoded, { timeout: 20_000 }).toBeGreaterThan(0);
    }
    // All of it with the copy that took the webhook dead.
    expect(await answers(victim!)).toBe(false);
    await callDialog(bob.page).getByRole('button', { name: 'Hang up' }).click();
    await callDialog(alice.page).getByRole('button', { name: 'Hang up' }).click();
    await expect(callDialog(carol.page)).toBeHidden();
  } finally {
    if (existsSync(join(webhookCrashDir, 'crash'))) rmSync(join(webhookCrashDir, 'crash'));
    // The other tests expect three copies.
    if (victim) await topology(request, `/__topology/restart/${copies.indexOf(victim)}`);
  }
});
