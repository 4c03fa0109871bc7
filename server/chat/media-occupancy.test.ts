import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { AccessToken, RoomServiceClient } from 'livekit-server-sdk';
import { MediaServer } from '../media/media-server.ts';
import { startLiveKit } from '../test/call-fixture.ts';
import { OCCUPANCY_CACHE_MS, liveKitOccupancy } from './media-occupancy.ts';

describe('media room occupancy', () => {
  it('counts a media server that cannot be asked, or none at all, as an empty room (fail closed)', async () => {
    const keys = { livekitApiKey: 'key', livekitApiSecret: 'a-long-enough-test-secret-value' };
    const errors: unknown[] = [];
    expect(await liveKitOccupancy({ livekitURL: '', ...keys }, (error) => errors.push(error))('call-x')).toBe(false);
    expect(errors).toHaveLength(0);
    const unreachable = liveKitOccupancy({ livekitURL: 'ws://127.0.0.1:9', ...keys }, (error) => errors.push(error));
    expect(await unreachable('call-x')).toBe(false);
    expect(errors).toHaveLength(1);
  });

  it('asks the media server at most once per room while its answer is fresh, however many requests come', async () => {
    // A stand-in that only counts LiveKit's ListParticipants requests; the real LiveKit is asked in the next test.
    const asked: string[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        asked.push((JSON.parse(body) as { room: string }).room);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ participants: [{ identity: 'bob' }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      let clock = 1_000_000;
      const config = { livekitURL: `http://127.0.0.1:${port}`, livekitApiKey: 'key', livekitApiSecret: 'secret' };
      const occupied = liveKitOccupancy(config, (error) => expect.fail(String(error)), { now: () => clock });
      const answers = await Promise.all(Array.from({ length: 20 }, () => occupied('call-a')));
      expect(answers.every(Boolean)).toBe(true);
      for (let i = 0; i < 20; i++) expect(await occupied('call-a')).toBe(true);
      expect(asked).toEqual(['call-a']);
      expect(await occupied('call-b')).toBe(true);
      expect(asked).toEqual(['call-a', 'call-b']);
      clock += OCCUPANCY_CACHE_MS;
      expect(await occupied('call-a')).toBe(true);
      expect(asked).toEqual(['call-a', 'call-b', 'call-a']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.runIf(MediaServer.available())(
    'asks the real LiveKit: a room nobody joined is empty, one with someone connected is occupied',
    async () => {
      const { media, keys, config } = await startLiveKit('media-occupancy');
      const errors: unknown[] = [];
      const occupied = liveKitOccupancy(config, (error) => errors.push(error), { cacheMs: 0 });
      expect(await occupied('call-nobody-here')).toBe(false);
      await new RoomServiceClient(media.url, keys.apiKey, keys.apiSecret).createRoom({ name: 'call-empty' });
      expect(await occupied('call-empty')).toBe(false);
      // Someone connected (a signalling connection is enough for LiveKit to list them) fills the room.
      const token = new AccessToken(keys.apiKey, keys.apiSecret, { identity: 'bob' });
      token.addGrant({ roomJoin: true, room: 'call-full' });
      const socket = new WebSocket(`${media.url}/rtc?access_token=${await token.toJwt()}&protocol=15`);
      // LiveKit may list Bob before his handshake has finished on our side; closing then aborts it, which `ws`
      // reports as an error event. Unheard, that error would fail the whole run.
      socket.on('error', () => undefined);
      try {
        await expect.poll(() => occupied('call-full'), { timeout: 10_000 }).toBe(true);
      } finally {
        socket.close();
      }
      // Both answers came from LiveKit itself, not from a failed request.
      expect(errors).toEqual([]);
    },
  );
});
