import { expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config/config.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { buildApp } from '../app/build-app.ts';
import { WebhookCommand } from '../protocol/openim-webhooks.ts';

it('never writes the webhook secret, which travels in the URL, to the log', async () => {
  const root = mkdtempSync(join(tmpdir(), 'parley-webhook-log-'));
  const secret = 'secret-in-the-path-0123456789';
  const config = {
    ...loadConfig({ PARLEY_DATA_DIR: join(root, 'data') }, root),
    chatImOverHttp: true,
    chatWebhookSecret: secret,
  };
  const db = openDatabase(config.dataDir);
  migrate(db);
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const app = await buildApp({ config, db, logger });
  try {
    const command = WebhookCommand.afterDeleteFriend;
    const response = await app.inject({
      method: 'POST',
      url: `/chat/openim-webhook/${secret}/${command}`,
      payload: { callbackCommand: command, ownerUserID: 'a', friendUserID: 'b' },
    });
    expect(response.statusCode).toBe(200);
    expect(lines.some((line) => line.includes(command))).toBe(true);
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  } finally {
    await app.close();
  }
});
