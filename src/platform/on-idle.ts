/**
 * Runs `task` once the browser is idle, and no later than `timeoutMs`; where there is no requestIdleCallback (Safari),
 * after `fallbackMs`. Returns what cancels it.
 */
export function onIdle(task: () => void, { timeoutMs = 2000, fallbackMs }: { timeoutMs?: number; fallbackMs: number }) {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, fallbackMs);
  return () => clearTimeout(timer);
}
