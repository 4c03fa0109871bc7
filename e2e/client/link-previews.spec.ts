import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { friendsInChat } from '../support/ui-session';
import { composer, messageLog, say } from '../support/chat-page';

/**
 * Link previews (issue 39): the card of a page served by the test itself. The test server allows 127.0.0.2 in
 * PARLEY_LINK_PREVIEW_ALLOW (playwright.config.ts); 127.0.0.1 stays refused, as any loopback or private address is.
 */
const servers: Server[] = [];
test.afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

async function pages(host: string, titles: Record<string, string>) {
  const picture = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#2b8a3e' } })
    .png()
    .toBuffer();
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    if (request.url === '/picture.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(picture);
    }
    const title = titles[request.url ?? ''] ?? 'Unknown';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><title>${title}</title><meta property="og:title" content="${title}">
       <meta property="og:description" content="About ${title}"><meta property="og:image" content="/picture.png">
       </head><body><h1>${title}</h1></body></html>`,
    );
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, host, done));
  return { origin: `http://${host}:${(server.address() as AddressInfo).port}`, hits };
}

const card = (page: Page, title: string) => messageLog(page).getByRole('article', { name: title });
const composerCard = (page: Page) => page.getByRole('region', { name: 'Link preview' });

test('a link shows the card the server fetched; the sender can remove it before sending; a private address shows none', async ({
  browser,
  request,
}) => {
  const site = await pages('127.0.0.2', {
    '/launch': 'Launch notes',
    '/draft': 'Draft page',
    '/later': 'Later page',
  });
  const inside = await pages('127.0.0.1', { '/secret': 'Private page' });
  const { alice, bob } = await friendsInChat(browser, request);

  // Writing: the card shows above the message box before sending.
  await composer(alice.page).fill(`Read this ${site.origin}/launch please`);
  await expect(composerCard(alice.page).getByRole('article', { name: 'Launch notes' })).toBeVisible();
  await composer(alice.page).press('Enter');
  await expect(composerCard(alice.page)).toHaveCount(0);

  // Both see the card: title, description, and the server's re-encoded picture (no request from a browser).
  for (const page of [alice.page, bob.page]) {
    const launch = card(page, 'Launch notes');
    await expect(launch).toBeVisible();
    await expect(launch).toContainText('About Launch notes');
    await expect(launch.getByRole('link')).toHaveAttribute('href', `${site.origin}/launch`);
    await expect(launch.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await launch.locator('img').getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
  }
  // One fetch of the page and one of its picture, by the server, whoever read it.
  expect(site.hits.filter((path) => path === '/launch')).toHaveLength(1);
  expect(site.hits.filter((path) => path === '/picture.png')).toHaveLength(1);

  // The sender removes the card before sending: nobody sees it.
  await composer(alice.page).fill(`No card for ${site.origin}/draft`);
  const draft = composerCard(alice.page);
  await expect(draft.getByRole('article', { name: 'Draft page' })).toBeVisible();
  await draft.getByRole('button', { name: 'Remove link preview' }).click();
  await expect(draft).toHaveCount(0);
  await expect(composer(alice.page)).toBeFocused();
  await composer(alice.page).press('Enter');

  // A private address: the server refuses it, so no card, and the page is never asked.
  await say(alice.page, `Inside ${inside.origin}/secret`);
  // A later card arriving proves the earlier messages had their turn.
  await say(alice.page, `And ${site.origin}/later`);
  for (const page of [bob.page, alice.page]) {
    await expect(card(page, 'Later page')).toBeVisible();
    await expect(messageLog(page).getByRole('link', { name: `${site.origin}/draft` })).toBeVisible();
    await expect(messageLog(page).getByRole('link', { name: `${inside.origin}/secret` })).toBeVisible();
    await expect(card(page, 'Draft page')).toHaveCount(0);
    await expect(messageLog(page).getByRole('article')).toHaveCount(2);
  }
  expect(inside.hits).toEqual([]);

  // After a reload (the message's ex kept by the server and the SDK), the removed card stays removed.
  await bob.page.reload();
  await expect(card(bob.page, 'Launch notes')).toBeVisible();
  await expect(card(bob.page, 'Later page')).toBeVisible();
  await expect(messageLog(bob.page).getByRole('article')).toHaveCount(2);
});
