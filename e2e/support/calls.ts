import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { registerAccount } from './session';
import { newTestContext } from './test-contexts';
import { signIn } from './ui-session';

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
  options: { platformID?: number; account?: Awaited<ReturnType<typeof registerAccount>> } = {},
) {
  const account = options.account ?? (await registerAccount(request, nickname));
  const context = await newTestContext(browser);
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
  if (options.platformID) {
    // A second device of the same user must use another platform (one session per platform, deltas.md 2).
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
  }
  await signIn(page, account);
  return { account, page };
}

/** What the page's peer connections received: video frames decoded and audio bytes, summed over the calls' tracks. */
export function remoteMedia(page: Page) {
  return page.evaluate(async () => {
    let framesDecoded = 0;
    let audioBytesReceived = 0;
    for (const connection of window.__peerConnections ?? []) {
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
  });
}

export const callDialog = (page: Page) => page.getByRole('dialog', { name: 'Call' });

/** The newest entry of /previewRtcHistory. */
export async function expectLatestHistory(page: Page, text: RegExp) {
  // The screen closes as the entry is written; a load that came first is repeated.
  await expect(async () => {
    await page.goto('/previewRtcHistory');
    await expect(page.getByRole('list', { name: 'Calls' }).getByRole('listitem').first()).toContainText(text, {
      timeout: 3000,
    });
  }).toPass({ timeout: 20_000 });
}
