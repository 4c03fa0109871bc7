/**
 * Ends the current task and resumes in a new one, so the browser can paint and take input in between: a chain of
 * awaits that are all ready at once (modules already loaded, answers already in) otherwise runs as one long task.
 * `scheduler.yield()` resumes ahead of other queued tasks where the browser has it; a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
