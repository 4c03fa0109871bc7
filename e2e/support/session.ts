import type { Page } from '@playwright/test';

/**
 * The route guard only reads the stored tokens (product-spec §2), so route tests store a session by hand.
 * Tests of signing in itself go through the real chat service and SDK.
 */
export async function storeSignedInSession(page: Page): Promise<void> {
  await page.goto('/about');
  await page.evaluate(() => {
    localStorage.setItem('IM_TOKEN', 'route-test-token');
    localStorage.setItem('IM_CHAT_TOKEN', 'route-test-chat-token');
    localStorage.setItem('IM_USERID', 'route-test-user');
  });
}
