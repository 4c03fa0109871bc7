import { expect, type Page } from '@playwright/test';

export type Visibility = 'Public' | 'Private' | 'Partly visible' | 'Hide from';

/** Opens the moments feed the way a user does: the Workbench tab, then Moments. */
export async function openMoments(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Workbench/ }).click();
  await page.getByRole('link', { name: /^Moments/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moments' })).toBeVisible();
}

/** Writes and publishes a moment from the feed, choosing who sees it on /momentsVisibility. */
export async function postMoment(
  page: Page,
  text: string,
  options: { visibility?: Visibility; people?: string[]; mention?: string[] } = {},
): Promise<void> {
  await page.getByRole('link', { name: 'Post a moment' }).click();
  await page.getByLabel("What's on your mind?").fill(text);
  if (options.visibility && options.visibility !== 'Public') {
    await page.getByRole('link', { name: /Who can see it/ }).click();
    await page.getByRole('radio', { name: new RegExp(`^${options.visibility}`) }).check();
    for (const person of options.people ?? []) await page.getByRole('checkbox', { name: person }).check();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByLabel("What's on your mind?")).toHaveValue(text);
  }
  for (const friend of options.mention ?? []) await page.getByRole('checkbox', { name: `@${friend}` }).check();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moments' })).toBeVisible();
  await expect(momentCard(page, text)).toBeVisible();
}

/** The card of the moment with this text in the open feed. */
export const momentCard = (page: Page, text: string) =>
  page.getByRole('article').filter({ has: page.getByText(text, { exact: true }) });
