import { writeFileSync } from 'node:fs';
import {
  chromium,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { registerAccount } from './session';
import { newTestContext } from './test-contexts';
import { openSignedIn, signedInState, signIn, threeInGroup } from './ui-session';

declare global {
  interface Window {
    __peerConnections?: RTCPeerConnection[];
  }
}

/**
 * A user signed in on a device of their own whose peer connections the test can read: a script keeps a reference
 * to each RTCPeerConnection the page makes, so the test can ask the browser's own stats what it decoded. Nothing
 * is replaced: the media is real.
 */
export async function callerInBrowser(
  browser: Browser,
  request: APIRequestContext,
  nickname: string,
  options: {
    platformID?: number;
    account?: Awaited<ReturnType<typeof registerAccount>>;
    /** A server of the test's own (its baseURL). */
    context?: BrowserContextOptions;
  } = {},
) {
  const account = options.account ?? (await registerAccount(request, nickname));
  // A second device of the same user must use another platform (one session per platform, deltas.md 2): its token
  // comes from the login form, on that platform; a first device starts with the session registering gave.
  const context = await newTestContext(browser, {
    ...options.context,
    ...(!options.platformID && {
      storageState: signedInState(account, options.context?.baseURL),
    }),
  });
  await context.grantPermissions(['notifications', 'camera', 'microphone']);
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    window.__peerConnections = [];
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        window.__peerConnections!.push(this);
      }
    } as typeof RTCPeerConnection;
  });
  const page = await context.newPage();
  if (!options.platformID) {
    await openSignedIn(page);
    return { account, page };
  }
  await page.goto('/about');
  await page.evaluate(
    (platformID) =>
      localStorage.setItem(
        'parley.endpoints',
        JSON.stringify({
          apiUrl: `${location.origin}/api`,
          wsUrl: `${location.origin.replace('http', 'ws')}/msg_gateway`,
          chatUrl: `${location.origin}/chat`,
          platformID,
          logLevel: 5,
        }),
      ),
    options.platformID,
  );
  await signIn(page, account);
  return { account, page };
}

/** How many peer connections the page has made so far (to read only the later ones' media with remoteMedia). */
export const peerConnectionsMade = (page: Page) => page.evaluate(() => window.__peerConnections?.length ?? 0);

/**
 * What the page's peer connections received: video frames decoded and audio bytes, summed over the calls' tracks;
 * of the connections made after the first `since` only, when given.
 */
export function remoteMedia(page: Page, since = 0) {
  return page.evaluate(async (since) => {
    let framesDecoded = 0;
    let audioBytesReceived = 0;
    for (const connection of (window.__peerConnections ?? []).slice(since)) {
      if (connection.connectionState === 'closed') continue;
      (await connection.getStats()).forEach(
        (report: { type: string; kind?: string; framesDecoded?: number; bytesReceived?: number }) => {
          if (report.type !== 'inbound-rtp') return;
          if (report.kind === 'video') framesDecoded += report.framesDecoded ?? 0;
          if (report.kind === 'audio') audioBytesReceived += report.bytesReceived ?? 0;
        },
      );
    }
    return { framesDecoded, audioBytesReceived };
  }, since);
}

export const callDialog = (page: Page) => page.getByRole('dialog', { name: 'Call' });

/** Alice, Bob and Carol, each a caller on a device of their own (callerInBrowser), in a group Alice created. */
export const threeCallersInGroup = (browser: Browser, request: APIRequestContext, groupName: string) =>
  threeInGroup(request, groupName, (nickname) => callerInBrowser(browser, request, nickname));

/** From the group chat open on `page`, starts a group call inviting `invitees` (by name) from the member list. */
export async function startGroupCall(page: Page, invitees: string[]): Promise<void> {
  await page.getByRole('link', { name: 'Group call' }).click();
  for (const name of invitees) await page.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: `Done (${invitees.length})` }).click();
}

/** The newest entry of /previewRtcHistory. */
export async function expectLatestHistory(page: Page, text: RegExp) {
  // The screen closes as the entry is written; a load that came first is repeated. Each try gives the screen time
  // to read the records on a loaded machine (a try of 3 s spent most of itself on the navigation).
  await expect(async () => {
    await page.goto('/previewRtcHistory');
    await expect(page.getByRole('list', { name: 'Calls' }).getByRole('listitem').first()).toContainText(text, {
      timeout: 8_000,
    });
  }).toPass({ timeout: 40_000 });
}

/**
 * A 160×120 camera: a few frames of a moving bar in Y4M, which Chromium's fake camera plays in a loop. Five people
 * each sending and receiving four 720p streams would not fit this machine's two shared cores; the media path is the
 * same at any size.
 */
function smallCameraFile(path: string): string {
  const [width, height, frames] = [160, 120, 10];
  const chunks: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)];
  for (let frame = 0; frame < frames; frame++) {
    const luma = Buffer.alloc(width * height, 60);
    for (let y = 0; y < height; y++) luma.fill(220, y * width + frame * 16, y * width + frame * 16 + 16);
    chunks.push(Buffer.from('FRAME\n'), luma, Buffer.alloc((width / 2) * (height / 2) * 2, 128));
  }
  writeFileSync(path, Buffer.concat(chunks));
  return path;
}

/** The browser of the running test's project (playwright.config.ts), with a camera of its own. */
export async function smallCameraBrowser(outputPath: string, extraArgs: string[] = []): Promise<Browser> {
  const { executablePath, args = [] } = test.info().project.use.launchOptions ?? {};
  return chromium.launch({
    executablePath,
    args: [...args, `--use-file-for-fake-video-capture=${smallCameraFile(outputPath)}`, ...extraArgs],
  });
}

/** True once the <video> has a decoded picture and presents a new frame (the browser's own frame callback). */
export const presentsFrames = (video: HTMLVideoElement) =>
  new Promise<boolean>((resolve) => {
    if (video.readyState < 2 || video.videoWidth === 0) return resolve(false);
    if (video.getVideoPlaybackQuality().totalVideoFrames === 0) return resolve(false);
    const timer = setTimeout(() => resolve(false), 3000);
    video.requestVideoFrameCallback(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
