import { expect, test, type Page } from '@playwright/test';
import { startTopology, type Topology } from '../../server/ops/chat-topology';
import { metricValue, type LiveKitNode } from '../../server/ops/livekit-cluster';
import {
  callDialog,
  callerInBrowser,
  peerConnectionsMade,
  remoteMedia,
  smallCameraBrowser,
  startGroupCall,
} from '../support/calls';
import { TEST_SUPER_CODE } from '../support/chat-service';
import { TEST_ADMIN_SECRET } from '../support/im-admin';
import { freePort } from '../support/single-sign-on';
import { createGroup, openChatWith } from '../support/ui-session';

test.describe.configure({ timeout: 300_000 });

let topology: Topology | undefined;
test.afterAll(async () => {
  await topology?.stop();
});

/** What a node's Prometheus metrics say: signal connections it accepted, rooms and participants it hosts. */
async function load(node: LiveKitNode) {
  const metrics = await node.metrics();
  return {
    signalConnections: metricValue(metrics, 'livekit_participant_join_total', { state: 'signal_connected' }),
    rooms: metricValue(metrics, 'livekit_room_total'),
    participants: metricValue(metrics, 'livekit_participant_total'),
  };
}

declare global {
  interface Window {
    __callStatusSeen?: string[];
  }
}

