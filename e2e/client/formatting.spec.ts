import { expect, test } from '@playwright/test';
import { friendsInChat, openChatWith } from '../support/ui-session';
import { composer, messageLog } from '../support/chat-page';

/** Markdown in text messages (issue 39): a small subset as elements, and hostile HTML shown as the text it is. */
test('Markdown formats a message for the reader, and HTML in it stays inert text', async ({ browser, request }) => {
  const { alice, bob } = await friendsInChat(browser, request);
  await bob.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const longLine = `const line = "${'x'.repeat(200)}";`;
  const source = [
    '**Ship** it _today_, ~~tomorrow~~ with `npm test`, **at www.example.org/plan**',
    '> the quoted decision',
    '',
    '- first point',
    '- second point',
    '',
    '1. step one',
    '2. step two',
    '',
    '```',
    longLine,
    '```',
    '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script> [docs](https://example.com/docs) [trap](javascript:window.__xss=3)',
  ].join('\n');
  await composer(alice.page).fill(source);
  await composer(alice.page).press('Enter');

  const log = messageLog(bob.page);
  await expect(log.locator('strong', { hasText: 'Ship' })).toBeVisible();
  await expect(log.locator('em', { hasText: 'today' })).toBeVisible();
  await expect(log.locator('s', { hasText: 'tomorrow' })).toBeVisible();
  await expect(log.locator('code', { hasText: 'npm test' })).toBeVisible();
  // Addresses are still linked inside formatted words.
  await expect(log.locator('strong').getByRole('link', { name: 'www.example.org/plan' })).toHaveAttribute(
    'href',
    'https://www.example.org/plan',
  );
  await expect(log.locator('blockquote')).toHaveText('the quoted decision');
  await expect(log.locator('ul > li')).toHaveText(['first point', 'second point']);
  await expect(log.locator('ol > li')).toHaveText(['step one', 'step two']);

  // The code block: monospace, scrolled sideways rather than wrapped, and copied whole by its button.
  await expect(log.getByLabel('Code block')).toHaveText(longLine);
  const scrolls = await log.locator('.code-block pre').evaluate((pre) => ({
    font: getComputedStyle(pre).fontFamily,
    wider: pre.scrollWidth > pre.clientWidth,
    fits: pre.getBoundingClientRect().right <= document.documentElement.clientWidth,
  }));
  expect(scrolls.font).toMatch(/mono/i);
  expect(scrolls.wider).toBe(true);
  expect(scrolls.fits).toBe(true);
  await log.getByRole('button', { name: 'Copy code' }).click();
  expect(await bob.page.evaluate(() => navigator.clipboard.readText())).toBe(longLine);

  // Hostile HTML is text: nothing ran, no element came of it, and only the http(s) link is a link.
  await expect(log.getByText('<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>')).toBeVisible();
  for (const page of [alice.page, bob.page]) {
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await messageLog(page).locator('.bubble img, .bubble script').count()).toBe(0);
  }
  const docs = log.getByRole('link', { name: 'docs' });
  await expect(docs).toHaveAttribute('href', 'https://example.com/docs');
  await expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(log.getByRole('link', { name: 'trap' })).toHaveCount(0);

  // The conversation list shows the words without the marks.
  await bob.page.goBack();
  const row = bob.page.getByRole('link', { name: /Alice/ }).first();
  await expect(row).toContainText('Ship it today, tomorrow with npm test');
  await expect(row).not.toContainText('**');
  await openChatWith(bob.page, 'Alice');
});
