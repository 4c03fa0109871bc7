import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { expect, onTestFinished } from 'vitest';
import { loadOrCreateMediaKeys, type MediaKeys } from '../media/media-keys.ts';
import { MediaServer } from '../media/media-server.ts';
import { chatOverHttp, createTestApp } from './test-app.ts';
import { chatCaller, foundGroup } from './group-of-members.ts';

/**
 * A media server with keys of its own, not started, on three ports from `portBase + (pid % 1000) * 3`: test files run
 * side by side in worker processes, so the pid keeps two copies of one file apart, and bases 3000 apart keep files
 * apart (media-server 21000, group-call-routes and media-occupancy 24000, group-call-leave 27000, screen-shares
 * 29000).
 */
export function mediaServerAt(portBase: number): { media: MediaServer; keys: MediaKeys; port: number } {
  const port = portBase + (process.pid % 1000) * 3;
  const keys = loadOrCreateMediaKeys(mkdtempSync(join(tmpdir(), 'parley-media-')));
  const media = new MediaServer({
    keys,
    port,
    tcpPort: port + 1,
    udpPort: port + 2,
    lan: false,
    logger: pino({ level: 'silent' }),
  });
  return { media, keys, port };
}

export interface LiveKit {
  media: MediaServer;
  keys: MediaKeys;
  /** The server configuration that points at it. */
  config: { livekitURL: string; livekitApiKey: string; livekitApiSecret: string };
}

/** The real LiveKit, started (see mediaServerAt for `portBase`) and stopped when the test finishes. */
export async function startLiveKit(portBase: number): Promise<LiveKit> {
  const { media, keys } = mediaServerAt(portBase);
  expect(await media.start()).toBe(true);
  onTestFinished(() => media.stop());
  return {
    media,
    keys,
    config: { livekitURL: media.url, livekitApiKey: keys.apiKey, livekitApiSecret: keys.apiSecret },
  };
}

export interface CallGroup {
  /** Owns group `g1`. */
  owner: string;
  /** Plain members of `g1`. */
  members: string[];
  /** Registered users outside the group. */
  outsiders?: string[];
  nickname?: (userID: string) => string;
}

/**
 * A test app calling with the real LiveKit, its users registered and group `g1` founded; closed when the test
 * finishes. Over HTTP it listens, since the chat service learns of calls and departures from IM's webhooks.
 */
export async function callGroupApp(
  liveKit: LiveKit,
  { owner, members, outsiders = [], nickname = (userID) => userID }: CallGroup,
) {
  const test = await createTestApp(liveKit.config);
  onTestFinished(() => test.app.close());
  if (chatOverHttp()) await test.app.listen({ port: 0, host: '127.0.0.1' });
  const users = [owner, ...members, ...outsiders];
  test.services.users.register(users.map((userID) => ({ userID, nickname: nickname(userID), faceURL: '' })));
  foundGroup(test.services, { owner, members });
  return { ...test, call: chatCaller(test.app, test.chatDb) };
}
