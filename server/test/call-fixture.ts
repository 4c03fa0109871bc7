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
 * The ports each test file that starts a LiveKit may use: a band of 1500 apiece, 11000 to 19999. Vitest runs files
 * side by side in worker processes, and the server and server-chat-apart projects run the chat files twice at once: a
 * band keeps one file's servers off every other file's, and the pid (see mediaServerAt) keeps two copies of one file
 * apart. Below 11000 are the Playwright runs' E2E_PORTs; from 20000 their media ports and their specs' own servers
 * (playwright.config.ts, e2e/support/own-server.ts), which other runs on the machine may hold; from 32768 Linux's
 * ephemeral ports.
 */
const MEDIA_PORT_BANDS = {
  'media-server': 11000,
  'media-server-loopback': 12500,
  'media-occupancy': 14000,
  'group-call-routes': 15500,
  'group-call-leave': 17000,
  'screen-shares': 18500,
} as const;
const PIDS_PER_BAND = 500;
export type MediaPortBand = keyof typeof MEDIA_PORT_BANDS;

/** A media server with keys of its own, not started, on three ports of `band`, chosen by the pid. */
export function mediaServerAt(band: MediaPortBand): { media: MediaServer; keys: MediaKeys; port: number } {
  const port = MEDIA_PORT_BANDS[band] + (process.pid % PIDS_PER_BAND) * 3;
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

/** The real LiveKit on the ports of `band` (see MEDIA_PORT_BANDS), started, and stopped when the test finishes. */
export async function startLiveKit(band: MediaPortBand): Promise<LiveKit> {
  const { media, keys } = mediaServerAt(band);
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
