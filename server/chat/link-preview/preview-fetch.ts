import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import {
  checkedLookup,
  isException,
  refuseLiteralHost,
  type AddressRules,
  type LookupFunction,
} from './preview-addresses.ts';

/** A fetch that was not made or not finished: the reason is for the log, never for the user. */
export class FetchRefused extends Error {}

export interface FetchLimits {
  rules: AddressRules;
  /** The whole fetch, redirects included, ends by then. */
  deadline: number;
  /** Bytes read from the body (after decompression) before giving up. */
  maxBytes: number;
  maxRedirects: number;
  /** Which content types are read; another answer is refused before its body is read. */
  accepts: (contentType: string) => boolean;
  /** Sees the body as it arrives, with the answer's charset; returning true stops reading (a head is enough). */
  onChunk?: (chunk: Buffer, charset: string) => boolean;
  /** Name resolution, for tests; the system's otherwise. */
  resolve?: LookupFunction;
  /** The ports a public host is fetched on ('' is the scheme's own); 80 and 443 unless a test says otherwise. */
  webPorts?: ReadonlySet<string>;
}

export interface Fetched {
  /** Where the answer came from, after redirects (relative links in it resolve against this). */
  url: URL;
  contentType: string;
  charset: string;
  body: Buffer;
}

/** Public hosts are fetched on the web's own ports only; an allowed host (intranet, test) on any. */
const WEB_PORTS = new Set(['', '80', '443']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function refusal(url: URL, rules: AddressRules, webPorts: ReadonlySet<string> = WEB_PORTS): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'not http(s)';
  if (url.username || url.password) return 'credentials in the URL';
  const literal = refuseLiteralHost(rules, url.hostname);
  if (literal) return literal;
  if (!webPorts.has(url.port) && !isException(rules, url.hostname)) return `port ${url.port}`;
  return null;
}

/**
 * GET with every bound a user-chosen URL needs: http(s) only, the address rule at each connection, redirects
 * followed by hand (each hop judged again), one deadline, a byte cap on the decompressed body.
 */
export async function fetchBounded(start: URL, limits: FetchLimits): Promise<Fetched> {
  let url = start;
  for (let hop = 0; ; hop++) {
    const why = refusal(url, limits.rules, limits.webPorts);
    if (why) throw new FetchRefused(`${url.host}: ${why}`);
    const response = await get(url, limits);
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.destroy();
      if (hop >= limits.maxRedirects) throw new FetchRefused('too many redirects');
      url = new URL(location, url);
      continue;
    }
    if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) > 299) {
      response.destroy();
      throw new FetchRefused(`status ${response.statusCode}`);
    }
    const [type = '', ...params] = (response.headers['content-type'] ?? '').split(';');
    const contentType = type.trim().toLowerCase();
    if (!limits.accepts(contentType)) {
      response.destroy();
      throw new FetchRefused(`content type ${contentType || 'none'}`);
    }
    const named = params.map((param) => /^\s*charset\s*=\s*"?([^";\s]+)/i.exec(param)?.[1]).find(Boolean);
    const charset = named?.toLowerCase() ?? 'utf-8';
    const body = await readBounded(response, limits, charset);
    return { url, contentType, charset, body };
  }
}

function get(url: URL, limits: FetchLimits): Promise<IncomingMessage> {
  const remaining = limits.deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new FetchRefused('timed out'));
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'GET',
      agent: false,
      lookup: checkedLookup(limits.rules, limits.resolve),
      timeout: remaining,
      headers: {
        'user-agent': 'ParleyLinkPreview/1 (+https://github.com/parley)',
        accept: 'text/html,application/xhtml+xml,image/*;q=0.8',
        'accept-encoding': 'gzip, deflate, br',
      },
    });
    const timer = setTimeout(() => request.destroy(new FetchRefused('timed out')), remaining);
    request.on('timeout', () => request.destroy(new FetchRefused('timed out')));
    request.on('response', (response) => {
      response.on('close', () => clearTimeout(timer));
      resolve(response);
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof FetchRefused ? error : new FetchRefused(error.message));
    });
    request.end();
  });
}

function decoded(response: IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

/** The body, decompressed, until `onChunk` has enough or the cap; beyond the cap without enough it is refused. */
async function readBounded(response: IncomingMessage, limits: FetchLimits, charset: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const timer = setTimeout(() => response.destroy(new FetchRefused('timed out')), limits.deadline - Date.now());
  try {
    for await (const chunk of decoded(response)) {
      const piece = chunk as Buffer;
      size += piece.length;
      if (size > limits.maxBytes) {
        if (!limits.onChunk) throw new FetchRefused('too large');
        break;
      }
      chunks.push(piece);
      if (limits.onChunk?.(piece, charset)) break;
    }
  } catch (error) {
    throw error instanceof FetchRefused ? error : new FetchRefused((error as Error).message);
  } finally {
    clearTimeout(timer);
    response.destroy();
  }
  return Buffer.concat(chunks);
}
