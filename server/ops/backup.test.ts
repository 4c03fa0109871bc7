import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app.ts';
import { caller, md5 } from '../test/chat-calls.ts';
import { message, sendMessage } from '../test/gateway-session.ts';
import { GatewayClient } from '../gateway/gateway-client.ts';
import { backup, restore, RestoreError } from './backup.ts';

const FIXTURE = join(import.meta.dirname, '..', 'db', 'fixtures', 'release-b51eda0');
const scratch = () => mkdtempSync(join(tmpdir(), 'parley-backup-'));

const apps: FastifyInstance[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

async function serverOn(dataDir: string) {
  const created = await createTestApp({ dataDir });
  apps.push(created.app);
  await created.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = created.app.server.address() as { port: number };
  const userOf = (account: string) =>
    created.db.prepare('SELECT user_id FROM chat_accounts WHERE account = ?').pluck().get(account) as string;
  const connect = (userID: string) =>
    GatewayClient.connect(`ws://127.0.0.1:${port}/msg_gateway`, {
      userID,
      platformID: 5,
      token: created.services.tokens.issue(userID, 5).token,
    });
  return { ...created, userOf, connect };
}

/** One of the npm scripts, as an operator runs it, against a data directory. */
function npmScript(script: 'backup' | 'restore', file: string, dataDir: string) {
  return spawn(process.execPath, ['--import', 'tsx', `server/ops/${script}-cli.ts`, file], {
    env: { PATH: process.env.PATH ?? '', PARLEY_DATA_DIR: dataDir },
  });
}

function finished(child: ReturnType<typeof spawn>): Promise<{ status: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (status) => resolve({ status, output })));
}

