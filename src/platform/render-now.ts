import { flushSync } from 'react-dom';

/**
 * Runs `update` (atom writes) and commits what it changes before returning, in the current task: an arriving
 * message in the open chat is painted at the next frame instead of after React's scheduler task, and alone, not
 * batched with the conversation-list updates the SDK reports right after it.
 */
export function renderNow(update: () => void): void {
  flushSync(update);
}

/** Runs `work` after the next frame is painted, so it does not compete with that frame's rendering. */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
