import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA; a serious or critical finding on any screen fails the test. */
export async function expectNoSeriousViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screen}: ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
  // Soft: one run lists every screen's findings, not just the first screen's.
  expect.soft(serious).toEqual([]);
}

/** Nothing wider than the window: no sideways scrolling anywhere on the page. */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
