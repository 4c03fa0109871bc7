import type { BrowserContext, Page } from '@playwright/test';

export interface LongTask {
  start: number;
  duration: number;
}

/** Every page of the context records its long tasks (> 50 ms) from its first script on. */
export async function recordLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const tasks: Array<{ start: number; duration: number }> = [];
    Object.assign(window, { longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

export const longTasksOf = (page: Page): Promise<LongTask[]> =>
  page.evaluate(() => (window as unknown as { longTasks: Array<{ start: number; duration: number }> }).longTasks);
