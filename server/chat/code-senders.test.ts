import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { CODES_FILE, createCodeSender } from './code-senders.ts';

/** A port nothing listens on, so SMTP fails fast and visibly. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('where verification codes go with SMTP configured', () => {
  it('sends e-mail through SMTP, and gives phone codes to the operator instead of failing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'parley-codes-'));
    const config = loadConfig(
      { PARLEY_DATA_DIR: join(root, 'data'), SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await closedPort()) },
      root,
    );
    const sender = createCodeSender(config, pino({ level: 'silent' }));

    await sender.send('+86 13800000001', '123456');
    expect(readFileSync(join(config.dataDir, CODES_FILE), 'utf8')).toMatch(/\+86 13800000001 123456\n$/);

    await expect(sender.send('nora@example.com', '654321')).rejects.toThrow();
    expect(readFileSync(join(config.dataDir, CODES_FILE), 'utf8')).not.toContain('654321');
  });
});
