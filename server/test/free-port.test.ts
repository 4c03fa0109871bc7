import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FREE_PORT_RANGE, freePort } from './free-port.ts';

const held: Server[] = [];
afterEach(async () => {
  for (const server of held.splice(0)) await new Promise((resolve) => server.close(resolve));
});

function hold(port: number): Promise<void> {
  const server = createServer();
  held.push(server);
  // A port someone else holds already is just as good for the test.
  return new Promise((resolve) => server.once('error', () => resolve()).listen(port, '127.0.0.1', resolve));
}

describe('free ports for tests', () => {
  it('are never handed out twice, and lie below the range the kernel gives outgoing connections', async () => {
    const ephemeralLowest = 32_768;
    const ports = [];
    for (let i = 0; i < 200; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(200);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(FREE_PORT_RANGE.lowest);
      expect(port).toBeLessThan(ephemeralLowest);
    }
    expect(FREE_PORT_RANGE.highest).toBeLessThan(ephemeralLowest);
    // Nor where the browser runs' media servers and own servers take fixed ports (playwright.config.ts, own-server.ts).
    expect(FREE_PORT_RANGE.highest).toBeLessThan(20_000);
  });

  it('skip a port another process listens on', async () => {
    const given = await freePort();
    const { lowest, block } = FREE_PORT_RANGE;
    const blockStart = lowest + Math.floor((given - lowest) / block) * block;
    const nextInLine = given + 1 < blockStart + block ? given + 1 : blockStart;
    await hold(nextInLine);
    expect(await freePort()).not.toBe(nextInLine);
  });
});
