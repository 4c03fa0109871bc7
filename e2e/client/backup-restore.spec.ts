import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { registerAccount } from '../support/session';
import { makeFriends, openChatWith, signIn } from '../support/ui-session';
import { newTestContext } from '../support/test-contexts';
import { OwnServer, ownServerPort } from '../support/own-server';
import { messageLog, say } from '../support/chat-page';

const PORT = ownServerPort(3);

/** `npm run backup` / `npm run restore` as an operator runs them, against a data directory. */
function operator(script: 'backup' | 'restore', file: string, dataDir: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', `server/ops/${script}-cli.ts`, file], {
    env: { ...process.env, PARLEY_DATA_DIR: dataDir },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (status) => (status === 0 ? resolve(output) : reject(new Error(`${script}: ${output}`)))),
  );
}

test('a server restored from a backup carries on the chats its users had open', async ({ browser }) => {
  test.setTimeout(180_000);
  const original = new OwnServer(PORT);
  const restoredDir = join(mkdtempSync(join(tmpdir(), 'parley-restored-')), 'data');
  const restored = new OwnServer(PORT, { PARLEY_DATA_DIR: restoredDir });
  await original.start();
  try {
    const api = await playwrightRequest.newContext({ baseURL: original.url });
    const alice = await registerAccount(api, 'Alice');
    const bob = await registerAccount(api, 'Bob');
    await makeFriends(api, alice, bob);
    await api.dispose();
    const alicePage = await (await newTestContext(browser, { baseURL: original.url })).newPage();
    const bobPage = await (await newTestContext(browser, { baseURL: original.url })).newPage();
    await signIn(alicePage, alice);
    await signIn(bobPage, bob);
    await openChatWith(alicePage, 'Bob');
    await openChatWith(bobPage, 'Alice');
    await say(alicePage, 'Before the backup');
    await say(bobPage, 'Backed up too');
    await expect(messageLog(alicePage).getByText('Backed up too', { exact: true })).toBeVisible();

    // The backup is taken while the server runs; then the machine is "lost" and the data restored elsewhere.
    const file = join(mkdtempSync(join(tmpdir(), 'parley-backup-')), 'parley.tgz');
    expect(await operator('backup', file, original.dataDir)).toContain('backed up');
    await original.stop();
    expect(await operator('restore', file, restoredDir)).toContain('restored');
    await restored.start();

    // The SDKs reconnect with the tokens they had, and the chat goes on from the restored seqs.
    await say(bobPage, 'After the restore');
    await expect(messageLog(alicePage).getByText('After the restore', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    for (const page of [alicePage, bobPage]) {
      await page.reload();
      for (const text of ['Before the backup', 'Backed up too', 'After the restore']) {
        await expect(messageLog(page).getByText(text, { exact: true })).toHaveCount(1);
      }
    }
  } finally {
    await original.stop();
    await restored.stop();
  }
});
