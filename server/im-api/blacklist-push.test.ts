import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GatewayClient } from '../gateway/gateway-client.ts';
import { pullEverything, startGatewayApp, type GatewayApp } from '../test/gateway-session.ts';

let env: GatewayApp;
beforeEach(async () => {
  env = await startGatewayApp();
});
afterEach(() => env.close());

const PUSH = 2001;

describe('blacklist notifications (1207, 1208)', () => {
  it('reach the owner’s other devices, not the one whose call made the change', async () => {
    env.user('black');
    const caller = await env.connect('owner');
    const desktop = await GatewayClient.connect(env.gatewayURL, {
      userID: 'owner',
      platformID: 3,
      token: env.services.tokens.issue('owner', 3).token,
    });
    const pushes = { caller: 0, desktop: 0 };
    caller.onPush((push) => push.reqIdentifier === PUSH && pushes.caller++);
    const desktopGot = new Promise<void>((resolve) =>
      desktop.onPush((push) => {
        if (push.reqIdentifier !== PUSH) return;
        pushes.desktop++;
        resolve();
      }),
    );

    expect((await env.api('owner', '/friend/add_black', { ownerUserID: 'owner', blackUserID: 'black' })).errCode).toBe(
      0,
    );
    await desktopGot;
    // A round trip on the caller's socket: a push sent to it before would have arrived first.
    await pullEverything(caller, []);
    expect(pushes).toEqual({ caller: 0, desktop: 1 });

    expect(
      (await env.api('owner', '/friend/remove_black', { ownerUserID: 'owner', blackUserID: 'black' })).errCode,
    ).toBe(0);
    await pullEverything(caller, []);
    expect(pushes.caller).toBe(0);
    desktop.close();
  });
});