/** Keeps every text the call screen's status line shows from now on, however briefly (in the page). */
function watchCallStatus() {
  const status = () => document.querySelector('.call-status')?.textContent ?? '';
  window.__callStatusSeen = [status()];
  new MutationObserver(() => {
    const seen = window.__callStatusSeen!;
    if (status() && seen[seen.length - 1] !== status()) seen.push(status());
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}

/** Frames decoded and audio received, on the connections made since `since`, both growing. */
async function expectMediaFlows(page: Page, since = 0, timeout = 30_000) {
  await expect.poll(async () => (await remoteMedia(page, since)).framesDecoded, { timeout }).toBeGreaterThan(0);
  await expect.poll(async () => (await remoteMedia(page, since)).audioBytesReceived, { timeout }).toBeGreaterThan(0);
}

test('a group call on a LiveKit cluster: its two people reach the room through different nodes with tokens from different chat-service copies, and when the node hosting the room fails, both reconnect to the other', async ({
  playwright,
}, testInfo) => {
  // A topology of its own: two LiveKit nodes on one Redis behind the balancer's LiveKit part (deploy/livekit.yaml,
  // deploy/haproxy.cfg), instead of the shared topology's one managed LiveKit.
  const port = await freePort();
  topology = await startTopology({
    port,
    copies: 2,
    database: 'postgres',
    dataRoot: 'test-results',
    env: {
      LOG_LEVEL: 'warn',
      PARLEY_SUPER_CODE: TEST_SUPER_CODE,
      PARLEY_ADMIN_SECRET: TEST_ADMIN_SECRET,
      PARLEY_LOGIN_LIMIT_PER_IP: '100000',
    },
    livekitNodes: 2,
  });
  const { livekit, copies } = topology;
  const nodes = livekit!.nodes;
  const request = await playwright.request.newContext({ baseURL: topology.url });
  const browser = await smallCameraBrowser(testInfo.outputPath('camera.y4m'));
  try {
    const context = { baseURL: topology.url };
    const alice = await callerInBrowser(browser, request, 'Alice', { context });
    const bob = await callerInBrowser(browser, request, 'Bob', { context });
    await createGroup(request, alice.account, [bob.account], 'Cluster Crew');

    // Each device's call token from another copy (the balancer's round robin would do the same; pinned here, so the
    // test knows which copy answered whom). The copies hand out the cluster's one address: the balancer's.
    const tokens: { who: string; copy: number; serverUrl: string }[] = [];
    for (const [who, page, copy] of [
      ['Alice', alice.page, 0],
      ['Bob', bob.page, 1],
    ] as const) {
      await page.context().route('**/chat/user/rtc/get_token', async (route) => {
        const response = await route.fetch({ url: `${copies[copy]!.url}/chat/user/rtc/get_token` });
        const body = (await response.json()) as { errCode: number; data?: { serverUrl: string } };
        tokens.push({ who, copy, serverUrl: body.data?.serverUrl ?? `error ${body.errCode}` });
        await route.fulfill({ response, json: body });
      });
    }
    for (const { page } of [alice, bob]) await openChatWith(page, 'Cluster Crew');

    await startGroupCall(alice.page, ['Bob']);
    await expect(callDialog(bob.page)).toContainText('Alice invites you to a group video call');
    await callDialog(bob.page).getByRole('button', { name: 'Accept' }).click();

    for (const { page } of [alice, bob]) {
      await expect(callDialog(page).getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(2);
      await expectMediaFlows(page);
    }
    // (A token asked for before the invite's webhook reached that copy is refused, and asked for again.)
    const granted = tokens.filter(({ serverUrl }) => serverUrl.startsWith('ws'));
    expect(new Set(granted.map(({ who, copy }) => `${who} from copy ${copy}`))).toEqual(
      new Set(['Alice from copy 0', 'Bob from copy 1']),
    );
    expect(new Set(granted.map(({ serverUrl }) => serverUrl))).toEqual(new Set([topology.livekitURL]));

    // One signal connection reached each node; one node hosts the room and both participants (LiveKit relays the
    // other node's signalling to it over Redis, and media goes to it directly).
    const before = await Promise.all(nodes.map(load));
    expect(before.map(({ signalConnections }) => signalConnections)).toEqual([1, 1]);
    expect(before.map(({ rooms }) => rooms).sort()).toEqual([0, 1]);
    const hostIndex = before.findIndex(({ rooms }) => rooms === 1);
    expect(before[hostIndex]!.participants).toBe(2);
    const [host, other] = [nodes[hostIndex]!, nodes[1 - hostIndex]!];

    // An operator's stop (SIGTERM, as systemctl stop sends) drains the node: it takes no new rooms and keeps running
    // until its calls end, media flowing.
    host.process.kill('SIGTERM');
    const drained = await Promise.all([alice.page, bob.page].map((page) => remoteMedia(page)));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const [index, { page }] of [alice, bob].entries()) {
      expect((await remoteMedia(page)).framesDecoded).toBeGreaterThan(drained[index]!.framesDecoded);
      await expect(callDialog(page).locator('.call-status')).toHaveText('On call');
    }
    expect(host.process.exitCode).toBeNull();

    // Then it fails (kill -9: no goodbye to its clients or to Redis). LiveKit's clients reconnect: the room starts
    // again on the other node and each client joins it anew, publishing again; the first back waits for the other
    // (src/sdk/media-room.ts). The call goes on, with its clock: "Reconnecting…", then "On call" with both.
    const since = await Promise.all([alice.page, bob.page].map(peerConnectionsMade));
    for (const { page } of [alice, bob]) await page.evaluate(watchCallStatus);
    const killedAt = Date.now();
    await host.kill();
    for (const [index, { page }] of [alice, bob].entries()) {
      // LiveKit's clients retry for about 45 s; here it took about 14 s.
      await expectMediaFlows(page, since[index], 60_000);
      await expect(callDialog(page).getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(2);
      await expect(callDialog(page).getByRole('timer', { name: 'Call time' })).toHaveText(/^\d\d:\d\d$/);
      // What the call screen said meanwhile: "Reconnecting…" while LiveKit moved the call, then "On call" again.
      await expect
        .poll(() => page.evaluate(() => window.__callStatusSeen))
        .toEqual(['On call', 'Reconnecting…', 'On call']);
    }
    console.log(
      `both again in the call with media both ways ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
    );
    expect(await load(other)).toMatchObject({ rooms: 1, participants: 2 });

    // Hanging up still ends the call for both.
    await callDialog(alice.page).getByRole('button', { name: 'Hang up' }).click();
    for (const { page } of [alice, bob]) await expect(callDialog(page)).toBeHidden();
  } finally {
    await browser.close();
    await request.dispose();
  }
});
