import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { LinkPreviewer } from './link-previewer.ts';
import { addressAllowed, NO_EXCEPTIONS, parseAllowList, type LookupFunction } from './preview-addresses.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A page server of the test's own on a loopback address; `hits` counts the requests it was sent. */
async function serve(host: string, handler: RequestListener) {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, host, done));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://${host}:${port}`, port, hits };
}

const page = (head: string, body = '<p>hello</p>') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const html: (text: string) => RequestListener = (text) => (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(text);
};

const allowing = (setting: string, extra: Partial<ConstructorParameters<typeof LinkPreviewer>[0]> = {}) =>
  new LinkPreviewer({ rules: parseAllowList(setting), timeoutMs: 1500, ...extra });

describe('the link previewer', () => {
  it('reads Open Graph first, then the title, and re-encodes the picture as WebP', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const site = await serve('127.0.0.2', (request, response) => {
      if (request.url === '/picture.png') {
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(png);
      }
      html(
        page(
          `<title>Plain title</title><meta property="og:title" content="Launch &amp; notes">
           <meta property="og:description" content="What shipped"><meta property="og:image" content="/picture.png">`,
        ),
      )(request, response);
    });
    const preview = await allowing('127.0.0.2').preview(new URL(`${site.origin}/post`));
    expect(preview).toMatchObject({ title: 'Launch & notes', description: 'What shipped', url: `${site.origin}/post` });
    expect(preview!.image).toMatch(/^data:image\/webp;base64,/);
    const webp = await sharp(Buffer.from(preview!.image.split(',')[1]!, 'base64')).metadata();
    expect(webp.format).toBe('webp');
    expect(Math.max(webp.width, webp.height)).toBeLessThanOrEqual(480);

    const titled = await serve('127.0.0.2', html(page('<title> Only   a title </title>')));
    expect(await allowing('127.0.0.2').preview(new URL(titled.origin))).toMatchObject({
      title: 'Only a title',
      image: '',
    });
  });

  it('refuses loopback, private and link-local addresses unless PARLEY_LINK_PREVIEW_ALLOW names them', async () => {
    const site = await serve('127.0.0.1', html(page('<title>Inside</title>')));
    expect(await allowing('').preview(new URL(site.origin))).toBeNull();
    expect(site.hits).toEqual([]);
    for (const inside of [
      'http://10.0.0.1/',
      'http://169.254.169.254/latest',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
    ])
      expect(await allowing('').preview(new URL(inside))).toBeNull();
    expect(await allowing('127.0.0.0/8').preview(new URL(site.origin))).toMatchObject({ title: 'Inside' });
    expect(await allowing('127.0.0.1').preview(new URL(site.origin))).toMatchObject({ title: 'Inside' });
    expect(addressAllowed(NO_EXCEPTIONS, '8.8.8.8')).toBe(true);
    expect(addressAllowed(NO_EXCEPTIONS, '192.168.1.10')).toBe(false);
  });

  it('judges a name by what it resolves to when it connects, and an allowed name whatever it resolves to', async () => {
    const site = await serve('127.0.0.1', html(page('<title>Rebound</title>')));
    // A public-looking name that resolves inside (DNS rebinding): refused at connect time, nothing is sent.
    const rebinding: LookupFunction = (_host, _options, callback) =>
      callback(null, [{ address: '127.0.0.1', family: 4 }]);
    const url = new URL(`http://news.example:${site.port}/`);
    // The test's port counts as a web port here, so that only the address can refuse.
    const webPorts = new Set([String(site.port)]);
    expect(await allowing('', { resolve: rebinding, webPorts }).preview(url)).toBeNull();
    expect(site.hits).toEqual([]);
    expect(await allowing('news.example', { resolve: rebinding }).preview(url)).toMatchObject({ title: 'Rebound' });
  });

  it('follows redirects, but not to a refused address', async () => {
    const inside = await serve('127.0.0.1', html(page('<title>Secret</title>')));
    const allowed = await serve('127.0.0.2', (request, response) => {
      if (request.url === '/out') response.writeHead(302, { location: `${inside.origin}/admin` }).end();
      else if (request.url === '/hop') response.writeHead(301, { location: '/final' }).end();
      else html(page('<title>Final</title>'))(request, response);
    });
    // The inside page's port counts as a web port here, so that only its address can refuse the hop.
    const webPorts = new Set([String(inside.port)]);
    expect(await allowing('127.0.0.2', { webPorts }).preview(new URL(`${allowed.origin}/out`))).toBeNull();
    expect(inside.hits).toEqual([]);
    expect(await allowing('127.0.0.2').preview(new URL(`${allowed.origin}/hop`))).toMatchObject({
      title: 'Final',
      url: `${allowed.origin}/final`,
    });
    const loop = await serve('127.0.0.2', (request, response) =>
      response.writeHead(302, { location: `/again${request.url}` }).end(),
    );
    expect(await allowing('127.0.0.2').preview(new URL(loop.origin))).toBeNull();
    expect(loop.hits.length).toBe(4);
  });

  it('gives up on a page that is too slow, too large before its title, or not HTML', async () => {
    const slow = await serve('127.0.0.2', () => undefined);
    const started = Date.now();
    expect(await allowing('127.0.0.2', { timeoutMs: 400 }).preview(new URL(slow.origin))).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);

    // A head that never ends within the byte cap: reading stops at the cap, and the title after it is never seen.
    const padded = await serve(
      '127.0.0.2',
      html(page(`<meta name="x" content="${'x'.repeat(200_000)}"><title>Late</title>`)),
    );
    expect(await allowing('127.0.0.2', { maxPageBytes: 64 * 1024 }).preview(new URL(padded.origin))).toBeNull();
    expect(await allowing('127.0.0.2').preview(new URL(padded.origin))).toMatchObject({ title: 'Late' });

    // A compressed body counts by what it unpacks to.
    const bomb = await serve('127.0.0.2', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end(gzipSync(`<html><head>${' '.repeat(4_000_000)}<title>Bomb</title></head></html>`));
    });
    expect(await allowing('127.0.0.2').preview(new URL(bomb.origin))).toBeNull();

    const json = await serve('127.0.0.2', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"title":"no"}');
    });
    expect(await allowing('127.0.0.2').preview(new URL(json.origin))).toBeNull();
  });

  it('drops a picture that is too large or not a picture, and keeps the card', async () => {
    const site = await serve('127.0.0.2', (request, response) => {
      if (request.url === '/big.png') {
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(Buffer.alloc(300_000));
      }
      if (request.url === '/fake.png') {
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end('<script>alert(1)</script>');
      }
      const image = request.url === '/a' ? '/big.png' : '/fake.png';
      html(page(`<title>Card</title><meta property="og:image" content="${image}">`))(request, response);
    });
    const previewer = allowing('127.0.0.2', { maxImageBytes: 100_000 });
    expect(await previewer.preview(new URL(`${site.origin}/a`))).toMatchObject({ title: 'Card', image: '' });
    expect(await previewer.preview(new URL(`${site.origin}/b`))).toMatchObject({ title: 'Card', image: '' });
  });

  it('fetches public hosts on the web ports only', async () => {
    const resolvePublic: LookupFunction = (_host, _options, callback) =>
      callback(null, [{ address: '93.184.216.34', family: 4 }]);
    const site = await serve('127.0.0.2', html(page('<title>x</title>')));
    expect(await allowing('', { resolve: resolvePublic }).preview(new URL('http://example.com:6379/'))).toBeNull();
    expect(site.hits).toEqual([]);
  });
});
