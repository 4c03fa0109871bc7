import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PbCoder } from '@openim/protocol';
import { migrate, openDatabase } from '../db/database.ts';
import { UserStore } from '../users/users.ts';
import { TokenStore } from '../auth/tokens.ts';
import { GatewayClient } from '../gateway/gateway-client.ts';
import { message, sendMessage } from '../test/gateway-session.ts';
import { freePort } from '../test/free-port.ts';

const SENDERS = 40;
const IN_FLIGHT = 4;
/** The crash comes once this many messages are acknowledged (so a slow machine still crashes under load). */
const ACKNOWLEDGED_BEFORE_CRASH = 300;

const root = mkdtempSync(join(tmpdir(), 'parley-crash-'));
const dataDir = join(root, 'data');
const clientDir = join(root, 'dist');
mkdirSync(clientDir, { recursive: true });
writeFileSync(join(clientDir, 'index.html'), '<!doctype html>');

let server: ChildProcess | undefined;
afterAll(() => server?.kill('SIGKILL'));

/** The real server, as `npm run serve` starts it: its own process, so kill -9 is a real crash. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PARLEY_DATA_DIR: dataDir,
      PARLEY_CLIENT_DIR: clientDir,
      LOG_LEVEL: 'error',
      // kill -9 would orphan the media server's child process; durability needs no calls.
      PARLEY_MEDIA_SERVER: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

describe('kill -9 under load', () => {
  it('loses no acknowledged message and doubles none', { timeout: 180_000 }, async () => {
    // Users and tokens go straight into the database: the test measures the message store, not sign-up.
    const db = openDatabase(dataDir);
    migrate(db);
    const ids = ['receiver', ...Array.from({ length: SENDERS }, (_, i) => `sender${i}`)];
    new UserStore(db).register(ids.map((userID) => ({ userID, nickname: userID, faceURL: '' })));
    const tokenStore = new TokenStore(db, 86_400_000);
    const logins = new Map(
      ids.map((userID) => [userID, { userID, platformID: 5, token: tokenStore.issue(userID, 5).token }]),
    );
    db.close();

    const port = await freePort();
    const gateway = `ws://127.0.0.1:${port}/msg_gateway`;
    server = await startServer(port);
    const senders = await Promise.all(
      ids.slice(1).map((userID) => GatewayClient.connect(gateway, logins.get(userID)!)),
    );

    const acknowledged = new Map<string, string[]>();
    let stop = false;
    const sendLoop = async (client: GatewayClient) => {
      while (!stop) {
        const msg = message({ sendID: client.userID, recvID: 'receiver' });
        try {
          const answer = await sendMessage(client, msg);
          if (answer.errCode === 0) acknowledged.get(client.userID)!.push(msg.clientMsgID);
          // A rate-limited sender waits for its bucket, as a polite client would.
          else await new Promise((resolve) => setTimeout(resolve, 50));
        } catch {
          return; // the server died under this request: it was never acknowledged
        }
      }
    };
    for (const sender of senders) acknowledged.set(sender.userID, []);
    const loops = senders.flatMap((sender) => Array.from({ length: IN_FLIGHT }, () => sendLoop(sender)));
    const countAcknowledged = () => [...acknowledged.values()].reduce((sum, list) => sum + list.length, 0);
    const loadUntil = Date.now() + 30_000;
    while (countAcknowledged() < ACKNOWLEDGED_BEFORE_CRASH && Date.now() < loadUntil) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
    stop = true;
    await Promise.all(loops);
    expect(countAcknowledged()).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_CRASH);

    server = await startServer(port);
    const receiver = await GatewayClient.connect(gateway, logins.get('receiver')!);
    for (const [senderID, clientMsgIDs] of acknowledged) {
      const conversationID = `si_receiver_${senderID}`;
      const stored: Array<{ seq: number; clientMsgID: string }> = [];
      for (let from = 1; ; from += 500) {
        const reply = await receiver.request(
          1005,
          PbCoder.GetSeqMessageReq.encode({
            userID: 'receiver',
            conversations: [{ conversationID, seqs: Array.from({ length: 500 }, (_, i) => from + i) }],
          }).finish(),
        );
        const msgs = PbCoder.PullMessageBySeqsResp.decode(reply.data).msgs[conversationID]?.Msgs ?? [];
        stored.push(...msgs.map(({ seq, clientMsgID }) => ({ seq, clientMsgID })));
        if (msgs.length < 500) break;
      }
      const storedIDs = stored.map((m) => m.clientMsgID);
      expect(new Set(storedIDs).size).toBe(storedIDs.length);
      expect(stored.map((m) => m.seq)).toEqual(stored.map((_, i) => i + 1));
      for (const clientMsgID of clientMsgIDs) expect(storedIDs).toContain(clientMsgID);
    }
    receiver.close();
  });
});
