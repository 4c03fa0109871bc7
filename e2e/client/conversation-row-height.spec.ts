import { expect, test, type Page } from '@playwright/test';
import { registerAccount } from '../support/session';
import { adminToken } from '../support/im-admin';
import { sendTextAs } from '../support/chat-page';
import { makeFriends, signIn } from '../support/ui-session';

/** Each row's box, and whether its name, preview and marks sit inside it (none cut off, none overlapping). */
async function rowBoxes(page: Page) {
  return page.locator('.conversation-item').evaluateAll((items) =>
    items
      .map((item) => {
        const box = item.getBoundingClientRect();
        const inside = Array.from(item.querySelectorAll('.ui-avatar, .name-line, .preview, .row-marks')).every(
          (part) => {
            const r = part.getBoundingClientRect();
            return r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
          },
        );
        return { top: box.top, height: box.height, inside };
      })
      .sort((a, b) => a.top - b.top),
  );
}

/**
 * Issue 28: the list places its rows by one height computed from the root font size (row-height.ts) instead of
 * measuring each row. Rows must then be exactly that tall, stacked without gaps or overlap, with their text inside,
 * at 320 px, with the user's font size doubled from the start, and with it changed while the list is open.
 */
test('conversation rows keep one height that fits their text at 320 px, at a doubled font size, and after a change of it', async ({
  page,
  request,
}) => {
  const reader = await registerAccount(request, 'Hana Reader');
  const admin = await adminToken(request);
  for (const name of ['Ilse', 'Jonas Maximilian Featherstonehaugh-Whittingham']) {
    const writer = await registerAccount(request, `${name} Writer`);
    await makeFriends(request, reader, writer);
    for (let i = 0; i < 3; i++)
      await sendTextAs(
        request,
        { userID: writer.userID, nickname: writer.nickname },
        reader.userID,
        `a long preview ${i} that runs well past the edge of a narrow phone screen, so it must end in an ellipsis`,
        admin,
      );
  }
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, reader);
  const rows = page.getByRole('list', { name: 'Conversations' }).getByRole('link');

  const expectRowsFit = async (rootPxWanted: number) => {
    const rootPx = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(rootPx).toBe(rootPxWanted);
    const expected = Math.round(21 + Math.max(44, 2.75 * rootPx));
    // Each row that tall, with its text inside, and placed one under the other by that height: no gap, no overlap.
    // Asked together until they hold: the sync may still move a row when the list first shows.
    await expect
      .poll(async () => {
        const boxes = await rowBoxes(page);
        return {
          heights: boxes.map((box) => Math.round(box.height)),
          textInside: boxes.every((box) => box.inside),
          spacing: boxes.length === 2 ? Math.round(boxes[1]!.top - boxes[0]!.top) : undefined,
        };
      })
      .toEqual({ heights: [expected, expected], textInside: true, spacing: expected });
  };

  for (const fontSize of ['100%', '200%']) {
    if (fontSize !== '100%') {
      // The user's font size setting, there from the page's start (the list reads it when it is shown).
      await page.addInitScript((size) => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = `html { font-size: ${size} !important; }`;
          document.head.append(style);
        });
      }, fontSize);
      await page.reload();
    }
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('a long preview 2');
    await expectRowsFit(fontSize === '200%' ? 32 : 16);
    if (fontSize === '100%') {
      // The user changes the font size while the list is open: the rows are placed again, without a reload.
      const style = await page.addStyleTag({ content: 'html { font-size: 150% !important; }' });
      await expectRowsFit(24);
      await style.evaluate((element) => (element as HTMLElement).remove());
      await expectRowsFit(16);
    }
  }
});
