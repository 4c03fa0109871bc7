/** What /healthz and /metrics say of the media server. */
export type MediaState = 'up' | 'down' | 'none';

/** A probe answer is reused this long, so a flood of health checks never becomes a flood against LiveKit. */
const CACHE_MS = 5_000;
const TIMEOUT_MS = 1_000;

/**
 * Asks the media server (managed or external) whether it answers: LiveKit serves "OK" on its HTTP root, on the
 * same host and port as its WebSocket. `none` when calls have no media server configured at all.
 */
export function mediaProbe(livekitURL: () => string, now: () => number = Date.now): () => Promise<MediaState> {
  let last: { at: number; state: Promise<MediaState> } | undefined;
  return () => {
    const url = livekitURL();
    if (!url) return Promise.resolve('none');
    if (last && now() - last.at < CACHE_MS) return last.state;
    const state = fetch(url.replace(/^ws/, 'http'), { signal: AbortSignal.timeout(TIMEOUT_MS) }).then(
      (response): MediaState => (response.ok ? 'up' : 'down'),
      (): MediaState => 'down',
    );
    last = { at: now(), state };
    return state;
  };
}
