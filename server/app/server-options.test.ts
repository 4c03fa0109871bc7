import Fastify, { type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLUGIN_START_TIMEOUT_MS, serverOptions } from './server-options.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A server whose one plugin takes `ms` to register (on faked timers), and whether it started. */
async function startsWithPluginTaking(
  ms: number,
  options: FastifyServerOptions = serverOptions(pino({ level: 'silent' })),
) {
  vi.useFakeTimers();
  const app = Fastify(options);
  void app.register(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  const ready = app.ready().then(
    () => 'started',
    (error: Error) => error.message,
  );
  await vi.advanceTimersByTimeAsync(ms + 1);
  const outcome = await ready;
  await app.close();
  return outcome;
}

describe('the servers’ options', () => {
  it('let the routes take longer than Fastify’s 10 s to register, as on a loaded machine', async () => {
    expect(await startsWithPluginTaking(15_000, { logger: false })).toMatch(/did not start in time/);
    expect(await startsWithPluginTaking(15_000)).toBe('started');
  });

  it('still fail a start that hangs, naming the plugin', async () => {
    expect(await startsWithPluginTaking(PLUGIN_START_TIMEOUT_MS + 1_000)).toMatch(/did not start in time/);
  });
});
