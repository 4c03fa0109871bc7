/** What a steady scroll up through a chat found (bench/history-scroll.ts `steady`). */
export interface SteadyScroll {
  reached: number;
  allMs: number | null;
  perSecond: number[];
  /** Pixels the chat actually moved (a frame at the top, waiting for an older page, moves none). */
  scrolledPx: number;
  /** Frames at the top of what was loaded, waiting for an older page. */
  framesWaitingAtTop: number;
  frames: number;
  frameP95Ms: number;
  /** The pixels moved over the messages that came into view: how many pixels one message takes on screen. */
  pxPerMessage: number;
}

/**
 * The page's code that scrolls the chat's log 120 px up at each animation frame until the first message is on screen
 * or the time is up. A string, not a function: tsx rewrites functions passed to the page with a helper the page does
 * not have.
 */
export function steadyScrollUp(total: number, forMs: number): string {
  return `(${STEADY_SCROLL_UP})(document.querySelector('[role="log"][aria-label="Messages"]'), ${JSON.stringify({ total, forMs })})`;
}

const STEADY_SCROLL_UP = `(log, { total, forMs }) => new Promise((resolve) => {
  const started = performance.now();
  const frameTimes = [];
  const perSecond = [];
  let last = started, scrolledPx = 0, framesWaitingAtTop = 0, oldest = total, allMs = null;
  const oldestShown = () => {
    const numbers = [...log.textContent.matchAll(/Note (\\d+)/g)].map((match) => Number(match[1]));
    return Math.min(oldest, ...numbers);
  };
  const startOldest = oldestShown();
  oldest = startOldest;
  const finish = () => {
    const sorted = [...frameTimes].sort((a, b) => a - b);
    resolve({
      reached: total - oldest + 1,
      allMs,
      perSecond,
      scrolledPx: Math.round(scrolledPx),
      framesWaitingAtTop,
      frames: frameTimes.length,
      frameP95Ms: Math.round(sorted[Math.floor(sorted.length * 0.95)] * 10) / 10,
      pxPerMessage: Math.round((scrolledPx / Math.max(1, startOldest - oldest)) * 10) / 10,
    });
  };
  const step = (now) => {
    frameTimes.push(now - last);
    last = now;
    const before = log.scrollTop;
    if (before <= 0) framesWaitingAtTop++;
    log.scrollTop = before - 120;
    scrolledPx += Math.max(0, before - log.scrollTop);
    if (frameTimes.length % 6 === 0) oldest = oldestShown();
    perSecond[Math.floor((now - started) / 1000)] = total - oldest + 1;
    if (oldest === 1) allMs = Math.round(now - started);
    if (oldest === 1 || now - started >= forMs) return finish();
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;