describe('backup and restore', { timeout: 120_000 }, () => {
  it('a backup taken while messages pour in restores with every account, message, moment and upload', async () => {
    const dataDir = join(scratch(), 'data');
    cpSync(FIXTURE, dataDir, { recursive: true });
    const live = await serverOn(dataDir);
    const alice = live.userOf('demo_alice');
    const bob = live.userOf('demo_bob');
    const aliceSession = await live.connect(alice);

    // A steady stream of sends, each awaited, under the gateway's send limit (20 a second for a connection); what
    // was acknowledged before the backup began must be in it.
    const acknowledged: string[] = [];
    const refused: number[] = [];
    let sending = true;
    const load = (async () => {
      while (sending) {
        const sent = message({ sendID: alice, recvID: bob, clientMsgID: `load-${acknowledged.length}` });
        const { errCode } = await sendMessage(aliceSession, sent);
        if (errCode === 0) acknowledged.push(sent.clientMsgID);
        else refused.push(errCode);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    })();
    const sentAtLeast = async (count: number) => {
      while (acknowledged.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await sentAtLeast(20);

    const file = join(scratch(), 'parley.backup.tgz');
    const before = acknowledged.length;
    const made = await finished(npmScript('backup', file, dataDir));
    const during = acknowledged.length;
    await sentAtLeast(during + 10);
    sending = false;
    await load;
    aliceSession.close();
    expect(refused).toEqual([]);
    expect(made.status, made.output).toBe(0);
    expect(made.output).toMatch(/backed up .* 12 accounts, \d+ messages, 12 stored objects/);
    expect(during).toBeGreaterThan(before); // the server kept writing while the backup ran
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const restoredDir = join(scratch(), 'restored');
    const restored = await finished(npmScript('restore', file, restoredDir));
    expect(restored.status, restored.output).toBe(0);

    const back = await serverOn(restoredDir);
    const stored = new Set(
      back.db.prepare("SELECT client_msg_id FROM messages WHERE client_msg_id LIKE 'load-%'").pluck().all() as string[],
    );
    for (const id of acknowledged.slice(0, before)) expect(stored.has(id), id).toBe(true);
    // A snapshot of one moment: no message after it, and none of the ones after it half there.
    expect(stored.size).toBeLessThanOrEqual(acknowledged.length);
    expect([...stored].every((id) => acknowledged.includes(id))).toBe(true);

    for (const table of ['chat_accounts', 'users', 'friends', 'groups', 'group_members', 'work_moments', 'objects']) {
      const count = (dir: string) => {
        const db = new Database(join(dir, 'parley.sqlite'), { readonly: true });
        const rows = db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();
        db.close();
        return rows;
      };
      expect(count(restoredDir), table).toBe(count(FIXTURE));
    }
    const call = caller(back.app);
    expect(
      (await call('/chat/account/login', { account: 'demo_bob', password: md5('parley123'), platform: 5 })).errCode,
    ).toBe(0);
    for (const { name, file_id } of back.db.prepare('SELECT name, file_id FROM objects').all() as Array<{
      name: string;
      file_id: string;
    }>) {
      const served = await back.app.inject({ method: 'GET', url: `/object/${name}` });
      expect(served.statusCode, name).toBe(200);
      expect(served.rawPayload.equals(readFileSync(join(FIXTURE, 'objects', file_id))), name).toBe(true);
    }

    // The conversation goes on from the restored seqs: the next message follows the last one restored.
    const lastSeq = back.db
      .prepare('SELECT MAX(seq) FROM messages WHERE conversation_id = ?')
      .pluck()
      .get(alice < bob ? `si_${alice}_${bob}` : `si_${bob}_${alice}`) as number;
    const bobSession = await back.connect(bob);
    const pushed = new Promise<unknown>((resolve) => bobSession.onPush(resolve));
    const again = await back.connect(alice);
    expect(
      (await sendMessage(again, message({ sendID: alice, recvID: bob, clientMsgID: 'after-restore' }))).errCode,
    ).toBe(0);
    await pushed;
    expect(back.db.prepare("SELECT seq FROM messages WHERE client_msg_id = 'after-restore'").pluck().get()).toBe(
      lastSeq + 1,
    );
    again.close();
    bobSession.close();
  });

  it('restores only into an empty data directory, and only a Parley backup', async () => {
    const busy = scratch();
    writeFileSync(join(busy, 'parley.sqlite'), 'in use');
    await expect(restore(join(busy, 'parley.sqlite'), busy)).rejects.toThrow(RestoreError);
    expect(readFileSync(join(busy, 'parley.sqlite'), 'utf8')).toBe('in use');

    const notABackup = join(scratch(), 'other.tgz');
    spawnSync('tar', ['-czf', notABackup, '-C', FIXTURE, 'objects']);
    const target = join(scratch(), 'target');
    await expect(restore(notABackup, target)).rejects.toThrow('it has no manifest');
    expect(spawnSync('ls', ['-A', target]).stdout.toString()).toBe('');
  });

  it('never writes through a link planted where the archive is written, and keeps it 0600', async () => {
    const dataDir = join(scratch(), 'data');
    cpSync(FIXTURE, dataDir, { recursive: true });
    const out = scratch();
    const archive = join(out, 'parley.tgz');
    const victim = join(scratch(), 'someone-elses-file');
    writeFileSync(victim, 'not yours', { mode: 0o644 });
    symlinkSync(victim, `${archive}.partial`);

    await backup(dataDir, archive);
    expect(readFileSync(victim, 'utf8')).toBe('not yours');
    expect(statSync(victim).mode & 0o777).toBe(0o644);
    expect(lstatSync(archive).isFile()).toBe(true);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    // Only the archive and the planted link: no temporary file left behind.
    expect(readdirSync(out).sort()).toEqual(['parley.tgz', 'parley.tgz.partial']);
    const restored = join(scratch(), 'restored');
    expect((await restore(archive, restored)).accounts).toBeGreaterThan(0);
  });

  it('unpacks no key or manifest over 64 KiB, and nothing past the space it is given', async () => {
    const dataDir = join(scratch(), 'data');
    cpSync(FIXTURE, dataDir, { recursive: true });
    const archive = join(scratch(), 'parley.tgz');
    await backup(dataDir, archive);

    // The same backup, with a key file blown up to 1 MiB (a real one is a few hundred bytes).
    const unpacked = scratch();
    spawnSync('tar', ['-xzf', archive, '-C', unpacked]);
    writeFileSync(join(unpacked, 'vapid.json'), Buffer.alloc(1024 * 1024, 0x20));
    const swollen = join(scratch(), 'swollen.tgz');
    spawnSync('tar', ['-czf', swollen, '-C', unpacked, ...readdirSync(unpacked)]);
    const target = join(scratch(), 'target');
    await expect(restore(swollen, target)).rejects.toThrow(/refused to unpack .*vapid\.json/);
    expect(readdirSync(target)).toEqual([]);

    const small = join(scratch(), 'small');
    mkdirSync(small);
    await expect(restore(archive, small, { totalBytes: 100_000 })).rejects.toThrow(/more than 100000 bytes in all/);
    expect(readdirSync(small)).toEqual([]);
  });
});
